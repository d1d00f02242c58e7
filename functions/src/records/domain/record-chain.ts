import { computeSignatureHash, type SignerRole, signerIdentityOf } from '@ssm/shared';
import { type AuditActor, newAuditEvent, type RequestOrigin, recordAuditEvent } from '../../audit/data/audit';
import type { Sealer } from '../../signing/sealer';
import type { RecordSeal, RecordStart, TrainingRecord } from '../data/records';
import {
  computeBindingHash,
  computeChainHashes,
  computeContentHash,
  computeStartLinkHash,
} from './record-hashes';
import { checkLinkSeal, sealLinkHash, type TrustedSealKey, trustedKeyOf } from './record-seal';
import { statusOf } from './record-states';

/*
 * A record's seal chain as a whole (docs/signatures.md, the seal chain): its first link sealed
 * when it starts, and the check that every link still holds, which runs before the platform adds
 * a signature or seals a file, and on every verification whatever the record's state. What it
 * checks is the record as stored: its content against its content hash, each signature against
 * its signer and that hash, every seal against its link recomputed, and the state, the signed
 * capacities and the signatures against each other and against the capacities the seals fixed.
 */

export type ChainFailure =
  | 'record_changed'
  | 'identity_changed'
  | 'binding_broken'
  | 'seal_missing'
  | 'seal_unknown_key'
  | 'seal_mismatch'
  | 'state_inconsistent'
  | 'document_hash_mismatch';

export type ChainCheck = { isIntact: true } | { isIntact: false; reason: ChainFailure };

const INTACT: ChainCheck = { isIntact: true };
const broken = (reason: ChainFailure): ChainCheck => ({ isIntact: false, reason });

/** The first link of a record that starts now, sealed: one `Sign`. */
export async function sealRecordStart(options: {
  record: Pick<TrainingRecord, 'id' | 'content_hash'>;
  requiredRoles: SignerRole[];
  sealer: Sealer;
}): Promise<RecordStart> {
  const { record, requiredRoles } = options;
  const linkHash = computeStartLinkHash({
    documentId: record.id,
    contentHash: record.content_hash,
    requiredRoles,
  });
  return { required_roles: requiredRoles, seal: await sealLinkHash(options.sealer, linkHash) };
}

/** The ids the record is filed under are the ones its content names. */
function isFiledAsItsContent(record: TrainingRecord): boolean {
  const { content } = record;
  return (
    content.document_id === record.id &&
    content.trainee.id === record.trainee_id &&
    content.company.id === record.company_id &&
    content.firm.id === record.firm_id
  );
}

/** Each signature made on this content by the signer it names, at the instant it names. */
async function checkSignatures(record: TrainingRecord): Promise<ChainCheck> {
  for (const signature of record.signatures) {
    const identityHash = await computeSignatureHash(signerIdentityOf(signature.signer), signature.timestamp);
    if (identityHash !== signature.signature_hash) return broken('identity_changed');
    const bindingHash = computeBindingHash({
      recordId: record.id,
      role: signature.role,
      signatureHash: signature.signature_hash,
      contentHash: record.content_hash,
    });
    if (signature.content_hash !== record.content_hash || signature.binding_hash !== bindingHash) {
      return broken('binding_broken');
    }
  }
  return INTACT;
}

function isRecordSeal(value: unknown): value is RecordSeal {
  const seal = value as Partial<RecordSeal> | null | undefined;
  return (
    typeof seal?.key_id === 'string' &&
    typeof seal.algorithm === 'string' &&
    typeof seal.signature === 'string'
  );
}

function isRoleList(value: unknown): value is SignerRole[] {
  return Array.isArray(value) && value.every((role) => typeof role === 'string');
}

