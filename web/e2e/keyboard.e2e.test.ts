import { texts } from '@ssm/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import { openContext } from './support/browser';
import { DESKTOP_VIEWPORT } from './support/screens';

describe('keyboard only', () => {
  let context: BrowserContext;

  beforeAll(async () => {
    context = await openContext({ viewport: DESKTOP_VIEWPORT });
  });

  afterAll(async () => {
    await context?.close();
  });

  /** Presses Tab until the focused element has this accessible label or text; fails after 30. */
  async function tabTo(page: Page, name: string): Promise<void> {
    for (let press = 0; press < 30; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const label = element instanceof HTMLInputElement ? element.labels?.[0]?.textContent : null;
        return (label ?? element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
      });
      if (focused.startsWith(name)) return;
    }
    throw new Error(`Tab never reached "${name}"`);
  }

  /** What shows focus: Mantine outlines buttons and links, and recolours the border of inputs. */
  function readFocusStyle(page: Page, selector: string): Promise<string> {
    return page
      .locator(selector)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return [
          style.outlineStyle,
          style.outlineWidth,
          style.outlineColor,
          style.borderColor,
          style.boxShadow,
        ].join(' ');
      });
  }

  /** Tabs to the control and checks that it looks different once focused. */
  async function tabToVisibly(page: Page, name: string, selector: string): Promise<void> {
    const unfocused = await readFocusStyle(page, selector);
    await tabTo(page, name);
    expect(
      await page
        .locator(selector)
        .first()
        .evaluate((element) => element === document.activeElement),
    ).toBe(true);
    expect(await readFocusStyle(page, selector)).not.toBe(unfocused);
  }

  it('signs in, reaches the profile and signs out with the keyboard alone', async () => {
    const page = await context.newPage();
    await page.goto('/login');

    await tabToVisibly(page, texts.login.username, 'input[autocomplete="username"]');
    await page.keyboard.type(demoLogins.employee);
    await tabTo(page, texts.login.password);
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: texts.dashboards.employee, level: 1 }).waitFor();

    await tabToVisibly(page, texts.common.profile, `a:has-text("${texts.common.profile}")`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: texts.profile.title, level: 1 }).waitFor();

    await tabTo(page, texts.common.backToDashboard);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: texts.dashboards.employee, level: 1 }).waitFor();

    await tabToVisibly(page, texts.common.logout, `button:has-text("${texts.common.logout}")`);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: texts.login.title, level: 1 }).waitFor();
    await page.close();
  });
});
