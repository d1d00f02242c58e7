import {
  constants,
  createHash,
  createPublicKey,
  publicDecrypt,
  randomBytes,
  X509Certificate,
} from 'node:crypto';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { texts } from '@ssm/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { handleArchiveJobEvent } from '../../src/archives/domain/archive-job';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { getArchives, getCourseFiles } from '../../src/platform/storage';
import { putItems, tableName } from '../../src/platform/table';
import { type AuditScope, keys } from '../../src/platform/table-keys';
import {
  getTrainingRecord,
  type RecordContent,
  type TrainingRecord,
  trainingRecords,
} from '../../src/records/data/records';
import { recordHashWrite, signatureWrite } from '../../src/records/data/signatures';
import {
  computeBindingHash,
  computeContentHash,
  computeDocumentHash,
} from '../../src/records/domain/record-hashes';
import { getSealing } from '../../src/signing/seal';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { buildDocument, buildSignedDocument, expectNoScan, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Verification = {
  valid: boolean;
  reason?: string;
  kind?: string;
  first_name?: string;
  last_name?: string;
  username?: string;
  timestamp?: string;
  course_title?: string;
  role_label?: string;
  signatures?: { role: string; first_name: string }[];
};

const VERIFIER_ADDRESS = '127.27.18.28';

function verify(hash: string) {
  return api.request<Verification>('GET', `/api/verify-signature/?hash=${encodeURIComponent(hash)}`, {
    clientAddress: VERIFIER_ADDRESS,
  });
}

/** The counts of failed verifications kept in an audit partition, and every other item there. */
async function auditPartition(scope: AuditScope) {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditEvent(scope, '', '').PK },
      ConsistentRead: true,
    }),
  );
  const items = result.Items ?? [];
  const counts = items.filter((item) => (item.SK as string).startsWith('VERIFICATION-FAILURES#'));
  return { counts, events: items.filter((item) => !counts.includes(item)) };
}

/** Failed verifications counted with a company, by outcome. */
async function auditFailures(companyId: string): Promise<Record<string, number>> {
  const totals: Record<string, number> = {};
  for (const count of (await auditPartition({ kind: 'company', id: companyId })).counts) {
    totals[count.reason as string] = (totals[count.reason as string] ?? 0) + (count.failures as number);
  }
  return totals;
}

/**
 * What an insider who can write the table (but not use the seal's key) can do: rewrite a signed
 * record and recompute every SHA-256 link with the project's own functions, look-ups included.
 */
