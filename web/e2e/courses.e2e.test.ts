import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { QUIZ_ANSWER_COUNT, QUIZ_FAIL_REDIRECT_MS, QUIZ_QUESTION_COUNT, texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
} from './support/browser';
import { buildCoursePdf, countInkedPixels, field, signIn, waitForNotification } from './support/page-helpers';

const screenshotDir = resolve(import.meta.dirname, '../../test-results/e2e');
const suffix = Date.now().toString(36);
const courseTitle = `Siguranța la locul de muncă ${suffix}`;
/** The demo company of the demo employee (functions/src/local/seed.ts). */
const DEMO_COMPANY = 'Construcții Brașov SRL';

/** The correct answer of each question: a different position each time. */
const correctIndex = (question: number) => question % QUIZ_ANSWER_COUNT;
const answerText = (question: number, answer: number) =>
  `Varianta ${answer + 1} la întrebarea ${question + 1}`;

async function expectPhoneFriendly(page: Page, screenshot: string): Promise<void> {
  // Polled: a notification sliding in overhangs the screen until its transition ends.
  await expect.poll(() => hasHorizontalScroll(page), { message: screenshot }).toBe(false);
  await page.screenshot({ path: resolve(screenshotDir, `${screenshot}.png`), fullPage: true });
  expect(await readCspViolations(page)).toEqual([]);
}

async function openCourseQuiz(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: texts.courseDetail.confirmStudied }).check();
  await page.getByRole('button', { name: texts.courseDetail.goToQuiz }).click();
  await page.getByRole('radiogroup').first().waitFor();
}

