import { texts } from '@ssm/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '@/lib/api-client';
import { buildCurrentUser, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';

describe('callApi', () => {
  it("calls the route's spec path with the bearer token and returns the checked answer", async () => {
    signIn({ role: 'admin' });
    const me = buildCurrentUser();
    const api = fakeApi({ 'GET /api/users/me/': { body: me } });

    const answer = await callApi('users-me');

    expect(answer).toEqual(me);
    expect(api.calls[0]?.headers.get('Authorization')).toBe(`Bearer ${localStorage.getItem('token')}`);
  });

  it('sends no token to a public route', async () => {
    signIn({ role: 'admin' });
    const api = fakeApi({ 'POST /api/token/': { status: 401, body: { detail: texts.login.failure } } });

    await expect(callApi('token', { body: { username: 'a', password: 'b' } })).rejects.toBeInstanceOf(
      ApiError,
    );

    expect(api.calls[0]?.headers.has('Authorization')).toBe(false);
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('carries status, detail and field errors of a refused call', async () => {
    signIn({ role: 'admin' });
    fakeApi({
      'POST /api/change-password/': {
        status: 400,
        body: { detail: texts.api.validationFailed, errors: { new_password: [texts.api.passwordTooShort] } },
      },
    });

    const error = await callApi('change-password', { body: { old_password: 'x', new_password: 'y' } }).catch(
      (caught: unknown) => caught,
    );

    expect(error).toMatchObject({
      status: 400,
      detail: texts.api.validationFailed,
      errors: { new_password: [texts.api.passwordTooShort] },
    });
  });

  it('ends the session when a signed-in call answers 401', async () => {
    signIn({ role: 'admin' });
    fakeApi({ 'GET /api/users/me/': { status: 401, body: { detail: texts.api.invalidToken } } });
    // jsdom cannot navigate; it reports the attempt on the console.
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(callApi('users-me')).rejects.toMatchObject({ status: 401 });

    expect(localStorage.length).toBe(0);
  });

  it('refuses an answer that breaks the contract', async () => {
    signIn({ role: 'admin' });
    fakeApi({ 'GET /api/users/me/': { body: { username: 42 } } });
    vi.spyOn(console, 'error').mockImplementation(() => {});

    await expect(callApi('users-me')).rejects.toMatchObject({ detail: texts.common.unknownError });
  });

  it('explains a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));

    await expect(callApi('token', { body: { username: 'a', password: 'b' } })).rejects.toMatchObject({
      status: 0,
      detail: texts.common.networkError,
    });
  });
});
