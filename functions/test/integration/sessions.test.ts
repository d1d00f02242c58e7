import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { epochSeconds } from '../../src/platform/clock';
import { updateItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { buildTenant, TEST_PASSWORD, tokenFor } from '../support/builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

async function logIn(username: string): Promise<string> {
  const answer = await api.post<{ access: string }>('/api/token/', { username, password: TEST_PASSWORD });
  expect(answer.status).toBe(200);
  return answer.body.access;
}

describe('POST /api/logout/', () => {
  it("refuses the logged-out token until its expiry, while the user's other session goes on", async () => {
    const { employee } = await buildTenant();
    const phone = await logIn(employee.username);
    const computer = await logIn(employee.username);

    const answer = await api.post('/api/logout/', undefined, phone);

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.sessions.loggedOut } });
    expect(await api.get('/api/users/me/', phone)).toMatchObject({
      status: 401,
      body: { detail: texts.api.invalidToken },
    });
    expect((await api.post('/api/logout/', undefined, phone)).status).toBe(401);
    expect((await api.get('/api/users/me/', computer)).status).toBe(200);
    expect((await api.get('/api/users/me/', await logIn(employee.username))).status).toBe(200);
  });

  it('forgets revoked tokens past their expiry when it adds one, so the list read on every request stays short', async () => {
    const { admin } = await buildTenant();
    const expired = { id: 'expired-token', expires_at: epochSeconds() - 10 };
    const live = { id: 'live-token', expires_at: epochSeconds() + 3600 };
    await updateItem({
      Key: keys.user(admin.id),
      UpdateExpression: 'SET revoked_tokens = :tokens',
      ExpressionAttributeValues: { ':tokens': [expired, live] },
    });
    const token = await logIn(admin.username);

    expect((await api.post('/api/logout/', undefined, token)).status).toBe(200);

    const revoked = (await getUserById(admin.id))?.revoked_tokens?.map((entry) => entry.id);
    expect(revoked).toHaveLength(2);
    expect(revoked).toContain('live-token');
    expect(revoked).not.toContain('expired-token');
    expect((await api.get('/api/users/me/', token)).status).toBe(401);
  });

  it('needs a token', async () => {
    expect((await api.post('/api/logout/')).status).toBe(401);
  });
});

describe('POST /api/logout-everywhere/', () => {
  it('ends every session of the caller, this one included; signing in again works', async () => {
    const { owner } = await buildTenant();
    const phone = await logIn(owner.username);
    const computer = await logIn(owner.username);

    const answer = await api.post('/api/logout-everywhere/', undefined, computer);

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.sessions.loggedOutEverywhere } });
    expect((await api.get('/api/users/me/', phone)).status).toBe(401);
    expect((await api.get('/api/users/me/', computer)).status).toBe(401);
    expect((await api.get('/api/users/me/', await logIn(owner.username))).status).toBe(200);
  });
});

describe('POST /api/users/{id}/logout-everywhere/', () => {
  it("ends every session of an employee of the owner's firm", async () => {
    const { owner, employee } = await buildTenant();
    const employeeToken = await logIn(employee.username);

    const answer = await api.post(
      `/api/users/${employee.id}/logout-everywhere/`,
      undefined,
      await tokenFor(owner),
    );

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.sessions.userLoggedOutEverywhere } });
    expect((await api.get('/api/users/me/', employeeToken)).status).toBe(401);
    expect((await api.get('/api/users/me/', await logIn(employee.username))).status).toBe(200);
  });

  it("answers 404 for another firm's employee, a fellow owner or a missing user, and ends no session", async () => {
    const { owner, employee } = await buildTenant();
    const other = await buildTenant();
    const employeeToken = await logIn(employee.username);
    const ownerToken = await logIn(owner.username);
    const otherOwnerToken = await tokenFor(other.owner);

    const answers = await Promise.all([
      api.post(`/api/users/${employee.id}/logout-everywhere/`, undefined, otherOwnerToken),
      api.post(`/api/users/${owner.id}/logout-everywhere/`, undefined, otherOwnerToken),
      api.post(`/api/users/${other.owner.id}/logout-everywhere/`, undefined, otherOwnerToken),
      api.post('/api/users/01JZZZZZZZZZZZZZZZZZZZZZZZ/logout-everywhere/', undefined, otherOwnerToken),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    expect(answers[0]?.body).toEqual({ detail: texts.people.notFound });
    expect((await api.get('/api/users/me/', employeeToken)).status).toBe(200);
    expect((await api.get('/api/users/me/', ownerToken)).status).toBe(200);
    expect((await getUserById(employee.id))?.session_version).toBe(0);
  });
});
