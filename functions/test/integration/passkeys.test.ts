import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { listPasskeys } from '../../src/accounts/data/passkeys';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { getConfig } from '../../src/platform/config';
import { getItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { extractResetToken, readMailsTo } from '../support/outbox';
import { createSoftwareAuthenticator } from '../support/passkey-authenticator';
import { auditEvents, companyAuditEvents } from '../support/read-back';

/*
 * A passkey per signer (docs/security.md, passkeys): registration against a single-use challenge
 * with user verification, listing, renaming and removing one's passkeys, and the re-opening of
 * registration by an owner or the super owner.
 */

const api = useTestGateway();

type Options = {
  challenge: string;
  rp: { id: string };
  authenticatorSelection: { userVerification: string };
};
type Passkey = { id: string; name: string; created_at: string; transports: string[] };

const siteOrigin = () => new URL(getConfig().publicBaseUrl).origin;

async function registrationOptions(user: UserRecord) {
  return api.post<{ options: Options; detail?: string }>(
    '/api/passkeys/registration-options/',
    {},
    await tokenFor(user),
  );
}

async function register(user: UserRecord, response: unknown, name = 'Telefonul meu') {
  return api.post<Passkey & { detail?: string }>('/api/passkeys/', { name, response }, await tokenFor(user));
}

async function listOf(user: UserRecord) {
  return api.get<{ items: Passkey[]; registration_open: boolean }>('/api/passkeys/', await tokenFor(user));
}

/** Registers a passkey for the user from a fresh software authenticator. */
async function registerNew(user: UserRecord, name?: string) {
  const authenticator = createSoftwareAuthenticator();
  const { body } = await registrationOptions(user);
  return register(user, authenticator.attest(body.options, { origin: siteOrigin() }), name);
}

async function employeeWithMail() {
  const tenant = await buildTenant();
  const employee = await buildUser(
    { role: 'employee', firmId: tenant.firm.id, companyId: tenant.company.id },
    { email: `${uniqueName('ana')}@example.ro` },
  );
  return { ...tenant, employee };
}

describe('registering a passkey', () => {
  it('stores the public key and counter of a verified answer, audits it and mails the person', async () => {
    const { employee, company } = await employeeWithMail();
    const authenticator = createSoftwareAuthenticator();

    const options = await registrationOptions(employee);
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({
      rp: { id: 'localhost' },
      authenticatorSelection: { userVerification: 'required' },
      // Only keys a signature's evidence can carry: no ML-DSA, which the library offers first on Node 24.
      pubKeyCredParams: [
        { alg: -8, type: 'public-key' },
        { alg: -7, type: 'public-key' },
        { alg: -257, type: 'public-key' },
      ],
    });
    const answer = await register(
      employee,
      authenticator.attest(options.body.options, { origin: siteOrigin() }),
    );

    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ name: 'Telefonul meu', transports: ['internal'] });
    const [stored] = await listPasskeys(employee.id);
    expect(stored).toMatchObject({ credential_id: authenticator.credentialId, counter: 0 });
    // The COSE key as the authenticator gave it: EC2 (kty 2), ES256 (alg -7).
    expect(Buffer.from(stored?.public_key as Uint8Array).subarray(0, 5)).toEqual(
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26]),
    );
    expect((await listOf(employee)).body).toMatchObject({
      items: [{ id: answer.body.id, name: 'Telefonul meu' }],
      registration_open: false,
    });
    const events = await companyAuditEvents(company.id);
    expect(events.find((event) => event.action === 'passkey_registered')).toMatchObject({
      actor: { id: employee.id },
      subject: { user_id: employee.id },
      details: { name: 'Telefonul meu', credential_id: authenticator.credentialId },
    });
    const mails = await readMailsTo(employee.email as string);
    expect(mails.some((mail) => mail.includes('cheia de acces „Telefonul meu”'))).toBe(true);
  });

  it('refuses a replayed answer, a wrong origin, a wrong RP id and an answer without user verification', async () => {
    const { admin } = await buildTenant();
    const authenticator = createSoftwareAuthenticator();
    const { body } = await registrationOptions(admin);
    const origin = siteOrigin();

    const wrongOrigin = await register(
      admin,
      authenticator.attest(body.options, { origin: 'https://evil.example' }),
    );
    const wrongRp = await register(
      admin,
      authenticator.attest(body.options, { origin, rpId: 'evil.example' }),
    );
    const unverified = await register(
      admin,
      authenticator.attest(body.options, { origin, userVerified: false }),
    );
    expect(await listPasskeys(admin.id)).toEqual([]);
    const good = authenticator.attest(body.options, { origin });
    const first = await register(admin, good);
    const replayed = await register(admin, good);

    for (const refused of [wrongOrigin, wrongRp, unverified]) {
      expect(refused).toMatchObject({ status: 400, body: { detail: texts.passkeys.invalidResponse } });
    }
    expect(first.status).toBe(201);
    expect(replayed).toMatchObject({ status: 400, body: { detail: texts.passkeys.challengeExpired } });
    expect(await listPasskeys(admin.id)).toHaveLength(1);
  });

  it('answers an old challenge with 400 once a newer one was asked for', async () => {
    const { employee } = await buildTenant();
    const authenticator = createSoftwareAuthenticator();
    const older = await registrationOptions(employee);
    await registrationOptions(employee);

    const answer = await register(
      employee,
      authenticator.attest(older.body.options, { origin: siteOrigin() }),
    );

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.passkeys.invalidResponse } });
    expect(await listPasskeys(employee.id)).toEqual([]);
  });

  it('closes registration after the first passkey: a password alone never adds another', async () => {
    const { employee } = await buildTenant();
    expect((await registerNew(employee)).status).toBe(201);
    const holder = (await getUserById(employee.id, { consistent: true })) as UserRecord;

    const options = await registrationOptions(holder);

    expect(options).toMatchObject({ status: 403, body: { detail: texts.passkeys.registrationClosedDetail } });
  });
});

