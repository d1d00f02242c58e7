import { texts } from '@ssm/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { openAsDemo, restoreDemoSession } from './support/page-helpers';

const labels = texts.trainingStatus;

/**
 * The demo seed's companies and the status their people were prepared for
 * (functions/src/local/demo-training-status.ts, demo-worker-trainings.ts).
 */
const prepared = [
  { name: 'Construcții Brașov SRL', status: 'red', label: 'Neinstruit' },
  { name: 'Panificația Moldovei SA', status: 'yellow', label: 'Expiră curând' },
  { name: 'Transporturi Someș SRL', status: 'green', label: 'În termen' },
  { name: 'Ferma Dobrogea SRL', status: 'none', label: labels.unknownStatus },
] as const;

type Rgb = [number, number, number];

function parseRgb(color: string): Rgb {
  const [red = 0, green = 0, blue = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number);
  return [red, green, blue];
}

/** What a person would call the colour: the test checks the badge really is painted, not just labelled. */
function describeColour([red, green, blue]: Rgb): string {
  if (Math.max(red, green, blue) - Math.min(red, green, blue) < 30) return 'none';
  if (green > red && green > blue) return 'green';
  if (red > 200 && green > 120 && blue < 100) return 'yellow';
  if (red > green && red > blue) return 'red';
  return 'other';
}

/** On a phone each company is a card (a list item named after it); on a wide screen a table row. */
function cardOf(page: Page, companyName: string): Locator {
  return page.getByRole('listitem', { name: companyName, exact: true });
}

function rowOf(page: Page, companyName: string): Locator {
  return page.getByRole('row').filter({ has: page.getByRole('cell', { name: companyName, exact: true }) });
}

/** The badges whose label does not fit inside them (Mantine would cut it with an ellipsis). */
async function readCutBadges(page: Page): Promise<string[]> {
  return page
    .locator('main [data-status]')
    .evaluateAll((badges) =>
      badges
        .filter((badge) =>
          [badge, ...badge.children].some((element) => element.scrollWidth > element.clientWidth),
        )
        .map((badge) => badge.textContent ?? ''),
    );
}

async function readStatuses(page: Page): Promise<string[]> {
  return page
    .locator('main [data-status]')
    .evaluateAll((badges) => badges.map((badge) => badge.getAttribute('data-status') ?? ''));
}

