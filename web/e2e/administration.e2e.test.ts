import { computeCuiCheckDigit, texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
  readDownloadedText,
  screenshotOnFailure,
} from './support/browser';
import {
  field,
  openDemoDashboard,
  renderEverySection,
  submitLogin,
  waitForNotification,
} from './support/page-helpers';

const suffix = Date.now().toString(36);

async function expectPhoneFriendly(page: Page, step: string): Promise<void> {
  expect(await hasHorizontalScroll(page), step).toBe(false);
  expect(await readCspViolations(page)).toEqual([]);
}

/** 20 employees; rows 7 and 15 are wrong (an e-mail without @, a missing first name). */
function buildEmployeesCsv(): string {
  const lines = Array.from({ length: 20 }, (_, index) => {
    const username = `angajat${index + 1}.${suffix}`;
    if (index === 5) return `${username};Radu;Stan;fara-arond;12.03.1991;Zidar;`;
    if (index === 13) return `${username};;Marin;${username}@example.ro;;Zidar;`;
    return `${username};Angajat${index + 1};Test;${username}@example.ro;12.03.1991;Zidar;tura de noapte`;
  });
  // "Observații" is no column the import knows: the owner must say what becomes of it.
  const header = 'Nume utilizator;Prenume;Nume;Email;Data nașterii;Funcție;Observații';
  return `\uFEFF${[header, ...lines].join('\r\n')}\r\n`;
}

