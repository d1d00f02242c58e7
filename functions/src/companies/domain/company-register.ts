import {
  COMPANY_REGISTER_PAGE_SIZE,
  type CompanyRegisterQuery,
  companyNameKey,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { now } from '../../platform/clock';
import {
  listTrainingStatusesOfFirm,
  type TrainingStatusRecord,
} from '../../training-status/data/training-status';
import { workersFiguresOn } from '../../training-status/domain/company-workers';
import { type CompanyRecord, listCompaniesOfFirm } from '../data/companies';
import { toCompanyView } from './companies';
import { sortByText } from './tenancy';

/*
 * The company register (docs/product.md, Company register): the firm's companies with their
 * workers per training status, read in two Queries (the firm's companies, their summaries) and
 * searched, sorted and paged in memory: 1,000 companies are about 1 MB of each.
 */

/** Letters and digits only, the legal form, case and diacritics set aside: how a name is searched. */
const registrationKey = (text: string) =>
  text
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .replace(/^RO(?=\d)/, '');

/** Whether the company's name or registration number contains what was typed. */
export function matchesCompanySearch(
  company: Pick<CompanyRecord, 'name' | 'registration_number'>,
  search: string,
) {
  const nameSearch = companyNameKey(search);
  const registrationSearch = registrationKey(search);
  return (
    companyNameKey(company.name).includes(nameSearch) ||
    (registrationSearch !== '' && registrationKey(company.registration_number).includes(registrationSearch))
  );
}

/** The firm's companies the register shows for a search, by name: the active ones, or the archived. */
export async function searchCompanies(
  firmId: string,
  filter: { search?: string | undefined; archived?: boolean },
): Promise<CompanyRecord[]> {
  const companies = await listCompaniesOfFirm(firmId);
  const search = filter.search?.trim() ?? '';
  return sortByText(
    companies.filter(
      (company) =>
        !company.deleting_since &&
        Boolean(company.archived_at) === (filter.archived ?? false) &&
        (search === '' || matchesCompanySearch(company, search)),
    ),
    (company) => company.name,
  );
}

/** Active workers per status as of today, from the company's summary. */
export function workerCountsOf(record: TrainingStatusRecord | undefined, at: Date) {
  return record ? workersFiguresOn(record, at).workers : null;
}

export function workerTotal(counts: Record<WorkerTrainingStatus, number> | null): number {
  return counts ? WORKER_TRAINING_STATUSES.reduce((total, status) => total + counts[status], 0) : 0;
}

/** One page of the register, with the totals of the whole search. */
export async function listCompanyRegister(options: { owner: OwnerPrincipal; query: CompanyRegisterQuery }) {
  const { owner, query } = options;
  const archived = query.archived === 'true';
  const [companies, statuses] = await Promise.all([
    searchCompanies(owner.firmId, { search: query.search, archived }),
    // An archived company keeps no summary: only the active ones' are read.
    archived ? Promise.resolve([]) : listTrainingStatusesOfFirm(owner.firmId),
  ]);
  const statusById = new Map(statuses.map((record) => [record.company_id, record]));
  const at = now();
  const rows = companies.map((company) => ({
    ...toCompanyView(company),
    workers: workerCountsOf(statusById.get(company.id), at),
  }));
  const pageCount = Math.max(1, Math.ceil(rows.length / COMPANY_REGISTER_PAGE_SIZE));
  const page = Math.min(query.page ?? 1, pageCount);
  return {
    total: rows.length,
    total_workers: rows.reduce((total, row) => total + workerTotal(row.workers), 0),
    page,
    page_count: pageCount,
    companies: rows.slice((page - 1) * COMPANY_REGISTER_PAGE_SIZE, page * COMPANY_REGISTER_PAGE_SIZE),
  };
}
