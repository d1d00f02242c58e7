import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LANGUAGE_NAMES, SCREEN_TEXTS, TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_ENGLISH_WORKER, DEMO_PASSWORD } from '../../functions/src/local/demo-data';
import { runPdftotext } from '../../functions/test/support/pdf-tools';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import {
  enterSigningCode,
  field,
  openSignedOut,
  readShownQuestions,
  waitForNotification,
} from './support/page-helpers';
import { findAxeViolations } from './support/screens';

/*
 * The demo's worker who trains in English, on a phone (docs/product.md, training in the worker's
 * language): the login in English from its language switch, the dashboard, then the introductory
 * course in its English version with the Romanian one offered, the English quiz passed, and the
 * English consent signed beside the Romanian one, which the record keeps with the language and the
 * English version's fingerprint; each screen axe-clean at phone size, without sideways scrolling
 * or a refused script.
 */

const en = SCREEN_TEXTS.en!;
const ROMANIAN_COURSE = 'Instruirea introductiv-generală în securitatea și sănătatea în muncă';
const ENGLISH_COURSE = 'General introductory training in occupational safety and health';
/** The chunk of the English screen texts (`shared/src/screen-texts/en.ts`), named after its module. */
const ENGLISH_TEXTS_CHUNK = /\/assets\/en-[\w-]{8}\.js$/;

/* Loaded by path so the web project's type check does not pull in the functions program. */
const functionsDir = resolve(import.meta.dirname, '../../functions');
type StudyTimeModule = {
  backdateStudyOnRunningPlatform(
    dataDir: string,
    options: { userId: string; courseId: string; minutes: number },
  ): Promise<void>;
};
type DemoCoursesModule = { DEMO_ENGLISH_QUIZ_ANSWERS: { question: string; answer: string }[] };

/** A call of the API with the page's session, as the signed-in worker. */
async function callAsWorker<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(
    async ({ path, key }) => {
      const answer = await fetch(path, { headers: { Authorization: `Bearer ${localStorage.getItem(key)}` } });
      return (await answer.json()) as T;
    },
    { path, key: TOKEN_STORAGE_KEY },
  );
}

async function expectCleanScreen(page: Page): Promise<void> {
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await readCspViolations(page)).toEqual([]);
}

