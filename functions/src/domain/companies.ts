import { texts } from '@ssm/shared';
import pMap from 'p-map';
import { deleteItems } from '../data/batch-writes';
import {
  type CompanyRecord,
  createCompany,
  getCompany,
  listCompaniesOfFirm,
  listCompanyOwnedItemKeys,
  markCompanyDeleting,
  removeCompany,
  updateTrainingFrequency,
} from '../data/companies';
import { listUserItemKeys, listUsersOfCompany, type UserRecord } from '../data/users';
import { nowIso } from '../lib/clock';
import { conflict, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { type BodyOf, getOwnCompany, requireFirmId, sortByText } from './tenancy';
import { refreshTrainingStatus } from './training-status';

/*
 * An owner's client companies. Every function takes the caller as stored and reaches only the
 * companies of the caller's firm.
 */

export function toCompanyView(company: CompanyRecord) {
  return {
    id: company.id,
    name: company.name,
    registration_number: company.registration_number,
    address: company.address,
    training_frequency_months: company.training_frequency_months,
  };
}

export async function listOwnCompanies(caller: UserRecord) {
  const companies = await listCompaniesOfFirm(requireFirmId(caller));
  return sortByText(companies, (company) => company.name).map(toCompanyView);
}

export async function addCompany(caller: UserRecord, body: BodyOf<'create-company'>) {
  const company: CompanyRecord = {
    id: newId(),
    firm_id: requireFirmId(caller),
    ...body,
    created_at: nowIso(),
  };
  const outcome = await createCompany(company);
  if (outcome === 'registration-taken') throw conflict(texts.companies.duplicateRegistration);
  if (outcome === 'firm-missing') throw notFound();
  await refreshTrainingStatus({ companyId: company.id, company });
  return toCompanyView(company);
}

export async function changeTrainingFrequency(caller: UserRecord, companyId: string, months: number) {
  const company = await updateTrainingFrequency({ companyId, firmId: requireFirmId(caller), months });
  if (!company) throw notFound(texts.companies.notFound);
  await refreshTrainingStatus({ companyId: company.id, company });
  return toCompanyView(company);
}

/** Parallel reads of the users' partitions while a company is deleted. */
const USER_READ_CONCURRENCY = 16;

/**
 * Deletes a company with its user accounts and everything kept in its partition and theirs
 * (assignments, allocations, quiz attempts). Refused while the company keeps training records:
 * those are deleted only by the explicit, audited "delete company history" action, after the
 * owner could download the archive (docs/data-model.md). The company is marked first, so no user
 * can be added meanwhile, and a deletion that failed half-way is finished by a retry.
 */
export async function deleteCompany(caller: UserRecord, companyId: string) {
  const company = await getOwnCompany(caller, companyId);
  if (!(await markCompanyDeleting(company))) {
    if (!(await getCompany(company.id))) throw notFound(texts.companies.notFound);
    throw conflict(texts.companies.hasRecords);
  }
  const { users } = await listUsersOfCompany(company.id);
  const userItemKeys = await pMap(users, listUserItemKeys, { concurrency: USER_READ_CONCURRENCY });
  await deleteItems(userItemKeys.flat());
  await deleteItems(await listCompanyOwnedItemKeys(company.id));
  await removeCompany(company);
  return { detail: texts.companies.deleted };
}
