import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SCREEN_TEXTS, type ScreenTexts, TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { renderTextPdf } from '../../../functions/src/local/text-pdf';
import type { DemoRole, StoredSession } from './demo-sessions';

/** Labels may end in Mantine's required asterisk; this matches the label exactly otherwise. */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByLabel(new RegExp(`^${escaped}( \\*)?$`));
}

/**
 * Scrolls down the page until every section it renders only near the screen (the owner
 * dashboard's lower blocks) is rendered, as a reader scrolling down would, then back to the top.
 * Call it once the page's heading is there: the sections' placeholders come with it.
 */
export async function renderEverySection(page: Page): Promise<void> {
  const countPlaceholders = () => document.querySelectorAll('[data-render-when-near]').length;
  for (
    let left = await page.evaluate(countPlaceholders);
    left > 0;
    left = await page.evaluate(countPlaceholders)
  ) {
    await page.evaluate(() => document.querySelector('[data-render-when-near]')?.scrollIntoView());
    await page.waitForFunction(
      (before) => document.querySelectorAll('[data-render-when-near]').length < before,
      left,
    );
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A file of the site that runs none of the app, so clearing the session there races no redirect. */
const INERT_PAGE = '/logo.svg';

/**
 * Opens the path as a visitor: the browser tests share one context per file, and a previous test's
 * session would send /login (and the links to it) straight on to that user's dashboard. The session
 * is cleared from a page without the app: on an app page, the app's own navigation (a signed-in
 * user forwarded, an answer refused once the token is gone) could abort the next `goto`.
 */
export async function openSignedOut(page: Page, path: string): Promise<void> {
  await page.goto(INERT_PAGE);
  await page.evaluate(() => localStorage.clear());
  await page.goto(path);
}

/** The demo role's session, as the global setup's login left it. */
export function readDemoSession(role: DemoRole): StoredSession {
  return inject('demoSessions')[role];
}

/** The demo role's API authorization, from its session (see `readDemoSession`). */
export function demoAuthorization(role: DemoRole): { Authorization: string } {
  const token = readDemoSession(role).find(({ name }) => name === TOKEN_STORAGE_KEY)?.value;
  return { Authorization: `Bearer ${token}` };
}

/**
 * Signs the page in as the demo role, with the session the global setup's login left
 * (`support/demo-sessions.ts`) restored the way a returning user's browser keeps it, on a page
 * without the app (see `openSignedOut`); the next `goto` opens the app signed in. For tests that are
 * not about logging in: the login form has tests of its own.
 */
export async function restoreDemoSession(page: Page, role: DemoRole): Promise<void> {
  await page.goto(INERT_PAGE);
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, readDemoSession(role));
}

/** Opens the path signed in as the demo role (see `restoreDemoSession`). */
export async function openAsDemo(page: Page, role: DemoRole, path: string): Promise<void> {
  await restoreDemoSession(page, role);
  await page.goto(path);
}

/** Where each demo role lands after logging in. */
export const DEMO_DASHBOARDS: Record<DemoRole, { path: string; heading: string }> = {
  owner: { path: '/dashboard-owner', heading: texts.dashboards.owner },
  admin: { path: '/dashboard-admin', heading: texts.dashboards.admin },
  employee: { path: '/dashboard-employee', heading: texts.dashboards.employee },
  superowner: { path: '/dashboard-superowner', heading: texts.dashboards.superowner },
};

/** Opens the demo role's dashboard signed in (as `openAsDemo`) and waits for its heading. */
export async function openDemoDashboard(page: Page, role: DemoRole): Promise<void> {
  const { path, heading } = DEMO_DASHBOARDS[role];
  await openAsDemo(page, role, path);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

/** Fills and sends the login form from a clean session, without waiting for where it leads. */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  await openSignedOut(page, '/login');
  await field(page, texts.login.username).fill(username);
  await field(page, texts.login.password).fill(password);
  await page.getByRole('button', { name: texts.login.submit, exact: true }).click();
}

/** Signs in and waits for the dashboard whose heading is `dashboardTitle`. */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  dashboardTitle: string,
): Promise<void> {
  await submitLogin(page, username, password);
  await page.getByRole('heading', { name: dashboardTitle, level: 1 }).waitFor();
}

