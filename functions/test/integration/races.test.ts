import { setTimeout as sleep } from 'node:timers/promises';
import { texts } from '@ssm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserById, getUserIdByUsername, listUsersOfCompany } from '../../src/accounts/data/users';
import { listCompanyArchiveJobs } from '../../src/archives/data/archive-jobs';
import { getS3Client } from '../../src/platform/s3-client';
import { buildTenant, tokenFor, uniqueName } from '../support/builders';
import {
  buildCodeUpload,
  buildDocument,
  buildSignedDocument,
  type MassSignAnswer,
  massSign,
  passkeyOf,
  requestSigningChallenge,
  signAsTrainee,
  siteOrigin,
} from '../support/documents';
import { interceptRequests } from '../support/faults';
import { useTestGateway } from '../support/gateway';
import { companyAuditEvents, countSignatureItems, readDocument } from '../support/read-back';

/*
 * Races against the real emulators: many identical requests at once, then the table read back to
 * show that exactly one of them took effect and nothing was left half-written.
 */

const api = useTestGateway();
const PARALLEL_REQUESTS = 20;

afterEach(() => {
  vi.restoreAllMocks();
});

function inParallel<T>(request: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: PARALLEL_REQUESTS }, (_, index) => request(index)));
}

async function countAuditEvents(companyId: string, action: string, role?: string): Promise<number> {
  return (await companyAuditEvents(companyId)).filter(
    (event) =>
      event.action === action && (role === undefined || (event.details as { role?: string }).role === role),
  ).length;
}

describe(`${PARALLEL_REQUESTS} identical requests at once`, () => {
  it('signature uploads of one record with one e-mailed code: one 201, the rest refused, one signature', async () => {
    const { employee, company } = await buildTenant();
    const record = await buildDocument(employee);
    const token = await tokenFor(employee);
    const upload = await buildCodeUpload(api, employee, record.id);
    const uploads = Array.from({ length: PARALLEL_REQUESTS }, () => upload);

    const answers = await Promise.all(
      uploads.map((sent) => api.post<{ detail?: string }>('/api/signatures/upload/', sent, token)),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    // The code is used once: a request that lost the race finds the record signed or the code used.
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) {
      expect([texts.signing.alreadySigned, texts.signing.codeExpired]).toContain(answer.body.detail);
    }
    const stored = await readDocument(record.id);
    expect(stored.status).toBe('awaiting_admin');
    expect(stored.version).toBe(record.version + 1);
    expect(stored.signatures).toHaveLength(1);
    expect(await countSignatureItems(uploads.map((upload) => upload.hash_signature))).toBe(1);
    expect(await countAuditEvents(company.id, 'signature')).toBe(1);
  });

  it('owner mass signs of the same records with one passkey assertion: one signs them all, the replays are refused', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    const records = [
      await buildDocument(employee),
      await buildDocument(employee),
      await buildDocument(employee),
    ];
    const ids = records.map((record) => record.id);
    for (const id of ids) await signAsTrainee(api, employee, id);
    expect((await massSign(api, admin, ids)).body.signed.sort()).toEqual([...ids].sort());

    const authenticator = await passkeyOf(api, owner);
    const challenge = await requestSigningChallenge(api, owner, 'mass-sign', ids);
    const body = {
      document_ids: ids,
      challenge_id: challenge.body.challenge_id,
      assertion: authenticator.assert(challenge.body.options, { origin: siteOrigin() }),
    };
    const token = await tokenFor(owner);

    const answers = await inParallel(() => api.post<MassSignAnswer>('/api/sign-mass-docs/', body, token));

    const accepted = answers.filter((answer) => answer.status === 200);
    expect(accepted).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 400)).toHaveLength(PARALLEL_REQUESTS - 1);
    expect(accepted[0]?.body.signed.sort()).toEqual([...ids].sort());
    for (const id of ids) {
      const stored = await readDocument(id);
      expect(stored.status).toBe('signed');
      expect(stored.signatures.map((signature) => signature.role)).toEqual([
        'trainee',
        'representative',
        'trainer',
      ]);
      expect(stored.document_hash).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(await countAuditEvents(company.id, 'signature', 'trainer')).toBe(ids.length);
  });

  it('creations of the same username: one 201, the rest 409 in Romanian, one user with its marker', async () => {
    const { owner, company } = await buildTenant();
    const token = await tokenFor(owner);
    const username = uniqueName('ana.ionescu');

    const answers = await inParallel((index) =>
      api.post<{ id?: string; detail?: string }>(
        '/api/users/create/',
        {
          username,
          first_name: `Ana ${index}`,
          last_name: 'Ionescu',
          email: `${username}@example.ro`,
          company: company.id,
        },
        token,
      ),
    );

    const created = answers.filter((answer) => answer.status === 201);
    expect(created).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.status)).toEqual(Array(PARALLEL_REQUESTS - 1).fill(409));
    for (const answer of refused) expect(answer.body.detail).toBe(texts.people.usernameTaken);
    const userId = created[0]?.body.id as string;
    expect(await getUserIdByUsername(username)).toBe(userId);
    expect((await getUserById(userId))?.username).toBe(username);
    const { users } = await listUsersOfCompany(company.id);
    expect(users.filter((user) => user.username === username).map((user) => user.id)).toEqual([userId]);
  });

  it('archive requests for one company: one job, and every answer points at it', async () => {
    const { employee, admin, owner, company } = await buildTenant();
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    const token = await tokenFor(owner);
    // Reading the records takes a second, as a large company's would: every request arrives while
    // the first one's job runs (a request after it finished may rightly start a new archive).
    interceptRequests(getS3Client(), async (request) => {
      if (request.method === 'GET' && request.path.includes('/records/')) await sleep(1000);
      return undefined;
    });

    const answers = await inParallel(() =>
      api.post<{ zip_url?: string; job_id?: string }>(
        '/api/generate-company-zip/',
        { company_id: company.id },
        token,
      ),
    );

    for (const answer of answers) expect([200, 202]).toContain(answer.status);
    const jobs = await listCompanyArchiveJobs(company.id);
    expect(jobs).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 202) expect(answer.body.job_id).toBe(jobs[0]?.id);
      else expect(answer.body.zip_url).toContain(jobs[0]?.id);
    }
    expect(await countAuditEvents(company.id, 'archive_requested')).toBe(1);
  });
});