describe('courses in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;
  let courseId = '';

  beforeAll(async () => {
    mkdirSync(screenshotDir, { recursive: true });
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets the owner create a course with its PDF and quiz, and assign it to a demo company', async () => {
    const page = await browser.openPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page, demoLogins.owner, DEMO_PASSWORD, texts.dashboards.owner);

    await page.getByRole('link', { name: texts.courses.addTitle, exact: true }).click();
    await page.getByRole('heading', { name: texts.courses.addTitle, level: 1 }).waitFor();
    await field(page, texts.courseForm.title).fill(courseTitle);
    await field(page, texts.courseForm.description).fill(
      'Regulile de bază ale securității în muncă, cu test.',
    );
    await field(page, texts.courseForm.subcategory).selectOption('periodica');
    await page.locator('input[type="file"]').setInputFiles({
      name: 'siguranta.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await buildCoursePdf(courseTitle)),
    });
    await page.getByRole('button', { name: texts.courseForm.submit }).click();
    await waitForNotification(page, texts.courseForm.created);
    await page.getByRole('heading', { name: texts.quizForm.forCourse(courseTitle) }).waitFor();

    const questions = page.getByLabel(/^Întrebarea \d+( \*)?$/);
    const answers = page.getByLabel(/^Răspunsul \d+( \*)?$/);
    expect(await questions.count()).toBe(QUIZ_QUESTION_COUNT);
    for (let question = 0; question < QUIZ_QUESTION_COUNT; question += 1) {
      await questions.nth(question).fill(`Care este regula ${question + 1} de siguranță?`);
      for (let answer = 0; answer < QUIZ_ANSWER_COUNT; answer += 1) {
        await answers.nth(question * QUIZ_ANSWER_COUNT + answer).fill(answerText(question, answer));
      }
      await page
        .getByRole('radio', {
          name: texts.quizForm.correctAnswer(question + 1, correctIndex(question) + 1),
          exact: true,
        })
        .check();
    }
    await expectPhoneFriendly(page, 'add-course-quiz');
    await page.getByRole('button', { name: texts.quizForm.submit }).click();
    await waitForNotification(page, texts.quizForm.saved);
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    const courseLink = page.getByRole('link', { name: courseTitle });
    courseId = ((await courseLink.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(courseId).not.toBe('');
    // The viewer (react-pdf, pdf.js) is not loaded by pages that do not show a PDF.
    expect(requests.filter((url) => /pdf-viewer|pdf\.worker/.test(url))).toEqual([]);

    await page.goto('/add-course');
    const row = page.getByRole('row').filter({ hasText: courseTitle });
    await row.getByText(texts.courseForm.subcategoryLabels.periodica).waitFor();
    await row.getByRole('link', { name: `${texts.courseList.assign}: ${courseTitle}` }).click();
    await page.getByRole('heading', { name: texts.courses.assignTitle, level: 1 }).waitFor();
    expect(await field(page, texts.courseAssign.course).inputValue()).toBe(courseId);
    await field(page, texts.courseAssign.company).selectOption({ label: DEMO_COMPANY });
    await page.getByRole('checkbox', { name: texts.courseAssign.allUsers }).check();
    expect(await field(page, texts.courseAssign.user).isDisabled()).toBe(true);
    await expectPhoneFriendly(page, 'assign-course');
    await page.getByRole('button', { name: texts.courseAssign.submit }).click();
    await waitForNotification(page, texts.courseAssign.assigned);
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await page.close();
  });

  it('lets the employee read the PDF, search it, fail the quiz, pass it and reach the signature', async () => {
    expect(courseId, 'the owner test creates the course').not.toBe('');
    const page = await browser.openPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await signIn(page, demoLogins.employee, DEMO_PASSWORD, texts.dashboards.employee);

    await page.getByRole('link', { name: courseTitle }).click();
    await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
    await page.locator('.react-pdf__Page__canvas').first().waitFor();
    await page.locator('.react-pdf__Page__textContent').first().waitFor();
    await expect.poll(() => countInkedPixels(page), { timeout: 10_000 }).toBeGreaterThan(1000);
    // The worker comes from the site itself (no CDN), the PDF from the file store.
    const baseOrigin = new URL(inject('baseUrl')).origin;
    const worker = requests.find((url) => /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url));
    expect(worker && new URL(worker).origin).toBe(baseOrigin);
    const pdfRequest = requests.find((url) => url.includes('.pdf') && !url.startsWith(baseOrigin));
    expect(pdfRequest, 'the PDF is fetched from its presigned link').toBeDefined();
    await expectPhoneFriendly(page, 'course-pdf');

    await page.getByRole('button', { name: texts.pdfViewer.search, exact: true }).click();
    await page.getByRole('searchbox', { name: texts.pdfViewer.search }).fill('siguranta');
    const current = page.locator('mark.pdf-search-current');
    await current.waitFor();
    expect((await current.textContent())?.toLowerCase()).toMatch(/^siguran[țţ][aă]$/);
    const matchCount = await page
      .getByRole('status')
      .filter({ hasText: / din \d+$/ })
      .textContent();
    expect(matchCount).toMatch(/^1 din [2-9]\d*$/);
    await page.keyboard.press('Enter');
    await page.getByText(/^2 din \d+$/).waitFor();
    await expectPhoneFriendly(page, 'course-pdf-search');

    await page.getByRole('button', { name: texts.pdfViewer.more }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('menuitem', { name: texts.pdfViewer.download }).click();
    expect((await download).suggestedFilename()).toMatch(/^Siguranta-la-locul-de-munca-[\w-]+\.pdf$/);

    await page.evaluate(() => {
      window.print = () => document.body.setAttribute('data-printed', 'true');
    });
    await page.getByRole('button', { name: texts.pdfViewer.more }).click();
    await page.getByRole('menuitem', { name: texts.pdfViewer.print }).click();
    await page.locator('body[data-printed="true"]').waitFor({ state: 'attached' });
    // A4 (595 x 842 points) at 150 dpi: 1240 x 1754 pixels per page.
    const printed = await page
      .locator('.pdf-print-root img')
      .evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.naturalWidth));
    expect(printed.length).toBeGreaterThanOrEqual(2);
    expect(printed.every((width) => Math.abs(width - 1240) <= 1)).toBe(true);
    expect(await readCspViolations(page)).toEqual([]);

    // A failed attempt: every answer is one of the wrong ones.
    await openCourseQuiz(page);
    for (let question = 0; question < QUIZ_QUESTION_COUNT; question += 1) {
      const wrong = (correctIndex(question) + 1) % QUIZ_ANSWER_COUNT;
      await page.getByRole('radio', { name: answerText(question, wrong), exact: true }).check();
    }
    await page.getByRole('button', { name: texts.quizTaking.submit }).click();
    await waitForNotification(page, texts.quizTaking.failed);
    const failedAt = Date.now();
    await expectPhoneFriendly(page, 'quiz-failed');
    await page.waitForURL(`**/courses/${courseId}`, { timeout: QUIZ_FAIL_REDIRECT_MS + 5000 });
    expect(Date.now() - failedAt).toBeGreaterThan(QUIZ_FAIL_REDIRECT_MS - 1000);

    // A passed attempt, with the keyboard only: Tab into each question, arrows to the answer.
    await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
    await openCourseQuiz(page);
    await page.getByRole('radio').first().focus();
    for (let question = 0; question < QUIZ_QUESTION_COUNT; question += 1) {
      if (correctIndex(question) === 0) await page.keyboard.press('Space');
      for (let step = 0; step < correctIndex(question); step += 1) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Tab');
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.quizTaking.submit);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    await waitForNotification(page, texts.quizTaking.passed);
    await expectPhoneFriendly(page, 'quiz-passed-sign');

    await page.goto('/profile');
    const history = page.getByRole('region', { name: texts.profile.historyTitle });
    await history.getByText(courseTitle).first().waitFor();
    expect(await history.getByText(courseTitle).count()).toBe(2);
    await page.close();
  });
});
