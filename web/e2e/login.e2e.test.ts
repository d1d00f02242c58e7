import { TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
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
  demoAuthorization,
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
  /**
   * How to open a page whose scripts are held back rather than refused: its load event waits for
   * a script the page added before it, which a held request never ends.
   */
  const HELD_BACK = { waitUntil: 'domcontentloaded' } as const;

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

  /** Where each text shown is on the screen (index.html holds each page's hidden too). */
  const placesOf = (page: Page, shown: string[]) =>
    Promise.all(
      shown.map(async (text) => {
        const box = await page.getByText(text, { exact: true }).filter({ visible: true }).boundingBox();
        return { text, box };
      }),
    );

  /** The layout shifts the page has seen so far, as the browser scores them (CLS). */
  const layoutShift = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => {
            resolve(
              list
                .getEntries()
                .reduce((sum, entry) => sum + (entry as unknown as { value: number }).value, 0),
            );
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(0), 500);
        }),
    );

  /** The app has replaced the painted page: nothing inert, each painted text where it was, no shift. */
  const expectTakenOverInPlace = async (page: Page, painted: Awaited<ReturnType<typeof placesOf>>) => {
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(
      await placesOf(
        page,
        painted.map(({ text }) => text),
      ),
    ).toEqual(painted);
    expect(await layoutShift(page)).toBe(0);
    expect(await readCspViolations(page)).toEqual([]);
  };

  it("paints a signed-in owner's page from the HTML, inert, and the app takes it over in place", async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'firm-workers-from-html');
    await restoreDemoSession(page, 'owner');
    // Held back until the route is removed, which lets them through.
    await page.route(APP_SCRIPTS, () => {});

    await page.goto('/lucratori', HELD_BACK);

    // The header, the heading, what the page says before its data and a loading state, all inert.
    await page.getByText(texts.firmWorkers.intro).waitFor();
    const heading = page.getByRole('heading', { name: texts.firmWorkers.title, level: 1 });
    expect(await heading.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    expect(await page.getByText(texts.common.loading).filter({ visible: true }).count()).toBe(1);
    expect(await page.getByText(texts.monthPlan.link).isVisible()).toBe(true);
    expect(await readCspViolations(page)).toEqual([]);
    const painted = await placesOf(page, [
      texts.common.appName,
      texts.firmWorkers.title,
      texts.firmWorkers.intro,
    ]);

    await page.unroute(APP_SCRIPTS);
    // The app's page, with its data: the list's total under the same heading and text.
    await page.getByRole('status').filter({ hasText: /\d/ }).first().waitFor();
    await expectTakenOverInPlace(page, painted);
    await page.close();
  });

  it('paints the owner dashboard from the HTML down to the documents to sign, where the app keeps it', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'dashboard-owner-from-html');
    await restoreDemoSession(page, 'owner');
    const welcome = await page.evaluate((key) => {
      const { first_name, last_name } = JSON.parse(localStorage.getItem(key)!);
      return `${first_name} ${last_name}`;
    }, 'user');
    const greeting = texts.dashboards.welcome(welcome);
    const pendingTitle = page.getByRole('heading', { name: texts.documents.pendingTitle });
    // Held back until the route is removed, which lets them through.
    await page.route(APP_SCRIPTS, () => {});

    // A device that has not seen the dashboard yet: a new firm's first steps could come above the
    // rest, so only the frame and the heading are painted.
    await page.goto('/dashboard-owner', HELD_BACK);
    const heading = page.getByRole('heading', { name: texts.dashboards.owner, level: 1 });
    await heading.waitFor();
    expect(await heading.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    expect(
      await page
        .getByRole('button', { name: texts.common.logout, exact: true })
        .filter({ visible: true })
        .count(),
    ).toBe(1);
    expect(await page.getByText(greeting).filter({ visible: true }).count()).toBe(0);
    expect(await pendingTitle.filter({ visible: true }).count()).toBe(0);
    expect(await readCspViolations(page)).toEqual([]);
    const framePainted = await placesOf(page, [texts.common.appName, texts.dashboards.owner]);

    await page.unroute(APP_SCRIPTS);
    await page.getByRole('heading', { name: texts.trainingStatus.summary.title }).waitFor();
    expect(await page.locator('[inert]').count()).toBe(0);
    expect(
      await placesOf(
        page,
        framePainted.map(({ text }) => text),
      ),
    ).toEqual(framePainted);
    expect(await layoutShift(page)).toBe(0);
    // The demo firm is at work: the dashboard showed no first steps, and the device keeps that.
    await page.waitForFunction(() => localStorage.getItem('dashboard-first-steps') === 'hidden');

    // The next visit paints the whole dashboard, the greeting with the stored name, down to the
    // heading of the documents to sign and their loading state, exactly where the app draws them.
    await page.route(APP_SCRIPTS, () => {});
    await page.goto('/dashboard-owner', HELD_BACK);
    await pendingTitle.waitFor();
    expect(await pendingTitle.evaluate((element) => element.closest('[inert]') !== null)).toBe(true);
    expect(await page.getByText(greeting, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(texts.common.loading).filter({ visible: true }).count()).toBe(2);
    expect(await readCspViolations(page)).toEqual([]);
    const painted = await placesOf(page, [
      texts.common.appName,
      texts.dashboards.owner,
      greeting,
      texts.trainingStatus.summary.title,
      texts.documents.pendingTitle,
    ]);

    await page.unroute(APP_SCRIPTS);
    // The app's page, with its data: the summary's figures and the documents' list.
    await page.getByText(texts.trainingStatus.summary.monitored).waitFor();
    await page.getByText(texts.common.loading).filter({ visible: true }).waitFor({ state: 'detached' });
    await expectTakenOverInPlace(page, painted);
    await page.close();
  });

  it('paints no signed-in page from the HTML for an expired session, a trainee or another role', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'no-page-from-html');
    const listed = await page.request.get('/api/courses/', { headers: demoAuthorization('owner') });
    const [course] = (await listed.json()) as { id: string }[];
    await page.route(APP_SCRIPTS, (route) => route.abort());
    const paintsNothing = async (path: string) => {
      await page.goto(path);
      expect(await page.locator('#root header').filter({ visible: true }).count()).toBe(0);
      expect(await page.getByText(texts.common.loading).filter({ visible: true }).count()).toBe(0);
    };

    await restoreDemoSession(page, 'owner');
    await page.evaluate((key) => {
      const [header, , signature] = localStorage.getItem(key)!.split('.');
      const expired = btoa(JSON.stringify({ role: 'owner', exp: Math.floor(Date.now() / 1000) - 60 }));
      localStorage.setItem(key, [header, expired.replace(/=+$/, ''), signature].join('.'));
    }, TOKEN_STORAGE_KEY);
    await paintsNothing('/dashboard-owner');
    // An employee's pages speak the employee's language, which the device does not know yet.
    await restoreDemoSession(page, 'employee');
    await paintsNothing(`/courses/${course!.id}`);
    await restoreDemoSession(page, 'admin');
    await paintsNothing('/dashboard-owner');
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