async function forgeAsInsider(
  recordId: string,
  rewrite: (content: RecordContent) => RecordContent,
): Promise<TrainingRecord> {
  const stored = (await getTrainingRecord(recordId, { consistent: true })) as TrainingRecord;
  const content = rewrite(stored.content);
  const contentHash = computeContentHash(content);
  const signatures = stored.signatures.map((signature) => ({
    ...signature,
    content_hash: contentHash,
    binding_hash: computeBindingHash({
      recordId,
      role: signature.role,
      signatureHash: signature.signature_hash,
      contentHash,
    }),
  }));
  const documentHash = computeDocumentHash({ contentHash, signatures });
  const forged = {
    ...stored,
    content,
    content_hash: contentHash,
    signatures,
    document_hash: documentHash,
  };
  const owner = { document_id: recordId, company_id: stored.company_id };
  await putItems([
    trainingRecords.toItem(forged),
    ...signatures.map(
      (signature) => signatureWrite({ ...signature, ...owner, firm_id: stored.firm_id }).Put.Item,
    ),
    recordHashWrite({ hash: documentHash, kind: 'document', ...owner }).Put.Item,
  ]);
  return forged;
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('public verification of a hash', () => {
  it("answers the spec's fields for a signature hash, without a token", async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const traineeSignature = record.signatures[0];

    const answer = expectNoScan(await verify(traineeSignature?.signature_hash as string));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: true,
      kind: 'signature',
      first_name: employee.first_name,
      last_name: employee.last_name,
      username: employee.username,
      timestamp: traineeSignature?.timestamp,
      course_title: record.content.course.title,
      role_label: texts.documents.signerRoleLabels.trainee,
    });
    // No personal data beyond that: no e-mail, birth date, address, IP or browser.
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toMatch(/email|birth|address|user_agent/);
  });

  it('answers for the document hash printed on the PDF and for the PDF file itself', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const link = await api.get<{ url: string; file_sha256: string }>(
      `/api/documents/${record.id}/pdf/`,
      await tokenFor(employee),
    );
    const fileHash = createHash('sha256')
      .update(await download(link.body.url))
      .digest('hex');

    const byDocument = await verify(record.document_hash as string);
    const byFile = await verify(fileHash.toUpperCase());

    expect(fileHash).toBe(link.body.file_sha256);
    expect(byDocument.body).toMatchObject({ valid: true, kind: 'document', username: employee.username });
    expect(byDocument.body.signatures?.map((signature) => signature.role)).toEqual([
      'trainee',
      'representative',
      'trainer',
    ]);
    expect(byFile.body).toMatchObject({ valid: true, kind: 'file', last_name: employee.last_name });
  });

  it('answers { valid: false } with the reason for an unknown or malformed hash, and 400 for none', async () => {
    const unknown = await verify('0'.repeat(64));
    const malformed = await verify('not-a-hash');
    const empty = await api.get('/api/verify-signature/?hash=');

    expect(unknown.body).toEqual({ valid: false, reason: texts.verification.failureReasons.unknown });
    expect(malformed.body).toEqual({ valid: false, reason: texts.verification.failureReasons.malformed });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(texts.verification.hashRequired);
  });

  it('counts failed verifications in one item per hour and outcome, not one per request', async () => {
    const day = { kind: 'verification', day: new Date().toISOString().slice(0, 10) } as const;
    const unknownCounts = async () =>
      (await auditPartition(day)).counts.filter((count) => count.reason === 'unknown');
    const before = await unknownCounts();
    const eventsBefore = (await auditPartition(day)).events.length;

    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await verify(randomBytes(32).toString('hex'))).body).toMatchObject({ valid: false });
    }

    const after = await unknownCounts();
    const total = (counts: Record<string, unknown>[]) =>
      counts.reduce((sum, count) => sum + (count.failures as number), 0);
    expect(total(after) - total(before)).toBeGreaterThanOrEqual(25);
    // At most the hour's item is new (one more if the hour turned meanwhile), whatever the number of requests.
    expect(after.length - before.length).toBeLessThanOrEqual(1);
    expect((await auditPartition(day)).events).toHaveLength(eventsBefore);
    expect(after.at(-1)).toMatchObject({ action: 'verification_failed', last_ip: VERIFIER_ADDRESS });
  });

  it('fails, and records the failure, once the stored record is changed', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    expect((await verify(record.document_hash as string)).body.valid).toBe(true);

    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trainingRecord(record.id),
        UpdateExpression: 'SET #content.quiz_score = :score',
        ExpressionAttributeNames: { '#content': 'content' },
        ExpressionAttributeValues: { ':score': 90 },
      }),
    );

    const recordChanged = { valid: false, reason: texts.verification.failureReasons.record_changed };
    expect((await verify(record.document_hash as string)).body).toEqual(recordChanged);
    expect((await verify(record.signatures[1]?.signature_hash as string)).body).toEqual(recordChanged);
    expect(await auditFailures(company.id)).toEqual({ record_changed: 2 });
    const { counts } = await auditPartition({ kind: 'company', id: company.id });
    expect(counts.at(-1)).toMatchObject({ action: 'verification_failed', last_ip: VERIFIER_ADDRESS });
  });

  it("fails when a signature's signer is changed after signing", async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });

    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trainingRecord(record.id),
        UpdateExpression: 'SET signatures[0].signer.last_name = :name',
        ExpressionAttributeValues: { ':name': 'Altcineva' },
      }),
    );

    expect((await verify(record.signatures[0]?.signature_hash as string)).body).toEqual({
      valid: false,
      reason: texts.verification.failureReasons.identity_changed,
    });
  });

  it("fails on the platform's seal once an insider rewrites a signed record and recomputes every hash", async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const link = await api.get<{ file_sha256: string }>(
      `/api/documents/${record.id}/pdf/`,
      await tokenFor(owner),
    );
    expect(link.status).toBe(200);

    const forged = await forgeAsInsider(record.id, (content) => ({
      ...content,
      quiz_score: 100,
      completed_at: '2026-01-05T09:00:00.000Z',
    }));

    const sealMismatch = { valid: false, reason: texts.verification.failureReasons.seal_mismatch };
    expect((await verify(forged.document_hash as string)).body).toEqual(sealMismatch);
    expect((await verify(link.body.file_sha256)).body).toEqual(sealMismatch);
    for (const signature of forged.signatures) {
      expect((await verify(signature.signature_hash)).body).toEqual(sealMismatch);
    }
    expect(await auditFailures(company.id)).toEqual({ seal_mismatch: 2 + forged.signatures.length });
  });

  it("fails when an insider removes the seal or puts another record's seal on a signed record", async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const other = await buildSignedDocument(api, { trainee: employee, admin, owner });

    await putItems([trainingRecords.toItem({ ...record, document_seal: other.document_seal })]);
    const borrowed = await verify(record.document_hash as string);
    await putItems([trainingRecords.toItem({ ...record, document_seal: null })]);
    const removed = await verify(record.document_hash as string);

    expect(borrowed.body).toEqual({ valid: false, reason: texts.verification.failureReasons.seal_mismatch });
    expect(removed.body).toEqual({ valid: false, reason: texts.verification.failureReasons.seal_missing });
  });
});

