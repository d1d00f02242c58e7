import { texts } from '@ssm/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import { hasHorizontalScroll, openPhoneWithPasskeyDevice, readCspViolations } from './support/browser';
import { PLATFORM_ENV } from './support/global-setup';
import { field, submitLogin } from './support/page-helpers';
import { type DemoPlatform, startLocalhostDemoPlatform } from './support/site';

/*
 * A worker registers a passkey on the profile, on a phone, with Chromium's virtual authenticator
 * standing in for the phone's fingerprint reader, on a platform of the file's own whose public
 * address is `localhost` (`startLocalhostDemoPlatform`).
 */

describe('a passkey on a phone', () => {
  let platform: DemoPlatform;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    platform = await startLocalhostDemoPlatform(inject('siteDir'), PLATFORM_ENV);
    ({ context, page } = await openPhoneWithPasskeyDevice(platform.url));
  }, 180_000);

  afterAll(async () => {
    await context?.close();
    await platform?.stop();
  });

  it('is registered, named and listed on the profile, after which registration is closed', async () => {
    await submitLogin(page, demoLogins.employee, DEMO_PASSWORD);
    await page.waitForURL(/dashboard-employee/);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: texts.passkeys.title });
    await section.getByText(texts.passkeys.none).waitFor();

    await field(section, texts.passkeys.name).fill('Telefonul de serviciu');
    await section.getByRole('button', { name: texts.passkeys.register }).click();

    await section.getByText(texts.passkeys.registrationClosed).waitFor();
    expect(await section.getByRole('listitem').count()).toBe(1);
    expect(await section.getByRole('listitem').getByRole('textbox').inputValue()).toBe(
      'Telefonul de serviciu',
    );
    expect(await hasHorizontalScroll(page)).toBe(false);
    expect(await readCspViolations(page)).toEqual([]);
  });
});
