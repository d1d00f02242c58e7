import { texts } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import type { DemoRole } from './support/demo-sessions';
import {
  DEMO_DASHBOARDS,
  field,
  openAsDemo,
  openSignedOut,
  restoreDemoSession,
  submitLogin,
} from './support/page-helpers';

const landings = (Object.keys(demoLogins) as DemoRole[]).map((role) => ({ role, ...DEMO_DASHBOARDS[role] }));

describe('login in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it.each(landings)('signs the demo $role in and lands on $path', async ({ role, path, heading }) => {
    const page = await browser.openPage();
    screenshotOnFailure(page, `dashboard-${role}`);

    await submitLogin(page, demoLogins[role], DEMO_PASSWORD);

    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(path);
    expect(await page.title()).toContain(heading);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);

    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: texts.common.logout, exact: true }).click();
    await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The logout reached the server: a copy of the token left anywhere is refused.
    const statusWithOldToken = await page.evaluate(
      async (oldToken) =>
        (await fetch('/api/users/me/', { headers: { Authorization: `Bearer ${oldToken}` } })).status,
      token,
    );
    expect(statusWithOldToken).toBe(401);
    await page.close();
  });

  it('shows the wrong-credentials message for a wrong password', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'login-wrong-password');

    await submitLogin(page, demoLogins.employee, 'ParolaGresita1');

    await page.getByRole('alert').filter({ hasText: texts.login.failure }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });

  it("opens the employee's profile with the server's real answers", async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'profile-employee');
    await submitLogin(page, demoLogins.employee, DEMO_PASSWORD);
    await page.getByRole('heading', { name: texts.dashboards.employee, level: 1 }).waitFor();

    await page.getByRole('link', { name: texts.common.profile, exact: true }).click();

    await page.getByRole('heading', { name: texts.profile.title, level: 1 }).waitFor();
    await page.getByRole('heading', { name: texts.profile.historyTitle }).waitFor();
    await page.getByText(texts.profile.birthDate).waitFor();
    await page.getByText(texts.common.loading).first().waitFor({ state: 'detached' });
    // An answer that broke the contract would show the generic error instead of the profile.
    expect(await page.getByText(texts.common.unknownError).count()).toBe(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });

  /** The app's scripts, refused: what the page shows then is what index.html itself paints. */
  const APP_SCRIPTS = /\/assets\/.*\.js$/;

  it('paints the login page from the HTML, before the app runs, for a visitor without a session', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'login-from-html');
    await page.route(APP_SCRIPTS, (route) => route.abort());

    await openSignedOut(page, '/login');

    // Painted but inert until the app renders the same page in its place: nothing typed is lost.
    await page.getByText(texts.login.intro).waitFor();
    expect(await page.getByText(texts.login.title).isVisible()).toBe(true);
    expect(
      await field(page, texts.login.username).evaluate((input) => input.closest('[inert]') !== null),
    ).toBe(true);
    expect(await readCspViolations(page)).toEqual([]);

    await page.unroute(APP_SCRIPTS);
    await page.reload();
    await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
    await field(page, texts.login.username).waitFor();
    expect(await page.getByText(texts.login.intro).count()).toBe(1);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });

  it('never shows a signed-in owner the login form from the HTML', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'dashboard-not-login');
    await restoreDemoSession(page, 'owner');
    await page.route(APP_SCRIPTS, (route) => route.abort());

    for (const path of ['/dashboard-owner', '/login']) {
      await page.goto(path);
      expect(await page.getByText(texts.login.intro).isVisible()).toBe(false);
    }

    await page.unroute(APP_SCRIPTS);
    await openAsDemo(page, 'owner', '/login');
    await page.getByRole('heading', { name: DEMO_DASHBOARDS.owner.heading, level: 1 }).waitFor();
    expect(await page.getByText(texts.login.intro).isVisible()).toBe(false);
    await page.close();
  });

  it('sends a visitor without a session from a dashboard to the login page', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'dashboard-signed-out');

    await openSignedOut(page, '/dashboard-owner');

    await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('shows the public homepage on a phone without sideways scrolling', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'homepage');

    await openSignedOut(page, '/homepage');

    await page.getByRole('heading', { name: texts.homepage.title, level: 1 }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.getByRole('link', { name: texts.homepage.onlinePlatform }).first().click();
    await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
    await page.close();
  });
});
