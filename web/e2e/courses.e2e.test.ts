import { QUIZ_ANSWER_COUNT, QUIZ_FAIL_REDIRECT_MS, QUIZ_QUESTION_COUNT, texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import {
  buildCoursePdf,
  countInkedPixels,
  field,
  openDemoDashboard,
  readShownQuestions,
  tabPastQuestion,
  waitForNotification,
} from './support/page-helpers';

const suffix = Date.now().toString(36);
const courseTitle = `Siguranța la locul de muncă ${suffix}`;
/** The demo company of the demo employee (functions/src/local/seed.ts). */
const DEMO_COMPANY = 'Construcții Brașov SRL';

/** The correct answer of each question: a different position each time. */
const correctIndex = (question: number) => question % QUIZ_ANSWER_COUNT;
const answerText = (question: number, answer: number) =>
  `Varianta ${answer + 1} la întrebarea ${question + 1}`;

async function expectPhoneFriendly(page: Page, step: string): Promise<void> {
  // Polled: a notification sliding in overhangs the screen until its transition ends.
  await expect.poll(() => hasHorizontalScroll(page), { message: step }).toBe(false);
  expect(await readCspViolations(page)).toEqual([]);
}

/** The owner's way from the dashboard to the firm's courses: the dashboard's shortcut. */
async function openCourseList(page: Page): Promise<void> {
  await openDemoDashboard(page, 'owner');
  await page.getByRole('link', { name: texts.ownerShortcuts.courses, exact: true }).click();
  await page.getByRole('heading', { name: texts.courses.listTitle, level: 1 }).waitFor();
}

async function openCourseQuiz(page: Page): Promise<void> {
  await page.getByRole('checkbox', { name: texts.courseDetail.confirmStudied }).check();
  await page.getByRole('button', { name: texts.courseDetail.goToQuiz }).click();
  await page.getByRole('heading', { name: texts.courses.quizTitle(courseTitle), level: 1 }).waitFor();
  await page.getByRole('radiogroup').first().waitFor();
}

/** The question a shown label asks ('1. Care este regula 7 de siguranță?' is question 6). */
const questionOf = (label: string) => Number(/regula (\d+)/.exec(label)?.[1]) - 1;

describe('courses in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;
  let courseId = '';

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets the owner create a course with its PDF and quiz, and assign it to a demo company', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'courses-owner');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openCourseList(page);
    await page.getByRole('link', { name: texts.courses.addTitle, exact: true }).click();
    await page.getByRole('heading', { name: texts.courses.addTitle, level: 1 }).waitFor();
    await field(page, texts.courseForm.title).fill(courseTitle);
    await field(page, texts.courseForm.description).fill(
      'Regulile de bază ale securității în muncă, cu test.',
    );
    await field(page, texts.courseForm.subcategory).selectOption('periodica');
    // The trainee takes the quiz at once: the firm lowers the minimum study, with its reason.
    await field(page, texts.courseForm.minStudy).fill('0');
    await field(page, texts.courseForm.minStudyReason).fill('Materialul se parcurge în sală, cu formatorul.');
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
    await page.getByRole('link', { name: texts.ownerShortcuts.courses, exact: true }).click();
    await page.getByRole('heading', { name: texts.courses.listTitle, level: 1 }).waitFor();
    const courseLink = page.getByRole('link', { name: courseTitle });
    courseId = ((await courseLink.getAttribute('href')) ?? '').split('/').pop() ?? '';
    expect(courseId).not.toBe('');
    // The viewer (react-pdf, pdf.js) is not loaded by pages that do not show a PDF.
    expect(requests.filter((url) => /pdf-viewer|pdf\.worker/.test(url))).toEqual([]);

    await page.goto('/add-course');
    const row = page.getByRole('row').filter({ hasText: courseTitle });
    // A phone hides the subcategory column (secondary); the row still carries it for wider screens.
    await row.getByText(texts.courseForm.subcategoryLabels.periodica).waitFor({ state: 'attached' });
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

  it('lets the employee read the PDF, search it, fail the quiz, pass it within the attempts and reach the signature', async () => {
    expect(courseId, 'the owner test creates the course').not.toBe('');
    const page = await browser.openPage();
    screenshotOnFailure(page, 'courses-employee');
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openDemoDashboard(page, 'employee');

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

    // Sending with questions unanswered asks first and records nothing.
    await openCourseQuiz(page);
    await page.getByRole('button', { name: texts.quizTaking.submit }).click();
    const unanswered = page.getByRole('dialog', { name: texts.quizTaking.unanswered(QUIZ_QUESTION_COUNT) });
    await unanswered.waitFor();
    await expectPhoneFriendly(page, 'quiz-unanswered');
    await unanswered.getByRole('button', { name: texts.common.cancel }).click();
    await unanswered.waitFor({ state: 'hidden' });

    // A failed attempt: every answer is one of the wrong ones.
    for (const [position, shown] of (await readShownQuestions(page)).entries()) {
      const question = questionOf(shown.label);
      const wrong = (correctIndex(question) + 1) % QUIZ_ANSWER_COUNT;
      expect(shown.label.startsWith(`${position + 1}. `)).toBe(true);
      await page.getByRole('radio', { name: answerText(question, wrong), exact: true }).check();
    }
    await page.getByRole('button', { name: texts.quizTaking.submit }).click();
    const outcome = page.getByRole('status').filter({ hasText: texts.quizTaking.failed });
    await outcome.waitFor();
    const failedAt = Date.now();
    // The score line is on screen and nothing lies over it.
    const scoreLine = outcome.getByText(texts.quizTaking.score(0));
    await scoreLine.scrollIntoViewIfNeeded();
    expect(
      await scoreLine.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return top !== null && element.contains(top);
      }),
    ).toBe(true);
    await expectPhoneFriendly(page, 'quiz-failed');
    await page.waitForURL(`**/courses/${courseId}`, { timeout: QUIZ_FAIL_REDIRECT_MS + 5000 });
    expect(Date.now() - failedAt).toBeGreaterThan(QUIZ_FAIL_REDIRECT_MS - 1000);

    // Back at the top of the course; a passed attempt, the second of three, with the keyboard
    // only: Tab into each question, arrows to the answer, wherever the attempt shuffled it.
    await page.getByRole('heading', { name: courseTitle, level: 1 }).waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await openCourseQuiz(page);
    await page.getByText(texts.quizTaking.attemptsLeft(1)).waitFor();
    const shown = await readShownQuestions(page);
    await page.getByRole('radio').first().focus();
    for (const { label, answers } of shown) {
      const question = questionOf(label);
      const position = answers.indexOf(answerText(question, correctIndex(question)));
      expect(position).toBeGreaterThanOrEqual(0);
      if (position === 0) await page.keyboard.press('Space');
      for (let step = 0; step < position; step += 1) await page.keyboard.press('ArrowDown');
      await tabPastQuestion(page);
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(texts.quizTaking.submit);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    await waitForNotification(page, texts.quizTaking.passed);
    await expectPhoneFriendly(page, 'quiz-passed-sign');

    // Passed: no further attempt starts, so no second record.
    await page.goto(`/courses/${courseId}/quiz`);
    await page.getByText(texts.quizTaking.alreadyPassed).waitFor();
    expect(await page.getByRole('radiogroup').count()).toBe(0);

    await page.goto('/profile');
    const history = page.getByRole('region', { name: texts.profile.historyTitle });
    await history.getByText(courseTitle).first().waitFor();
    expect(await history.getByText(courseTitle).count()).toBe(2);
    await page.close();
  });
});
