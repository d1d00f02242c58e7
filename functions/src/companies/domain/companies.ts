import { texts } from '@ssm/shared';
import { deleteUsersWithTheirItems, listUsersOfCompany } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { nowIso } from '../../platform/clock';
import { conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import type { CompanyRecord } from '../data/companies';
import * as companyTable from '../data/companies';
import { type BodyOf, getOwnCompany, sortByText } from './tenancy';

/*
 * An owner's client companies. Every function takes the owner and reaches only the companies of
 * the owner's firm.
 */

export function toCompanyView(company: CompanyRecord) {
  return {
    id: company.id,
    name: company.name,
    registration_number: company.registration_number,
    address: company.address,
    training_frequency_months: company.training_frequency_months,
    ...companyTable.recordCountsOf(company),
  };
}

export async function listCompanies(options: { owner: OwnerPrincipal }) {
  const companies = await companyTable.listCompaniesOfFirm(options.owner.firmId);
  return sortByText(companies, (company) => company.name).map(toCompanyView);
}

export async function createCompany(options: { owner: OwnerPrincipal; fields: BodyOf<'create-company'> }) {
  const company: CompanyRecord = {
    id: newId(),
    firm_id: options.owner.firmId,
    ...options.fields,
    created_at: nowIso(),
    record_count: 0,
    signed_record_count: 0,
  };
  const outcome = await companyTable.createCompany(company);
  if (outcome === 'registration-taken') throw conflict(texts.companies.duplicateRegistration);
  if (outcome === 'firm-missing') throw notFound();
  await refreshTrainingStatus({ companyId: company.id, company, workers: {} });
  return toCompanyView(company);
}

/** The company's editable setting: its periodic-training interval. */
export async function updateCompany(options: {
  owner: OwnerPrincipal;
  companyId: string;
  trainingFrequencyMonths: number;
}) {
  const company = await companyTable.updateTrainingFrequency({
    companyId: options.companyId,
    firmId: options.owner.firmId,
    months: options.trainingFrequencyMonths,
  });
  if (!company) throw notFound(texts.companies.notFound);
  await refreshTrainingStatus({ companyId: company.id, company, workers: {} });
  return toCompanyView(company);
}

/**
 * Deletes a company with its user accounts and everything kept in its partition and theirs
 * (assignments, allocations, quiz attempts). Refused while the company keeps training records:
 * those are deleted only by the explicit, audited "delete company history" action, after the
 * owner could download the archive (docs/data-model.md). The company is marked first, so no user
 * can be added meanwhile, and a deletion that failed half-way is finished by a retry.
 */
export async function deleteCompany(options: { owner: OwnerPrincipal; companyId: string }) {
  const company = await getOwnCompany(options.owner, options.companyId);
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
