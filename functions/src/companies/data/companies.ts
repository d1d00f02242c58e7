import { canonicalCompanyRegistrationNumber, type PsiSheetMode, type ReenrolmentSettings } from '@ssm/shared';
import { nowIso } from '../../platform/clock';
import { defineEntity } from '../../platform/entity';
import {
  deleteItems,
  type ItemKey,
  queryAll,
  type TransactWrite,
  transactWrite,
  updateItem,
} from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';
import type { TrainingEventRecord } from '../../training-status/data/training-events';

/** A client company of an SSM firm; its admins and employees belong to it. */
export type CompanyRecord = {
  id: string;
  firm_id: string;
  name: string;
  registration_number: string;
  address: string;
  /** The company's contact as the owner recorded it; absent or null: not recorded. */
  phone?: string | null;
  email?: string | null;
  representative?: string | null;
  /**
   * When the owner archived it (docs/product.md, Company register): hidden from the lists, the
   * reminders and the daily job, its people, records and files kept; absent while active.
   */
  archived_at?: string;
  /** Periodic-training interval in months (docs/domain.md, periodic intervals; default 6). */
  training_frequency_months: number;
  created_at: string;
  /**
   * Training records (fișe) the company keeps on the platform. Creating a record adds 1 in the
   * record's own transaction, deleting the company's history gives them back, and the company can
   * only be deleted at 0 (docs/data-model.md).
   */
  record_count: number;
  /**
   * Of those, the records every signatory has signed: what the company's archive holds. The last
   * signature adds 1 in its own transaction and deleting the history gives them back.
   */
  signed_record_count: number;
  /**
   * Of those, the records waiting for the company's admin (the employer representative's
   * signature): what the owner's backlog of the admins lists, read with the firm's companies. The
   * transaction that moves a record into or out of that state adds 1 or takes 1 away, and deleting
   * the history gives them back (docs/data-model.md).
   */
  awaiting_admin_count: number;
  /** When a deletion started; a company is deleted in steps and a retried deletion finishes it. */
  deleting_since?: string;
  /** The workers' "expiră curând" threshold in days; absent: the default (docs/training-status.md). */
  training_warning_days?: number;
  /** A periodic interval shorter than the law's that the company imposes on everyone; absent or null: none. */
  training_shorter_interval_months?: number | null;
  /** The courses named for new hires and for re-enrolment, and its switch; absent: none, off. */
  training_reenrolment?: ReenrolmentSettings;
  /** Events concerning the whole company (changed rules), the latest ones kept. */
  training_events?: TrainingEventRecord[];
  /** Raised by every change of `training_events`; each change is conditional on the one it read. */
  training_events_version?: number;
  /**
   * Whether a signer without a passkey may sign this company's records at the simple level, after
   * an e-mailed code (docs/signatures.md, the e-mailed code); absent: allowed.
   */
  simple_signature_allowed?: boolean;
  /** How the workers' PSI-SU fișe are kept (docs/domain.md, PSI/SU); absent: on paper. */
  psi_sheet_mode?: PsiSheetMode;
  /** The last change of `psi_sheet_mode`: when, and the owner who made it. */
  psi_sheet_mode_changed?: { at: string; by: string };
};

/**
 * The company's records as callers read them: every record, and those signed by everyone (never
 * more than all of them, nor below 0, should a count have drifted).
 */
export function recordCountsOf(company: Pick<CompanyRecord, 'record_count' | 'signed_record_count'>) {
  const records = Math.max(0, company.record_count);
  return {
    record_count: records,
    signed_record_count: Math.min(records, Math.max(0, company.signed_record_count)),
  };
}

/** The company's records waiting for its admin, read as the other counts are (0 to every record). */
export function recordsAwaitingAdminOf(
  company: Pick<CompanyRecord, 'record_count' | 'awaiting_admin_count'>,
): number {
  return Math.min(Math.max(0, company.record_count), Math.max(0, company.awaiting_admin_count));
}

export const companies = defineEntity<CompanyRecord>({
  type: 'company',
  key: (company) => keys.company(company.id),
  indexes: (company) => ({
    ...indexKeys.companyListing(company.firm_id, company.id),
    ...(company.training_reenrolment ? indexKeys.companyWithOwnReenrolment(company.firm_id, company.id) : {}),
  }),
});

export function getCompany(
  companyId: string,
  options: { consistent?: boolean } = {},
): Promise<CompanyRecord | null> {
  return companies.get(keys.company(companyId), options);
}

function registrationMarkerKey(company: Pick<CompanyRecord, 'firm_id' | 'registration_number'>): ItemKey {
  return keys.companyRegistrationMarker(
    company.firm_id,
    canonicalCompanyRegistrationNumber(company.registration_number),
  );
}

/** The condition, as stored, that holds while people may still be added to a company. */
const ACCEPTS_USERS = 'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since)';

/**
 * A condition on the company item that holds while people may still be added to it: it exists,
 * belongs to the firm and is not being deleted.
 */
