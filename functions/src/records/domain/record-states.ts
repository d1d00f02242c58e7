import type { DocumentStatus, Role, SignerRole } from '@ssm/shared';

/*
 * The training document's state machine (docs/product.md, document life cycle), as pure functions. A document's state is
 * derived from who has signed it: it waits for the first required signer who has not signed yet,
 * and is signed when nobody is missing. The company admin's signature is required only when the
 * company has an admin at the moment the trainee signs; an admin who is the trainee signs as the
 * company's representative automatically when the document starts, so their record then goes
 * from the trainee straight to the owner.
 */

const AWAITING: Record<SignerRole, DocumentStatus> = {
  trainee: 'awaiting_trainee',
  representative: 'awaiting_admin',
  trainer: 'awaiting_owner',
};

/** The signatures a record needs, in the order they are collected. */
function listRequiredSigners(options: {
  hasCompanyAdmin: boolean;
  signed: readonly SignerRole[];
}): SignerRole[] {
  const needsRepresentative = options.hasCompanyAdmin || options.signed.includes('representative');
  return needsRepresentative ? ['trainee', 'representative', 'trainer'] : ['trainee', 'trainer'];
}

/**
 * The state of a record that needs these capacities (in signing order) and holds these
 * signatures: waiting for the first required one missing, else signed.
 */
export function statusOf(required: readonly SignerRole[], signed: readonly SignerRole[]): DocumentStatus {
  const missing = required.find((role) => !signed.includes(role));
  return missing ? AWAITING[missing] : 'signed';
}

/**
 * The capacities a record needs as known when it starts, which its first seal records: the
 * trainee and the trainer, and the company's representative when the trainee is an admin (who
 * signs as such at once). Whether any other record needs the representative is decided when
 * the trainee signs (docs/signatures.md), so the trainee's seal records it.
 */
export function requiredRolesAtStart(traineeIsAdmin: boolean): SignerRole[] {
  return listRequiredSigners({ hasCompanyAdmin: traineeIsAdmin, signed: [] });
}

/** The capacities a record needs once this signature is added: what its seal records. */
export function requiredRolesAfterSigning(
  document: Pick<SignableDocument, 'signed_roles'>,
  role: SignerRole,
  hasCompanyAdmin: boolean,
): SignerRole[] {
  return listRequiredSigners({ hasCompanyAdmin, signed: [...document.signed_roles, role] });
}

/** What a document needs to know to decide who may sign it. */
export type SignableDocument = {
  status: DocumentStatus;
  trainee_id: string;
  company_id: string;
  firm_id: string;
  signed_roles: readonly SignerRole[];
};

export type Signer = { id: string; role: Role; company_id: string | null; firm_id: string | null };

/**
 * The capacity in which a user signs a document, or null when it is none of their business. The
 * consent page signs as the trainee (their own record only); a mass sign signs as the company's
 * representative (an admin of the document's company) or the trainer (an owner of its firm).
 */
export function findSignerRole(
  document: SignableDocument,
  signer: Signer,
  channel: 'consent-page' | 'mass-sign',
): SignerRole | null {
  if (channel === 'consent-page') return signer.id === document.trainee_id ? 'trainee' : null;
  if (signer.role === 'admin' && signer.company_id === document.company_id) return 'representative';
  if (signer.role === 'owner' && signer.firm_id === document.firm_id) return 'trainer';
  return null;
}

export type SigningDecision =
  | { kind: 'sign' }
  | { kind: 'already-signed' }
  | { kind: 'not-awaiting'; status: DocumentStatus };

/** Whether a signature in this capacity may be applied now. */
export function decideSigning(document: SignableDocument, role: SignerRole): SigningDecision {
  if (document.signed_roles.includes(role)) return { kind: 'already-signed' };
  if (document.status !== AWAITING[role]) return { kind: 'not-awaiting', status: document.status };
  return { kind: 'sign' };
}
