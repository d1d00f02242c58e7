import { computeSignatureHash, type SignerRole, signerIdentityOf } from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUserRecord, type UserRecord } from '../../src/accounts/data/users';
import type { TrainingRecord } from '../../src/records/data/records';
import { checkRecordChain, sealRecordStart } from '../../src/records/domain/record-chain';
import { computeContentHash } from '../../src/records/domain/record-hashes';
import { type TrustedSealKey, trustedKeyOf } from '../../src/records/domain/record-seal';
import { prepareSignature } from '../../src/records/domain/record-signing';
import { requiredRolesAtStart } from '../../src/records/domain/record-states';
import type { Sealer } from '../../src/signing/sealer';
import { buildSampleRecord } from '../support/sample-record';
import { createScratchSealer } from '../support/test-sealer';

/*
 * The seal chain as a whole (docs/signatures.md): what a table writer can change in a record,
 * every hash recomputed, and the check that sees it. No database: the record is built in memory
 * through the functions the signing routes call.
 */

let sealer: Sealer;
let trusted: TrustedSealKey[];
let removeSealer: () => Promise<void>;

beforeAll(async () => {
  const scratch = await createScratchSealer();
  ({ sealer } = scratch);
  removeSealer = scratch.remove;
  trusted = [await trustedKeyOf(sealer)];
}, 60_000);

afterAll(() => removeSealer());

function person(role: UserRecord['role'], username: string): UserRecord {
  return newUserRecord({
    id: `${username}-id`,
    username,
    role,
    is_superowner: false,
    first_name: 'Ana',
    last_name: 'Pop',
    email: `${username}@example.ro`,
    birth_date: '1990-01-01',
    hire_date: null,
    job_title: null,
    address: null,
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: null,
    company_id: null,
    password_hash: '',
    password_version: 1,
    created_at: '2026-11-22T08:00:00.000Z',
  });
}

const SIGNERS: [SignerRole, UserRecord][] = [
  ['trainee', person('employee', 'cursant')],
  ['representative', person('admin', 'reprezentant')],
  ['trainer', person('owner', 'formator')],
];

/** A record as the routes make it, signed by the first `count` signers of a company with an admin. */
async function buildRecord(count = 3): Promise<TrainingRecord> {
  const sample = buildSampleRecord();
  // The introductory-general row: trainee, the company's representative, the SSM service.
  const content = { ...sample, course: { ...sample.course, subcategory: 'introductive' as const } };
  const contentHash = computeContentHash(content);
  let record: TrainingRecord = {
    id: content.document_id,
    status: 'awaiting_trainee',
    trainee_id: content.trainee.id,
    company_id: content.company.id,
    firm_id: content.firm.id,
    content,
    content_hash: contentHash,
    start: await sealRecordStart({
      record: { id: content.document_id, content_hash: contentHash },
      requiredRoles: requiredRolesAtStart({ content }, false),
      sealer,
    }),
    signatures: [],
    signed_roles: [],
    document_hash: null,
    signed_at: null,
    pdf_key: null,
    pdf_sha256: null,
    pdf_sealed_sha256: null,
    created_at: '2026-11-22T08:15:00.000Z',
    version: 1,
  };
  for (const [index, [role, signer]] of SIGNERS.slice(0, count).entries()) {
    const timestamp = new Date(Date.UTC(2026, 10, 22, 9, index)).toISOString();
    const change = await prepareSignature({
      record,
      role,
      signer,
      timestamp,
      signatureHash: await computeSignatureHash(signerIdentityOf(signer), timestamp),
      method: role === 'trainee' ? 'consent-page' : 'mass-sign',
      origin: { ip: '127.0.0.1', userAgent: 'vitest' },
      hasCompanyAdmin: true,
      sealer,
    });
    record = change.after;
  }
  return record;
}

const broken = (reason: string) => ({ isIntact: false, reason });

