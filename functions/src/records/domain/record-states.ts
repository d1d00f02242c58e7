import type { DocumentStatus, SignerRole } from '@ssm/shared';
import type { RecordContent, RecordSignature, RecordStart } from '../data/records';
import { CAPACITIES, type CandidateSigner, maySignAs, signersOf } from './signer-rules';

/*
 * The training document's state machine (docs/product.md, document life cycle), as pure functions
 * over the rule table (signer-rules.ts). A document's state is derived from who has signed it: it
 * waits for the first required signer who has not signed yet, and is signed when nobody is
 * missing. Which capacities a record needs is fixed by its start and decided again by the
 * trainee's signature (whether the company has an admin to sign as its representative, and the
 * table as it is then); the signatures after it keep what the trainee's fixed.
 */

/**
 * The state of a record that needs these capacities (in signing order) and holds these
 * signatures: waiting for the first required one missing, else signed.
 */
export function statusOf(required: readonly SignerRole[], signed: readonly SignerRole[]): DocumentStatus {
  const missing = required.find((role) => !signed.includes(role));
  return missing ? CAPACITIES[missing].awaiting : 'signed';
}

type TrainingOf = { content: Pick<RecordContent, 'course'> };

/**
 * The capacities a record needs as known when it starts, which its first seal records: its
 * training's row, with the company's representative when the trainee is an admin (who signs as
 * such at once, where the row has that capacity).
 */
export function requiredRolesAtStart(record: TrainingOf, traineeIsAdmin: boolean): SignerRole[] {
  const { category, subcategory } = record.content.course;
  return signersOf({ category, subcategory, hasCompanyAdmin: traineeIsAdmin });
}

/** The capacities the record needs now: those its last seal fixed. */
export function requiredRolesOf(document: Pick<SignableDocument, 'start' | 'signatures'>): SignerRole[] {
  return (document.signatures.at(-1) ?? document.start).required_roles;
}

/** The capacities a record needs once this signature is added: what its seal records. */
export function requiredRolesAfterSigning(
  document: SignableDocument,
  role: SignerRole,
  hasCompanyAdmin: boolean,
): SignerRole[] {
  if (role !== 'trainee') return requiredRolesOf(document);
  const { category, subcategory } = document.content.course;
  return signersOf({
    category,
    subcategory,
    hasCompanyAdmin: hasCompanyAdmin || document.signed_roles.includes('representative'),
  });
}

/** What a document needs to know to decide who may sign it. */
export type SignableDocument = TrainingOf & {
  status: DocumentStatus;
  trainee_id: string;
  company_id: string;
  firm_id: string;
  signed_roles: readonly SignerRole[];
  start: Pick<RecordStart, 'required_roles'>;
  signatures: readonly Pick<RecordSignature, 'required_roles'>[];
};

/**
 * The capacity in which a user signs a document, or null when it is none of their business. The
 * consent page signs as the trainee (their own record only); a mass sign in the capacity the
 * record waits for when the signer may sign in it, else in another capacity of the record the
 * signer holds (which the decision then refuses as out of turn or already signed).
 * `managerId` is the trainee's direct manager now, when set and able to sign.
 */
export function findSignerRole(
  document: SignableDocument,
  signer: CandidateSigner,
  channel: 'consent-page' | 'mass-sign',
  managerId: string | null = null,
): SignerRole | null {
  if (channel === 'consent-page') return signer.id === document.trainee_id ? 'trainee' : null;
  const parties = { ...document, managerId };
  // Before the trainee signs, the row as for a company with an admin: an admin's early signature
  // is then out of turn, not someone else's record.
  const { category, subcategory } = document.content.course;
  const candidates = document.signed_roles.includes('trainee')
    ? requiredRolesOf(document)
    : signersOf({ category, subcategory, hasCompanyAdmin: true });
  const held = candidates.filter((role) => role !== 'trainee' && maySignAs(role, signer, parties));
  const awaited = held.find((role) => CAPACITIES[role].awaiting === document.status);
  return awaited ?? held.find((role) => !document.signed_roles.includes(role)) ?? held[0] ?? null;
}

export type SigningDecision =
  | { kind: 'sign' }
  | { kind: 'already-signed' }
  | { kind: 'not-awaiting'; status: DocumentStatus };

/** Whether a signature in this capacity may be applied now: the record waits for exactly it. */
export function decideSigning(document: SignableDocument, role: SignerRole): SigningDecision {
  if (document.signed_roles.includes(role)) return { kind: 'already-signed' };
  const next = requiredRolesOf(document).find((required) => !document.signed_roles.includes(required));
  if (next !== role || document.status !== CAPACITIES[role].awaiting) {
    return { kind: 'not-awaiting', status: document.status };
  }
  return { kind: 'sign' };
}
