import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { listPasskeys } from '../../src/accounts/data/passkeys';
import type { UserRecord } from '../../src/accounts/data/users';
import { manifestHashFromPath } from '../../src/records/domain/signing-manifest';
import { buildTenant, tokenFor } from '../support/builders';
import {
  buildDocument,
  buildPasskeyUpload,
  type MassSignAnswer,
  massSign,
  passkeyOf,
  requestSigningChallenge,
  signAsTrainee,
  siteOrigin,
  uploadSignature,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents, readDocument } from '../support/read-back';

/*
 * Signing with the signer's passkey (docs/signatures.md, the passkey assertion): the assertion is
 * verified against the challenge the server fixed before anything is written, and every way of
 * getting it wrong is refused in Romanian with nothing written.
 */

const api = useTestGateway();

/** What a refused signature must leave as it was: the records, the signer's passkey counters, the audit trail. */
async function stateOf(trainee: UserRecord, recordIds: string[]) {
  return {
    records: await Promise.all(recordIds.map(readDocument)),
    counters: (await listPasskeys(trainee.id)).map((passkey) => passkey.counter),
    signatureEvents: (await companyAuditEvents(trainee.company_id as string)).filter(
      (event) => event.action === 'signature',
    ).length,
  };
}

describe('the trainee signing with a passkey', () => {
  it('signs at the advanced level, keeps the evidence and moves the counter on', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);

    await signAsTrainee(api, employee, record.id);

    const [signature] = (await readDocument(record.id)).signatures;
    expect(signature).toMatchObject({ role: 'trainee', level: 'advanced', method: 'consent-page' });
    expect(signature?.passkey).toMatchObject({
      credential_id: (await passkeyOf(api, employee)).credentialId,
      algorithm: -7,
      manifest_hash: signature?.binding_hash,
      manifest_path: [],
    });
    expect((await listPasskeys(employee.id)).map((passkey) => passkey.counter)).toEqual([1]);
    const verified = await api.get(`/api/verify-signature/?hash=${signature?.signature_hash}`);
    expect(verified.body).toMatchObject({
      valid: true,
      level: 'advanced',
      level_label: texts.signing.levels.advanced,
    });
  });

  it("refuses an assertion made for another record's challenge, and nothing is written", async () => {
    const { employee } = await buildTenant();
    const [first, second] = [await buildDocument(employee), await buildDocument(employee)];
    const body = await buildPasskeyUpload(api, employee, first.id);
    const other = await buildPasskeyUpload(api, employee, second.id);
    const before = await stateOf(employee, [first.id, second.id]);

    const answer = await uploadSignature(api, employee, { ...body, assertion: other.assertion });

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.signing.challengeMismatch);
    expect(await stateOf(employee, [first.id, second.id])).toEqual(before);
  });

  it('refuses a replayed assertion, on its own challenge or on a new one', async () => {
    const { employee } = await buildTenant();
    const [first, second] = [await buildDocument(employee), await buildDocument(employee)];
    const body = await buildPasskeyUpload(api, employee, first.id);
    expect((await uploadSignature(api, employee, body)).status).toBe(201);
    const next = await buildPasskeyUpload(api, employee, second.id);
    const before = await stateOf(employee, [first.id, second.id]);

    const again = await uploadSignature(api, employee, body);
    const elsewhere = await uploadSignature(api, employee, { ...next, assertion: body.assertion });

    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(texts.signing.alreadySigned);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.detail).toBe(texts.signing.challengeMismatch);
    expect(await stateOf(employee, [first.id, second.id])).toEqual(before);
  });

  it.each([
    ['made on another site', { origin: 'https://semnaturi.example' }],
    ['made without user verification', { userVerified: false }],
    ['for another relying party', { rpId: 'semnaturi.example' }],
  ])('refuses an assertion %s, and nothing is written', async (_case, answer) => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const body = await buildPasskeyUpload(api, employee, record.id, answer);
    const before = await stateOf(employee, [record.id]);

    const refused = await uploadSignature(api, employee, body);

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(texts.signing.assertionInvalid);
    expect(await stateOf(employee, [record.id])).toEqual(before);
  });

  it('refuses an assertion whose counter went back, as a cloned key would give, and nothing is written', async () => {
    const { employee } = await buildTenant();
    const [first, second] = [await buildDocument(employee), await buildDocument(employee)];
    expect(
      (
        await uploadSignature(
          api,
          employee,
          await buildPasskeyUpload(api, employee, first.id, { counter: 5 }),
        )
      ).status,
    ).toBe(201);
    const body = await buildPasskeyUpload(api, employee, second.id, { counter: 3 });
    const before = await stateOf(employee, [second.id]);

    const refused = await uploadSignature(api, employee, body);

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(texts.signing.assertionInvalid);
    expect(await stateOf(employee, [second.id])).toEqual(before);
    expect(before.counters).toEqual([5]);
  });

  it('refuses a signature without the passkey once the trainee holds one', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const body = await buildPasskeyUpload(api, employee, record.id);
    const { challenge_id: _challenge, assertion: _assertion, ...withoutPasskey } = body;

    const refused = await uploadSignature(api, employee, withoutPasskey);

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(texts.signing.passkeyNeeded);
    expect((await readDocument(record.id)).signatures).toEqual([]);
  });

  it('asks a signer without a passkey to add one before the challenge', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);

    const answer = await requestSigningChallenge(api, employee, 'consent-page', [record.id]);

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.signing.noPasskey);
  });
});

