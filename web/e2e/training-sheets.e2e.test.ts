import type { Readable } from 'node:stream';
import { texts } from '@ssm/shared';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
} from './support/browser';
import { openAsDemo } from './support/page-helpers';

async function readDownloadedBytes(download: Download): Promise<Buffer> {
  const stream: Readable = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/*
 * The worker downloads their sealed fișă individuală from the profile and checks the file on
 * /verificare, as an inspector handed the PDF would. Downloading only stores the fișă: the demo's
 * records stay as other files read them.
 */
describe("the worker's fișă on a phone", () => {
  let browser: PhoneBrowser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
    page = await browser.openPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('is downloaded from the profile and verified on /verificare as sealed by the platform', async () => {
    await openAsDemo(page, 'employee', '/profile');
    const sheets = page.getByRole('region', { name: texts.trainingSheet.title });
    const downloading = page.waitForEvent('download');
    await sheets.getByRole('button', { name: texts.trainingSheet.download('SSM') }).click();
    const download = await downloading;
    const pdf = await readDownloadedBytes(download);
    expect(download.suggestedFilename()).toMatch(/^Fisa individuala SSM .+\.pdf$/);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    await page.goto('/verificare');
    await page.locator('input[type="file"]').setInputFiles({
      name: download.suggestedFilename(),
      mimeType: 'application/pdf',
      buffer: pdf,
    });
    const answer = page.getByTestId('pdf-verification');
    await answer.getByText(texts.pdfVerification.valid).waitFor();
    expect(await answer.getByText(texts.pdfVerification.sealIntact).count()).toBe(1);
    expect(await answer.getByText(texts.pdfVerification.recordUnknown).count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
  });
});
