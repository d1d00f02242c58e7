import type { HttpRequest } from '@smithy/types';
import { texts } from '@ssm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserIdByUsername, listUsersOfCompany } from '../../src/accounts/data/users';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { buildTenant, tokenFor, uniqueName } from '../support/builders';
import { buildCodeUpload, buildDocument, massSign, signAsTrainee } from '../support/documents';
import {
  dynamoInternalError,
  dynamoOperation,
  type FakeAnswer,
  interceptRequests,
  requestBody,
  throughputExceeded,
  transactionConflict,
} from '../support/faults';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents, readDocument, readSignatureItem } from '../support/read-back';

/*
 * DynamoDB faults the emulator never produces, on the writes that must be all or nothing: a
 * user with its username marker, a signature with the document's state change.
 */

const api = useTestGateway();

afterEach(() => {
  vi.restoreAllMocks();
});

/** The client's transactions that mention `text` (an id or a username): the ones under test. */
function isTransactionAbout(request: HttpRequest, text: string): boolean {
  return dynamoOperation(request) === 'TransactWriteItems' && requestBody(request).includes(text);
}

/** Fails the transactions about `text` with `answer`, the first `times` of them (all by default). */
function failTransactionsAbout(text: string, answer: () => FakeAnswer, times = Number.POSITIVE_INFINITY) {
  let failed = 0;
  const spy = interceptRequests(getDocumentClient(), (request) => {
    if (!isTransactionAbout(request, text) || failed >= times) return undefined;
    failed += 1;
    return answer();
  });
  return { attempts: () => spy.mock.calls.filter(([request]) => isTransactionAbout(request, text)).length };
}

function createUserBody(companyId: string, username = uniqueName('maria.pop')) {
  return {
    username,
    first_name: 'Maria',
    last_name: 'Pop',
    email: `${username}@example.ro`,
    company: companyId,
  };
}

async function usersNamed(companyId: string, username: string) {
  const { users } = await listUsersOfCompany(companyId);
  return users.filter((user) => user.username === username);
}

async function countSignatureEvents(companyId: string): Promise<number> {
  return (await companyAuditEvents(companyId)).filter((event) => event.action === 'signature').length;
}

describe('DynamoDB throttling', () => {
  it('is retried by the SDK with backoff: a throttled user creation still answers 201, once', async () => {
    const { owner, company } = await buildTenant();
    const body = createUserBody(company.id);
    const faults = failTransactionsAbout(body.username, throughputExceeded, 2);

    const answer = await api.post<{ id: string }>('/api/users/create/', body, await tokenFor(owner));

    expect(answer.status).toBe(201);
    expect(faults.attempts()).toBe(3);
    expect(await getUserIdByUsername(body.username)).toBe(answer.body.id);
    expect((await usersNamed(company.id, body.username)).map((user) => user.id)).toEqual([answer.body.id]);
  });

  it('answers 503 with a Romanian detail and Retry-After once the retries are spent, and writes nothing', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const body = createUserBody(company.id);
    const faults = failTransactionsAbout(body.username, throughputExceeded);

    const throttled = await api.post('/api/users/create/', body, token);
    const attempts = faults.attempts();
    vi.restoreAllMocks();
    const neitherUserNorMarker = [
      await getUserIdByUsername(body.username),
      await usersNamed(company.id, body.username),
    ];
    const retried = await api.post('/api/users/create/', body, token);

    expect(throttled.status).toBe(503);
    expect(throttled.body).toEqual({ detail: texts.api.serviceBusy });
    expect(throttled.headers.get('retry-after')).toBe('2');
    expect(attempts).toBe(4);
    expect(neitherUserNorMarker).toEqual([null, []]);
    expect(retried.status).toBe(201);
    expect(await usersNamed(company.id, body.username)).toHaveLength(1);
  });

  it('answers 503 for a throttled read too, not 500', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);
    interceptRequests(getDocumentClient(), (request) =>
      dynamoOperation(request) === 'GetItem' ? throughputExceeded() : undefined,
    );

    const answer = await api.get('/api/users/me', token);

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ detail: texts.api.serviceBusy });
  });
});

