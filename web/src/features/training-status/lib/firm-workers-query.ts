import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type FirmWorkersQuery,
  WORKER_TRAINING_STATUSES,
} from '@ssm/shared';

/** The filter lives in the address, so a filtered list can be bookmarked, shared and gone back to. */
const PARAMETERS = {
  status: 'stare',
  domain: 'domeniu',
  company: 'companie',
  course: 'curs',
  phase: 'etapa',
  manager: 'conducator',
  missing_data: 'date-lipsa',
  due_within_days: 'termen',
  search: 'cauta',
  page: 'pagina',
} as const satisfies Record<keyof FirmWorkersQuery, string>;

/**
 * The firm workers' filter and page the address asks for; what it does not know is left out. The
 * page's list and the router's prefetch (`app/prefetch.ts`) both read it, so they ask for the
 * same query.
 */
export function readFirmWorkersQuery(search: URLSearchParams): FirmWorkersQuery {
  const text = (name: keyof FirmWorkersQuery) => search.get(PARAMETERS[name]) || undefined;
  const number = (name: keyof FirmWorkersQuery) => {
    const value = Number(text(name));
    return text(name) !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
  };
  const status = text('status');
  const domain = text('domain');
  const phase = text('phase');
  return {
    status: WORKER_TRAINING_STATUSES.find((known) => known === status),
    domain: COURSE_CATEGORIES.find((known) => known === domain),
    company: text('company'),
    course: text('course'),
    phase: COURSE_SUBCATEGORIES.find((known) => known === phase),
    manager: text('manager'),
    missing_data: text('missing_data') === 'true' ? 'true' : undefined,
    due_within_days: number('due_within_days'),
    search: text('search'),
    page: number('page') || undefined,
  };
}

export function writeFirmWorkersQuery(query: FirmWorkersQuery): URLSearchParams {
  const search = new URLSearchParams();
  for (const [name, parameter] of Object.entries(PARAMETERS) as [keyof FirmWorkersQuery, string][]) {
    const value = query[name];
    if (value !== undefined && value !== '') search.set(parameter, String(value));
  }
  return search;
}