describe('administration in Chromium on a phone-sized screen', () => {
  let browser: PhoneBrowser;
  const firmName = `Prevenire Test ${suffix}`;
  const owner = { username: `owner.${suffix}`, password: 'Brad-Cascada-Maner-17' };
  const companyName = `Construcții Test ${suffix}`;

  beforeAll(async () => {
    browser = await launchPhoneBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('lets the super owner create a firm and its owner, and see them in the firm details', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'administration-superowner');
    await openDemoDashboard(page, 'superowner');
    const cuiDigits = String(20_000_000 + (Date.now() % 9_000_000));

    const firmForm = page.locator('form').filter({ has: page.getByText(texts.firms.createTitle) });
    await field(firmForm, texts.firms.name).fill(firmName);
    await field(firmForm, texts.firms.cui).fill(`RO${cuiDigits}${computeCuiCheckDigit(cuiDigits)}`);
    await field(firmForm, texts.firms.regCom).fill(`J40/${Date.now() % 900_000}/2024`);
    await field(firmForm, texts.firms.address).fill('Str. Testului nr. 1, București');
    await firmForm.getByRole('button', { name: texts.firms.createSubmit }).click();
    await waitForNotification(page, texts.firms.created);

    const ownerForm = page
      .locator('form')
      .filter({ has: page.getByText(texts.owners.addTitle, { exact: true }) });
    await ownerForm.getByRole('button', { name: texts.owners.submit }).click();
    await ownerForm.getByText(texts.owners.selectFirm).waitFor();
    await field(ownerForm, texts.owners.firm).selectOption({ label: firmName });
    await field(ownerForm, texts.people.username).fill(owner.username);
    await field(ownerForm, texts.people.password).fill(owner.password);
    await field(ownerForm, texts.people.email).fill(`${owner.username}@example.ro`);
    await field(ownerForm, texts.people.firstName).fill('Teodor');
    await field(ownerForm, texts.people.lastName).fill('Ionescu');
    await ownerForm.getByRole('button', { name: texts.owners.submit }).click();
    await waitForNotification(page, texts.owners.added);

    const card = page.getByRole('article', { name: firmName });
    await card.getByRole('button', { name: texts.firms.details }).click();
    await card.getByText(owner.username).waitFor();
    await card.getByText(texts.firms.noClients).waitFor();
    await expectPhoneFriendly(page, 'superowner-firm-and-owner');
    await page.close();
  });

  it('lets the new owner add a company, an admin and an employee, import 20 people and delete one', async () => {
    const page = await browser.openPage();
    screenshotOnFailure(page, 'administration-owner');
    await submitLogin(page, owner.username, owner.password);
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await renderEverySection(page);

    // A company, through the Add Company modal.
    await page.getByRole('button', { name: texts.companies.add }).click();
    const modal = page.getByRole('dialog');
    await modal.getByRole('button', { name: texts.companies.add }).click();
    await modal.getByText(texts.companies.allRequired).first().waitFor();
    await field(modal, texts.companies.name).fill(companyName);
    await field(modal, texts.companies.registrationNumber).fill('J12/345/2019');
    await field(modal, texts.companies.address).fill('Str. Fabricii nr. 9, Cluj-Napoca');
    await modal.getByRole('button', { name: texts.companies.add }).click();
    await waitForNotification(page, texts.companies.added);
    await page.getByRole('cell', { name: companyName, exact: true }).waitFor();
    await expectPhoneFriendly(page, 'owner-dashboard-company');

    // An admin and an employee, each with a one-time temporary password.
    for (const person of [
      { username: `admin.${suffix}`, role: 'Administrator' },
      { username: `angajat.${suffix}`, role: 'Angajat' },
    ]) {
      await page.getByRole('link', { name: texts.people.manageUsers }).click();
      await page.getByRole('heading', { name: texts.userManagement.title, level: 1 }).waitFor();
      await page.getByRole('button', { name: texts.people.save }).click();
      await page.getByText(texts.people.allRequired).first().waitFor();
      await field(page, texts.people.username).fill(person.username);
      await field(page, texts.people.email).fill(`${person.username}@example.ro`);
      await field(page, texts.people.firstName).fill('Elena');
      await field(page, texts.people.lastName).fill('Vasile');
      await field(page, texts.people.birthDate).fill('1990-04-12');
      await field(page, texts.people.role).selectOption({ label: person.role });
      await field(page, texts.people.company).selectOption({ label: companyName });
      await page.getByRole('button', { name: texts.people.save }).click();
      await waitForNotification(page, texts.people.added);
      await expect
        .poll(() => page.getByTestId('temporary-password').textContent())
        .toMatch(/^[A-Za-z2-9]{14}$/);
      await page.getByRole('button', { name: texts.people.copy }).waitFor();
      await expectPhoneFriendly(page, `user-management-${person.role.toLowerCase()}`);
      await page.getByRole('button', { name: texts.people.continueToDashboard }).click();
      await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
      await renderEverySection(page);
    }

    // A CSV of 20 employees with two bad rows: a preview, then the import of the 18 good ones.
    await page.getByRole('link', { name: texts.people.importUsers }).click();
    await page.getByRole('heading', { name: texts.userImport.title, level: 1 }).waitFor();
    await field(page, texts.people.company).selectOption({ label: companyName });
    await page.locator('input[type="file"]').setInputFiles({
      name: 'angajati.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(buildEmployeesCsv()),
    });
    await page.getByRole('button', { name: texts.userImport.preview }).click();
    await page.getByText(texts.importFile.encodingRead(texts.importFile.encodings['utf-8-bom'])).waitFor();
    const importButton = page.getByRole('button', { name: texts.userImport.import });
    expect(await importButton.isDisabled()).toBe(true);
    await field(page, texts.importFile.columnChoice('Observații')).selectOption({
      label: texts.importFile.ignoreColumn,
    });
    await page.getByRole('button', { name: texts.userImport.preview }).click();
    await expect.poll(() => importButton.isEnabled()).toBe(true);
    await page.getByText(texts.userImport.summary(18, 0, 2)).waitFor();
    expect(await page.locator('tr[data-status="invalid"]').count()).toBe(2);
    await page.getByText(texts.api.invalidEmail).waitFor();
    await expectPhoneFriendly(page, 'user-import-preview');
    await page.getByRole('button', { name: texts.userImport.import }).click();
    await page.getByText(texts.userImport.imported(18)).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: texts.userImport.downloadPasswords }).click();
    const passwords = await readDownloadedText(await download);
    expect(passwords.split('\r\n').filter((line) => line.includes(`.${suffix};`))).toHaveLength(18);
    expect(passwords.startsWith('\uFEFFNume utilizator;Prenume;Nume;Email;Parolă temporară')).toBe(true);
    await expectPhoneFriendly(page, 'user-import-done');

    // The delete-user area: company, username filter, user, confirmation.
    await page.getByRole('link', { name: texts.common.backToDashboard }).click();
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await renderEverySection(page);
    const panel = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: texts.people.deleteTitle }) });
    await field(panel, texts.people.chooseCompany).selectOption({ label: companyName });
    await field(panel, texts.people.filterByUsername).fill(`angajat7.${suffix}`);
    const userSelect = field(panel, texts.people.chooseUser);
    await expect.poll(() => userSelect.locator('option').count()).toBe(2);
    await userSelect.selectOption({ index: 1 });
    await panel.getByRole('button', { name: texts.people.deleteTitle }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.common.delete }).click();
    await waitForNotification(page, texts.people.deleted);
    await expect.poll(() => userSelect.locator('option').count()).toBe(1);
    await expectPhoneFriendly(page, 'owner-dashboard-user-deleted');
    await page.close();
  });
});