describe('a user creation whose answer is lost after DynamoDB wrote it', () => {
  it('is retried by the SDK with the same idempotency token: 201, one user, no 409 for its own username', async () => {
    const { owner, company } = await buildTenant();
    const body = createUserBody(company.id);
    const faults = failTransactionsAbout(
      body.username,
      () => dynamoInternalError({ afterDelivery: true }),
      1,
    );

    const answer = await api.post<{ id: string }>('/api/users/create/', body, await tokenFor(owner));

    expect(faults.attempts()).toBe(2);
    expect(answer.status).toBe(201);
    expect(await getUserIdByUsername(body.username)).toBe(answer.body.id);
    expect((await usersNamed(company.id, body.username)).map((user) => user.id)).toEqual([answer.body.id]);
  });
});

describe('transaction conflicts', () => {
  it('are retried: a signature whose transaction conflicted once is written, once', async () => {
    const { employee } = await buildTenant();
    const record = await buildDocument(employee);
    const upload = await buildCodeUpload(api, employee, record.id);
    const faults = failTransactionsAbout(upload.hash_signature, () => transactionConflict(3), 1);

    const answer = await api.post('/api/signatures/upload/', upload, await tokenFor(employee));

    expect(answer.status).toBe(201);
    expect(faults.attempts()).toBe(2);
    const stored = await readDocument(record.id);
    expect(stored.status).toBe('awaiting_admin');
    expect(stored.signatures).toHaveLength(1);
  });

  it('that never clear answer 503, not "already signed", and leave no half-signed record', async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    const token = await tokenFor(employee);
    const upload = await buildCodeUpload(api, employee, record.id);
    failTransactionsAbout(upload.hash_signature, () => transactionConflict(3));

    const conflicted = await api.post('/api/signatures/upload/', upload, token);
    vi.restoreAllMocks();
    const untouched = await readDocument(record.id);
    const signatureItem = await readSignatureItem(upload.hash_signature);
    const retried = await api.post('/api/signatures/upload/', upload, token);

    expect(conflicted.status).toBe(503);
    expect(conflicted.body).toEqual({ detail: texts.api.serviceBusy });
    expect(untouched).toMatchObject({
      status: 'awaiting_trainee',
      version: record.version,
      signatures: [],
    });
    expect(signatureItem).toBeUndefined();
    expect(retried.status).toBe(201);
    expect(await countSignatureEvents(company.id)).toBe(1);
  });

  it('on one document of a mass sign leave that one unsigned and named, and sign the others', async () => {
    const { employee, admin } = await buildTenant();
    const contended = await buildDocument(employee);
    const free = await buildDocument(employee);
    for (const record of [contended, free]) await signAsTrainee(api, employee, record.id);
    failTransactionsAbout(`RECORD#${contended.id}`, () => transactionConflict(3));

    const answer = await massSign(api, admin, [contended.id, free.id]);
    vi.restoreAllMocks();

    expect(answer.status).toBe(200);
    expect(answer.body.signed).toEqual([free.id]);
    expect(answer.body.not_signed).toEqual([
      { id: contended.id, reason: 'busy', detail: texts.documents.notSignedReasons.busy },
    ]);
    expect(await readDocument(contended.id)).toMatchObject({ status: 'awaiting_admin', version: 2 });
    expect((await readDocument(contended.id)).signatures).toHaveLength(1);
    expect((await readDocument(free.id)).status).toBe('awaiting_owner');
  });

  it('on a user creation that never clear answer 503 and leave neither the user nor its marker', async () => {
    const { owner, company } = await buildTenant();
    const body = createUserBody(company.id);
    failTransactionsAbout(body.username, () => transactionConflict(3, 1));

    const answer = await api.post('/api/users/create/', body, await tokenFor(owner));

    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ detail: texts.api.serviceBusy });
    expect(await getUserIdByUsername(body.username)).toBeNull();
    expect(await usersNamed(company.id, body.username)).toEqual([]);
  });
});
