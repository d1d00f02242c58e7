import { createServer } from 'node:net';
import { texts } from '@ssm/shared';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import { hasHorizontalScroll, openContext, PHONE_VIEWPORT, readCspViolations } from './support/browser';
import { PLATFORM_ENV } from './support/global-setup';
import { field, submitLogin } from './support/page-helpers';
import { type DemoPlatform, startDemoPlatformProcess } from './support/site';

/*
 * A worker registers a passkey on the profile, on a phone, with Chromium's virtual authenticator
 * standing in for the phone's fingerprint reader. Browsers refuse an IP address as a WebAuthn
 * relying party, so this file runs a platform of its own whose public address is `localhost`.
 */

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

describe('a passkey on a phone', () => {
  let platform: DemoPlatform;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const port = await freePort();
    const url = `http://localhost:${port}`;
    platform = await startDemoPlatformProcess(
      inject('siteDir'),
      { ...PLATFORM_ENV, PUBLIC_BASE_URL: url },
      port,
    );
    context = await openContext({ viewport: PHONE_VIEWPORT, baseURL: url });
    page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('WebAuthn.enable');
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    });
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
