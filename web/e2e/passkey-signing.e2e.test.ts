import { TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import { runPdftotext } from '../../functions/test/support/pdf-tools';
import {
  hasHorizontalScroll,
  openPhoneWithPasskeyDevice,
  readCspViolations,
  screenshotOnFailure,
} from './support/browser';
import { PLATFORM_ENV } from './support/global-setup';
import { DEMO_DASHBOARDS, field, signIn, waitForNotification } from './support/page-helpers';
import { type DemoPlatform, startLocalhostDemoPlatform } from './support/site';

/*
 * Passkeys on phones, each person's on the device of their own (Chromium's virtual authenticator),
 * on a platform of the file's own whose public address is `localhost` (`startLocalhostDemoPlatform`):
 * the signatures change demo records the other files read, so one platform serves both tests.
 * First the worker registers a passkey on the profile; then a record is signed with passkeys from
 * end to end: the trainee on the consent page, the company's admin and the prevention service's
 * owner each in a bulk signature. The record is the demo trainee's passed introductory course
 * waiting for his signature (functions/src/local/demo-documents.ts).
 */

const ADVANCED = texts.signing.levels.advanced;

type Signer = { role: 'employee' | 'admin' | 'owner'; context: BrowserContext; page: Page };

/** Signs the person in on their phone and registers its passkey, named, from the profile. */
async function registerPasskey({ role, page }: Signer, name = 'Telefonul meu'): Promise<Locator> {
  await signIn(page, demoLogins[role], DEMO_PASSWORD, DEMO_DASHBOARDS[role].heading);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: texts.passkeys.title });
  await section.getByText(texts.passkeys.none).waitFor();
  await field(section, texts.passkeys.name).fill(name);
  await section.getByRole('button', { name: texts.passkeys.register }).click();
  await section.getByText(texts.passkeys.registrationClosed).waitFor();
  return section;
}

/** Selects every document waiting for the signer on their dashboard and signs them in one go. */
async function signAllPending(page: Page, role: 'admin' | 'owner', success: string): Promise<void> {
  await page.goto(DEMO_DASHBOARDS[role].path);
  const section = page.getByRole('region', { name: texts.documents.pendingTitle });
  await section.getByRole('checkbox', { name: texts.documents.selectAll }).check();
  const selected = (await section.getByRole('checkbox', { checked: true }).count()) - 1;
  expect(selected, 'the bulk signature covers more than the one record').toBeGreaterThan(1);
  await section.getByRole('button', { name: texts.documents.selectedCount(String(selected)) }).click();
  await page
    .getByRole('dialog', { name: texts.documents.confirmTitle })
    .getByRole('button', {
      name: texts.documents.confirm,
      exact: true,
    })
    .click();
  await waitForNotification(page, success);
  await section.getByText(`${texts.documents.signedCount(selected)}.`, { exact: true }).waitFor();
  await section.getByText(texts.documents.pendingEmpty).waitFor();
  expect(await hasHorizontalScroll(page)).toBe(false);
  expect(await readCspViolations(page)).toEqual([]);
}