describe('periodic-training status in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows each prepared company as a card with its status in its colour, and finds Brașov by "brasov"', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'clienti-instruire');
    await openAsDemo(page, 'owner', '/clienti-instruire');

    await page.getByRole('heading', { name: labels.title, level: 1 }).waitFor();
    await cardOf(page, prepared[0].name).waitFor();
    for (const company of prepared) {
      const badge = cardOf(page, company.name).locator('[data-status]');
      expect(await badge.textContent(), company.name).toBe(company.label);
      expect(await badge.getAttribute('data-status'), company.name).toBe(company.status);
      const colour = await badge.evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(describeColour(parseRgb(colour)), `${company.name}: ${colour}`).toBe(company.status);
    }
    // Days remaining, next due date, last allocation, last training, frequency, people.
    expect(await cardOf(page, 'Ferma Dobrogea SRL').locator('dd').allTextContents()).toEqual([
      'N/A',
      'N/A',
      'N/A',
      'N/A',
      '6 luni',
      labels.noPeople,
    ]);
    expect(await cardOf(page, 'Panificația Moldovei SA').locator('dd').first().textContent()).toMatch(
      /^în \d+ (de )?zile$/,
    );
    expect(await readCutBadges(page)).toEqual([]);
    expect(await cardOf(page, 'Construcții Brașov SRL').locator('dd').nth(2).textContent()).toMatch(
      /^\d{2}\.\d{2}\.\d{4}$/,
    );
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('searchbox', { name: labels.search }).fill('brasov');

    await cardOf(page, prepared[1].name).waitFor({ state: 'detached' });
    expect(await page.locator('main [data-status]').count()).toBe(1);
    await cardOf(page, 'Construcții Brașov SRL').waitFor();
    await page.getByRole('searchbox', { name: labels.search }).fill('nicio firmă cu numele acesta');
    await page.getByText(labels.empty).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });

  it('shows the table on a wide screen by urgency, its badges whole, sortable by days remaining, each row leading to its company', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'clienti-instruire-wide');
    await page.setViewportSize({ width: 1280, height: 900 });
    await openAsDemo(page, 'owner', '/clienti-instruire');

    await rowOf(page, prepared[0].name).waitFor();
    expect(await rowOf(page, 'Ferma Dobrogea SRL').getByRole('cell').allTextContents()).toEqual([
      'Ferma Dobrogea SRL',
      'N/A',
      'N/A',
      'N/A',
      '6 luni',
      labels.unknownStatus,
      'N/A',
      labels.noPeople,
    ]);
    const byUrgency = await readStatuses(page);
    expect(byUrgency.indexOf('red')).toBeLessThan(byUrgency.indexOf('yellow'));
    expect(byUrgency.indexOf('yellow')).toBeLessThan(byUrgency.indexOf('green'));
    expect(byUrgency.at(-1)).toBe('none');
    expect(await rowOf(page, 'Construcții Brașov SRL').getByRole('cell').nth(6).textContent()).toMatch(
      /^depășit cu \d+/,
    );
    for (const width of [1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await readCutBadges(page), `${width} px`).toEqual([]);
    }
    await page.getByRole('button', { name: labels.daysRemaining }).click();
    const statuses = await readStatuses(page);
    expect(statuses.indexOf('red')).toBeLessThan(statuses.indexOf('yellow'));
    expect(statuses.at(-1)).toBe('none');
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);

    const farm = rowOf(page, 'Ferma Dobrogea SRL');
    const farmId = await farm.getByRole('link').evaluate((link) => link.getAttribute('href'));
    await farm.getByRole('cell').nth(4).click();
    await page.waitForURL((url) => url.pathname === farmId);
    expect(farmId).toMatch(/^\/companii\//);
    await page.close();
  });

  it("counts on the owner's dashboard what the page lists", async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'dashboard-owner-training-status');
    await restoreDemoSession(page, 'owner');
    const summary = page.getByRole('region', { name: labels.summary.title });
    const figure = (term: string) =>
      summary.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd');
    let statuses: string[] = [];
    const count = (status: string) => statuses.filter((value) => value === status).length;
    // Other browser files work in the demo firm at the same time (its trainings, settings and
    // assignments), so the page and the dashboard are read again, each afresh, until one reading
    // of both agrees: a dashboard that counted differently would never agree.
    await expect
      .poll(async () => {
        await page.goto('/clienti-instruire');
        await cardOf(page, prepared[0].name).waitFor();
        statuses = await readStatuses(page);
        await page.getByRole('link', { name: texts.common.backToDashboard }).click();
        await summary.getByText(labels.summary.monitored).waitFor();
        return {
          shown: [
            await figure(labels.summary.monitored).textContent(),
            await figure(labels.summary.overdue).textContent(),
            await figure(labels.summary.dueSoon).textContent(),
          ],
          listed: [String(statuses.length), String(count('red')), String(count('yellow'))],
        };
      })
      .toSatisfy(({ shown, listed }) => shown.join() === listed.join());
    expect(count('red')).toBeGreaterThanOrEqual(1);
    expect(count('yellow')).toBeGreaterThanOrEqual(1);
    await summary
      .getByRole('img', { name: labels.summary.chart(count('green'), count('yellow'), count('red')) })
      .waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);

    await summary.getByRole('link', { name: labels.summary.link }).click();
    await page.getByRole('heading', { name: labels.title, level: 1 }).waitFor();
    await page.close();
  });
});
