import { texts } from '@ssm/shared';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
} from './support/browser';
import { openDemoDashboard } from './support/page-helpers';

const nav = texts.navigation;

/** A demo client company with people (functions/src/local/demo-training-status.ts). */
const COMPANY = 'Construcții Brașov SRL';

/** Opens the phone's menu and chooses a page of it, as a thumb would. */
async function goThroughMenu(page: Page, label: string): Promise<void> {
  const toggle = page.getByRole('button', { name: nav.menu });
  await toggle.click();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
  await page
    .getByRole('navigation', { name: nav.label })
    .getByRole('link', { name: label, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
  await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
}

/** Whether the element lies within the phone's width, readable without scrolling sideways. */
async function isWithinScreenWidth(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  return box !== null && box.x >= 0 && box.x + box.width <= width;
}

describe('the workspace navigation on a phone (375 × 812)', () => {
  let phone: PhoneBrowser;
  let page: Page;

  beforeAll(async () => {
    phone = await launchPhoneBrowser();
    page = await phone.openPage();
    await openDemoDashboard(page, 'owner');
  });

  afterAll(() => phone.close());

  it('keeps the sidebar folded away until the menu button opens it', async () => {
    const navigation = page.getByRole('navigation', { name: nav.label });
    expect(await navigation.isVisible()).toBe(false);
    await page.getByRole('button', { name: nav.menu }).click();
    await expect.poll(() => navigation.isVisible()).toBe(true);
    const dashboard = navigation.getByRole('link', { name: nav.dashboard });
    expect(await dashboard.getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await expect.poll(() => navigation.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(nav.menu);
  });

  it("leads an owner to the companies, a company's page and the documents to sign", async () => {
    await goThroughMenu(page, nav.companies);
    await page.getByRole('link', { name: COMPANY, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: texts.workerTraining.pageTitle }).waitFor();
    await page.getByText(COMPANY).first().waitFor();

    // The people's table keeps its status column on the phone's screen; the dates give way.
    const people = page.getByRole('group', { name: COMPANY, exact: true });
    const status = people.getByRole('columnheader', { name: texts.trainingStatus.status, exact: true });
    expect(await isWithinScreenWidth(page, status)).toBe(true);
    const firstBadge = people.getByRole('row').nth(1).getByRole('cell').nth(2);
    expect(await isWithinScreenWidth(page, firstBadge)).toBe(true);
    expect(
      await people.getByRole('columnheader', { name: texts.workerTraining.dueDate, exact: true }).isVisible(),
    ).toBe(false);

    await page.getByRole('button', { name: nav.menu }).click();
    const companies = page
      .getByRole('navigation', { name: nav.label })
      .getByRole('link', { name: nav.companies });
    expect(await companies.getAttribute('aria-current')).toBe('true');
    await page.keyboard.press('Escape');

    await goThroughMenu(page, nav.documentsToSign);
    await page.getByRole('heading', { level: 2, name: texts.documents.pendingTitle }).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    // Each record to counter-sign names the person in full with the course, the company and the
    // score on the phone's screen, beside its preview; no column is hidden under another's header.
    const pending = page.getByRole('region', { name: texts.documents.pendingTitle, exact: true });
    const firstRecord = pending.getByRole('row').nth(1);
    const person = firstRecord.getByRole('cell').nth(1);
    expect(await isWithinScreenWidth(page, person)).toBe(true);
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered lines, which textContent runs together
    const [name = '', ...lines] = (await person.innerText()).split('\n');
    expect(name.trim().split(' ').length, name).toBeGreaterThanOrEqual(2);
    expect(
      lines.some((line) => /SRL|S\.A\.|SA$/.test(line)),
      lines.join(' | '),
    ).toBe(true);
    expect(
      lines.some((line) => /^Scor \d+% · \d{2}\.\d{2}\.\d{4}$/.test(line)),
      lines.join(' | '),
    ).toBe(true);
    expect(await isWithinScreenWidth(page, firstRecord.getByRole('button', { name: /^Vezi fișa: / }))).toBe(
      true,
    );
    const headers = await pending.getByRole('columnheader').filter({ visible: true }).count();
    expect(await firstRecord.getByRole('cell').filter({ visible: true }).count()).toBe(headers);

    await page.getByRole('link', { name: nav.logoToDashboard }).click();
    await page.getByRole('heading', { level: 1, name: texts.dashboards.owner }).waitFor();
    expect(await readCspViolations(page)).toEqual([]);
  });

  it("keeps a company's people's names, status and actions on the phone's screen in user management", async () => {
    await page.goto('/user-management');
    await page.getByRole('heading', { level: 1, name: texts.userManagement.title }).waitFor();
    await page.getByLabel(texts.people.chooseCompany, { exact: true }).selectOption({ label: COMPANY });

    // The username, e-mail, job and role give way; who, their status and what to do stay.
    const people = page.getByRole('region', { name: texts.people.peopleTitle, exact: true });
    await people.getByRole('table').waitFor();
    for (const column of [texts.workerTraining.person, texts.accountAccess.status, texts.people.actions]) {
      const header = people.getByRole('columnheader', { name: column, exact: true });
      expect(await isWithinScreenWidth(page, header), column).toBe(true);
    }
    const firstPerson = people.getByRole('row').nth(1);
    expect(await isWithinScreenWidth(page, firstPerson.getByRole('cell').nth(1))).toBe(true);
    expect(await isWithinScreenWidth(page, firstPerson.getByRole('button', { name: /^Editează: / }))).toBe(
      true,
    );
    expect(
      await people.getByRole('columnheader', { name: texts.people.email, exact: true }).isVisible(),
    ).toBe(false);
    expect(await hasHorizontalScroll(page)).toBe(false);
  });
});
