import { TOKEN_STORAGE_KEY } from '@ssm/shared';
import type { Browser } from 'playwright-core';
import { DEMO_PASSWORD, demoLogins } from '../../../functions/src/local/demo-data';
import { submitLogin } from './page-helpers';

export type DemoRole = keyof typeof demoLogins;

/** What the app keeps in local storage after a login (the token, the role, the user). */
export type StoredSession = { name: string; value: string }[];

/** Each demo role's stored session on one platform. */
export type DemoSessions = Record<DemoRole, StoredSession>;

/**
 * Signs every demo role in once through the real login form, and keeps what the app stored: the
 * tests that are not about logging in restore it instead of logging in again, which spares them a
 * password hash on the server (scrypt, a quarter of a second of CPU) and two page loads each.
 * Nothing logs these sessions out: a logout revokes only the token it is sent with. The roles sign
 * in one after the other in one page, each from a cleared session (`submitLogin`): a page of a
 * fresh context compiles the whole app again (a context per role cost the setup 15 s more CPU).
 */
export async function signInDemoRoles(browser: Browser, baseURL: string): Promise<DemoSessions> {
  const sessions: Partial<DemoSessions> = {};
  const context = await browser.newContext({ locale: 'ro-RO', baseURL });
  context.setDefaultTimeout(120_000);
  try {
    const page = await context.newPage();
    for (const role of Object.keys(demoLogins) as DemoRole[]) {
      await submitLogin(page, demoLogins[role], DEMO_PASSWORD);
      // The app stores the whole session at once, when the login is answered.
      await page.waitForFunction((key) => localStorage.getItem(key) !== null, TOKEN_STORAGE_KEY);
      const stored = await page.evaluate(() =>
        Object.entries(localStorage).map(([name, value]) => ({ name, value })),
      );
      sessions[role] = stored;
    }
  } finally {
    await context.close();
  }
  return sessions as DemoSessions;
}
