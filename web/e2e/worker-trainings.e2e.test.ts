import { Buffer } from 'node:buffer';
import { addMonthsClamped, formatRomanianDate, texts, toBucharestDate } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoLogins } from '../../functions/src/local/demo-data';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { openAsDemo, openDemoDashboard } from './support/page-helpers';

const labels = texts.workerTraining;
/** The demo's construction company and its people's prepared histories (functions/src/local/demo-worker-trainings.ts). */
const COMPANY = 'Construcții Brașov SRL';
const ON_TIME = 'gheorghe.munteanu';
const OVERDUE = demoLogins.employee;
const UNTRAINED = 'vasile.stan';

function shownUsernames(page: Page): Promise<string[]> {
  return page
    .locator('main tr[data-username]')
    .evaluateAll((rows) => [...new Set(rows.map((row) => row.getAttribute('data-username') ?? ''))]);
}

describe("every worker's next training in Chromium", () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the owner goes from /clienti-instruire to a company, keeps only the overdue people and exports them as XLSX', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'companie-restanti');
    await openAsDemo(page, 'owner', '/clienti-instruire');

    await page.getByRole('link', { name: COMPANY, exact: true }).click();

    await page.getByRole('heading', { name: labels.pageTitle, level: 1 }).waitFor();
    await page.locator(`main tr[data-username="${ON_TIME}"]`).first().waitFor();
    expect(await shownUsernames(page)).toEqual(expect.arrayContaining([ON_TIME, OVERDUE, UNTRAINED]));
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByLabel(labels.overdueOnly).check();

    await page.locator(`main tr[data-username="${ON_TIME}"]`).first().waitFor({ state: 'detached' });
    const late = await shownUsernames(page);
    expect(late).toEqual(expect.arrayContaining([OVERDUE, UNTRAINED]));
    expect(late).not.toContain(ON_TIME);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: labels.exportXlsx }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
    const [header, ...rows] = await readSheet(Buffer.concat(chunks));
    expect(header).toEqual(Object.values(labels.exportHeaders));
    const exported = new Set(rows.map((row) => row[2]));
    expect([...exported].sort()).toEqual([...late].sort());
    // One row per person and domain; the demo employee's PSI-SU periodic training lapsed in 2019.
    const overduePsi = rows.find((row) => row[2] === OVERDUE && row[5] === 'PSI-SU');
    expect(overduePsi?.[6]).toBe(texts.workerTraining.statusLabels.overdue);
    expect(overduePsi?.[7]).toBe('15.09.2019');
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });

  it('the employee sees each training that is due on their dashboard, with its due date and status', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'instruirile-mele');

    await openDemoDashboard(page, 'employee');

    const section = page.getByRole('region', { name: labels.myTrainingsTitle });
    const psiPeriodic = section.getByRole('listitem', { name: 'PSI-SU: Instruire periodică' });
    await psiPeriodic.waitFor();
    expect(await psiPeriodic.locator('[data-status]').textContent()).toBe(labels.statusLabels.overdue);
    expect(await psiPeriodic.locator('dd').first().textContent()).toBe('15.09.2019');
    const ssmPeriodic = section.getByRole('listitem', { name: 'SSM: Instruire periodică' });
    expect(await ssmPeriodic.locator('[data-status]').textContent()).toBe(labels.statusLabels.on_time);
    const nextPeriodic = addMonthsClamped(toBucharestDate(new Date()), 6);
    expect(await ssmPeriodic.locator('dd').first().textContent()).toBe(formatRomanianDate(nextPeriodic));
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });
});
