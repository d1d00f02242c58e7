import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { checkRecordChain } from '../../src/records/domain/record-chain';
import { computeChainHashes } from '../../src/records/domain/record-hashes';
import { checkLinkSeal, trustedKeyOf } from '../../src/records/domain/record-seal';
import { getPublishedSeal } from '../../src/signing/seal';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import {
  buildCodeUpload,
  buildDocument,
  buildTenantWithoutAdmin,
  buildUpload,
  expectNoScan,
  massSign,
  signAsTrainee,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { rewriteAsInsider } from '../support/insider';
import { companyAuditEvents, readDocument, readSignatureItem } from '../support/read-back';

const api = useTestGateway();

async function countAuditEvents(companyId: string, action: string): Promise<number> {
  return (await companyAuditEvents(companyId)).filter((event) => event.action === action).length;
}

/** The trainee's signature upload as multipart form data, as a browser's form sends it. */
async function buildMultipartUpload(upload: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload)) form.append(name, value);
  const body = new Request('http://x', { method: 'POST', body: form });
  return {
    rawBody: Buffer.from(await body.arrayBuffer()),
    headers: { 'content-type': body.headers.get('content-type') as string },
  };
}

describe('the trainee signs their record on the consent page', () => {
  it('accepts the JSON upload confirmed by the e-mailed code, binds it to the record and answers the redirect', async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    const upload = await buildCodeUpload(api, employee, record.id);

    const answer = expectNoScan(
      await api.request('POST', '/api/signatures/upload/', {
        body: upload,
        token: await tokenFor(employee),
        clientAddress: '127.31.41.59',
      }),
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ message: texts.signing.success, redirect_url: '/profile' });
    const stored = await readDocument(record.id);
    expect(stored.status).toBe('awaiting_admin');
    expect(stored.signatures).toHaveLength(1);
    expect(stored.signatures[0]).toMatchObject({
      role: 'trainee',
      signature_hash: upload.hash_signature,
      timestamp: upload.timestamp,
      content_hash: record.content_hash,
      method: 'consent-page',
      level: 'simple',
      email_code: { email: expect.stringMatching(/^.\*\*\*@.\*\*\*\.ro$/) },
      ip: '127.31.41.59',
    });
    expect(await readSignatureItem(upload.hash_signature)).toMatchObject({
      document_id: record.id,
      role: 'trainee',
    });
    expect(await countAuditEvents(company.id, 'signature')).toBe(1);
  });

  it('accepts the same upload as multipart form data, as the spec sends it', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);

    const answer = await api.request('POST', '/api/signatures/upload/', {
      token: await tokenFor(employee),
      ...(await buildMultipartUpload(await buildCodeUpload(api, employee, record.id))),
    });

    expect(answer.status).toBe(201);
    expect((await readDocument(record.id)).status).toBe('awaiting_admin');
  });

  it('refuses that multipart form on a route that takes no uploads, in Romanian, and signs nothing', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);

    const answer = await api.request('POST', '/api/study-reports', {
      token: await tokenFor(employee),
      ...(await buildMultipartUpload(await buildUpload(employee, record.id))),
    });

    expect(answer.status).toBe(415);
    expect(answer.body).toEqual({ detail: texts.api.unsupportedMediaType });
    expect((await readDocument(record.id)).status).toBe('awaiting_trainee');
  });

  it('refuses a hash that is not the account’s, a stale timestamp and a role that is not the caller’s', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const token = await tokenFor(employee);
    const valid = await buildUpload(employee, record.id);
    const stale = await buildUpload(employee, record.id, new Date(Date.now() - 6 * 60_000).toISOString());

    const wrongHash = await api.post(
      '/api/signatures/upload/',
      { ...valid, hash_signature: 'f'.repeat(64) },
      token,
    );
    const staleAnswer = await api.post('/api/signatures/upload/', stale, token);
    const wrongRole = await api.post('/api/signatures/upload/', { ...valid, role: 'admin' }, token);
    const notAHash = await api.post('/api/signatures/upload/', { ...valid, hash_signature: 'abc' }, token);

    expect(wrongHash.status).toBe(400);
    expect(wrongHash.body.detail).toBe(texts.signing.hashMismatch);
    expect(staleAnswer.status).toBe(400);
    expect(staleAnswer.body.detail).toBe(texts.signing.staleTimestamp);
    expect(wrongRole.status).toBe(400);
    expect(notAHash.status).toBe(400);
    const stored = await readDocument(record.id);
    expect(stored.signatures).toEqual([]);
    expect(stored.status).toBe('awaiting_trainee');
  });

  it("answers 404 for someone else's progress, as for a missing one, and changes nothing", async () => {
    const { employee, company, firm } = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const record = await buildDocument(employee);

    const answer = await api.post(
      '/api/signatures/upload/',
      await buildUpload(colleague, record.id),
      await tokenFor(colleague),
    );

    expect(answer.status).toBe(404);
    expect((await readDocument(record.id)).version).toBe(record.version);
  });

  it('signs exactly once: a second attempt answers 409 and writes nothing', async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    await signAsTrainee(api, employee, record.id);

    const again = await api.post(
      '/api/signatures/upload/',
      await buildUpload(employee, record.id),
      await tokenFor(employee),
    );

    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(texts.signing.alreadySigned);
    expect((await readDocument(record.id)).signatures).toHaveLength(1);
    expect(await countAuditEvents(company.id, 'signature')).toBe(1);
  });

  it('refuses, with 409 and an audit event, to sign a record rewritten in the table since it started', async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    await rewriteAsInsider(record.id, (stored) => ({
      ...stored,
      content: { ...stored.content, quiz_score: 55 },
    }));

    const answer = await api.post(
      '/api/signatures/upload/',
      await buildCodeUpload(api, employee, record.id),
      await tokenFor(employee),
    );

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.documents.tampered);
    expect((await readDocument(record.id)).signatures).toEqual([]);
    expect(await countAuditEvents(company.id, 'signature')).toBe(0);
    const [refusal] = (await companyAuditEvents(company.id)).filter(
      (event) => event.action === 'record_refused',
    );
    expect(refusal).toMatchObject({
      actor: { id: employee.id },
      subject: { document_id: record.id },
      details: { step: 'signature', reason: 'seal_mismatch' },
    });
  });

  it('lets only one of two simultaneous uploads through', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const token = await tokenFor(employee);
    const first = await buildCodeUpload(api, employee, record.id);
    const second = await buildCodeUpload(api, employee, record.id);

    const answers = await Promise.all([
      api.post('/api/signatures/upload/', first, token),
      api.post('/api/signatures/upload/', second, token),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect((await readDocument(record.id)).signatures).toHaveLength(1);
  });
});

