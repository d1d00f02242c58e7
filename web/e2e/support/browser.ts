import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Page,
} from 'playwright-core';
import { inject, onTestFailed } from 'vitest';

/** A phone: employees mostly open the platform on one. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

declare global {
  interface Window {
    cspViolations: string[];
  }
}

let connection: Promise<Browser> | undefined;

/**
 * The run's one Chromium, launched by the global setup: a test file connects to it and opens its
 * own contexts (separate cookies and storage), which costs milliseconds where a launch costs seconds.
 */
function connectBrowser(): Promise<Browser> {
  connection ??= chromium.connect(inject('browserEndpoint'));
  return connection;
}

/**
 * A fresh context, in Romanian, whose relative URLs resolve against the run's demo platform. Pages
 * run under the platform's real Content-Security-Policy; any violation is recorded for
 * `readCspViolations`.
 */
export async function openContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const browser = await connectBrowser();
  const context = await browser.newContext({ locale: 'ro-RO', baseURL: inject('baseUrl'), ...options });
  // Two files drive the browser at once; on a busy 2-core machine a step can outlast the default 30 s.
  context.setDefaultTimeout(60_000);
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return context;
}

export type PhoneBrowser = {
  context: BrowserContext;
  openPage(): Promise<Page>;
  close(): Promise<void>;
};

/** A phone-sized context. */
export async function launchPhoneBrowser(): Promise<PhoneBrowser> {
  const context = await openContext({ viewport: PHONE_VIEWPORT });
  return {
    context,
    openPage: () => context.newPage(),
    close: () => context.close(),
  };
}

export function readCspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations);
}

/** True when the page is wider than the screen, i.e. the user would have to scroll sideways. */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** A downloaded file's text; the browser runs in another process, so the file is streamed here. */
export async function readDownloadedText(download: Download): Promise<string> {
  const stream: Readable = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

const failureScreenshotDir = resolve(import.meta.dirname, '../../../test-results/e2e');

/**
 * Leaves a full-page screenshot of the page in `test-results/e2e/<name>.png` when the running test
 * fails. A passing run takes none: a full-page screenshot is a large share of the browser's work
 * for a page, and nobody looks at the passing ones.
 */
export function screenshotOnFailure(page: Page, name: string): void {
  onTestFailed(async () => {
    const path = resolve(failureScreenshotDir, `${name}.png`);
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path, fullPage: true });
  });
}

/**
 * A phone-sized page on `baseURL` whose device has a fingerprint reader: Chromium's virtual
 * authenticator answers the page's passkey prompts as a verified user. Passkeys it creates live in
 * that page's authenticator, so one person registers and signs on the same page.
 */
export async function openPhoneWithPasskeyDevice(
  baseURL: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await openContext({ viewport: PHONE_VIEWPORT, baseURL });
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return { context, page };
}
