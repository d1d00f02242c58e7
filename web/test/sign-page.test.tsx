import { computeSignatureHash, texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCurrentUser, buildId, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const PROGRESS_ID = buildId();

function openSignPage(upload: { status?: number; body?: unknown }, me: { status?: number; body?: unknown }) {
  signIn({ role: 'employee' });
  const api = fakeApi({ 'GET /api/users/me/': me, 'POST /api/signatures/upload/': upload });
  return { api, ...renderApp(`/sign/${PROGRESS_ID}`) };
}

describe('sign page', () => {
  it('shows every consent paragraph and signs only after the agreement, with the identity hash', async () => {
    const me = buildCurrentUser({ email: null, birth_date: '1990-03-07' });
    const { api, user, router } = openSignPage(
      { status: 201, body: { message: '', redirect_url: '/profile' } },
      { body: me },
    );

    const submit = await screen.findByRole('button', { name: texts.signing.submit });
    for (const paragraph of texts.signing.consent) expect(screen.getByText(paragraph)).toBeTruthy();
    expect(submit.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(texts.signing.consentRequired).id).toBe(submit.getAttribute('aria-describedby'));

    await user.click(screen.getByRole('checkbox', { name: texts.signing.agree }));
    expect(screen.queryByText(texts.signing.consentRequired)).toBeNull();
    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    const [call] = api.callsTo('POST /api/signatures/upload/');
    const body = call?.body as { progress: string; role: string; hash_signature: string; timestamp: string };
    expect(body.progress).toBe(PROGRESS_ID);
    expect(body.role).toBe('employee');
    // A missing email is hashed as empty text, as the server does.
    expect(body.hash_signature).toBe(await computeSignatureHash({ ...me, email: '' }, body.timestamp));
    expect(screen.getByText(texts.signing.success)).toBeTruthy();
  });

  it("shows the server's detail for a second signature and logs the failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openSignPage(
      { status: 409, body: { detail: texts.signing.alreadySigned } },
      { body: buildCurrentUser() },
    );

    await user.click(await screen.findByRole('checkbox', { name: texts.signing.agree }));
    await user.click(screen.getByRole('button', { name: texts.signing.submit }));

    expect(await screen.findByText(texts.signing.alreadySigned)).toBeTruthy();
    expect(console.error).toHaveBeenCalledWith(texts.signing.failureLog, expect.anything());
  });

  it('says so when the server fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = openSignPage({ status: 500 }, { body: buildCurrentUser() });

    await user.click(await screen.findByRole('checkbox', { name: texts.signing.agree }));
    await user.click(screen.getByRole('button', { name: texts.signing.submit }));

    expect(await screen.findByText(texts.signing.failure)).toBeTruthy();
  });

  it('says so when the user cannot be loaded', async () => {
    openSignPage({ status: 500 }, { status: 500 });

    expect(await screen.findByText(texts.signing.userLoadFailed)).toBeTruthy();
  });
});