describe('a worker who trains in English, on a phone', () => {
  let browser: PhoneBrowser;
  let page: Page;
  let courseId = '';

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
    page = await browser.openPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('switches the login to English and signs in', async () => {
    screenshotOnFailure(page, 'worker-language-login');
    await openSignedOut(page, '/login');
    await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
    await page.getByLabel(SCREEN_TEXTS.ro.languageSwitch).selectOption('en');

    await page.getByRole('heading', { name: en.login.title, level: 1 }).waitFor();
    await expectCleanScreen(page);
    await field(page, en.login.username).fill(DEMO_ENGLISH_WORKER);
    await field(page, en.login.password).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: en.login.submit, exact: true }).click();
    await page.getByRole('heading', { name: en.dashboard.title, level: 1 }).waitFor();
    // The course list names the course by its English version's title, as its page opens it.
    await page
      .getByRole('region', { name: en.dashboard.coursesTitle })
      .getByRole('link', { name: ENGLISH_COURSE })
      .waitFor();
    await page.getByRole('region', { name: en.dashboard.trainingsTitle }).waitFor();
    expect(await page.locator('main').getAttribute('lang')).toBe('en-GB');
    await expectCleanScreen(page);
  });

  it('opens the dashboard again in English from its first render, never in Romanian first', async () => {
    screenshotOnFailure(page, 'worker-language-reload');
    // Each main heading the page shows from the document's start: the first load carries only the
    // Romanian texts, and the app's first render waits for the English ones (docs/web.md, Pages).
    const recording = await page.addInitScript(() => {
      const headings: string[] = [];
      Object.assign(window, { shownHeadings: headings });
      new MutationObserver(() => {
        // Not the login page index.html holds, hidden, for a visitor without a session.
        const heading = [...document.querySelectorAll('h1')].find((h1) => h1.checkVisibility())?.textContent;
        if (heading && headings.at(-1) !== heading) headings.push(heading);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    // The English texts' chunk arrives after the page's own, as on a slow network.
    let englishTextsDelayed = false;
    await page.route(ENGLISH_TEXTS_CHUNK, async (route) => {
      englishTextsDelayed = true;
      await sleep(1500);
      await route.continue();
    });
    try {
      await page.reload();
      await page.getByRole('region', { name: en.dashboard.coursesTitle }).waitFor();
      const shown = await page.evaluate(
        () => (window as unknown as { shownHeadings: string[] }).shownHeadings,
      );
      expect(englishTextsDelayed).toBe(true);
      expect(shown).toEqual([en.dashboard.title]);
    } finally {
      await page.unroute(ENGLISH_TEXTS_CHUNK);
      await recording.dispose();
    }
  });

  it('opens the English version of the course, with the Romanian one offered', async () => {
    screenshotOnFailure(page, 'worker-language-course');
    const courses = await callAsWorker<{ id: string; title: string }[]>(page, '/api/courses/');
    const course = courses.find((candidate) => candidate.title === ENGLISH_COURSE);
    expect(course).toBeDefined();
    courseId = course?.id ?? '';
    await page.goto(`/courses/${course?.id}`);

    await page.getByRole('heading', { name: ENGLISH_COURSE, level: 1 }).waitFor();
    await page.getByRole('heading', { name: en.course.material }).waitFor();
    expect(await page.locator('main').getAttribute('lang')).toBe('en-GB');
    const versions = page.getByRole('navigation', { name: en.course.versions });
    expect(await versions.getByRole('link', { name: 'Română' }).getAttribute('href')).toBe(
      `/courses/${course?.id}?language=ro`,
    );
    await page.getByRole('checkbox', { name: en.course.confirmStudied }).waitFor();
    await expectCleanScreen(page);

    await versions.getByRole('link', { name: 'Română' }).click();
    await page.getByRole('heading', { name: ROMANIAN_COURSE, level: 1 }).waitFor();
  });

  it('passes the English quiz and signs the English consent, which the record names with its fingerprint', async () => {
    screenshotOnFailure(page, 'worker-language-quiz');
    // The course asks 60 minutes of study: the worker's study is moved back rather than waited out.
    const me = await callAsWorker<{ id: string }>(page, '/api/users/me/');
    const studyTime = (await import(`${functionsDir}/test/support/study-time.ts`)) as StudyTimeModule;
    await studyTime.backdateStudyOnRunningPlatform(inject('platformDataDir'), {
      userId: me.id,
      courseId,
      minutes: 60,
    });
    await page.goto(`/courses/${courseId}`);
    await page.getByRole('heading', { name: ENGLISH_COURSE, level: 1 }).waitFor();
    await page.getByRole('checkbox', { name: en.course.confirmStudied }).check();
    await page.getByRole('button', { name: en.course.goToQuiz }).click();

    const { DEMO_ENGLISH_QUIZ_ANSWERS } = (await import(
      `${functionsDir}/src/local/demo-courses.ts`
    )) as DemoCoursesModule;
    const shown = await readShownQuestions(page);
    expect(shown).toHaveLength(10);
    await expectCleanScreen(page);
    const groups = page.getByRole('radiogroup');
    for (const [index, { label }] of shown.entries()) {
      const right = DEMO_ENGLISH_QUIZ_ANSWERS.find(({ question }) => label.includes(question));
      expect(right, `an English question: ${label}`).toBeDefined();
      await groups.nth(index).getByRole('radio', { name: right?.answer, exact: true }).check();
    }
    await page.getByRole('button', { name: en.quiz.submit }).click();
    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    await waitForNotification(page, en.quiz.passed);
    const recordId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

    await page.getByRole('heading', { name: en.consent.title }).waitFor();
    await page.getByRole('heading', { name: texts.signing.consentTitle }).waitFor();
    await page.getByText(en.consent.romanianBinding).waitFor();
    await expectCleanScreen(page);
    await page.getByRole('checkbox', { name: en.consent.agree }).check();
    // Without a passkey the signature is confirmed with the code mailed to the worker.
    const consentForm = page
      .locator('section')
      .filter({ has: page.getByRole('button', { name: en.consent.submit }) });
    await enterSigningCode(
      page,
      consentForm,
      `${DEMO_ENGLISH_WORKER}@example.ro`,
      undefined,
      en.signingConfirmation,
    );
    await page.getByRole('button', { name: en.consent.submit }).click();
    await page.waitForURL(/\/profile$/);
    await page.getByRole('heading', { name: en.profile.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: en.profile.historyTitle }).waitFor();
    await expectCleanScreen(page);

    const detail = await callAsWorker<{ versions: { language: string; file_sha256: string }[] }>(
      page,
      `/api/courses/${courseId}/`,
    );
    const fingerprint = detail.versions.find((version) => version.language === 'en')?.file_sha256;
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    const preview = await callAsWorker<{ pdf_base64: string }>(page, `/api/documents/${recordId}/preview/`);
    const recordText = await runPdftotext(new Uint8Array(Buffer.from(preview.pdf_base64, 'base64')));
    expect(recordText.toLowerCase()).toContain(`limba instruirii: ${LANGUAGE_NAMES.en}`);
    expect(recordText.replace(/\s+/g, '')).toContain(fingerprint);
  });

  it("paints nothing of the course's page from the HTML, which holds only the owner's Romanian pages", async () => {
    screenshotOnFailure(page, 'worker-language-no-html-page');
    const appScripts = /\/assets\/.*\.js$/;
    await page.route(appScripts, (route) => route.abort());

    await page.goto(`/courses/${courseId}`);

    expect(await page.locator('#root header').filter({ visible: true }).count()).toBe(0);
    expect(await page.getByText(texts.common.loading).filter({ visible: true }).count()).toBe(0);
    await page.unroute(appScripts);
  });
});