/** Every link's seal, the start first, against the link recomputed from the record. */
function checkSeals(record: TrainingRecord, trustedKeys: readonly TrustedSealKey[]): ChainCheck {
  const links = [record.start, ...record.signatures];
  if (!links.every((link) => isRecordSeal(link?.seal) && isRoleList(link?.required_roles))) {
    return broken('seal_missing');
  }
  const hashes = computeChainHashes(record);
  for (const [index, link] of links.entries()) {
    const check = checkLinkSeal(link.seal, hashes[index] as string, trustedKeys);
    if (check === 'unknown_key') return broken('seal_unknown_key');
    if (check === 'mismatch') return broken('seal_mismatch');
  }
  return INTACT;
}

/**
 * The state, the signed capacities and the signatures agree: the capacities are the signatures'
 * in order, none twice; each signature is in a capacity its own seal requires; the state is the
 * one the capacities the last seal fixed give; a signed record, and only one, has its document
 * hash (the last link's) and its signing time.
 */
function checkState(record: TrainingRecord): ChainCheck {
  const roles = record.signatures.map((signature) => signature.role);
  const signedRoles: unknown = record.signed_roles;
  if (
    !isRoleList(signedRoles) ||
    signedRoles.length !== roles.length ||
    signedRoles.some((role, index) => role !== roles[index]) ||
    new Set(roles).size !== roles.length
  ) {
    return broken('state_inconsistent');
  }
  const isEachRequired = record.signatures.every((signature, index) =>
    roles.slice(0, index + 1).every((role) => signature.required_roles.includes(role)),
  );
  const required = record.signatures.at(-1)?.required_roles ?? record.start.required_roles;
  const status = statusOf(required, roles);
  if (!isEachRequired || record.status !== status) return broken('state_inconsistent');
  const isSigned = status === 'signed';
  if (isSigned !== (record.document_hash !== null) || isSigned !== (record.signed_at !== null)) {
    return broken('state_inconsistent');
  }
  if (isSigned && record.document_hash !== computeChainHashes(record).at(-1)) {
    return broken('document_hash_mismatch');
  }
  return INTACT;
}

async function checkLinks(
  record: TrainingRecord,
  trustedKeys: readonly TrustedSealKey[],
): Promise<ChainCheck> {
  if (computeContentHash(record.content) !== record.content_hash || !isFiledAsItsContent(record)) {
    return broken('record_changed');
  }
  const signatures = await checkSignatures(record);
  if (!signatures.isIntact) return signatures;
  const seals = checkSeals(record, trustedKeys);
  if (!seals.isIntact) return seals;
  return checkState(record);
}

/**
 * Whether every link of the record still holds, whatever its state. The hashes come first (what
 * anyone can recompute), then the seals (what only the platform's key can make), then the state.
 * A record whose stored shape no longer fits a record (a field written as another type) is one
 * changed outside the platform, not an error of the caller's.
 */
export async function checkRecordChain(
  record: TrainingRecord,
  trustedKeys: readonly TrustedSealKey[],
): Promise<ChainCheck> {
  try {
    return await checkLinks(record, trustedKeys);
  } catch (error) {
    if (error instanceof TypeError) return broken('record_changed');
    throw error;
  }
}

/**
 * Whether the record as stored still matches every seal the platform made over it (docs/signatures.md,
 * the seal chain), checked before the platform adds a signature or seals its file. A record
 * that does not is refused, and the refusal written to its company's audit trail: it was
 * changed outside the platform.
 */
export async function isRecordUntampered(options: {
  record: TrainingRecord;
  sealer: Pick<Sealer, 'keyId' | 'publicKey'>;
  refusedTo: { actor: AuditActor; origin: RequestOrigin; step: 'signature' | 'file' };
}): Promise<boolean> {
  const { record, refusedTo } = options;
  const check = await checkRecordChain(record, [await trustedKeyOf(options.sealer)]);
  if (check.isIntact) return true;
  await recordAuditEvent(
    newAuditEvent({
      scope: { kind: 'company', id: record.company_id },
      action: 'record_refused',
      actor: refusedTo.actor,
      origin: refusedTo.origin,
      subject: { document_id: record.id },
      details: { step: refusedTo.step, reason: check.reason, status: record.status },
    }),
  );
  return false;
}
