import { SCREEN_TEXTS, texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ENGLISH_WORKER, DEMO_PASSWORD } from '../../functions/src/local/demo-data';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { DEMO_DASHBOARDS, field, openSignedOut } from './support/page-helpers';
import { findAxeViolations } from './support/screens';

/*
 * The demo's worker who trains in English, on a phone (docs/product.md, training in the worker's
 * language): the login in English from its language switch, then the introductory course in its
 * English version with the Romanian one offered; each screen axe-clean at phone size, without
 * sideways scrolling or a refused script.
 */

const en = SCREEN_TEXTS.en!;
const ROMANIAN_COURSE = 'Instruirea introductiv-generală în securitatea și sănătatea în muncă';
const ENGLISH_COURSE = 'General introductory training in occupational safety and health';

async function expectCleanScreen(page: Page): Promise<void> {
  expect(await findAxeViolations(page)).toEqual([]);
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await readCspViolations(page)).toEqual([]);
}

describe('a worker who trains in English, on a phone', () => {
  let browser: PhoneBrowser;
  let page: Page;

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
    await page.getByRole('heading', { name: DEMO_DASHBOARDS.employee.heading, level: 1 }).waitFor();
  });

  it('opens the English version of the course, with the Romanian one offered', async () => {
    screenshotOnFailure(page, 'worker-language-course');
    const courses = await page.evaluate(async () => {
      const token = localStorage.getItem('token');
      const answer = await fetch('/api/courses/', { headers: { Authorization: `Bearer ${token}` } });
      return (await answer.json()) as { id: string; title: string }[];
    });
    const course = courses.find((candidate) => candidate.title === ROMANIAN_COURSE);
    expect(course).toBeDefined();
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
});