describe('a password reset', () => {
  it('never re-opens passkey registration, whether by the mailed link or by the owner', async () => {
    const { employee, owner, company } = await employeeWithMail();
    expect((await registerNew(employee)).status).toBe(201);
    const email = employee.email as string;
    await api.post('/api/request-password-reset/', { email, company_name: company.name });
    const resetLink = extractResetToken((await readMailsTo(email)).at(-1) as string);

    const confirmed = await api.post('/api/reset-password/confirm/', {
      token: resetLink,
      new_password: 'Resetata2026',
    });
    const afterLink = (await getUserById(employee.id, { consistent: true })) as UserRecord;
    const registrationAfterLink = await registrationOptions(afterLink);
    const byOwner = await api.post(`/api/users/${employee.id}/password-reset/`, {}, await tokenFor(owner));
    const afterOwner = (await getUserById(employee.id, { consistent: true })) as UserRecord;

    expect(confirmed.status).toBe(200);
    expect(registrationAfterLink).toMatchObject({
      status: 403,
      body: { detail: texts.passkeys.registrationClosedDetail },
    });
    expect(byOwner.status).toBe(200);
    expect(afterOwner.passkey_registration_closed_at).toBeDefined();
    expect(afterOwner.passkey_registration_open_until).toBeUndefined();
  });
});

describe("a person's passkeys", () => {
  it('are renamed and removed by their holder only; removing the last does not re-open registration', async () => {
    const { employee, company, firm } = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const registered = await registerNew(employee);
    const holder = (await getUserById(employee.id, { consistent: true })) as UserRecord;
    const path = `/api/passkeys/${registered.body.id}/`;

    const byColleague = await api.request('PATCH', path, {
      token: await tokenFor(colleague),
      body: { name: 'X' },
    });
    const renamed = await api.request('PATCH', path, {
      token: await tokenFor(holder),
      body: { name: 'Laptop' },
    });
    const removedByColleague = await api.request('DELETE', path, { token: await tokenFor(colleague) });
    const removed = await api.request('DELETE', path, { token: await tokenFor(holder) });
    const again = await api.request('DELETE', path, { token: await tokenFor(holder) });

    expect(byColleague).toMatchObject({ status: 404, body: { detail: texts.passkeys.notFound } });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Laptop' } });
    expect(removedByColleague.status).toBe(404);
    expect(removed).toMatchObject({ status: 200, body: { detail: texts.passkeys.removed } });
    expect(again.status).toBe(404);
    expect((await listOf(holder)).body).toEqual({ items: [], registration_open: false });
    expect((await companyAuditEvents(company.id)).map((event) => event.action)).toContain('passkey_removed');
  });
});