describe('counter-signing many records with one assertion', () => {
  async function waitingForAdmin(count: number) {
    const tenant = await buildTenant();
    const ids: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const record = await buildDocument(tenant.employee);
      await signAsTrainee(api, tenant.employee, record.id);
      ids.push(record.id);
    }
    return { ...tenant, ids };
  }

  it('records on each record the assertion over the manifest and its path to it', async () => {
    const { admin, ids } = await waitingForAdmin(3);

    const answer = await massSign(api, admin, ids);

    expect(answer.body.signed.sort()).toEqual([...ids].sort());
    const signatures = await Promise.all(
      ids.map(async (id) =>
        (await readDocument(id)).signatures.find((signature) => signature.role === 'representative'),
      ),
    );
    const [manifestHash] = new Set(signatures.map((signature) => signature?.passkey?.manifest_hash));
    for (const signature of signatures) {
      expect(signature?.level).toBe('advanced');
      expect(
        manifestHashFromPath(signature?.binding_hash as string, signature?.passkey?.manifest_path ?? []),
      ).toBe(manifestHash);
    }
    expect(new Set(signatures.map((signature) => signature?.passkey?.signature)).size).toBe(1);
  });

  it('signs a selection in parts with one assertion, each record once, and refuses the assertion replayed', async () => {
    const { admin, ids } = await waitingForAdmin(3);
    const authenticator = await passkeyOf(api, admin);
    const challenge = await requestSigningChallenge(api, admin, 'mass-sign', ids);
    const authorisation = {
      challenge_id: challenge.body.challenge_id,
      assertion: authenticator.assert(challenge.body.options, { origin: siteOrigin() }),
    };
    const token = await tokenFor(admin);
    const signPart = (part: string[]) =>
      api.post<MassSignAnswer & { detail: string }>(
        '/api/sign-mass-docs/',
        { document_ids: part, ...authorisation },
        token,
      );

    const firstPart = await signPart(ids.slice(0, 2));
    const secondPart = await signPart(ids.slice(2));
    const replayed = await signPart(ids);

    expect(firstPart.body.signed.sort()).toEqual(ids.slice(0, 2).sort());
    expect(secondPart.body.signed).toEqual(ids.slice(2));
    expect(replayed.status).toBe(400);
    expect(replayed.body.detail).toBe(texts.signing.challengeExpired);
    expect((await listPasskeys(admin.id)).map((passkey) => passkey.counter)).toEqual([1]);
  });

  it('refuses a wrong origin before signing anything', async () => {
    const { admin, ids } = await waitingForAdmin(2);

    const answer = await massSign(api, admin, ids, { origin: 'https://semnaturi.example' });

    expect(answer.status).toBe(400);
    expect((answer.body as unknown as { detail: string }).detail).toBe(texts.signing.assertionInvalid);
    for (const id of ids) expect((await readDocument(id)).status).toBe('awaiting_admin');
  });

  it('signs nothing for a passkey holder without an assertion: each record is reported not approved', async () => {
    const { admin, ids } = await waitingForAdmin(1);
    await passkeyOf(api, admin);

    const answer = await api.post<MassSignAnswer>(
      '/api/sign-mass-docs/',
      { document_ids: ids },
      await tokenFor(admin),
    );

    expect(answer.body.signed).toEqual([]);
    expect(answer.body.not_signed).toEqual([
      { id: ids[0], reason: 'not_approved', detail: texts.documents.notSignedReasons.not_approved },
    ]);
  });
});
