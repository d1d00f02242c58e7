import { texts } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { countInkedPixels, openDemoDashboard } from './support/page-helpers';

/*
 * The demo employee's record waiting for their signature (functions/src/local/demo-documents.ts),
 * read as it will be printed before the consent (docs/signatures.md, the preview). The record is
 * left unsigned: other files read the demo as seeded.
 */

describe('the trainee reads the record as it will be printed, in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows the rendered fișă, marked as a preview, above the consent', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'sign-preview');
    await openDemoDashboard(page, 'employee');

    const toSign = page.getByRole('region', { name: texts.courses.recordsToSignTitle });
    await toSign
      .getByRole('link', { name: new RegExp(`^${texts.courses.sign}: `) })
      .first()
      .click();
    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);

    const printed = page.getByRole('region', { name: texts.documents.printedTitle });
    await expect.poll(() => countInkedPixels(page), { timeout: 20_000 }).toBeGreaterThan(1000);
    await expect
      .poll(async () => (await printed.textContent())?.replace(/\s+/g, ''), { timeout: 20_000 })
      .toContain('PREVIZUALIZARE');
    const consent = page.getByRole('checkbox', { name: texts.signing.agree });
    const [documentBox, consentBox] = [await printed.boundingBox(), await consent.boundingBox()];
    expect(documentBox!.y + documentBox!.height).toBeLessThanOrEqual(consentBox!.y);
    expect(documentBox!.width).toBeLessThanOrEqual(375);
    expect(await hasHorizontalScroll(page)).toBe(false);
    // The viewer's controls do not bury the consent for someone on the keyboard (journey.e2e.test.ts).
    let presses = 0;
    while (!(await consent.evaluate((element) => element === document.activeElement)) && presses < 80) {
      await page.keyboard.press('Tab');
      presses += 1;
    }
    expect(presses).toBeLessThan(80);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });
});