describe('re-opening passkey registration', () => {
  it("lets the firm's owner re-open it for an employee, once, audited", async () => {
    const { owner, employee, company } = await buildTenant();
    await registerNew(employee, 'Telefonul pierdut');

    const reopened = await api.post(
      `/api/users/${employee.id}/passkey-registration/`,
      {},
      await tokenFor(owner),
    );

    expect(reopened).toMatchObject({ status: 200, body: { detail: texts.passkeys.reopened(7) } });
    const reopenedUser = (await getUserById(employee.id, { consistent: true })) as UserRecord;
    expect((await listOf(reopenedUser)).body.registration_open).toBe(true);
    expect((await registerNew(reopenedUser, 'Telefonul nou')).status).toBe(201);
    const after = (await getUserById(employee.id, { consistent: true })) as UserRecord;
    expect((await listOf(after)).body).toMatchObject({ registration_open: false });
    expect((await listOf(after)).body.items.map((passkey) => passkey.name)).toEqual([
      'Telefonul pierdut',
      'Telefonul nou',
    ]);
    expect(
      (await companyAuditEvents(company.id)).find(
        (event) => event.action === 'passkey_registration_reopened',
      ),
    ).toMatchObject({ actor: { id: owner.id, role: 'owner' }, subject: { user_id: employee.id } });
  });

  it('is for the super owner to do for an owner, and nobody else reaches another tenant', async () => {
    const { owner, admin } = await buildTenant();
    const other = await buildTenant();
    const superowner = await buildUser({ role: 'superowner' });
    const reopen = async (caller: UserRecord, person: UserRecord) =>
      (await api.post(`/api/users/${person.id}/passkey-registration/`, {}, await tokenFor(caller))).status;

    expect(await reopen(superowner, owner)).toBe(200);
    expect(
      (await auditEvents({ kind: 'firm', id: owner.firm_id as string })).find(
        (event) => event.action === 'passkey_registration_reopened',
      ),
    ).toMatchObject({ actor: { id: superowner.id, role: 'superowner' }, subject: { user_id: owner.id } });
    expect(await reopen(superowner, admin)).toBe(404);
    expect(await reopen(owner, owner)).toBe(404);
    expect(await reopen(other.owner, admin)).toBe(404);
    expect(await reopen(admin, admin)).toBe(403);
    expect(
      (await getUserById(admin.id, { consistent: true }))?.passkey_registration_open_until,
    ).toBeUndefined();
  });
});

describe("deleting a person's account", () => {
  /** Registers the authenticator's credential for the person (their registration is open). */
  async function registerWith(
    authenticator: ReturnType<typeof createSoftwareAuthenticator>,
    person: UserRecord,
  ) {
    const { body } = await registrationOptions(person);
    return register(person, authenticator.attest(body.options, { origin: siteOrigin() }));
  }

  async function hasPendingChallenge(person: UserRecord) {
    return (await getItem(keys.passkeyChallenge(person.id), { consistent: true })) !== undefined;
  }

  it("leaves nothing of an employee's passkeys: items, credential reservation, pending challenge", async () => {
    const { owner, employee, company, firm } = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const authenticator = createSoftwareAuthenticator();
    expect((await registerWith(authenticator, employee)).status).toBe(201);
    await api.post(`/api/users/${employee.id}/passkey-registration/`, {}, await tokenFor(owner));
    await registrationOptions((await getUserById(employee.id, { consistent: true })) as UserRecord);
    expect(await hasPendingChallenge(employee)).toBe(true);

    const deleted = await api.del(`/api/delete-user/${employee.id}`, await tokenFor(owner));

    expect(deleted.status).toBe(200);
    expect(await listPasskeys(employee.id)).toEqual([]);
    expect(await hasPendingChallenge(employee)).toBe(false);
    // The credential is free again: its reservation went with the account.
    expect((await registerWith(authenticator, colleague)).status).toBe(201);
  });

  it("leaves nothing of an owner's passkeys when the super owner deletes the owner", async () => {
    const { owner, firm, employee } = await buildTenant();
    await buildUser({ role: 'owner', firmId: firm.id });
    const superowner = await buildUser({ role: 'superowner' });
    const authenticator = createSoftwareAuthenticator();
    expect((await registerWith(authenticator, owner)).status).toBe(201);

    const deleted = await api.del(`/api/owners/${owner.id}/delete`, await tokenFor(superowner));

    expect(deleted.status).toBe(200);
    expect(await listPasskeys(owner.id)).toEqual([]);
    expect((await registerWith(authenticator, employee)).status).toBe(201);
  });

  it("leaves nothing of its people's passkeys when a company without records is deleted", async () => {
    const { owner, admin, company } = await buildTenant();
    const elsewhere = await buildTenant();
    const authenticator = createSoftwareAuthenticator();
    expect((await registerWith(authenticator, admin)).status).toBe(201);

    const deleted = await api.del(`/api/companies/${company.id}`, await tokenFor(owner), {
      confirm_name: company.name,
    });

    expect(deleted.status).toBe(200);
    expect(await listPasskeys(admin.id)).toEqual([]);
    expect((await registerWith(authenticator, elsewhere.employee)).status).toBe(201);
  });
});
