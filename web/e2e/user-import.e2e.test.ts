import { texts } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { demoAuthorization, field, openAsDemo } from './support/page-helpers';

/** More than one batch of the import (IMPORT_BATCH_ROWS is 250), so the progress goes through two. */
const PEOPLE = 300;

/**
 * A sheet as offices keep them: a title row above the header, dates written day/month/year, and
 * first a row without its first name, which the preview shows with its error.
 */
function buildSheet(suffix: string): string {
  const rows = [
    [`fara-prenume.${suffix}`, '', 'Pop', '', ''].join(';'),
    ...Array.from({ length: PEOPLE }, (_, index) =>
      [`tel${index + 1}.${suffix}`, 'Ana', `Pop${index + 1}`, '', '3/4/1985'].join(';'),
    ),
  ];
  return `\uFEFFAngajați șantier ${suffix}\r\nNume utilizator;Prenume;Nume;Email;Data nașterii\r\n${rows.join('\r\n')}\r\n`;
}

describe('the user import in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('imports 300 people in batches with progress, shows the dates it read and prints their access sheet', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'import-telefon');
    const suffix = Date.now().toString(36);
    const companyName = `Import Telefon ${suffix} SRL`;
    const created = await page.request.post('/api/companies/', {
      headers: demoAuthorization('owner'),
      data: {
        name: companyName,
        registration_number: `J40/${Number.parseInt(suffix.slice(-5), 36) % 99_999}/2024`,
        address: 'Str. Lungă nr. 3, Iași',
      },
    });
    expect(created.status()).toBe(201);

    await openAsDemo(page, 'owner', '/user-management/import');
    await page.getByRole('heading', { name: texts.userImport.title, level: 1 }).waitFor();
    await field(page, texts.people.company).selectOption({ label: companyName });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'angajati.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(buildSheet(suffix)),
    });
    await page.getByRole('button', { name: texts.userImport.preview }).click();

    await page.getByText(texts.userImport.summary(PEOPLE, 0, 1)).waitFor();
    await page.getByText(texts.importFile.headerRowFound(2)).waitFor();
    await page.getByText(texts.userImport.rowsShown(1, 100, PEOPLE + 1)).waitFor();
    // Each row's status is read whole on the phone, the longer "Cu erori" too, not cut by an ellipsis.
    const preview = page.getByRole('region', { name: texts.userImport.preview });
    const cutTexts = await preview
      .locator('tbody [data-status] td *')
      .evaluateAll((elements) =>
        elements
          .filter((element) => element.scrollWidth > element.clientWidth)
          .map((element) => element.textContent ?? ''),
      );
    expect(cutTexts).toEqual([]);
    await preview.getByRole('row').getByText(texts.userImport.statusInvalid, { exact: true }).waitFor();
    // Its error under the username, on the phone's screen rather than in a column off its edge.
    const error = preview.getByText(texts.people.allRequired).filter({ visible: true });
    const errorBox = await error.boundingBox();
    expect((errorBox?.x ?? 0) + (errorBox?.width ?? Number.POSITIVE_INFINITY)).toBeLessThanOrEqual(375);
    // Under each username on a phone: 3/4/1985 read day first.
    expect(await page.getByText(`${texts.people.birthDate}: 3 aprilie 1985`).first().isVisible()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('button', { name: texts.userImport.import }).click();

    await page.getByText(texts.userImport.imported(PEOPLE)).waitFor({ timeout: 90_000 });
    await page.getByText(texts.userImport.invitationsSent(0)).waitFor();
    const sheet = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.userImport.downloadAccessSheet }).click();
    const download = await sheet;
    expect(download.suggestedFilename()).toMatch(/^Fise de acces .+\.pdf$/);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });
});