export async function waitForNotification(page: Page, text: string): Promise<void> {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** How many pixels of the first rendered PDF page are not blank (white or transparent). */
export function countInkedPixels(page: Page): Promise<number> {
  return page
    .locator('.react-pdf__Page__canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let inked = 0;
      for (let index = 0; index < data.length; index += 4) {
        const isBlank =
          data[index + 3] === 0 || (data[index]! > 240 && data[index + 1]! > 240 && data[index + 2]! > 240);
        if (!isBlank) inked += 1;
      }
      return inked;
    });
}

/** A real two-page course PDF with Romanian text, made with pdf-lib (DejaVu Sans, so ș and ț print). */
export function buildCoursePdf(title: string): Promise<Uint8Array> {
  const paragraph =
    'Angajatorul asigură instruirea lucrătorilor în domeniul securității și sănătății în muncă. Lucrătorii respectă instrucțiunile primite și poartă echipamentul individual de protecție pe toată durata lucrului.';
  return renderTextPdf({
    title,
    author: 'Prevenția SSM Consult SRL',
    blocks: [
      { heading: '1. Reguli de siguranță' },
      ...Array.from({ length: 14 }, () => ({ paragraph })),
      { heading: '2. Siguranța echipamentelor' },
      { bullets: ['Verifică echipamentul înainte de folosire.', 'Anunță imediat orice defecțiune.'] },
    ],
  });
}

/** A question as the quiz page shows it: its numbered label and its answers in the shown order. */
export type ShownQuestion = { label: string; answers: string[] };

/**
 * The questions of the attempt on screen, in the order shown: an attempt draws and shuffles them,
 * so a test finds its question by the label's text and its answer by position in that order.
 */
export async function readShownQuestions(page: Page): Promise<ShownQuestion[]> {
  await page.getByRole('radiogroup').first().waitFor();
  return page.getByRole('radiogroup').evaluateAll((groups) =>
    groups.map((group) => ({
      label: document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '',
      answers: Array.from(
        group.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
        (input) => input.labels?.[0]?.textContent ?? '',
      ),
    })),
  );
}

/**
 * Leaves a quiz question by the keyboard, its answer chosen: Tab reaches the question's own
 * read-aloud button first (a Romanian attempt's), the next Tab what follows the question.
 */
export async function tabPastQuestion(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SCREEN_TEXTS.ro.readAloud.read);
  await page.keyboard.press('Tab');
}

/** The code of the newest signing-code mail the shared platform sent to the address. */
async function readSigningCode(address: string): Promise<string> {
  const outboxDir = inject('outboxDir');
  const files = (await readdir(outboxDir)).sort().reverse();
  for (const file of files) {
    const raw = await readFile(join(outboxDir, file), 'utf8');
    if (!raw.includes(`To: ${address}\r\n`)) continue;
    const [, body = ''] = raw.split('\r\n\r\n');
    const code = /este: (\d{6})/.exec(Buffer.from(body.trim(), 'base64').toString('utf8'))?.[1];
    if (code) return code;
  }
  throw new Error(`No signing code was mailed to ${address}`);
}

/**
 * A signer without a passkey confirms with the e-mailed code: the code is asked for in `scope`
 * (the consent form or the confirmation), read from the platform's outbox and typed; with
 * `reach`, which moves the keyboard's focus to an element, by keyboard only.
 */
export async function enterSigningCode(
  page: Page,
  scope: Page | Locator,
  address: string,
  reach?: (target: Locator) => Promise<void>,
  words: ScreenTexts['signingConfirmation'] = texts.signing,
): Promise<void> {
  const request = scope.getByRole('button', { name: words.requestCode });
  if (reach) {
    await reach(request);
    await page.keyboard.press('Enter');
  } else {
    await request.click();
  }
  // The digits' boxes appear once the code is sent.
  await scope.getByRole('textbox').first().waitFor();
  const code = await readSigningCode(address);
  const firstDigit = scope.getByRole('textbox').first();
  if (reach) await reach(firstDigit);
  else await firstDigit.click();
  await page.keyboard.type(code);
}