describe('the seal chain of a record', () => {
  it('holds for a record as the platform made it, at every step', async () => {
    for (const count of [0, 1, 2, 3]) {
      expect(await checkRecordChain(await buildRecord(count), trusted)).toEqual({ isIntact: true });
    }
  });

  it('breaks on its seals once the content is rewritten, every hash recomputed', async () => {
    const record = await buildRecord(1);
    const content = { ...record.content, quiz_score: 55 };

    const rewritten = { ...record, content, content_hash: computeContentHash(content) };

    // The bindings still name the old content hash: the insider recomputes them too.
    expect(await checkRecordChain(rewritten, trusted)).toEqual(broken('binding_broken'));
  });

  it('refuses a state that disagrees with its signatures and the capacities its seals fixed', async () => {
    const signed = await buildRecord(3);
    const waitingForAdmin = await buildRecord(1);

    expect(await checkRecordChain({ ...signed, status: 'awaiting_owner' }, trusted)).toEqual(
      broken('state_inconsistent'),
    );
    expect(await checkRecordChain({ ...signed, signed_roles: ['trainee', 'trainer'] }, trusted)).toEqual(
      broken('state_inconsistent'),
    );
    // Skipping the representative the trainee's seal requires.
    expect(await checkRecordChain({ ...waitingForAdmin, status: 'awaiting_owner' }, trusted)).toEqual(
      broken('state_inconsistent'),
    );
    expect(await checkRecordChain({ ...signed, document_hash: null }, trusted)).toEqual(
      broken('state_inconsistent'),
    );
    expect(await checkRecordChain({ ...signed, document_hash: 'd'.repeat(64) }, trusted)).toEqual(
      broken('document_hash_mismatch'),
    );
  });

  it('breaks when a signature is dropped from the middle, reordered, or its capacities changed', async () => {
    const signed = await buildRecord(3);
    const [trainee, representative, trainer] = signed.signatures as [
      TrainingRecord['signatures'][number],
      TrainingRecord['signatures'][number],
      TrainingRecord['signatures'][number],
    ];

    const withoutRepresentative = {
      ...signed,
      signatures: [trainee, trainer],
      signed_roles: ['trainee', 'trainer'] as SignerRole[],
    };
    const reordered = {
      ...signed,
      signatures: [representative, trainee, trainer],
      signed_roles: ['representative', 'trainee', 'trainer'] as SignerRole[],
    };
    const lessRequired = {
      ...signed,
      signatures: [
        { ...trainee, required_roles: ['trainee', 'trainer'] as SignerRole[] },
        representative,
        trainer,
      ],
    };

    expect(await checkRecordChain(withoutRepresentative, trusted)).toEqual(broken('seal_mismatch'));
    expect(await checkRecordChain(reordered, trusted)).toEqual(broken('seal_mismatch'));
    expect(await checkRecordChain(lessRequired, trusted)).toEqual(broken('seal_mismatch'));
  });

  it("refuses a seal removed, malformed, another record's, or of a key it does not trust", async () => {
    const record = await buildRecord(1);
    const other = await buildRecord(2);
    const stranger = await createScratchSealer();
    const strangersSeal = await sealRecordStart({
      record,
      requiredRoles: record.start.required_roles,
      sealer: stranger.sealer,
    });
    await stranger.remove();

    const withStartSeal = (seal: unknown) =>
      ({ ...record, start: { ...record.start, seal } }) as TrainingRecord;

    expect(await checkRecordChain(withStartSeal(null), trusted)).toEqual(broken('seal_missing'));
    expect(await checkRecordChain(withStartSeal({ key_id: 1 }), trusted)).toEqual(broken('seal_missing'));
    expect(await checkRecordChain(withStartSeal(other.signatures[1]?.seal), trusted)).toEqual(
      broken('seal_mismatch'),
    );
    expect(await checkRecordChain(withStartSeal(strangersSeal.seal), trusted)).toEqual(
      broken('seal_unknown_key'),
    );
  });

  it('refuses a record filed under another company, or no longer shaped as a record', async () => {
    const record = await buildRecord(1);

    expect(await checkRecordChain({ ...record, company_id: 'another-company' }, trusted)).toEqual(
      broken('record_changed'),
    );
    expect(
      await checkRecordChain(
        { ...record, signatures: [{ ...record.signatures[0], signer: null }] } as never,
        trusted,
      ),
    ).toEqual(broken('record_changed'));
  });
});
