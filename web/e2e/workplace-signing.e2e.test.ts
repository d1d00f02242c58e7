import { texts } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../functions/src/local/demo-data';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { enterSigningCode, signIn, waitForNotification } from './support/page-helpers';

/**
 * The demo's site engineer, direct manager of the construction company's workers, and the
 * workplace training waiting for her signature (functions/src/local/demo-documents.ts).
 */
const MANAGER = 'ana.tudor';
const WAITING_WORKER = 'Munteanu Gheorghe';

describe('a workplace manager signs in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("goes from her dashboard to her workers' records, reads the manager's consent and signs", async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'semnaturi-conducator');
    await signIn(page, MANAGER, DEMO_PASSWORD, texts.dashboards.employee);

    await page.getByRole('link', { name: texts.documents.workplaceSigningLink }).click();

    await page.getByRole('heading', { name: texts.navigation.workplaceSigning, level: 1 }).waitFor();
    const section = page.getByRole('region', { name: texts.documents.managerPendingTitle });
    await section.getByRole('checkbox', { name: new RegExp(`: ${WAITING_WORKER}, `) }).check();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await section.getByRole('button', { name: texts.documents.selectedCount('1') }).click();

    const dialog = page.getByRole('dialog', { name: texts.documents.confirmTitle });
    await dialog.getByRole('heading', { name: texts.signing.counterSignConsent.manager.title }).waitFor();
    expect(
      await dialog
        .getByRole('heading', { name: texts.signing.counterSignConsent.representative.title })
        .count(),
    ).toBe(0);
    await enterSigningCode(page, dialog, 'ana.tudor@example.ro');
    await dialog.getByRole('button', { name: texts.documents.confirm, exact: true }).click();

    await waitForNotification(page, texts.documents.ownerMassSignSuccess);
    await section.getByText(texts.documents.pendingEmpty).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });
});
