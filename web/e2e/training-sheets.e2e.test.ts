import type { Readable } from 'node:stream';
import { texts } from '@ssm/shared';
import type { Download, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  openContext,
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

/**
 * The verdict box ends inside the viewport and inside its own frame, and no line of it runs past
 * the box: nothing is cut off at the right edge.
 */
async function expectWhollyInside(verdict: Locator): Promise<void> {
  const overflow = await verdict.evaluate((box) => {
    const right = box.getBoundingClientRect().right;
    const parentRight = (box.parentElement as HTMLElement).getBoundingClientRect().right;
    const widest = Math.max(
      ...[box, ...box.querySelectorAll<HTMLElement>('*')].map(
        (element) => element.scrollWidth - element.clientWidth,
      ),
    );
    return { right, parentRight, viewport: window.innerWidth, widest };
  });
  expect(overflow.right).toBeLessThanOrEqual(overflow.viewport);
  expect(overflow.right).toBeLessThanOrEqual(overflow.parentRight + 0.5);
  expect(overflow.widest).toBeLessThanOrEqual(0);
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
    // A fișă is no single record: the platform knows it by what its seal covers, as a worker's sheet.
    const [sheetFinding] = texts.pdfVerification.workerSheet('\u0000').split('\u0000');
    expect(await answer.getByText(sheetFinding!, { exact: false }).count()).toBe(1);
    expect(await answer.getByText(texts.pdfVerification.recordUnknown).count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await expectWhollyInside(answer);

    // The hash form pressed empty asks for a hash: the PDF's green verdict is gone, not beside it.
    await page.getByRole('button', { name: texts.verification.submit }).click();
    await page.getByText(texts.verification.hashRequired).waitFor();
    expect(await answer.count()).toBe(0);
  });

  it("downloads each signed record under the worker's name, the course and the date", async () => {
    await openAsDemo(page, 'employee', '/profile');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.documents.download }).first().click();
    const download = await downloading;

    expect(download.suggestedFilename()).toMatch(
      /^Fisa instruire \d{4}-\d{2}-\d{2} Georgescu Ion - Instruire periodica SSM.*\.pdf$/,
    );
  });
});

describe('the PDF verdict of /verificare on a desktop screen', () => {
  it('wraps whole inside the page', async () => {
    const context = await openContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await openAsDemo(page, 'employee', '/profile');
      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: texts.documents.download }).first().click();
      const pdf = await readDownloadedBytes(await downloading);

      await page.goto('/verificare');
      await page.locator('input[type="file"]').setInputFiles({
        name: 'fisa.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      const answer = page.getByTestId('pdf-verification');
      await answer.getByText(texts.verification.valid).waitFor();

      await expectWhollyInside(answer);
      expect(await page.getByText(texts.verification.hashRequired).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
