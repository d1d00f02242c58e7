import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getTrainingRecords } from '../../src/records/data/records';
import { buildTenant, tokenFor } from '../support/builders';
import { buildDocument, expectNoScan, massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents, countSignatureItems } from '../support/read-back';

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

  it('gives each document exactly one signature when 20 mass signs of the same documents race', async () => {
    const { admin, company, ids } = await buildWaitingForAdmin(6);
    const token = await tokenFor(admin);

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.post<{ signed: string[]; already_signed: string[]; not_signed: unknown[] }>(
          '/api/sign-mass-docs/',
          { document_ids: ids },
          token,
        ),
      ),
    );

    for (const answer of answers) expectNoScan(answer);
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    const signedAcrossCalls = answers.flatMap((answer) => answer.body.signed);
    expect(signedAcrossCalls.sort()).toEqual([...ids].sort());
    for (const answer of answers) {
      expect(answer.body.not_signed).toEqual([]);
      expect([...answer.body.signed, ...answer.body.already_signed].sort()).toEqual([...ids].sort());
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
    expect(events.filter((event) => event.action === 'mass_sign')).toHaveLength(20);
  });
});
