import * as texts from '@ssm/shared/texts';
import pMap from 'p-map';
import { deleteUsersWithTheirItems, endAllSessions, listUsersOfCompany } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import {
  type AuditAction,
  actorOf,
  auditEventWrite,
  newAuditEvent,
  type RequestOrigin,
} from '../../audit/data/audit';
import { nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { deleteTrainingStatuses } from '../../training-status/data/training-status';
import { deleteCompanyRoster } from '../../training-status/data/worker-rosters';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import type { CompanyChanges, CompanyRecord } from '../data/companies';
import * as companyTable from '../data/companies';
import { type BodyOf, getOwnCompany, sortByText } from './tenancy';

/*
 * An owner's client companies. Every function takes the owner and reaches only the companies of
 * the owner's firm.
 */

/** People whose sessions an archive ends at once: each one UpdateItem, mostly waiting. */
const SESSION_ENDING_CONCURRENCY = 8;

export function toCompanyView(company: CompanyRecord) {
  return {
    id: company.id,
    name: company.name,
    registration_number: company.registration_number,
    address: company.address,
    phone: company.phone ?? null,
    email: company.email ?? null,
    representative: company.representative ?? null,
    training_frequency_months: company.training_frequency_months,
    simple_signature_allowed: companyTable.allowsSimpleSignature(company),
    ...companyTable.recordCountsOf(company),
    archived_at: company.archived_at ?? null,
  };
}

/** The firm's active companies: what every list, select and job of the firm works with. */
export async function listActiveCompaniesOfFirm(firmId: string): Promise<CompanyRecord[]> {
  const companies = await companyTable.listCompaniesOfFirm(firmId);
  return companies.filter((company) => !company.archived_at && !company.deleting_since);
}

export async function listCompanies(options: { owner: OwnerPrincipal }) {
  const companies = await listActiveCompaniesOfFirm(options.owner.firmId);
  return sortByText(companies, (company) => company.name).map(toCompanyView);
}

export async function createCompany(options: { owner: OwnerPrincipal; fields: BodyOf<'create-company'> }) {
  const { phone, email, representative, ...required } = options.fields;
  const company: CompanyRecord = {
    id: newId(),
    firm_id: options.owner.firmId,
    ...required,
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
    ...(representative ? { representative } : {}),
    created_at: nowIso(),
    record_count: 0,
    signed_record_count: 0,
    awaiting_admin_count: 0,
  };
  const outcome = await companyTable.createCompany(company);
  if (outcome === 'registration-taken') throw conflict(texts.companies.duplicateRegistration);
  if (outcome === 'firm-missing') throw notFound();
  await refreshTrainingStatus({ companyId: company.id, company, workers: {} });
  return toCompanyView(company);
}

function companyAudit(options: {
  owner: OwnerPrincipal;
  company: CompanyRecord;
  action: AuditAction;
  origin: RequestOrigin;
  details?: Record<string, unknown>;
}) {
  return auditEventWrite(
    newAuditEvent({
      scope: { kind: 'company', id: options.company.id },
      action: options.action,
      actor: actorOf(options.owner.user),
      origin: options.origin,
      subject: { company_id: options.company.id },
      ...(options.details ? { details: options.details } : {}),
    }),
  );
}

/**
 * Changes the fields sent (name, registration number, address, contact, periodic frequency),
 * audited with each field's value before and after. An archived company is refused: it is
 * restored first. A field sent with its current value is no change; nothing changed is 400.
 */
export async function updateCompany(options: {
  owner: OwnerPrincipal;
  companyId: string;
  changes: CompanyChanges;
  origin: RequestOrigin;
}) {
  const company = await getOwnCompany(options.owner, options.companyId);
  if (company.deleting_since) throw notFound(texts.companies.notFound);
  if (company.archived_at) throw conflict(texts.companies.archivedRefused);
  const currentOf = (name: keyof CompanyChanges) =>
    name === 'simple_signature_allowed'
      ? companyTable.allowsSimpleSignature(company)
      : (company[name] ?? null);
  const changes = Object.fromEntries(
    Object.entries(options.changes).filter(
      ([name, value]) => value !== undefined && value !== currentOf(name as keyof CompanyChanges),
    ),
  ) as CompanyChanges;
  const names = Object.keys(changes) as (keyof CompanyChanges)[];
  if (names.length === 0) throw badRequest(texts.companies.nothingToChange);
  const written = await companyTable.updateCompanyFields({
    company,
    changes,
    audit: companyAudit({
      ...options,
      company,
      action: 'company_updated',
      details: Object.fromEntries(
        names.map((name) => [name, { before: currentOf(name), after: changes[name] }]),
      ),
    }),
  });
  if (written.outcome === 'registration-taken') throw conflict(texts.companies.duplicateRegistration);
  if (written.outcome !== 'updated') throw conflict(texts.companies.changedMeanwhile);
  // The summaries and rosters carry the name and are computed with the frequency.
  if (changes.name !== undefined || changes.training_frequency_months !== undefined) {
    await refreshTrainingStatus({ companyId: company.id, company: written.company, workers: {} });
  }
  return toCompanyView(written.company);
}

/**
 * Archives the company (docs/product.md, Company register): its summary and roster go, so the
 * firm's lists, the reminders and the daily job no longer see it; its people, records and files
 * stay. The summary's and roster's writes are conditioned on the company not being archived, so
 * none written meanwhile comes back.
 */
export async function archiveCompany(options: {
  owner: OwnerPrincipal;
  companyId: string;
  origin: RequestOrigin;
}) {
  const company = await getOwnCompany(options.owner, options.companyId);
  if (company.deleting_since) throw notFound(texts.companies.notFound);
  if (company.archived_at) throw conflict(texts.companies.alreadyArchived);
  const archivedAt = nowIso();
  const isArchived = await companyTable.setCompanyArchived({
    company,
    archivedAt,
    audit: companyAudit({ ...options, company, action: 'company_archived' }),
  });
  if (!isArchived) throw conflict(texts.companies.alreadyArchived);
  await Promise.all([
    deleteTrainingStatuses([company.id]),
    deleteCompanyRoster(company.id),
    endSessionsOfCompanyPeople(company),
  ]);
  return toCompanyView({ ...company, archived_at: archivedAt });
}

/**
 * Ends every open session of the archived company's admins and employees (docs/security.md,
 * archived companies): each request reads its user item anyway, so raising its session version
 * refuses their tokens at no cost per request, and the login refuses a new one while the
 * company stays archived. After the archive's own write, so no login in between gets a token the
 * raise misses.
 */
async function endSessionsOfCompanyPeople(company: CompanyRecord) {
  const { users } = await listUsersOfCompany(company.id);
  await pMap(users, (user) => endAllSessions(user.id, { firmId: company.firm_id }), {
    concurrency: SESSION_ENDING_CONCURRENCY,
  });
}

/** Restores an archived company; its summary and roster are computed again at once. */
export async function restoreCompany(options: {
  owner: OwnerPrincipal;
  companyId: string;
  origin: RequestOrigin;
}) {
  const company = await getOwnCompany(options.owner, options.companyId);
  if (company.deleting_since) throw notFound(texts.companies.notFound);
  if (!company.archived_at) throw conflict(texts.companies.notArchived);
  const isRestored = await companyTable.setCompanyArchived({
    company,
    archivedAt: null,
    audit: companyAudit({ ...options, company, action: 'company_restored' }),
  });
  if (!isRestored) throw conflict(texts.companies.notArchived);
  const { archived_at: _archived, ...restored } = company;
  await refreshTrainingStatus({ companyId: company.id, company: restored, workers: {} });
  return toCompanyView(restored);
}

/**
 * Deletes a company with its user accounts and everything kept in its partition and theirs
 * (assignments, allocations, quiz attempts). Refused while the company keeps training records:
 * those are deleted only by the explicit, audited "delete company history" action, after the
 * owner could download the archive (docs/data-model.md). The company is marked first, so no user
 * can be added meanwhile, and a deletion that failed half-way is finished by a retry. The caller
 * types the company's name to confirm (`confirmName`), and the server compares it too.
 */
export async function deleteCompany(options: {
  owner: OwnerPrincipal;
  companyId: string;
  confirmName: string;
}) {
  const company = await getOwnCompany(options.owner, options.companyId);
  // Exactly the name, as shown: a deletion is never a slip of the finger.
  if (options.confirmName.trim() !== company.name) {
    throw badRequest(texts.companies.deleteNameMismatch, {
      confirm_name: [texts.companies.deleteNameMismatch],
    });
  }
  if (!(await companyTable.markCompanyDeleting(company))) {
    if (!(await companyTable.getCompany(company.id))) throw notFound(texts.companies.notFound);
    throw conflict(texts.companies.hasRecords);
  }
  const { users } = await listUsersOfCompany(company.id);
  await deleteUsersWithTheirItems(users);
  await companyTable.deleteCompanyOwnedItems(company.id);
  await companyTable.deleteCompany(company);
  return { detail: texts.companies.deleted };
}
