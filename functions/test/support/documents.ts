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
import { getConfig } from '../../src/platform/config';
import { updateItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { getTrainingRecord, type TrainingRecord } from '../../src/records/data/records';
import { startTrainingRecord } from '../../src/records/domain/record-signing';
import { getSealing } from '../../src/signing/seal';
import { buildCompany, buildFirm, buildUser, tokenFor } from './builders';
import type { ApiAnswer, TestApi } from './gateway';
import { readMailsTo } from './outbox';
import {
  type AssertionAnswer,
  createSoftwareAuthenticator,
  type SoftwareAuthenticator,
} from './passkey-authenticator';

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

/** The origin the platform expects a passkey's client data to name. */
export const siteOrigin = () => new URL(getConfig().publicBaseUrl).origin;

const softwarePasskeys = new Map<string, SoftwareAuthenticator>();

/**
 * The user's passkey: a software authenticator registered through the registration routes the
 * first time the user signs in a test, as a person registers theirs before their first signature.
 */
export async function passkeyOf(api: TestApi, user: UserRecord): Promise<SoftwareAuthenticator> {
  const known = softwarePasskeys.get(user.id);
  if (known) return known;
  const authenticator = createSoftwareAuthenticator();
  const token = await tokenFor(user);
  const options = await api.post<{ options: { challenge: string; rp: { id: string } } }>(
    '/api/passkeys/registration-options/',
    {},
    token,
  );
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  const registered = await api.post(
    '/api/passkeys/',
    { name: 'Cheia de test', response: authenticator.attest(options.body.options, { origin: siteOrigin() }) },
    token,
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(201);
  softwarePasskeys.set(user.id, authenticator);
  return authenticator;
}

export type SigningChallengeAnswer = {
  challenge_id: string;
  manifest_hash: string;
  options: { challenge: string; rpId?: string };
  signatures: {
    document_id: string;
    role: string;
    timestamp: string;
    hash_signature: string;
    binding_hash: string;
  }[];
  not_signed: { id: string; reason: string; detail: string }[];
  detail?: string;
};

export async function requestSigningChallenge(
  api: TestApi,
  signer: UserRecord,
  channel: 'consent-page' | 'mass-sign',
  recordIds: string[],
) {
  return api.post<SigningChallengeAnswer>(
    '/api/signing-challenges/',
    { channel, document_ids: recordIds },
    await tokenFor(signer),
  );
}

/**
 * What a consent page's upload takes from the challenge its request fixed, whichever way it is
 * then confirmed: the record, the trainee's role, and the instant and hash of its one signature.
 */
function consentPageUploadOf(
  trainee: UserRecord,
  recordId: string,
  requested: ApiAnswer<Pick<SigningChallengeAnswer, 'challenge_id' | 'signatures'>>,
) {
  expect(requested.status, JSON.stringify(requested.body)).toBe(201);
  const [signature] = requested.body.signatures;
  if (!signature) throw new Error('The challenge holds no signature');
  return {
    progress: recordId,
    role: trainee.role,
    hash_signature: signature.hash_signature,
    timestamp: signature.timestamp,
    challenge_id: requested.body.challenge_id,
  };
}

/**
 * The consent page's upload signed with the trainee's passkey: the record's challenge, the
 * passkey's assertion over it (made as `answer` says) and the instant and hash the challenge fixed.
 */
export async function buildPasskeyUpload(
  api: TestApi,
  trainee: UserRecord,
  recordId: string,
  answer: Partial<AssertionAnswer> = {},
) {
  const authenticator = await passkeyOf(api, trainee);
  const challenge = await requestSigningChallenge(api, trainee, 'consent-page', [recordId]);
  return {
    ...consentPageUploadOf(trainee, recordId, challenge),
    assertion: authenticator.assert(challenge.body.options, { origin: siteOrigin(), ...answer }),
  };
}

export type SigningCodeAnswer = Omit<SigningChallengeAnswer, 'options'> & { email: string };

export async function requestSigningCode(
  api: TestApi,
  signer: UserRecord,
  channel: 'consent-page' | 'mass-sign',
  recordIds: string[],
) {
  return api.post<SigningCodeAnswer>(
    '/api/signing-codes/',
    { channel, document_ids: recordIds },
    await tokenFor(signer),
  );
}

/**
 * Gives the person an e-mail address, in the table and on the object the test holds (test users
 * have none unless given one), so a signing code can reach them.
 */
export async function giveEmail(user: UserRecord): Promise<string> {
  if (user.email) return user.email;
  const email = `${user.username}@example.ro`;
  await updateItem({
    Key: keys.user(user.id),
    UpdateExpression: 'SET email = :email',
    ExpressionAttributeValues: { ':email': email },
  });
  user.email = email;
  return email;
}

/** The code of the latest signing-code mail the address received. */
export async function lastSigningCodeTo(address: string): Promise<string> {
  const mails = await readMailsTo(address);
  const code = mails
    .map((mail) => /este: (\d{6})/.exec(mail)?.[1])
    .filter(Boolean)
    .at(-1);
  if (!code) throw new Error(`No signing code was sent to ${address}`);
  return code;
}

/**
 * The consent page's upload of a trainee without a passkey: the record's signing code requested,
 * read from the mail it sent, and the instant and hash the code's challenge fixed.
 */
export async function buildCodeUpload(api: TestApi, trainee: UserRecord, recordId: string) {
  await giveEmail(trainee);
  const requested = await requestSigningCode(api, trainee, 'consent-page', [recordId]);
  return {
    ...consentPageUploadOf(trainee, recordId, requested),
    code: await lastSigningCodeTo(trainee.email as string),
  };
}

/** A mass sign of a signer without a passkey, confirmed with the e-mailed code. */
export async function massSignWithCode(api: TestApi, signer: UserRecord, recordIds: string[]) {
  await giveEmail(signer);
  const requested = await requestSigningCode(api, signer, 'mass-sign', recordIds);
  expect([201, 404, 409], JSON.stringify(requested.body)).toContain(requested.status);
  const authorisation =
    requested.status === 201
      ? { challenge_id: requested.body.challenge_id, code: await lastSigningCodeTo(signer.email as string) }
      : {};
  return api.post<MassSignAnswer>(
    '/api/sign-mass-docs/',
    { document_ids: recordIds, ...authorisation },
    await tokenFor(signer),
  );
}

/** Sends one signature upload as its signer, whatever its body; the answer is left to the caller. */
export async function uploadSignature(api: TestApi, signer: UserRecord, body: unknown) {
  return api.post<{ detail?: string }>('/api/signatures/upload/', body, await tokenFor(signer));
}

export async function signAsTrainee(api: TestApi, trainee: UserRecord, recordId: string) {
  const answer = await uploadSignature(api, trainee, await buildPasskeyUpload(api, trainee, recordId));
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return expectNoScan(answer);
}

export type MassSignAnswer = {
  detail: string;
  signed: string[];
  already_signed: string[];
  not_signed: { id: string; reason: string; detail: string }[];
};

/**
 * A mass sign with the signer's passkey: one challenge over the listed documents, one assertion,
 * then the signatures. When none of them waits for the signer there is nothing to approve, and
 * the mass sign reports each as it stands.
 */
export async function massSign(
  api: TestApi,
  signer: UserRecord,
  recordIds: string[],
  answer: Partial<AssertionAnswer> = {},
) {
  const authenticator = await passkeyOf(api, signer);
  const challenge = await requestSigningChallenge(api, signer, 'mass-sign', recordIds);
  expect([201, 404, 409], JSON.stringify(challenge.body)).toContain(challenge.status);
  const authorisation =
    challenge.status === 201
      ? {
          challenge_id: challenge.body.challenge_id,
          assertion: authenticator.assert(challenge.body.options, { origin: siteOrigin(), ...answer }),
        }
      : {};
  return expectNoScan(
    await api.post<MassSignAnswer>(
      '/api/sign-mass-docs/',
      { document_ids: recordIds, ...authorisation },
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
