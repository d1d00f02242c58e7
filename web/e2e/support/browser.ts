import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

/** A phone: employees mostly open the platform on one. */
export const PHONE_VIEWPORT = { width: 375, height: 812 };

declare global {
  interface Window {
    cspViolations: string[];
  }
}

export type PhoneBrowser = {
  context: BrowserContext;
  openPage(): Promise<Page>;
  close(): Promise<void>;
};

export async function launchPhoneBrowser(): Promise<PhoneBrowser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'ssm-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: PHONE_VIEWPORT,
    locale: 'ro-RO',
  });
  // Pages run under the platform's real Content-Security-Policy; any violation is recorded.
  await context.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations.push(
        `${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });
  return {
    context,
    openPage: () => context.newPage(),
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}

export function readCspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.cspViolations);
}

/** True when the page is wider than the screen, i.e. the user would have to scroll sideways. */
export function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}
