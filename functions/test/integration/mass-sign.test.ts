import { texts } from '@ssm/shared';
import { describe, expect, it, vi } from 'vitest';
import { getTrainingRecords } from '../../src/records/data/records';
import { getSealing } from '../../src/signing/seal';
import { buildTenant, tokenFor } from '../support/builders';
import {
  buildDocument,
  buildSignedDocument,
  expectNoScan,
  giveEmail,
  lastSigningCodeTo,
  massSign,
  requestSigningCode,
  signAsTrainee,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { rewriteAsInsider } from '../support/insider';
import { companyAuditEvents, countSignatureItems, readDocument } from '../support/read-back';

const api = useTestGateway();

/** Documents signed by their trainees, waiting for the company admin. */
async function buildWaitingForAdmin(count: number) {
  const tenant = await buildTenant();
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const record = await buildDocument(tenant.employee);
    await signAsTrainee(api, tenant.employee, record.id);
    ids.push(record.id);
  }
  return { ...tenant, ids };
}

describe('mass signing', () => {
  it('signs each listed document waiting for the caller and reports the others with the reason', async () => {
    const { employee, admin, ids } = await buildWaitingForAdmin(2);
    const notYetSignedByTrainee = await buildDocument(employee);
    const elsewhere = await buildTenant();
    const foreign = await buildDocument(elsewhere.employee);
    await signAsTrainee(api, elsewhere.employee, foreign.id);
    const missing = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

    const answer = await massSign(api, admin, [...ids, notYetSignedByTrainee.id, foreign.id, missing]);

    expect(answer.status).toBe(200);
    expect(answer.body.signed.sort()).toEqual([...ids].sort());
    expect(answer.body.not_signed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: notYetSignedByTrainee.id, reason: 'not_awaiting_you' }),
        { id: foreign.id, reason: 'not_found', detail: texts.documents.notSignedReasons.not_found },
        { id: missing, reason: 'not_found', detail: texts.documents.notSignedReasons.not_found },
      ]),
    );
    expect((await getTrainingRecords([foreign.id])).get(foreign.id)?.status).toBe('awaiting_admin');
  });

  it('refuses an empty selection with the spec text and more than 500 documents', async () => {
    const { admin } = await buildTenant();
    const token = await tokenFor(admin);

    const empty = await api.post('/api/sign-mass-docs/', { document_ids: [] }, token);
    const tooMany = await api.post(
      '/api/sign-mass-docs/',
      { document_ids: Array.from({ length: 501 }, () => '01JZZZZZZZZZZZZZZZZZZZZZZZ') },
      token,
    );

    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(texts.documents.noneSelected);
    expect(tooMany.status).toBe(400);
  });

  it('is safe to retry: a second call signs nothing twice and reports the documents as already signed', async () => {
    const { admin, ids } = await buildWaitingForAdmin(2);

    await massSign(api, admin, ids);
    const retry = await massSign(api, admin, ids);

    expect(retry.body).toMatchObject({ signed: [], not_signed: [] });
    expect(retry.body.already_signed.sort()).toEqual([...ids].sort());
  });

  it('gives each document exactly one signature when 20 mass signs with the same e-mailed code race', async () => {
    const { admin, company, ids } = await buildWaitingForAdmin(6);
    const token = await tokenFor(admin);
    await giveEmail(admin);
    const requested = await requestSigningCode(api, admin, 'mass-sign', ids);
    const body = {
      document_ids: ids,
      challenge_id: requested.body.challenge_id,
      code: await lastSigningCodeTo(admin.email as string),
    };

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post<{ signed: string[]; already_signed: string[]; not_signed: unknown[]; detail: string }>(
          '/api/sign-mass-docs/',
          body,
          token,
        ),
      ),
    );

    for (const answer of answers) expectNoScan(answer);
    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]?.body.signed.sort()).toEqual([...ids].sort());
    for (const refused of answers.filter((answer) => answer.status !== 200)) {
      expect(refused.status).toBe(400);
      expect(refused.body.detail).toBe(texts.signing.codeExpired);
    }
    // Nothing half-written: one representative signature per document, each with its look-up item
    // and its audit event, and the document at the next state.
    const records = await getTrainingRecords(ids);
    const representativeHashes = [...records.values()].flatMap((record) => {
      expect(record.status).toBe('awaiting_owner');
      expect(record.version).toBe(3);
      const representative = record.signatures.filter((signature) => signature.role === 'representative');
      expect(representative).toHaveLength(1);
      return representative.map((signature) => signature.signature_hash);
    });
    expect(new Set(representativeHashes).size).toBe(ids.length);
    expect(await countSignatureItems(representativeHashes)).toBe(ids.length);
    const events = await companyAuditEvents(company.id);
    const representativeEvents = events.filter(
      (event) =>
        event.action === 'signature' && (event.details as { role: string }).role === 'representative',
    );
    expect(representativeEvents).toHaveLength(ids.length);
    expect(events.filter((event) => event.action === 'mass_sign')).toHaveLength(1);
  });

  it("refuses, and audits, a forged record an insider put back in the owner's pending list: nothing signed or sealed", async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const waiting = await buildDocument(employee);
    await signAsTrainee(api, employee, waiting.id);
    await massSign(api, admin, [waiting.id]);
    // The insider's forgery: the record rewritten, its last signature dropped, back to the owner.
    const forged = await rewriteAsInsider(record.id, (stored) => ({
      ...stored,
      status: 'awaiting_owner',
      signatures: stored.signatures.slice(0, -1),
      signed_roles: stored.signed_roles.slice(0, -1),
      content: {
        ...stored.content,
        quiz_score: 55,
        course: { ...stored.content.course, title: 'Instruire falsificată' },
      },
      pdf_key: null,
      pdf_sha256: null,
      pdf_sealed_sha256: null,
    }));
    const pending = await api.get<{ id: string }[]>('/api/documents/pending-owner/', await tokenFor(owner));
    expect(pending.body.map((listed) => listed.id)).toContain(record.id);
    const { sealer } = await getSealing();
    const seals = vi.spyOn(sealer, 'signDigest');

    const alone = await massSign(api, owner, [record.id]);
    const sealsForTheForgery = seals.mock.calls.length;
    const withOthers = await massSign(api, owner, [record.id, waiting.id]);
    // The record that was genuinely waiting is sealed as it is signed: the count sees the seals made.
    const sealsWithOthers = seals.mock.calls.length;
    seals.mockRestore();

    const tampered = {
      id: record.id,
      reason: 'tampered',
      detail: texts.documents.notSignedReasons.tampered,
    };
    expect(alone.body).toMatchObject({ signed: [], already_signed: [], not_signed: [tampered] });
    expect(sealsForTheForgery).toBe(0);
    expect(sealsWithOthers).toBeGreaterThan(0);
    expect(withOthers.body).toMatchObject({ signed: [waiting.id], not_signed: [tampered] });
    expect(await readDocument(record.id)).toEqual(forged);
    const refusals = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'record_refused',
    );
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({
      subject: { document_id: record.id },
      details: { step: 'signature', reason: 'seal_mismatch', status: 'awaiting_owner' },
      actor: { id: owner.id },
    });
  });
});