describe('the document moves through its states', () => {
  it('trainee -> company admin -> owner -> signed, each signature bound to the same content', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildDocument(employee);

    await signAsTrainee(api, employee, record.id);
    const ownerTooEarly = await massSign(api, owner, [record.id]);
    const byAdmin = await massSign(api, admin, [record.id]);
    const afterAdmin = await readDocument(record.id);
    const byOwner = await massSign(api, owner, [record.id]);
    const signed = await readDocument(record.id);

    expect(ownerTooEarly.body.signed).toEqual([]);
    expect(ownerTooEarly.body.not_signed).toEqual([
      expect.objectContaining({ id: record.id, reason: 'not_awaiting_you' }),
    ]);
    expect(byAdmin.body.signed).toEqual([record.id]);
    expect(afterAdmin.status).toBe('awaiting_owner');
    expect(byOwner.body.signed).toEqual([record.id]);
    expect(signed.status).toBe('signed');
    expect(signed.signatures.map((signature) => signature.role)).toEqual([
      'trainee',
      'representative',
      'trainer',
    ]);
    expect(new Set(signed.signatures.map((signature) => signature.content_hash))).toEqual(
      new Set([record.content_hash]),
    );
    expect(signed.document_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(signed.pdf_sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it('seals the start and each signature as it lands, the last seal over the document hash', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildDocument(employee);
    await signAsTrainee(api, employee, record.id);
    await massSign(api, admin, [record.id]);
    await massSign(api, owner, [record.id]);
    const signed = await readDocument(record.id);
    const trusted = [await trustedKeyOf(await getPublishedSeal())];

    // The representative is known to be needed once the trainee signs, at a company with an admin.
    expect(signed.start.required_roles).toEqual(['trainee', 'trainer']);
    expect(signed.signatures.map((signature) => signature.required_roles)).toEqual([
      ['trainee', 'representative', 'trainer'],
      ['trainee', 'representative', 'trainer'],
      ['trainee', 'representative', 'trainer'],
    ]);
    const links = computeChainHashes(signed);
    const seals = [signed.start.seal, ...signed.signatures.map((signature) => signature.seal)];
    expect(seals.map((seal, index) => checkLinkSeal(seal, links[index] as string, trusted))).toEqual([
      'valid',
      'valid',
      'valid',
      'valid',
    ]);
    expect(signed.document_hash).toBe(links.at(-1));
    expect(await checkRecordChain(signed, trusted)).toEqual({ isIntact: true });
    // The look-up by identity hash keeps what verification reads, not the seal.
    expect(await readSignatureItem(signed.signatures[0]?.signature_hash as string)).not.toHaveProperty(
      'seal',
    );
  });

  it('goes from the trainee straight to the owner when the company has no admin', async () => {
    const { employee, owner } = await buildTenantWithoutAdmin();
    const record = await buildDocument(employee);

    await signAsTrainee(api, employee, record.id);
    const waiting = await readDocument(record.id);
    await massSign(api, owner, [record.id]);

    expect(waiting.status).toBe('awaiting_owner');
    expect((await readDocument(record.id)).status).toBe('signed');
  });

  it("signs an admin trainee's record as the company's representative at once; the spec's auto bulk sign finds it done", async () => {
    const { admin, owner } = await buildTenant();
    const record = await buildDocument(admin);

    const autoSign = await massSign(api, admin, [record.id]);
    await signAsTrainee(api, admin, record.id);
    const afterTrainee = await readDocument(record.id);

    expect(record.status).toBe('awaiting_trainee');
    expect(record.signatures).toEqual([
      expect.objectContaining({ role: 'representative', method: 'automatic' }),
    ]);
    expect(autoSign.body).toMatchObject({ signed: [], already_signed: [record.id], not_signed: [] });
    expect(afterTrainee.status).toBe('awaiting_owner');
    await massSign(api, owner, [record.id]);
    expect((await readDocument(record.id)).status).toBe('signed');
  });
});

describe('the lists of documents waiting for a signature', () => {
  it("show the admin their company's documents waiting for them, with names and course", async () => {
    const { employee, admin } = await buildTenant();
    const waiting = await buildDocument(employee);
    const notYet = await buildDocument(employee);
    await signAsTrainee(api, employee, waiting.id);

    const answer = expectNoScan(
      await api.get<Record<string, unknown>[]>('/api/documents/pending-admin/', await tokenFor(admin)),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.map((item) => item.id)).toEqual([waiting.id]);
    expect(answer.body[0]).toMatchObject({
      id: waiting.id,
      status: 'awaiting_admin',
      progress: {
        id: waiting.id,
        user: { first_name: employee.first_name, last_name: employee.last_name },
        course: { title: waiting.content.course.title },
      },
    });
    expect(answer.body.some((item) => item.id === notYet.id)).toBe(false);
  });

  it("show the owner the firm's documents waiting for them, filtered by company and paged with a cursor", async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const elsewhere = await buildTenantWithoutAdmin();
    const records = [
      await buildDocument(employee),
      await buildDocument(employee),
      await buildDocument(employee),
    ];
    for (const record of records) await signAsTrainee(api, employee, record.id);
    await massSign(
      api,
      admin,
      records.map((record) => record.id),
    );
    const token = await tokenFor(owner);

    const all = expectNoScan(await api.get<{ id: string }[]>('/api/documents/pending-owner/', token));
    const firstPage = expectNoScan(
      await api.get<{ id: string }[]>(
        `/api/documents/pending-owner/?company_id=${company.id}&limit=2`,
        token,
      ),
    );
    const cursor = firstPage.headers.get('x-next-cursor') as string;
    const secondPage = await api.get<{ id: string }[]>(
      `/api/documents/pending-owner/?company_id=${company.id}&limit=2&cursor=${encodeURIComponent(cursor)}`,
      token,
    );
    const otherCompany = await api.get<{ id: string }[]>(
      `/api/documents/pending-owner/?company_id=${elsewhere.company.id}`,
      token,
    );

    const ids = records.map((record) => record.id).sort();
    expect(all.body.map((item) => item.id).sort()).toEqual(ids);
    expect(firstPage.body).toHaveLength(2);
    expect(cursor).toBeTruthy();
    expect([...firstPage.body, ...secondPage.body].map((item) => item.id).sort()).toEqual(ids);
    expect(secondPage.headers.get('x-next-cursor')).toBeNull();
    expect(otherCompany.body).toEqual([]);
  });

  it("never show another company's or firm's documents", async () => {
    const { employee, admin } = await buildTenant();
    const elsewhere = await buildTenant();
    const record = await buildDocument(employee);
    await signAsTrainee(api, employee, record.id);
    const waitingForOwner = await buildDocument(employee);
    await signAsTrainee(api, employee, waitingForOwner.id);
    await massSign(api, admin, [waitingForOwner.id]);

    const lists = await Promise.all([
      api.get<{ id: string }[]>('/api/documents/pending-admin/', await tokenFor(elsewhere.admin)),
      api.get<{ id: string }[]>('/api/user-progress-admin/', await tokenFor(elsewhere.admin)),
      api.get<{ id: string }[]>('/api/documents/pending-owner/', await tokenFor(elsewhere.owner)),
      api.get<{ id: string }[]>(
        `/api/documents/pending-owner/?company_id=${employee.company_id}`,
        await tokenFor(elsewhere.owner),
      ),
    ]);

    for (const list of lists) {
      expect(list.status).toBe(200);
      expect(list.body).toEqual([]);
    }
  });

  it("refuses a cursor from another partition (a way into someone else's list)", async () => {
    const { owner } = await buildTenant();
    const foreign = Buffer.from(
      JSON.stringify({ GSI1PK: 'FIRM#X#RECORDS#AWAITING_OWNER', PK: 'a', SK: 'b', GSI1SK: 'c' }),
    ).toString('base64url');

    const answer = await api.get(
      `/api/documents/pending-owner/?limit=5&cursor=${foreign}`,
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
  });

  it("give the admin the company's trainings with their state in Romanian", async () => {
    const { employee, admin, owner } = await buildTenant();
    const signed = await buildDocument(employee);
    const pending = await buildDocument(employee);
    await signAsTrainee(api, employee, signed.id);
    await massSign(api, admin, [signed.id]);
    await massSign(api, owner, [signed.id]);

    const answer = expectNoScan(
      await api.get<Record<string, unknown>[]>('/api/user-progress-admin/', await tokenFor(admin)),
    );

    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(2);
    expect(answer.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: pending.id,
          employee_name: `${employee.last_name} ${employee.first_name}`,
          course_title: pending.content.course.title,
          quiz_score: 100,
          status: texts.documents.statusLabels.awaiting_trainee,
        }),
        expect.objectContaining({ id: signed.id, status: texts.documents.statusLabels.signed }),
      ]),
    );
  });
});
