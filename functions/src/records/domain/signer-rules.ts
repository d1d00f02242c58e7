import type { CourseCategory, CourseSubcategory, DocumentStatus, Role, SignerRole } from '@ssm/shared';
import type { UserRecord } from '../../accounts/data/users';

/*
 * Who signs a record of each training type and domain, and in which order: the rule table of
 * docs/domain.md (signers per phase). Articles are those of HG 1425/2006 (the methodological norms
 * of Legea 319/2006, as amended); PSI-SU follows OMAI 712/2005, whose phases mirror them. The
 * state machine (record-states.ts) and the signing channels (record-signing.ts) read nothing else
 * to decide who signs next.
 */

/** What a capacity's signature stands for on the fișă: its three signature columns. */
export type SignatureColumn = 'trained' | 'trained-by' | 'checked-by';

/** Who may sign in a capacity. */
type SignerKind =
  /** The person who passed the quiz. */
  | 'trainee'
  /** The trainee's direct manager (conducătorul locului de muncă), as set on the trainee. */
  | 'direct-manager'
  /** An admin of the record's company, for the employer; never the trainee admitting themselves. */
  | 'company-admin'
  /** An owner of the record's SSM firm: the external prevention and protection service. */
  | 'ssm-service';

type Capacity = { signer: SignerKind; column: SignatureColumn; awaiting: DocumentStatus };

export const CAPACITIES: Record<SignerRole, Capacity> = {
  trainee: { signer: 'trainee', column: 'trained', awaiting: 'awaiting_trainee' },
  representative: { signer: 'company-admin', column: 'checked-by', awaiting: 'awaiting_admin' },
  trainer: { signer: 'ssm-service', column: 'trained-by', awaiting: 'awaiting_owner' },
  manager: { signer: 'direct-manager', column: 'trained-by', awaiting: 'awaiting_manager' },
  admitter: { signer: 'company-admin', column: 'checked-by', awaiting: 'awaiting_admin' },
  verifier: { signer: 'ssm-service', column: 'checked-by', awaiting: 'awaiting_owner' },
};

/**
 * One row: the capacities in signing order. `representativeWhenCompanyHasAdmin` marks the one
 * row whose check by the employer is signed only by a company that has an admin (a company
 * without one goes from the trainee to the SSM service, docs/signatures.md).
 */
type SignerRow = { signers: readonly SignerRole[]; representativeWhenCompanyHasAdmin?: true };

const SIGNER_RULES: Record<CourseSubcategory, SignerRow> = {
  // Art. 85: the employer, a designated worker or the prevention and protection service trains;
  // art. 81: the trainee, the trainer and the person who checked sign the fișă.
  introductive: {
    signers: ['trainee', 'representative', 'trainer'],
    representativeWhenCompanyHasAdmin: true,
  },
  // Art. 91: the direct manager trains at the workplace; art. 94: the training is checked and the
  // worker admitted to work ("Admis la lucru"), here by the employer's representative.
  loc_munca: { signers: ['trainee', 'manager', 'admitter'] },
  // Art. 95: the direct manager trains; art. 96: the employer or the SSM service checks and signs.
  periodica: { signers: ['trainee', 'manager', 'verifier'] },
  // Art. 98: supplementary training is given as periodic training; art. 99: checked the same way.
  suplimentara: { signers: ['trainee', 'manager', 'verifier'] },
};

/**
 * The capacities a record of this training needs, in signing order. Both domains share the
 * rows: OMAI 712/2005 gives PSI-SU the same phases, the workplace one to the head of the
 * workplace and the check to that person's superior or the fire-prevention staff.
 */
export function signersOf(options: {
  category: CourseCategory;
  subcategory: CourseSubcategory;
  /** Whether the company has an admin (or the record already holds the representative's signature). */
  hasCompanyAdmin: boolean;
}): SignerRole[] {
  const row = SIGNER_RULES[options.subcategory];
  if (!row.representativeWhenCompanyHasAdmin || options.hasCompanyAdmin) return [...row.signers];
  return row.signers.filter((role) => role !== 'representative');
}

/**
 * Whether the person may be a worker's direct manager: an active admin, or an active employee an
 * owner or admin marked as conducător al locului de muncă.
 */
export function isWorkplaceManager(
  person: Pick<UserRecord, 'role' | 'is_workplace_manager' | 'deactivated_at'>,
): boolean {
  if (person.deactivated_at) return false;
  return person.role === 'admin' || (person.role === 'employee' && person.is_workplace_manager === true);
}

/** The candidate, when they are the trainee's direct manager now and may sign as such; else null. */
export function directManagerOf<Person extends UserRecord>(
  trainee: Pick<UserRecord, 'manager_id' | 'company_id'> | null,
  candidate: Person,
): Person | null {
  const isTheirs =
    trainee?.manager_id === candidate.id &&
    candidate.company_id === trainee.company_id &&
    isWorkplaceManager(candidate);
  return isTheirs ? candidate : null;
}

export type CandidateSigner = { id: string; role: Role; company_id: string | null; firm_id: string | null };

export type RecordParties = {
  trainee_id: string;
  company_id: string;
  firm_id: string;
  /** The trainee's direct manager now, when set and still able to sign as such; else null. */
  managerId: string | null;
};

/** Whether this person may sign the record in this capacity. */
export function maySignAs(role: SignerRole, signer: CandidateSigner, record: RecordParties): boolean {
  switch (CAPACITIES[role].signer) {
    case 'trainee':
      return signer.id === record.trainee_id;
    case 'direct-manager':
      return record.managerId !== null && signer.id === record.managerId;
    case 'company-admin':
      return (
        signer.role === 'admin' &&
        signer.company_id === record.company_id &&
        (role === 'representative' || signer.id !== record.trainee_id)
      );
    case 'ssm-service':
      return signer.role === 'owner' && signer.firm_id === record.firm_id;
  }
}
