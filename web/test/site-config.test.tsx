import { DEFAULT_SITE_CONFIG, SITE_CONFIG_PATH, texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const configured = {
  contactEmail: 'ajutor@protect-consult.ro',
  contactPhone: '+40 264 123 456',
  helpUrl: 'https://protect-consult.ro/ajutor',
};

async function contactSection() {
  return screen.findByRole('region', { name: texts.contact.title });
}

describe("the site's contact details, read from its settings", () => {
  it('shows the configured e-mail and phone on the homepage and the help page on the login page', async () => {
    fakeApi({ [`GET ${SITE_CONFIG_PATH}`]: { body: configured } });
    renderApp('/homepage');
    const contact = await contactSection();
    const email = await within(contact).findByRole('link', { name: configured.contactEmail });
    expect(email.getAttribute('href')).toBe(`mailto:${configured.contactEmail}`);
    expect(within(contact).getByRole('link', { name: configured.contactPhone }).getAttribute('href')).toBe(
      'tel:+40264123456',
    );
    expect(within(contact).queryByText(DEFAULT_SITE_CONFIG.contactEmail)).toBeNull();
  });

  it('leads the login help to the configured page, or to an e-mail when no page is set', async () => {
    fakeApi({ [`GET ${SITE_CONFIG_PATH}`]: { body: configured } });
    renderApp('/login');
    expect((await screen.findByRole('link', { name: texts.login.help })).getAttribute('href')).toBe(
      configured.helpUrl,
    );
  });

  it('mails the configured address for help when the help page is not a web address', async () => {
    fakeApi({ [`GET ${SITE_CONFIG_PATH}`]: { body: { ...configured, helpUrl: 'javascript:alert(1)' } } });
    renderApp('/login');
    expect((await screen.findByRole('link', { name: texts.login.help })).getAttribute('href')).toBe(
      `mailto:${configured.contactEmail}`,
    );
  });

  it('shows the documented defaults when the site serves no settings', async () => {
    fakeApi({});
    renderApp('/homepage');
    const contact = await contactSection();
    expect(await within(contact).findByRole('link', { name: DEFAULT_SITE_CONFIG.contactEmail })).toBeTruthy();
    expect(within(contact).getByRole('link', { name: DEFAULT_SITE_CONFIG.contactPhone })).toBeTruthy();
  });
});
