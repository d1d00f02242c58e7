import { PDFJS_ASSETS_DIR } from '@ssm/shared';
import type { APIRequestContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildQuizBody } from '../../functions/test/support/course-builders';
import { buildJbig2ScannedPdf, buildScannedPdf } from '../../functions/test/support/pdf-fixtures';
import { launchPhoneBrowser, type PhoneBrowser, readCspViolations } from './support/browser';
import { countInkedPixels, demoAuthorization, openAsDemo } from './support/page-helpers';

/**
 * The owner uploads a page scanned to black and white (CCITT Group 4 or JBIG2, both of which
 * pdf.js decodes with its JBIG2 WebAssembly module), gives it a quiz (a course without one cannot
 * be assigned) and assigns it to the demo employee alone.
 */
async function assignScannedCourse(
  request: APIRequestContext,
  courseTitle: string,
  pdf: Uint8Array,
): Promise<string> {
  const owner = demoAuthorization('owner');
  const employee = demoAuthorization('employee');
  const me = (await (await request.get('/api/users/me/', { headers: employee })).json()) as {
    id: string;
    company: string;
  };
  const created = await request.post('/api/courses/', {
    headers: owner,
    multipart: {
      title: courseTitle,
      description: 'Instrucțiuni scanate de pe hârtie.',
      file: { name: 'scanare.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) },
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const quiz = await request.post(`/api/courses/${id}/quiz/`, { headers: owner, data: buildQuizBody() });
  expect(quiz.status()).toBe(200);
  const assigned = await request.post(`/api/courses/${id}/assign/`, {
    headers: owner,
    data: { company_id: me.company, user_id: me.id },
  });
  expect(assigned.status()).toBe(201);
  return id;
}

describe('a scanned course PDF in Chromium', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['CCITT Group 4', buildScannedPdf],
    ['JBIG2', buildJbig2ScannedPdf],
  ])(
    "shows a %s scan's ink, decoded by pdf.js's WebAssembly served by the site, under the real CSP",
    async (coding, build) => {
      const courseTitle = `Fișă scanată ${coding} ${Date.now().toString(36)}`;
      const courseId = await assignScannedCourse(browser.context.request, courseTitle, build());
      const page = await browser.openPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      // pdf.js reports a decoder it could not load or compile as a warning in the worker's console.
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (/warning|error/i.test(message.type()) || /^Warning:/.test(message.text()))
          warnings.push(message.text());
      });
      await openAsDemo(page, 'employee', `/courses/${courseId}`);
      await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
      await page.locator('.react-pdf__Page__canvas').first().waitFor();

      // The shape covers about a third of the page; a page drawn without the decoder stays white.
      await expect.poll(() => countInkedPixels(page), { timeout: 20_000 }).toBeGreaterThan(20_000);
      const siteOrigin = new URL(inject('baseUrl')).origin;
      const decoder = requests.find((url) => url.endsWith('/wasm/jbig2.wasm'));
      expect(decoder && new URL(decoder).origin).toBe(siteOrigin);
      expect(new URL(decoder!).pathname.startsWith(`/${PDFJS_ASSETS_DIR}/`)).toBe(true);
      expect(requests.filter((url) => url.includes('nowasm_fallback'))).toEqual([]);
      expect(
        warnings.filter((text) => /wasm|jbig2|ccitt|instantiate|Content Security Policy/i.test(text)),
      ).toEqual([]);
      expect(await readCspViolations(page)).toEqual([]);
      await page.close();
    },
  );
});