describe('passkeys on phones', () => {
  let platform: DemoPlatform;
  const signers: Signer[] = [];
  let workerRegistered = false;

  beforeAll(async () => {
    platform = await startLocalhostDemoPlatform(inject('siteDir'), PLATFORM_ENV);
    for (const role of ['employee', 'admin', 'owner'] as const) {
      signers.push({ role, ...(await openPhoneWithPasskeyDevice(platform.url)) });
    }
  }, 180_000);

  afterAll(async () => {
    await Promise.all(signers.map(({ context }) => context.close()));
    await platform?.stop();
  });

  it('are registered by the worker on the profile, named and listed, after which registration closes', async () => {
    const trainee = signers[0]!;
    screenshotOnFailure(trainee.page, 'cheie-de-acces-lucrator');
    const section = await registerPasskey(trainee, 'Telefonul de serviciu');
    expect(await section.getByRole('listitem').count()).toBe(1);
    expect(await section.getByRole('listitem').getByRole('textbox').inputValue()).toBe(
      'Telefonul de serviciu',
    );
    expect(await hasHorizontalScroll(trainee.page)).toBe(false);
    expect(await readCspViolations(trainee.page)).toEqual([]);
    workerRegistered = true;
  });

  it('sign a record three times at the advanced level, printed on it and shown by /verificare', async () => {
    const [trainee, admin, owner] = signers as [Signer, Signer, Signer];
    expect(workerRegistered, "the first test registers the worker's passkey").toBe(true);
    for (const signer of signers) screenshotOnFailure(signer.page, `semnare-cu-cheie-${signer.role}`);
    for (const signer of [admin, owner]) await registerPasskey(signer);

    await trainee.page.goto(DEMO_DASHBOARDS.employee.path);
    await trainee.page
      .getByRole('region', { name: texts.courses.recordsToSignTitle })
      .getByRole('link', { name: new RegExp(`^${texts.courses.sign}: `) })
      .click();
    await trainee.page.waitForURL(/\/sign\/[0-9A-Z]+$/);
    const recordId = new URL(trainee.page.url()).pathname.split('/').at(-1);
    await trainee.page.getByRole('checkbox', { name: texts.signing.agree }).check();
    const upload = trainee.page.waitForRequest((request) => request.url().includes('/api/signatures/upload'));
    await trainee.page.getByRole('button', { name: texts.signing.submit }).click();
    const { hash_signature: signatureHash, assertion } = (await upload).postDataJSON() as {
      hash_signature: string;
      assertion?: unknown;
    };
    expect(assertion, 'the consent page sent the passkey assertion').toBeDefined();
    await trainee.page.waitForURL(/\/profile$/);
    expect(await hasHorizontalScroll(trainee.page)).toBe(false);
    expect(await readCspViolations(trainee.page)).toEqual([]);

    await signAllPending(admin.page, 'admin', texts.documents.adminMassSignSuccess);
    await signAllPending(owner.page, 'owner', texts.documents.ownerMassSignSuccess);

    const answer = await fetch(
      `${platform.url}/api/verify-signature?hash=${encodeURIComponent(signatureHash)}`,
    );
    const verification = (await answer.json()) as {
      valid: boolean;
      level?: string;
      signatures?: { role: string; level: string; level_label: string }[];
    };
    expect(verification.valid).toBe(true);
    expect(verification.level).toBe('advanced');
    expect(verification.signatures?.map(({ role, level }) => [role, level])).toEqual([
      ['trainee', 'advanced'],
      ['representative', 'advanced'],
      ['trainer', 'advanced'],
    ]);

    const page = owner.page;
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
    const link = await fetch(`${platform.url}/api/documents/${recordId}/pdf`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { url } = (await link.json()) as { url: string };
    const recordText = await runPdftotext(new Uint8Array(await (await fetch(url)).arrayBuffer()), {
      layout: false,
    });
    expect(recordText.split(ADVANCED).length - 1, 'the record prints each signature as advanced').toBe(3);
    expect(recordText).not.toContain(texts.signing.levels.simple);
    await page.goto(`/verificare?hash=${encodeURIComponent(signatureHash)}`);
    const result = page.getByRole('main');
    await result.getByText(texts.verification.valid).waitFor();
    await result.getByText(`${texts.signing.levelLabel}: ${ADVANCED}`).waitFor();
    const signerLines = await result.getByRole('listitem').allInnerTexts();
    expect(signerLines).toHaveLength(3);
    // Each line names the level, then what confirmed it: the passkey's evidence, checked again.
    for (const line of signerLines) {
      expect(line.endsWith(`, ${ADVANCED}, ${texts.verification.confirmations.passkey}`), line).toBe(true);
    }
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
  });
});
