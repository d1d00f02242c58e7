import { texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { demoAuthorization, openAsDemo, waitForNotification } from './support/page-helpers';

const labels = texts.companies;

/**
 * A company of its own for this file, so archiving it leaves the demo's companies as the other
 * files expect them; deleted at the end through the register, by its typed name.
 */
async function createOwnCompany(page: Page, name: string): Promise<void> {
  const created = await page.request.post('/api/companies/', {
    headers: demoAuthorization('owner'),
    data: { name, registration_number: `J40/${Date.now() % 99_999}/2024`, address: 'Str. Gării nr. 1, Iași' },
  });
  expect(created.status()).toBe(201);
}

describe('the company register in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('finds a company without its diacritics, archives and restores it, assigns it a course, deletes it by name', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'companii');
    const name = `Țesătoria Șușița ${Date.now()} SRL`;
    await openAsDemo(page, 'owner', '/companii');
    await createOwnCompany(page, name);
    await page.getByRole('heading', { name: texts.navigation.companies, level: 1 }).waitFor();

    await page.getByRole('searchbox', { name: labels.search }).fill('tesatoria susita');
    await page.getByRole('searchbox', { name: labels.search }).press('Enter');
    const list = page.getByRole('list', { name: labels.registerTitle });
    await list.getByRole('link', { name }).waitFor();
    // The created company is on the unfiltered first page too: wait for the search's answer.
    await expect.poll(() => list.locator(':scope > li').count()).toBe(1);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await page.getByRole('button', { name: `${labels.archive}: ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: labels.archive }).click();
    await waitForNotification(page, labels.archived);
    await page.getByText(labels.noMatch).waitFor();
    await page.getByRole('button', { name: labels.showArchived }).click();
    await list.getByRole('link', { name }).waitFor();
    await page.getByRole('button', { name: `${labels.restore}: ${name}` }).click();
    await waitForNotification(page, labels.restored);
    await page.getByRole('button', { name: labels.showActive }).click();
    await list.getByRole('link', { name }).waitFor();

    await page.getByRole('checkbox', { name: labels.select(name) }).check();
    await page.getByRole('button', { name: `${texts.bulkAssign.open} (1)` }).click();
    const dialog = page.getByRole('dialog');
    const courseSelect = dialog.getByRole('combobox', { name: texts.bulkAssign.course });
    await expect.poll(() => courseSelect.locator('option').count()).toBeGreaterThan(1);
    await courseSelect.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: texts.bulkAssign.previewButton }).click();
    await dialog.getByText(texts.bulkAssign.preview(1, 0)).waitFor();
    await dialog.getByRole('button', { name: texts.bulkAssign.confirm }).click();
    await dialog.getByText(texts.bulkAssign.done(1, 0)).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await dialog.getByRole('button', { name: texts.bulkAssign.finish }).click();

    await page.getByRole('button', { name: `${labels.deleteTitle}: ${name}` }).click();
    const confirmDelete = page.getByRole('dialog').getByRole('button', { name: texts.common.delete });
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: labels.deleteTypeName(name) })
      .fill(name.toLowerCase());
    expect(await confirmDelete.isDisabled()).toBe(true);
    await page
      .getByRole('dialog')
      .getByRole('textbox', { name: labels.deleteTypeName(name) })
      .fill(name);
    await confirmDelete.click();
    await waitForNotification(page, labels.deleted);
    await page.getByText(labels.noMatch).waitFor();
    expect(await readCspViolations(page)).toEqual([]);
    await page.close();
  });
});