describe('the published seal', () => {
  it('answers, without a token, the key that verifies every sealed record and its fingerprint', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });

    const answer = expectNoScan(
      await api.get<{
        key_id: string;
        algorithm: string;
        public_key_pem: string;
        public_key_sha256: string;
        certificate_chain_pem: string | null;
        certificate_sha256: string | null;
      }>('/api/seal-certificate/'),
    );

    expect(answer.status).toBe(200);
    const publicKey = createPublicKey(answer.body.public_key_pem);
    const seal = record.document_seal;
    expect(seal?.key_id).toBe(answer.body.key_id);
    // RSASSA-PKCS1-v1_5 over the document hash as a digest: the padded block ends with that hash.
    const signed = publicDecrypt(
      { key: publicKey, padding: constants.RSA_PKCS1_PADDING },
      Buffer.from(seal?.signature as string, 'base64'),
    );
    expect(signed.subarray(-32).toString('hex')).toBe(record.document_hash);
    const spki = publicKey.export({ type: 'spki', format: 'der' });
    expect(answer.body.public_key_sha256.replaceAll(':', '').toLowerCase()).toBe(
      createHash('sha256').update(spki).digest('hex'),
    );
    const certificate = new X509Certificate(answer.body.certificate_chain_pem as string);
    expect(certificate.publicKey.export({ type: 'spki', format: 'der' }).equals(spki)).toBe(true);
    expect(answer.body.certificate_sha256).toBe(certificate.fingerprint256);
  });
});

describe('the signed record PDF', () => {
  it('is downloadable by its trainee, its company admin and the owner, and reads as the record', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });

    const links = await Promise.all(
      [employee, admin, owner].map(async (user) =>
        expectNoScan(
          await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(user)),
        ),
      ),
    );

    expect(links.map((link) => link.status)).toEqual([200, 200, 200]);
    const pdf = await getDocumentProxy(await download(links[0]?.body.url as string));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`${employee.last_name} ${employee.first_name}`);
    expect(text).toContain(record.content.course.title);
    expect(text).toContain(record.content.company.name);
    expect(text).toContain(texts.documents.signerRoleLabels.trainer);
    expect(text.replace(/\s+/g, '')).toContain(record.document_hash);
  });

  it('is rendered by the archive job when the mass sign had no time left, to the very same bytes', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    // As a large mass sign leaves a record: signed, with neither its file nor the file's look-up.
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trainingRecord(record.id),
        UpdateExpression: 'SET pdf_key = :none, pdf_sha256 = :none',
        ExpressionAttributeValues: { ':none': null },
      }),
    );
    await getDocumentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.recordHash(record.pdf_sha256 as string) }),
    );

    await handleArchiveJobEvent(
      { render_document_ids: [record.id] },
      { courseFiles: getCourseFiles(), archives: getArchives(), sealing: await getSealing() },
    );

    const rendered = await getTrainingRecord(record.id, { consistent: true });
    expect(rendered?.pdf_sha256).toBe(record.pdf_sha256);
    expect((await verify(record.pdf_sha256 as string)).body.valid).toBe(true);
  });

  it('is refused to everyone else, and before the last signature', async () => {
    const { employee, admin, owner, firm, company } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const unsigned = await buildDocument(employee);
    await signAsTrainee(api, employee, unsigned.id);
    const elsewhere = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });

    const refused = await Promise.all(
      [colleague, elsewhere.admin, elsewhere.owner].map(async (user) =>
        api.get(`/api/documents/${record.id}/pdf/`, await tokenFor(user)),
      ),
    );
    const early = await api.get(`/api/documents/${unsigned.id}/pdf/`, await tokenFor(employee));

    expect(refused.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(texts.documents.notFullySigned);
  });
});
