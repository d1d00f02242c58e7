import { computeSignatureHash, signerIdentityOf } from '@ssm/shared';
import { expect } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import type { RequestOrigin } from '../../src/audit/data/audit';
import { quizAttemptsWrite } from '../../src/learning/data/quiz-attempts';
import type { QuizResult } from '../../src/learning/data/quiz-results';
import {
  buildQuizAttempt,
  buildQuizAttempts,
  SAMPLE_PERIODIC_COURSE,
  traineeOf,
} from '../../src/local/builders';
import { getTrainingRecord, type TrainingRecord } from '../../src/records/data/records';
import { startTrainingRecord } from '../../src/records/domain/record-signing';
import { getSealing } from '../../src/signing/seal';
import { buildCompany, buildFirm, buildUser, tokenFor } from './builders';
import type { ApiAnswer, TestApi } from './gateway';

/*
 * Builders for the signing tests: a passed quiz made into a training document through the same
 * hook the quiz route calls, and the signatures each role applies through the API.
 */

export const TEST_ORIGIN: RequestOrigin = { ip: '127.0.0.1', userAgent: 'vitest' };

/** Every request of these tests must be served without a Scan. */
export function expectNoScan<T>(answer: ApiAnswer<T>): ApiAnswer<T> {
  expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
  return answer;
}

export function buildCompletedProgress(trainee: UserRecord, overrides: Partial<QuizResult> = {}): QuizResult {
  // Introductory-general: the row signed by the trainee, a company admin and the SSM firm's owner
  // (docs/domain.md, signers per phase); signers-per-phase.test.ts walks the other rows.
  const course = {
    ...SAMPLE_PERIODIC_COURSE,
    subcategory: 'introductive' as const,
    title: 'Instruire introductiv-generală: lucrul la înălțime',
    duration_minutes: 120,
  };
  return { ...buildQuizAttempt({ trainee: traineeOf(trainee), course }), ...overrides };
}

/**
 * A passed quiz and the document it starts, waiting for the trainee (or, for an admin, pre-signed),
 * written with the trainee's attempts item as the quiz route writes them.
 */
export async function buildDocument(
  trainee: UserRecord,
  overrides: Partial<QuizResult> = {},
  origin: RequestOrigin = TEST_ORIGIN,
) {
  const progress = buildCompletedProgress(trainee, overrides);
  return startTrainingRecord({
    progress,
    trainee,
    origin,
    attempt: quizAttemptsWrite(buildQuizAttempts(trainee, [progress])),
    sealer: (await getSealing()).sealer,
  });
}

/** The upload the consent page sends, with the hash computed as the browser computes it. */
export async function buildUpload(
  trainee: UserRecord,
  progressId: string,
  timestamp = new Date().toISOString(),
) {
  return {
    progress: progressId,
    role: trainee.role,
    hash_signature: await computeSignatureHash(signerIdentityOf(trainee), timestamp),
    timestamp,
  };
}

export async function signAsTrainee(api: TestApi, trainee: UserRecord, recordId: string) {
  const answer = await api.post(
    '/api/signatures/upload/',
    await buildUpload(trainee, recordId),
    await tokenFor(trainee),
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectNoScan(answer);
}

export type MassSignAnswer = {
  detail: string;
  signed: string[];
  already_signed: string[];
  not_signed: { id: string; reason: string; detail: string }[];
};

export async function massSign(api: TestApi, signer: UserRecord, recordIds: string[]) {
  return expectNoScan(
    await api.post<MassSignAnswer>(
      '/api/sign-mass-docs/',
      { document_ids: recordIds },
      await tokenFor(signer),
    ),
  );
}

/** A document signed by everyone its company needs: trainee, admin (if any), owner. */
export async function buildSignedDocument(
  api: TestApi,
  people: { trainee: UserRecord; admin?: UserRecord | undefined; owner: UserRecord },
  overrides: Partial<QuizResult> = {},
): Promise<TrainingRecord> {
  const record = await buildDocument(people.trainee, overrides);
  await signAsTrainee(api, people.trainee, record.id);
  if (people.admin) expect((await massSign(api, people.admin, [record.id])).body.signed).toEqual([record.id]);
  expect((await massSign(api, people.owner, [record.id])).body.signed).toEqual([record.id]);
  return (await getTrainingRecord(record.id, { consistent: true })) as TrainingRecord;
}

/** A firm whose client company has no admin: its records go from the trainee to the owner. */
export async function buildTenantWithoutAdmin() {
  const firm = await buildFirm();
  const company = await buildCompany(firm.id);
  const owner = await buildUser({ role: 'owner', firmId: firm.id });
  const employee = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
  return { firm, company, owner, employee };
}
