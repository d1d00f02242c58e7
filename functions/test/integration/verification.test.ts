import { createHash } from 'node:crypto';
import { DeleteCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { texts } from '@ssm/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { keys } from '../../src/data/keys';
import { getTrainingDocument } from '../../src/data/training-documents';
import { handleArchiveJobEvent } from '../../src/domain/archive-job';
import { getDocumentClient } from '../../src/lib/dynamodb-client';
import { getArchives, getCourseFiles } from '../../src/lib/storage';
import { tableName } from '../../src/lib/table';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { buildDocument, buildSignedDocument, expectNoScan, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Verification = {
  valid: boolean;
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

async function auditFailures(companyId: string) {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      FilterExpression: '#action = :failed',
      ExpressionAttributeNames: { '#action': 'action' },
      ExpressionAttributeValues: {
        ':pk': keys.auditEvent({ kind: 'company', id: companyId }, '', '').PK,
        ':failed': 'verification_failed',
      },
      ConsistentRead: true,
    }),
  );
  return result.Items ?? [];
}

async function download(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

describe('public verification of a hash', () => {
  it("answers the spec's fields for a signature hash, without a token", async () => {
    const { employee, admin, owner } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const traineeSignature = document.signatures[0];

    const answer = expectNoScan(await verify(traineeSignature?.signature_hash as string));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      valid: true,
      kind: 'signature',
      first_name: employee.first_name,
      last_name: employee.last_name,
      username: employee.username,
      timestamp: traineeSignature?.timestamp,
      course_title: document.record.course.title,
      role_label: texts.documents.signerRoleLabels.trainee,
    });
    // No personal data beyond that: no e-mail, birth date, address, IP or browser.
    const text = JSON.stringify(answer.body);
    expect(text).not.toContain('127.0.0.1');
    expect(text).not.toMatch(/email|birth|address|user_agent/);
  });

  it('answers for the document hash printed on the PDF and for the PDF file itself', async () => {
    const { employee, admin, owner } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const link = await api.get<{ url: string; file_sha256: string }>(
      `/api/documents/${document.id}/pdf/`,
      await tokenFor(employee),
    );
    const fileHash = createHash('sha256')
      .update(await download(link.body.url))
      .digest('hex');

    const byDocument = await verify(document.document_hash as string);
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

  it('answers { valid: false } for an unknown or malformed hash, and 400 for none', async () => {
    const unknown = await verify('0'.repeat(64));
    const malformed = await verify('not-a-hash');
    const empty = await api.get('/api/verify-signature/?hash=');

    expect(unknown.body).toEqual({ valid: false });
    expect(malformed.body).toEqual({ valid: false });
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toBe(texts.verification.hashRequired);
  });

  it('fails, and records the failure, once the stored record is changed', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });
    expect((await verify(document.document_hash as string)).body.valid).toBe(true);

    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trainingDocument(document.id),
        UpdateExpression: 'SET #record.quiz_score = :score',
        ExpressionAttributeNames: { '#record': 'record' },
        ExpressionAttributeValues: { ':score': 90 },
      }),
    );

    expect((await verify(document.document_hash as string)).body).toEqual({ valid: false });
    expect((await verify(document.signatures[1]?.signature_hash as string)).body).toEqual({ valid: false });
    const failures = await auditFailures(company.id);
    expect(failures.map((failure) => (failure.details as { reason: string }).reason)).toEqual([
      'record_changed',
      'record_changed',
    ]);
    expect(failures[0]).toMatchObject({ ip: VERIFIER_ADDRESS, actor: { role: 'public' } });
  });

  it("fails when a signature's signer is changed after signing", async () => {
    const { employee, admin, owner } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });

    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trainingDocument(document.id),
        UpdateExpression: 'SET signatures[0].signer.last_name = :name',
        ExpressionAttributeValues: { ':name': 'Altcineva' },
      }),
    );

    expect((await verify(document.signatures[0]?.signature_hash as string)).body).toEqual({ valid: false });
  });
});

describe('the signed record PDF', () => {
  it('is downloadable by its trainee, its company admin and the owner, and reads as the record', async () => {
    const { employee, admin, owner } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });

    const links = await Promise.all(
      [employee, admin, owner].map(async (user) =>
        expectNoScan(
          await api.get<{ url: string }>(`/api/documents/${document.id}/pdf/`, await tokenFor(user)),
        ),
      ),
    );

    expect(links.map((link) => link.status)).toEqual([200, 200, 200]);
    const pdf = await getDocumentProxy(await download(links[0]?.body.url as string));
    const { text } = await extractText(pdf, { mergePages: true });
    expect(text).toContain(`${employee.last_name} ${employee.first_name}`);
    expect(text).toContain(document.record.course.title);
    expect(text).toContain(document.record.company.name);
    expect(text).toContain(texts.documents.signerRoleLabels.trainer);
    expect(text.replace(/\s+/g, '')).toContain(document.document_hash);
  });

  it('is rendered by the archive job when the mass sign had no time left, to the very same bytes', async () => {
    const { employee, admin, owner } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });
    // As a large mass sign leaves a record: signed, with neither its file nor the file's look-up.
    await getDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.trainingDocument(document.id),
        UpdateExpression: 'SET pdf_key = :none, pdf_sha256 = :none',
        ExpressionAttributeValues: { ':none': null },
      }),
    );
    await getDocumentClient().send(
      new DeleteCommand({ TableName: tableName(), Key: keys.recordHash(document.pdf_sha256 as string) }),
    );

    await handleArchiveJobEvent(
      { render_document_ids: [document.id] },
      { courseFiles: getCourseFiles(), archives: getArchives() },
    );

    const rendered = await getTrainingDocument(document.id, { consistent: true });
    expect(rendered?.pdf_sha256).toBe(document.pdf_sha256);
    expect((await verify(document.pdf_sha256 as string)).body.valid).toBe(true);
  });

  it('is refused to everyone else, and before the last signature', async () => {
    const { employee, admin, owner, firm, company } = await buildTenant();
    const document = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const unsigned = await buildDocument(employee);
    await signAsTrainee(api, employee, unsigned.id);
    const elsewhere = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });

    const refused = await Promise.all(
      [colleague, elsewhere.admin, elsewhere.owner].map(async (user) =>
        api.get(`/api/documents/${document.id}/pdf/`, await tokenFor(user)),
      ),
    );
    const early = await api.get(`/api/documents/${unsigned.id}/pdf/`, await tokenFor(employee));

    expect(refused.map((answer) => answer.status)).toEqual([404, 404, 404]);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe(texts.documents.notFullySigned);
  });
});
