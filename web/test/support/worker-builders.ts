import { computeWorkerTrainingStatus } from '@ssm/shared';
import type { WorkerTraining } from '@/features/training-status/api/worker-trainings';
import { buildId } from './builders';

/** The day the workers' figures are computed for. */
export const FIGURES_DAY = new Date('2026-06-15T09:00:00Z');

type Trainings = Parameters<typeof computeWorkerTrainingStatus>[0]['trainings'];

/** A muncitor hired on 10.01.2024 as the company page receives them, their figures from the real rule. */
export function buildWorker(
  names: { first: string; last: string; username: string },
  trainings: Trainings,
): WorkerTraining {
  return {
    id: buildId(),
    username: names.username,
    first_name: names.first,
    last_name: names.last,
    role: 'employee',
    staff_category: 'muncitor',
    hire_date: '2024-01-10',
    events: [],
    events_version: 0,
    training: computeWorkerTrainingStatus({
      hireDate: '2024-01-10',
      staffCategory: 'muncitor',
      trainings,
      events: [],
      companyFrequencyMonths: 6,
      companyShorterIntervalMonths: null,
      now: FIGURES_DAY,
    }),
  };
}

const initial = { introductive: '2024-01-10T08:00:00Z', loc_munca: '2024-01-10T08:00:00Z' };

/** On time in both domains (periodic trainings on 01.05.2026). */
export const onTimeWorker = buildWorker(
  { first: 'Ștefan', last: 'Dumitrescu', username: 'stefan.d' },
  {
    SSM: { ...initial, periodica: '2026-05-01T08:00:00Z' },
    'PSI-SU': { ...initial, periodica: '2026-05-01T08:00:00Z' },
  },
);

/** On time in SSM, overdue in PSI-SU since 10.07.2024. */
export const overdueWorker = buildWorker(
  { first: 'Ana', last: 'Pop', username: 'ana.pop' },
  {
    SSM: { ...initial, periodica: '2026-05-01T08:00:00Z' },
    'PSI-SU': initial,
  },
);

/** Never trained; their username looks like a spreadsheet formula. */
export const untrainedWorker = buildWorker({ first: 'Vlad', last: 'Ene', username: '=cmd|calc' }, {});

/** A company's training overview as its page receives it: default settings, no events. */
export function buildCompanyOverview(company: { id: string; name: string }) {
  return {
    id: company.id,
    name: company.name,
    training_frequency_months: 6,
    record_count: 0,
    signed_record_count: 0,
    phone: null,
    email: null,
    representative: null,
    archived_at: null,
    warning_days: 30,
    shorter_interval_months: null,
    reenrolment: {
      enabled: false,
      lead_days: 30,
      courses: {
        SSM: { introductive: null, loc_munca: null, periodica: null },
        'PSI-SU': { introductive: null, loc_munca: null, periodica: null },
      },
    },
    reenrolment_source: 'company' as const,
    events: [],
    events_version: 0,
  };
}