export function companyAcceptsUsersCheck(companyId: string, firmId: string): TransactWrite {
  return {
    ConditionCheck: {
      Key: keys.company(companyId),
      ConditionExpression: ACCEPTS_USERS,
      ExpressionAttributeValues: { ':firm': firmId },
    },
  };
}

export type CreateCompanyOutcome = 'created' | 'registration-taken' | 'firm-missing';

/** The company, the marker reserving its registration number in the firm, and a check the firm exists. */
export async function createCompany(company: CompanyRecord): Promise<CreateCompanyOutcome> {
  const outcome = await transactWrite({
    registrationMarker: {
      Put: {
        Item: { ...registrationMarkerKey(company), type: 'company-registration', company_id: company.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    company: { Put: { Item: companies.toItem(company), ConditionExpression: 'attribute_not_exists(PK)' } },
    firm: {
      ConditionCheck: { Key: keys.firm(company.firm_id), ConditionExpression: 'attribute_exists(PK)' },
    },
  });
  if (outcome.isCommitted) return 'created';
  if (outcome.failed.has('registrationMarker')) return 'registration-taken';
  if (outcome.failed.has('firm')) return 'firm-missing';
  throw new Error(`Company ${company.id} already exists`);
}

/** Whether the company lets a signer without a passkey sign its records at the simple level. */
export function allowsSimpleSignature(company: Pick<CompanyRecord, 'simple_signature_allowed'>): boolean {
  return company.simple_signature_allowed !== false;
}

/** The firm's companies: one partition of GSI1, read to the end. */
export function listCompaniesOfFirm(firmId: string): Promise<CompanyRecord[]> {
  return companies.queryAll({ index: 'GSI1', partition: indexKeys.firmCompanies(firmId).GSI1PK });
}

/**
 * The firm's companies with re-enrolment settings of their own (archived and deleting ones
 * included): one partition of GSI2, which holds only those, read to the end.
 */
export function listCompaniesWithOwnReenrolment(firmId: string): Promise<CompanyRecord[]> {
  return companies.queryAll({
    index: 'GSI2',
    partition: indexKeys.firmCompaniesWithOwnReenrolment(firmId).GSI2PK,
  });
}

/** The fields of a company its owner may change (docs/api.md, Change a company). */
export type CompanyChanges = Partial<
  Pick<
    CompanyRecord,
    | 'name'
    | 'registration_number'
    | 'address'
    | 'training_frequency_months'
    | 'phone'
    | 'email'
    | 'representative'
    | 'simple_signature_allowed'
  >
>;

export type UpdateCompanyOutcome =
  | { outcome: 'updated'; company: CompanyRecord }
  | { outcome: 'registration-taken' | 'changed-meanwhile' };

/**
 * Writes the changes over the company as read, with its audit event, in one transaction: only
 * while the company is still as read (same registration number, not archived nor being deleted).
 * A new registration number moves the firm's marker with it, so two companies never share one.
 */
export async function updateCompanyFields(options: {
  company: CompanyRecord;
  changes: CompanyChanges;
  audit: TransactWrite;
}): Promise<UpdateCompanyOutcome> {
  const { company, changes } = options;
  const entries = Object.entries(changes).filter(([, value]) => value !== undefined);
  const names = Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name]));
  const values = Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value]));
  const newRegistration = changes.registration_number;
  const movesMarker =
    newRegistration !== undefined &&
    canonicalCompanyRegistrationNumber(newRegistration) !==
      canonicalCompanyRegistrationNumber(company.registration_number);
  const transaction: Record<string, TransactWrite> = {
    company: {
      Update: {
        Key: keys.company(company.id),
        UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
        ConditionExpression: `${ACCEPTS_USERS} AND registration_number = :seen AND attribute_not_exists(archived_at)`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...values,
          ':firm': company.firm_id,
          ':seen': company.registration_number,
        },
      },
    },
    audit: options.audit,
  };
  if (movesMarker) {
    transaction.oldMarker = { Delete: { Key: registrationMarkerKey(company) } };
    transaction.newMarker = {
      Put: {
        Item: {
          ...registrationMarkerKey({ firm_id: company.firm_id, registration_number: newRegistration }),
          type: 'company-registration',
          company_id: company.id,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    };
  }
  const outcome = await transactWrite(transaction);
  if (outcome.isCommitted) {
    return { outcome: 'updated', company: { ...company, ...Object.fromEntries(entries) } };
  }
  return { outcome: outcome.failed.has('newMarker') ? 'registration-taken' : 'changed-meanwhile' };
}

/**
 * Archives or restores the company with its audit event, in one transaction: archiving only an
 * active company of the firm that is not being deleted, restoring only an archived one. Answers
 * false when the company was not in the state the change starts from.
 */
export async function setCompanyArchived(options: {
  company: Pick<CompanyRecord, 'id' | 'firm_id'>;
  archivedAt: string | null;
  audit: TransactWrite;
}): Promise<boolean> {
  const { company, archivedAt } = options;
  const outcome = await transactWrite({
    company: {
      Update: {
        Key: keys.company(company.id),
        ...(archivedAt
          ? {
              UpdateExpression: 'SET archived_at = :at',
              ConditionExpression: `${ACCEPTS_USERS} AND attribute_not_exists(archived_at)`,
              ExpressionAttributeValues: { ':firm': company.firm_id, ':at': archivedAt },
            }
          : {
              UpdateExpression: 'REMOVE archived_at',
              ConditionExpression: `${ACCEPTS_USERS} AND attribute_exists(archived_at)`,
              ExpressionAttributeValues: { ':firm': company.firm_id },
            }),
      },
    },
    audit: options.audit,
  });
  return outcome.isCommitted;
}

/**
 * Sets the workers' training settings and, when given, the re-enrolment settings (null: none of
 * its own, so the firm's defaults) with their audit event, all or nothing, if the company belongs
 * to the firm; null when it does not (or is gone).
 */
export async function updateTrainingSettings(options: {
  companyId: string;
  firmId: string;
  warningDays: number;
  shorterIntervalMonths: number | null;
  /** The audit event of a change; null when the settings stay as they were. */
  reenrolment?: { settings: ReenrolmentSettings | null; audit: TransactWrite | null };
}): Promise<CompanyRecord | null> {
  const { reenrolment } = options;
  // The company's entry in the firm's list of companies with settings of their own comes and goes with them.
  const ownIndexKeys = indexKeys.companyWithOwnReenrolment(options.firmId, options.companyId);
  const setOwn = reenrolment?.settings
    ? ', training_reenrolment = :reenrolment, GSI2PK = :ownPartition, GSI2SK = :ownSort'
    : '';
  const removeOwn =
    reenrolment && !reenrolment.settings ? ' REMOVE training_reenrolment, GSI2PK, GSI2SK' : '';
  const outcome = await transactWrite({
    company: {
      Update: {
        Key: keys.company(options.companyId),
        UpdateExpression: `SET training_warning_days = :days, training_shorter_interval_months = :months${setOwn}${removeOwn}`,
        ConditionExpression: ACCEPTS_USERS,
        ExpressionAttributeValues: {
          ':days': options.warningDays,
          ':months': options.shorterIntervalMonths,
          ':firm': options.firmId,
          ...(reenrolment?.settings
            ? {
                ':reenrolment': reenrolment.settings,
                ':ownPartition': ownIndexKeys.GSI2PK,
                ':ownSort': ownIndexKeys.GSI2SK,
              }
            : {}),
        },
      },
    },
    audit: reenrolment?.audit ?? null,
  });
  return outcome.isCommitted ? getCompany(options.companyId, { consistent: true }) : null;
}

/**
 * First step of a deletion: marks the company as being deleted, only while it keeps no training
 * record. From then on neither a user nor a record can be added to it (both check the mark in
 * their own transaction). Answers false when the condition failed.
 */
export async function markCompanyDeleting(company: Pick<CompanyRecord, 'id' | 'firm_id'>): Promise<boolean> {
  const outcome = await updateItem({
    Key: keys.company(company.id),
    UpdateExpression: 'SET deleting_since = if_not_exists(deleting_since, :now)',
    ConditionExpression: 'attribute_exists(PK) AND firm_id = :firm AND record_count = :zero',
    ExpressionAttributeValues: { ':now': nowIso(), ':firm': company.firm_id, ':zero': 0 },
  });
  return outcome.isApplied;
}

/**
 * Deletes the company partition's items other than the company itself (assignments,
 * allocations...): a Query of the partition's keys, then BatchWriteItem, 25 a call.
 */
export async function deleteCompanyOwnedItems(companyId: string): Promise<void> {
  const items = await queryAll({ partition: keys.company(companyId).PK, projection: 'PK, SK' });
  const meta = keys.company(companyId);
  await deleteItems(
    items
      .map((item) => ({ PK: item.PK as string, SK: item.SK as string }))
      .filter((key) => key.SK !== meta.SK),
  );
}

/** Last step of a deletion: the company item and its registration marker go together. */
export async function deleteCompany(company: CompanyRecord): Promise<void> {
  await transactWrite({
    company: { Delete: { Key: keys.company(company.id) } },
    registrationMarker: { Delete: { Key: registrationMarkerKey(company) } },
  });
}

/**
 * Gives back the records a deletion of the company's history removed, `signed` of them signed by
 * everyone and `awaitingAdmin` of them waiting for its admin. Subtracting (rather than setting 0)
 * keeps a record started meanwhile counted, so the company still cannot be deleted over it.
 */
export async function releaseCompanyRecords(
  companyId: string,
  released: { records: number; signed: number; awaitingAdmin: number },
): Promise<void> {
  if (released.records === 0) return;
  await updateItem({
    Key: keys.company(companyId),
    UpdateExpression:
      'ADD record_count :records, signed_record_count :signed, awaiting_admin_count :awaitingAdmin',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: {
      ':records': -released.records,
      ':signed': -released.signed,
      ':awaitingAdmin': -released.awaitingAdmin,
    },
  });
}
