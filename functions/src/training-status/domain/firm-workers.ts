import { isDeepStrictEqual } from 'node:util';
import {
  COURSE_CATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
  DEFAULT_WARNING_DAYS,
  type DueFigures,
  dueFiguresOn,
  duePhaseOf,
  FIRM_WORKERS_PAGE_SIZE,
  type FirmWorkersExportQuery,
  type FirmWorkersQuery,
  foldDiacritics,
  formatRomanianDate,
  missingSheetData,
  type SheetPersonField,
  toBucharestDate,
  WORKER_TRAINING_STATUS_LABELS,
  WORKER_TRAINING_STATUSES,
  type WorkerTrainingFigures,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { getUsersById, listUsersOfCompany, type UserRecord } from '../../accounts/data/users';
import type { OwnerPrincipal } from '../../accounts/domain/principal';
import { toSafeName } from '../../archives/domain/archive-layout';
import { listCourseTargets } from '../../assignments/data/assignments';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import { compareText, sortByText } from '../../companies/domain/tenancy';
import { now } from '../../platform/clock';
import { notFound } from '../../platform/errors';
import { toSpreadsheetCsv } from '../../platform/spreadsheet-csv';
import { toXlsx } from '../../platform/spreadsheet-xlsx';
import {
  listWorkerRostersOfFirm,
  type RosterWorker,
  WORKERS_PER_ROSTER_PART,
  type WorkerRosterRecord,
} from '../data/worker-rosters';

/*
 * The firm's workers (docs/training-status.md, "The firm's workers"): every company's roster,
 * read in one Query of the firm's, moved to today, filtered, ordered by urgency and paged in
 * memory. 50,000 workers are about 2 MB of compressed rosters: two Query pages, where reading
 * the users would be a Query per company.
 */

/** What a roster keeps of a worker: the name, and the data the fișă prints to tell who misses some. */
type RosterSource = Pick<UserRecord, 'id' | 'first_name' | 'last_name' | SheetPersonField>;

/** The roster parts of a company's workers as the rule gave them at `at`. */
export function buildWorkerRoster(
  company: CompanyRecord,
  workers: readonly RosterSource[],
  figuresOf: (worker: { id: string }) => WorkerTrainingFigures,
  at: Date,
): WorkerRosterRecord[] {
  const entries: RosterWorker[] = workers.map((worker) => {
    const figures = figuresOf(worker);
    return {
      id: worker.id,
      first_name: worker.first_name,
      last_name: worker.last_name,
      domains: Object.fromEntries(
        COURSE_CATEGORIES.map((domain) => [
          domain,
          {
            status: figures.domains[domain].status,
            due_date: figures.domains[domain].due_date,
            phase: duePhaseOf(figures.domains[domain]),
          },
        ]),
      ) as RosterWorker['domains'],
      ...(missingSheetData(worker).length > 0 ? { missing_data: true as const } : {}),
    };
  });
  const partCount = Math.max(1, Math.ceil(entries.length / WORKERS_PER_ROSTER_PART));
  return Array.from({ length: partCount }, (_, part) => ({
    company_id: company.id,
    firm_id: company.firm_id,
    company_name: company.name,
    part,
    computed_at: at.toISOString(),
    warning_days: company.training_warning_days ?? DEFAULT_WARNING_DAYS,
    workers: entries.slice(part * WORKERS_PER_ROSTER_PART, (part + 1) * WORKERS_PER_ROSTER_PART),
  }));
}

/** Whether two roster parts say the same thing: only the computation's instant may differ. */
export function isSameRosterPart(first: WorkerRosterRecord, second: WorkerRosterRecord): boolean {
  const { computed_at: _first, ...firstContent } = first;
  const { computed_at: _second, ...secondContent } = second;
  // Deep and blind to the order of attributes, which an item read back need not keep.
  return isDeepStrictEqual(firstContent, secondContent);
}

/** Each company's parts of its newest computation: a part left over from a larger roster is not read. */
export function currentRosterParts(parts: readonly WorkerRosterRecord[]): WorkerRosterRecord[] {
  const newest = new Map<string, string>();
  for (const part of parts) {
    const seen = newest.get(part.company_id);
    if (!seen || part.computed_at > seen) newest.set(part.company_id, part.computed_at);
  }
  return parts.filter((part) => part.computed_at === newest.get(part.company_id));
}

type Due = DueFigures & { domain: CourseCategory; phase: CourseSubcategory | null };

export type FirmWorkerRow = Due & {
  id: string;
  first_name: string;
  last_name: string;
  company_id: string;
  company_name: string;
  domains: Record<CourseCategory, DueFigures>;
  missing_data: boolean;
};

const severity = (status: WorkerTrainingStatus) => WORKER_TRAINING_STATUSES.indexOf(status);

/** The more urgent first: the worse status, then the earlier due date (none last). */
function byUrgencyOfDue(first: DueFigures, second: DueFigures): number {
  if (first.status !== second.status) return severity(second.status) - severity(first.status);
  if (first.due_date === second.due_date) return 0;
  if (first.due_date === null) return 1;
  if (second.due_date === null) return -1;
  return first.due_date < second.due_date ? -1 : 1;
}

const searchKey = (text: string) => foldDiacritics(text).toLowerCase().replace(/\s+/g, ' ').trim();

/** Every worker of the rosters as of `at`; a row's own figures are its domain's, else the more urgent. */
function rowsOf(parts: readonly WorkerRosterRecord[], at: Date, domain: CourseCategory | undefined) {
  return parts.flatMap((part) =>
    part.workers.map((worker): FirmWorkerRow => {
      const domains = Object.fromEntries(
        COURSE_CATEGORIES.map((category) => [
          category,
          dueFiguresOn(worker.domains[category], at, part.warning_days),
        ]),
      ) as Record<CourseCategory, DueFigures>;
      const shown =
        domain ??
        COURSE_CATEGORIES.reduce((worse, category) =>
          byUrgencyOfDue(domains[category], domains[worse]) < 0 ? category : worse,
        );
      return {
        id: worker.id,
        first_name: worker.first_name,
        last_name: worker.last_name,
        company_id: part.company_id,
        company_name: part.company_name,
        domain: shown,
        phase: worker.domains[shown].phase,
        ...domains[shown],
        domains,
        missing_data: worker.missing_data === true,
      };
    }),
  );
}

export type FirmWorkersFilter = Omit<FirmWorkersQuery, 'page'>;

/**
 * The workers whose direct manager (docs/domain.md, signers per phase) is `managerId`: the people
 * of the manager's company naming them. A manager outside the caller's firm manages nobody here.
 */
async function listManagedWorkerIds(owner: OwnerPrincipal, managerId: string): Promise<Set<string>> {
  const [manager = null] = await getUsersById([managerId]);
  if (!isCompanyMemberOf(manager, owner.firmId)) return new Set();
  const { users } = await listUsersOfCompany(manager.company_id);
  return new Set(users.filter((user) => user.manager_id === manager.id).map((user) => user.id));
}

/**
 * The filter's tests of a row besides its status and company (which the counts leave out in
 * turn). A filter that reads more than the rosters reads it here, once per request.
 */
async function rowTestsOf(owner: OwnerPrincipal, filter: FirmWorkersFilter) {
  const search = filter.search ? searchKey(filter.search) : '';
  const [courseTargets, managed] = await Promise.all([
    filter.course ? listCourseTargets(filter.course, owner.firmId) : null,
    filter.manager ? listManagedWorkerIds(owner, filter.manager) : null,
  ]);
  const tests: ((row: FirmWorkerRow) => boolean)[] = [];
  if (filter.due_within_days !== undefined) {
    const within = filter.due_within_days;
    tests.push((row) => row.days_remaining !== null && row.days_remaining <= within);
  }
  // Folded only when searched: folding every name of a large firm costs more than reading it.
  if (search !== '') {
    tests.push((row) => searchKey(`${row.first_name} ${row.last_name} ${row.first_name}`).includes(search));
  }
  if (courseTargets) {
    tests.push((row) => courseTargets.companyIds.has(row.company_id) || courseTargets.userIds.has(row.id));
  }
  if (managed) tests.push((row) => managed.has(row.id));
  if (filter.phase) tests.push((row) => row.phase === filter.phase);
  if (filter.missing_data) tests.push((row) => row.missing_data);
  return tests;
}

/** The firm's workers of the filter, most urgent first, with the counts the page shows beside them. */
export async function filterFirmWorkers(owner: OwnerPrincipal, filter: FirmWorkersFilter) {
  const at = now();
  const today = toBucharestDate(at);
  const [parts, tests] = await Promise.all([
    listWorkerRostersOfFirm(owner.firmId),
    rowTestsOf(owner, filter),
  ]);
  const rows = rowsOf(currentRosterParts(parts), at, filter.domain);
  const ofRest = rows.filter((row) => tests.every((test) => test(row)));
  const ofCompany = ofRest.filter((row) => !filter.company || row.company_id === filter.company);
  const counts = Object.fromEntries(WORKER_TRAINING_STATUSES.map((status) => [status, 0])) as Record<
    WorkerTrainingStatus,
    number
  >;
  for (const row of ofCompany) counts[row.status] += 1;
  const ofStatus = (row: FirmWorkerRow) => !filter.status || row.status === filter.status;
  const companies = new Map<string, { id: string; name: string; workers: number; overdue: number }>();
  for (const row of ofRest.filter(ofStatus)) {
    const company = companies.get(row.company_id) ?? {
      id: row.company_id,
      name: row.company_name,
      workers: 0,
      overdue: 0,
    };
    company.workers += 1;
    if (row.status === 'overdue' || row.status === 'untrained') company.overdue += 1;
    companies.set(row.company_id, company);
  }
  return {
    today,
    counts,
    // Sorts are stable: by name first, so equals in urgency stay in the order of their names.
    companies: sortByText([...companies.values()], (company) => company.name).sort(
      (first, second) => second.overdue - first.overdue || second.workers - first.workers,
    ),
    // One sort, names compared only between equals in urgency: a large firm's rows are many.
    workers: ofCompany
      .filter(ofStatus)
      .sort(
        (first, second) =>
          byUrgencyOfDue(first, second) ||
          compareText(`${first.last_name} ${first.first_name}`, `${second.last_name} ${second.first_name}`),
      ),
  };
}

/** One page of the firm's workers of the filter (FIRM_WORKERS_PAGE_SIZE rows), with its counts. */
export async function listFirmWorkers(options: { owner: OwnerPrincipal; query: FirmWorkersQuery }) {
  const { page: requested = 1, ...filter } = options.query;
  const { counts, companies, workers } = await filterFirmWorkers(options.owner, filter);
  const pageCount = Math.max(1, Math.ceil(workers.length / FIRM_WORKERS_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  return {
    total: workers.length,
    page,
    page_count: pageCount,
    counts,
    companies,
    workers: workers.slice((page - 1) * FIRM_WORKERS_PAGE_SIZE, page * FIRM_WORKERS_PAGE_SIZE),
  };
}

function describeDue(due: DueFigures): string[] {
  return [
    WORKER_TRAINING_STATUS_LABELS[due.status],
    due.due_date ? formatRomanianDate(due.due_date) : '',
    due.days_remaining === null ? '' : String(due.days_remaining),
  ];
}

const phaseLabels = texts.courseForm.subcategoryLabels;

/** Every worker of the filter as a spreadsheet: one row each, its domain's figures and each domain's. */
export async function exportFirmWorkers(options: { owner: OwnerPrincipal; query: FirmWorkersExportQuery }) {
  const { format = 'csv', ...filter } = options.query;
  const { today, workers } = await filterFirmWorkers(options.owner, filter);
  const rows = [
    [...texts.firmWorkers.csvHeader],
    ...workers.map((row) => [
      row.last_name,
      row.first_name,
      row.company_name,
      row.domain,
      row.phase ? phaseLabels[row.phase] : '',
      ...describeDue(row),
      ...COURSE_CATEGORIES.map((domain) => {
        const [status, dueDate] = describeDue(row.domains[domain]);
        return dueDate ? `${status} ${dueDate}` : (status as string);
      }),
      row.missing_data ? texts.firmWorkers.yes : texts.firmWorkers.no,
    ]),
  ];
  const fileName = `lucratori-${today}.${format}`;
  if (format === 'xlsx') return { file_name: fileName, xlsx_base64: (await toXlsx(rows)).toString('base64') };
  return { file_name: fileName, csv: toSpreadsheetCsv(rows) };
}

/**
 * The month's plan (docs/training-status.md, "The month's plan"): per company, each worker's
 * domain whose next training falls due in the month (YYYY-MM), moved to today as the list is; one
 * Query of the firm's rosters. Companies by name; within one, by due date, then name.
 */
export async function readMonthPlan(options: { owner: OwnerPrincipal; month: string; companyId?: string }) {
  const at = now();
  const parts = currentRosterParts(await listWorkerRostersOfFirm(options.owner.firmId)).filter(
    (part) => !options.companyId || part.company_id === options.companyId,
  );
  const companies = new Map<string, { id: string; name: string; items: MonthPlanItem[] }>();
  for (const part of parts) {
    for (const worker of part.workers) {
      for (const domain of COURSE_CATEGORIES) {
        const due = worker.domains[domain];
        if (!due.due_date?.startsWith(`${options.month}-`)) continue;
        const company = companies.get(part.company_id) ?? {
          id: part.company_id,
          name: part.company_name,
          items: [],
        };
        company.items.push({
          worker_id: worker.id,
          first_name: worker.first_name,
          last_name: worker.last_name,
          domain,
          phase: due.phase,
          ...dueFiguresOn(due, at, part.warning_days),
        });
        companies.set(part.company_id, company);
      }
    }
  }
  return {
    month: options.month,
    companies: sortByText([...companies.values()], (company) => company.name).map((company) => ({
      ...company,
      items: sortByText(company.items, (item) => `${item.last_name} ${item.first_name}`).sort(
        (first, second) => (first.due_date ?? '').localeCompare(second.due_date ?? ''),
      ),
    })),
  };
}

type MonthPlanItem = DueFigures & {
  worker_id: string;
  first_name: string;
  last_name: string;
  domain: CourseCategory;
  phase: CourseSubcategory | null;
};

/** One client's month plan as a printable PDF for the consultant's visit. */
export async function renderMonthPlanPdf(options: {
  owner: OwnerPrincipal;
  month: string;
  companyId: string;
}) {
  const company = await getCompany(options.companyId);
  if (!company || company.firm_id !== options.owner.firmId) throw notFound(texts.companies.notFound);
  const plan = await readMonthPlan(options);
  const items = plan.companies[0]?.items ?? [];
  const { renderMonthPlan } = await import('./month-plan-pdf');
  const monthLabel = texts.monthPlan.monthLabel(options.month);
  const bytes = await renderMonthPlan({
    title: texts.monthPlan.pdfTitle(company.name),
    subtitle: texts.monthPlan.pdfSubtitle(monthLabel, items.length),
    empty: texts.monthPlan.empty,
    columns: texts.monthPlan.columns,
    rows: items.map((item) => [
      `${item.last_name} ${item.first_name}`,
      item.domain,
      item.phase ? phaseLabels[item.phase] : '',
      item.due_date ? formatRomanianDate(item.due_date) : '',
      item.status_label,
    ]),
  });
  return {
    file_name: texts.monthPlan.fileName(toSafeName(company.name), options.month),
    pdf_base64: Buffer.from(bytes).toString('base64'),
  };
}
