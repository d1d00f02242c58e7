import { texts } from '@ssm/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from './support/fake-api';
import { startingWith } from './support/queries';
import { renderApp } from './support/render-app';

describe('password reset request', () => {
  it('requires the e-mail and sends nothing without it', async () => {
    const api = fakeApi({});
    const { user } = renderApp('/reset-password');

    await user.click(await screen.findByRole('button', { name: texts.passwordReset.submit }));

    expect(screen.getAllByText(texts.api.required)).toHaveLength(1);
    expect(api.calls).toHaveLength(0);
  });

  it('asks on the e-mail alone, and tells a worker without an e-mail to ask their admin or SSM firm', async () => {
    const api = fakeApi({ 'POST /api/request-password-reset/': { body: { detail: 'ok' } } });
    const { user } = renderApp('/reset-password');

    expect(await screen.findByText(texts.passwordReset.withoutEmailTitle)).toBeTruthy();
    expect(screen.getByText(texts.passwordReset.withoutEmail)).toBeTruthy();
    expect(screen.getByText(texts.passwordReset.companyNameHint)).toBeTruthy();
    await user.type(screen.getByLabelText(startingWith(texts.passwordReset.email)), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: texts.passwordReset.submit }));

    expect(await screen.findByText(texts.passwordReset.requested)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ email: 'maria@example.com' });
  });

  it('sends the request without a token and confirms it', async () => {
    localStorage.setItem('token', 'stale');
    const api = fakeApi({ 'POST /api/request-password-reset/': { body: { detail: 'ok' } } });
    const { user } = renderApp('/reset-password');

    await user.type(
      await screen.findByLabelText(startingWith(texts.passwordReset.email)),
      'maria@example.com',
    );
    await user.type(
      screen.getByLabelText(startingWith(texts.passwordReset.companyName)),
      'Construcții Someș SRL',
    );
    await user.click(screen.getByRole('button', { name: texts.passwordReset.submit }));

    expect(await screen.findByText(texts.passwordReset.requested)).toBeTruthy();
    const [call] = api.calls;
    expect(call?.body).toEqual({ email: 'maria@example.com', company_name: 'Construcții Someș SRL' });
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('shows the spec text on any failure', async () => {
    fakeApi({
      'POST /api/request-password-reset/': { status: 400, body: { detail: texts.api.invalidEmail } },
    });
    const { user } = renderApp('/reset-password');

    await user.type(await screen.findByLabelText(startingWith(texts.passwordReset.email)), 'nu-e-email');
    await user.type(screen.getByLabelText(startingWith(texts.passwordReset.companyName)), 'Firma');
    await user.click(screen.getByRole('button', { name: texts.passwordReset.submit }));

    expect(await screen.findByText(texts.passwordReset.failure)).toBeTruthy();
  });
});

describe('password reset confirmation', () => {
  const token = 'a'.repeat(43);

  async function fillNewPassword(user: ReturnType<typeof renderApp>['user'], next: string, confirm: string) {
    await user.type(await screen.findByLabelText(startingWith(texts.passwordReset.newPassword)), next);
    await user.type(screen.getByLabelText(startingWith(texts.passwordReset.confirmPassword)), confirm);
    await user.click(screen.getByRole('button', { name: texts.passwordReset.confirmSubmit }));
  }

  it('says the link is not valid when it carries no token', async () => {
    renderApp('/reset-password/confirm');

    expect(await screen.findByText(texts.passwordReset.invalidToken)).toBeTruthy();
  });

  it('refuses a confirmation that differs and sends nothing', async () => {
    const api = fakeApi({});
    const { user } = renderApp(`/reset-password/confirm?token=${token}`);

    await fillNewPassword(user, 'Noua2026x', 'Noua2026y');

    expect(screen.getByText(texts.profile.passwordMismatch)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it("applies the server's password policy before sending", async () => {
    const api = fakeApi({});
    const { user } = renderApp(`/reset-password/confirm?token=${token}`);

    await fillNewPassword(user, 'scurta', 'scurta');

    expect(screen.getByText(texts.api.passwordTooShort)).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('sets the new password with the token from the link', async () => {
    const api = fakeApi({ 'POST /api/reset-password/confirm/': { body: { detail: 'ok' } } });
    const { user } = renderApp(`/reset-password/confirm?token=${token}`);

    await fillNewPassword(user, 'Noua2026x', 'Noua2026x');

    expect(await screen.findByText(texts.passwordReset.confirmed)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({ token, new_password: 'Noua2026x' });
  });

  it("shows the server's explanation for a used or expired link", async () => {
    fakeApi({
      'POST /api/reset-password/confirm/': {
        status: 400,
        body: { detail: texts.passwordReset.invalidToken },
      },
    });
    const { user } = renderApp(`/reset-password/confirm?token=${token}`);

    await fillNewPassword(user, 'Noua2026x', 'Noua2026x');

    expect(await screen.findByText(texts.passwordReset.invalidToken)).toBeTruthy();
  });
});
