import { texts } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { openDemoDashboard } from './support/page-helpers';

const labels = texts.firmWorkers;
/**
 * The demo's overdue worker: Ion Georgescu's PSI-SU periodic training lapsed years ago
 * (functions/src/local/demo-worker-trainings.ts).
 */
const OVERDUE_COMPANY = 'Construcții Brașov SRL';
const OVERDUE_WORKER = 'Georgescu Ion';

describe("the firm's workers in Chromium on a phone-sized screen", () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('answers "who is overdue, where" in two clicks from the dashboard', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'lucratori');
    await openDemoDashboard(page, 'owner');

    await page.getByRole('link', { name: labels.overdueLink }).click();

    await page.getByRole('heading', { name: labels.title, level: 1 }).waitFor();
    const where = page.getByRole('region', { name: labels.companiesTitle });
    await where.getByRole('button', { name: OVERDUE_COMPANY }).waitFor();
    const list = page.getByRole('list', { name: labels.title });
    await list.getByText(OVERDUE_WORKER, { exact: true }).waitFor();
    const statuses = await list.locator('[data-status]').allTextContents();
    expect(new Set(statuses)).toEqual(new Set([texts.workerTraining.statusLabels.overdue]));
    expect(await hasHorizontalScroll(page)).toBe(false);

    await where.getByRole('button', { name: OVERDUE_COMPANY }).click();

    await page.waitForURL(/companie=/);
    await expect
      .poll(async () => new Set(await list.getByRole('link').allTextContents()))
      .toEqual(new Set([OVERDUE_COMPANY]));
    await list.getByText(OVERDUE_WORKER, { exact: true }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });

  it('reminds the whole overdue filter after saying how many, without leaving the phone layout', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'lucratori-memento');
    await openDemoDashboard(page, 'owner');
    await page.getByRole('link', { name: labels.overdueLink }).click();
    const total = page.getByRole('status').filter({ hasText: /lucrător/ });
    await total.waitFor();
    const count = Number.parseInt((await total.textContent()) ?? '', 10);

    const bulk = page.getByRole('region', { name: labels.bulkTitle });
    await bulk.getByRole('button', { name: labels.bulkRemind }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(labels.bulkRemindConfirm(count)).waitFor();
    await dialog.getByRole('button', { name: labels.bulkConfirm }).click();

    await bulk.getByText(/^Mementouri trimise: \d+\./).waitFor();
    await bulk.getByText(labels.bulkProgress(count, count)).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });
});
