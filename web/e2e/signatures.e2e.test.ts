import { texts } from '@ssm/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  hasHorizontalScroll,
  launchPhoneBrowser,
  type PhoneBrowser,
  readCspViolations,
} from './support/browser';
import {
  buildCoursePdf,
  openAsDemo,
  openDemoDashboard,
  renderEverySection,
  waitForNotification,
} from './support/page-helpers';

/** The demo employee's company, whose signed records the archive and the history deletion reach. */
const DEMO_COMPANY = 'Construcții Brașov SRL';

/** The demo employee's record still waiting for them (functions/src/local/demo-documents.ts). */
const WAITING_COURSE = 'Instruirea introductiv-generală în securitatea și sănătatea în muncă';

/** Selects every waiting document and presses the sign button. */
async function signAllPending(page: Page): Promise<void> {
  const section = page.getByRole('region', { name: texts.documents.pendingTitle });
  await section.getByRole('checkbox', { name: texts.documents.selectAll }).check();
  await section.getByRole('button', { name: /^Semnează documentele selectate \([1-9]/ }).click();
}

/*
 * These tests sign the demo's waiting record and delete the demo company's history, which other
 * files read: they run on the run's second demo platform, so files can run side by side in any
 * order.
 */
describe('signatures on a phone', () => {
  let browser: PhoneBrowser;
  let page: Page;
  /** The employee's signature of the waiting record, signed in the first test. */
  let signatureHash = '';

  /** What the owner's dashboard verifier says of the employee's signature. */
  async function verifySignature(): Promise<string> {
    await page.goto('/dashboard-owner');
    await page.getByRole('heading', { name: texts.dashboards.owner, level: 1 }).waitFor();
    await renderEverySection(page);
    const verifier = page.getByRole('region', { name: texts.verification.title });
    await verifier.getByLabel(texts.verification.hashLabel).fill(signatureHash);
    await verifier.getByRole('button', { name: texts.verification.submit }).click();
    await verifier.getByText(texts.verification.valid).waitFor();
    return (await verifier.textContent()) ?? '';
  }

  beforeAll(async () => {
    browser = await launchPhoneBrowser({ baseURL: inject('secondDemoUrl') });
    page = await browser.openPage();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('the employee comes back to a passed record from the dashboard and signs it; the admin signs with consent', async () => {
    // The demo employee passed the course earlier and left before signing (demo-documents.ts).
    await openDemoDashboard(page, 'employee');
    const toSign = page.getByRole('region', { name: texts.courses.recordsToSignTitle });
    await toSign.getByText(WAITING_COURSE).waitFor();
    const courseCard = page
      .getByRole('region', { name: texts.courses.listTitle })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: WAITING_COURSE, exact: true }) });
    await courseCard.getByText(texts.courses.statusLabels.awaiting_signature).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await toSign.getByRole('link', { name: `${texts.courses.sign}: ${WAITING_COURSE}` }).click();

    await page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    const summary = page.getByRole('region', { name: texts.signing.recordTitle });
    await summary.getByText(WAITING_COURSE).waitFor();
    await summary.getByText('100%').waitFor();
    const submit = page.getByRole('button', { name: texts.signing.submit });
    expect(await submit.isDisabled()).toBe(true);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await page.getByRole('checkbox', { name: texts.signing.agree }).check();
    const upload = page.waitForRequest((request) => request.url().includes('/api/signatures/upload'));
    await submit.click();
    signatureHash = ((await upload).postDataJSON() as { hash_signature: string }).hash_signature;
    await page.waitForURL(/\/profile$/);
    const history = page.getByRole('region', { name: texts.profile.historyTitle });
    await history
      .getByRole('listitem')
      .filter({ hasText: WAITING_COURSE })
      .getByText(texts.courses.statusLabels.awaiting_countersignature)
      .first()
      .waitFor();
    await page.goto('/dashboard-employee');
    await page.getByRole('heading', { name: texts.dashboards.employee, level: 1 }).waitFor();
    await courseCard.getByText(texts.courses.statusLabels.awaiting_countersignature).waitFor();
    expect(await page.getByRole('region', { name: texts.courses.recordsToSignTitle }).count()).toBe(0);

    await openDemoDashboard(page, 'admin');
    await signAllPending(page);
    const confirmation = page.getByRole('dialog', { name: texts.documents.confirmTitle });
    await confirmation.getByText(texts.signing.counterSignConsent.representative.title).waitFor();
    await confirmation.getByText(/^Semnezi \d+ (de )?fișe? de instruire/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await confirmation.getByRole('button', { name: texts.documents.confirm }).click();
    await page.getByText(texts.documents.adminMassSignSuccess).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);

    await openDemoDashboard(page, 'owner');
    await signAllPending(page);
    await page.getByRole('dialog').getByRole('button', { name: texts.documents.confirm }).click();
    await page.getByText(texts.documents.ownerMassSignSuccess).waitFor();

    await renderEverySection(page);
    const verifier = page.getByRole('region', { name: texts.verification.title });
    await verifier.getByLabel(texts.verification.hashLabel).fill(signatureHash);
    await verifier.getByRole('button', { name: texts.verification.submit }).click();
    await verifier.getByText(texts.verification.valid).waitFor();
    expect(await verifier.getByText(/Georgescu/).count()).toBeGreaterThan(0);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
  });

  it('the owner replaces the course PDF; the record signed on the old one verifies exactly as before', async () => {
    expect(signatureHash).not.toBe('');
    await openDemoDashboard(page, 'owner');
    const before = await verifySignature();

    await page.goto('/courses');
    await page.getByRole('link', { name: WAITING_COURSE, exact: true }).first().click();
    await page.waitForURL(/\/courses\/[0-9A-Z]+$/);
    await page.getByRole('button', { name: texts.courseEdit.open }).click();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'instruire-introductiv-generala-v2.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await buildCoursePdf(`${WAITING_COURSE}, ediția a doua`)),
    });
    await page.getByRole('button', { name: texts.courseEdit.submit }).click();
    await waitForNotification(page, texts.courseEdit.saved);
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);

    expect(await verifySignature()).toBe(before);
  });

  it('the owner downloads the company ZIP, then deletes the company history and the lists empty', async () => {
    await openDemoDashboard(page, 'owner');
    await renderEverySection(page);
    const archives = page.getByRole('region', { name: texts.archives.title });
    await archives.getByLabel(texts.archives.chooseCompany).selectOption({ label: DEMO_COMPANY });
    await archives.getByRole('button', { name: texts.archives.generate }).click();
    const download = archives.getByRole('link', { name: texts.archives.download });
    await download.waitFor({ timeout: 60_000 });

    // A ZIP starts with a local file header, and names its entries in plain text.
    const zip = Buffer.from(await (await fetch(String(await download.getAttribute('href')))).arrayBuffer());
    expect(zip.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(zip.includes('index.csv')).toBe(true);
    expect(zip.includes('.pdf')).toBe(true);

    await archives.getByRole('button', { name: texts.companyHistory.deleteTitle }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(texts.companyHistory.typeName(DEMO_COMPANY)).fill(DEMO_COMPANY);
    await dialog.getByRole('button', { name: texts.common.delete }).click();
    await archives.getByText(/^Istoricul companiei a fost șters/).waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);

    await openAsDemo(page, 'employee', '/profile');
    await page.getByText(texts.profile.historyEmpty).waitFor();
  });
});
