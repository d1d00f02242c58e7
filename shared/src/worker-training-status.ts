/**
 * The training status of one worker (docs/training-status.md, "Every worker's next training"):
 * per domain (SSM, PSI-SU) and phase, when the next training is due and how urgent it is. Pure:
 * the caller passes the worker's trainings and events, the company's settings and "now". Calendar
 * dates and month arithmetic are the company rule's (`./training-status`), so both rules agree on
 * what a day is in Bucharest.
 */
import {
  COURSE_CATEGORIES,
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
} from './constants';
import * as texts from './texts';
import {
  addMonthsClamped,
  classifyDaysRemaining,
  DEFAULT_WARNING_DAYS,
  daysBetween,
  type TrainingStatus,
  toBucharestDate,
} from './training-status';

/** A worker's staff category decides the law's longest periodic interval. */
export const STAFF_CATEGORIES = ['muncitor', 'tehnico_administrativ'] as const;
export type StaffCategory = (typeof STAFF_CATEGORIES)[number];

export const STAFF_CATEGORY_MAX_INTERVAL_MONTHS: Record<StaffCategory, number> = {
  muncitor: 6,
  tehnico_administrativ: 12,
};

/** From the least to the most urgent: "the worst" of several statuses is the last in this order. */
export const WORKER_TRAINING_STATUSES = ['on_time', 'due_soon', 'overdue', 'untrained'] as const;
export type WorkerTrainingStatus = (typeof WORKER_TRAINING_STATUSES)[number];

export const WORKER_TRAINING_STATUS_LABELS: Record<WorkerTrainingStatus, string> =
  texts.workerTraining.statusLabels;

/** What makes a supplementary training due: the law's cases an owner or admin records. */
export const SUPPLEMENTARY_EVENT_KINDS = [
  'absence_return',
  'rules_changed',
  'equipment_changed',
  'work_accident',
] as const;
export type SupplementaryEventKind = (typeof SUPPLEMENTARY_EVENT_KINDS)[number];

/** The events that can concern a whole company at once; the others are one worker's. */
export const COMPANY_EVENT_KINDS = ['rules_changed'] as const satisfies readonly SupplementaryEventKind[];

export type SupplementaryEvent = {
  kind: SupplementaryEventKind;
  /** The calendar day it happened (for an absence, the day the worker returns), YYYY-MM-DD. */
  date: string;
  /** The domains whose supplementary training it calls for. */
  categories: readonly CourseCategory[];
};

/** The instant of the worker's latest training of each phase, per domain (absent: never). */
export type WorkerTrainings = Partial<Record<CourseCategory, Partial<Record<CourseSubcategory, string>>>>;

export type WorkerTrainingInput = {
  /** YYYY-MM-DD; null when nobody entered it. */
  hireDate: string | null;
  staffCategory: StaffCategory | null;
  trainings: WorkerTrainings;
  /** The worker's own events and their company's. */
  events: readonly SupplementaryEvent[];
  /** The company's periodic frequency: the interval of a worker whose category is not entered. */
  companyFrequencyMonths: number;
  /** A shorter interval the company imposes on everyone; null when it imposes none. */
  companyShorterIntervalMonths: number | null;
  warningDays?: number;
  now: Date;
};

export type PhaseFigures = {
  last_training_date: string | null;
  due_date: string | null;
  days_remaining: number | null;
  /** Null when nothing of this phase is due (an initial phase done, no supplementary event pending). */
  status: WorkerTrainingStatus | null;
};

/** A status with the date it is about; a domain's, a worker's and a company's are the most urgent of theirs. */
export type DueFigures = {
  due_date: string | null;
  days_remaining: number | null;
  status: WorkerTrainingStatus;
  status_label: string;
};

export type DomainFigures = DueFigures & {
  interval_months: number;
  phases: Record<CourseSubcategory, PhaseFigures>;
};

export type WorkerTrainingFigures = DueFigures & {
  domains: Record<CourseCategory, DomainFigures>;
};

const INITIAL_PHASES = ['introductive', 'loc_munca'] as const satisfies readonly CourseSubcategory[];

const STATUS_OF_COLOUR: Record<TrainingStatus, WorkerTrainingStatus> = {
  green: 'on_time',
  yellow: 'due_soon',
  red: 'overdue',
};

const COLOUR_OF_STATUS: Record<WorkerTrainingStatus, TrainingStatus> = {
  on_time: 'green',
  due_soon: 'yellow',
  overdue: 'red',
  untrained: 'red',
};

/**
 * The months between two periodic trainings: the category's legal maximum (the company's
 * frequency for a worker whose category is not entered), shortened by the company's own interval.
 */
export function periodicIntervalMonths(
  input: Pick<
    WorkerTrainingInput,
    'staffCategory' | 'companyFrequencyMonths' | 'companyShorterIntervalMonths'
  >,
): number {
  const base = input.staffCategory
    ? STAFF_CATEGORY_MAX_INTERVAL_MONTHS[input.staffCategory]
    : input.companyFrequencyMonths;
  return Math.min(base, input.companyShorterIntervalMonths ?? base);
}

function latestDate(dates: readonly (string | null)[]): string | null {
  return dates.reduce<string | null>(
    (latest, date) => (date && (!latest || date > latest) ? date : latest),
    null,
  );
}

/** How urgent a date is: days from today, and the status they give with the warning threshold. */
function dueOn(dueDate: string, today: string, warningDays: number) {
  const daysRemaining = daysBetween(today, dueDate);
  return {
    due_date: dueDate,
    days_remaining: daysRemaining,
    status: STATUS_OF_COLOUR[classifyDaysRemaining(daysRemaining, warningDays)],
  };
}

const severity = (status: WorkerTrainingStatus) => WORKER_TRAINING_STATUSES.indexOf(status);

/** The more urgent of two: the worse status, then the earlier due date (an unknown date last). */
function isMoreUrgent(
  candidate: { status: WorkerTrainingStatus; due_date: string | null },
  current: { status: WorkerTrainingStatus; due_date: string | null },
): boolean {
  if (severity(candidate.status) !== severity(current.status))
    return severity(candidate.status) > severity(current.status);
  if (candidate.due_date === null) return false;
  return current.due_date === null || candidate.due_date < current.due_date;
}

/** The most urgent of several statuses, with its due date; null when there are none. */
export function findMostUrgent<T extends { status: WorkerTrainingStatus | null; due_date: string | null }>(
  items: readonly T[],
): (T & { status: WorkerTrainingStatus }) | null {
  let mostUrgent: (T & { status: WorkerTrainingStatus }) | null = null;
  for (const item of items) {
    if (item.status === null) continue;
    const candidate = item as T & { status: WorkerTrainingStatus };
    if (!mostUrgent || isMoreUrgent(candidate, mostUrgent)) mostUrgent = candidate;
  }
  return mostUrgent;
}

function toDueFigures(
  figures: Pick<PhaseFigures, 'due_date' | 'days_remaining'> & { status: WorkerTrainingStatus },
): DueFigures {
  return {
    due_date: figures.due_date,
    days_remaining: figures.days_remaining,
    status: figures.status,
    status_label: WORKER_TRAINING_STATUS_LABELS[figures.status],
  };
}

/**
 * Whether the event still calls for a supplementary training in the domain. It is answered by a
 * supplementary training on or after its day, or by the workplace training given since (it taught
 * the rules in force); one on or before the hiring is the hiring's business.
 */
function isEventPendingIn(
  category: CourseCategory,
  event: SupplementaryEvent,
  input: Pick<WorkerTrainingInput, 'hireDate' | 'trainings'>,
): boolean {
  if (!event.categories.includes(category)) return false;
  if (input.hireDate && event.date <= input.hireDate) return false;
  const instants = input.trainings[category] ?? {};
  const answeredSince = latestDate(
    [instants.suplimentara, instants.loc_munca].map((instant) =>
      instant ? toBucharestDate(new Date(instant)) : null,
    ),
  );
  return !answeredSince || answeredSince < event.date;
}

/** Whether the event still calls for a supplementary training in any of its domains. */
export function isEventPending(
  event: SupplementaryEvent,
  input: Pick<WorkerTrainingInput, 'hireDate' | 'trainings'>,
): boolean {
  return event.categories.some((category) => isEventPendingIn(category, event, input));
}

function computeDomain(category: CourseCategory, input: WorkerTrainingInput, today: string): DomainFigures {
  const warningDays = input.warningDays ?? DEFAULT_WARNING_DAYS;
  const instants = input.trainings[category] ?? {};
  const lastDate = (phase: CourseSubcategory) => {
    const instant = instants[phase];
    return instant ? toBucharestDate(new Date(instant)) : null;
  };
  const last = Object.fromEntries(COURSE_SUBCATEGORIES.map((phase) => [phase, lastDate(phase)])) as Record<
    CourseSubcategory,
    string | null
  >;
  const intervalMonths = periodicIntervalMonths(input);

  const initial = (phase: (typeof INITIAL_PHASES)[number]): PhaseFigures => {
    if (last[phase])
      return { last_training_date: last[phase], due_date: null, days_remaining: null, status: null };
    return {
      last_training_date: null,
      due_date: input.hireDate,
      days_remaining: input.hireDate ? daysBetween(today, input.hireDate) : null,
      status: 'untrained',
    };
  };

  // A new workplace training (a changed workplace) restarts the periodic clock as a periodic one does.
  const periodicBase = latestDate([last.periodica, last.loc_munca]);
  const periodic: PhaseFigures = periodicBase
    ? {
        last_training_date: last.periodica,
        ...dueOn(addMonthsClamped(periodicBase, intervalMonths), today, warningDays),
      }
    : { last_training_date: last.periodica, due_date: null, days_remaining: null, status: null };

  const pendingEvents = input.events
    .filter((event) => isEventPendingIn(category, event, input))
    .map((event) => event.date)
    .sort();
  const firstPending = pendingEvents[0];
  const supplementary: PhaseFigures = firstPending
    ? { last_training_date: last.suplimentara, ...dueOn(firstPending, today, warningDays) }
    : { last_training_date: last.suplimentara, due_date: null, days_remaining: null, status: null };

  const phases: Record<CourseSubcategory, PhaseFigures> = {
    introductive: initial('introductive'),
    loc_munca: initial('loc_munca'),
    periodica: periodic,
    suplimentara: supplementary,
  };
  const mostUrgent = findMostUrgent(Object.values(phases));
  // Every domain has something due: its initial training, or else its next periodic one.
  if (!mostUrgent) throw new Error('a domain without an initial training must be untrained');
  return { interval_months: intervalMonths, phases, ...toDueFigures(mostUrgent) };
}

/** The phase a domain's figures are of: the most urgent phase, whose status and date the domain took. */
export function duePhaseOf(domain: DomainFigures): CourseSubcategory {
  return (
    COURSE_SUBCATEGORIES.find(
      (phase) =>
        domain.phases[phase].status === domain.status && domain.phases[phase].due_date === domain.due_date,
    ) ?? 'periodica'
  );
}

/** The worker's figures per domain and overall (the most urgent of the two domains). */
export function computeWorkerTrainingStatus(input: WorkerTrainingInput): WorkerTrainingFigures {
  const today = toBucharestDate(input.now);
  const domains = Object.fromEntries(
    COURSE_CATEGORIES.map((category) => [category, computeDomain(category, input, today)]),
  ) as Record<CourseCategory, DomainFigures>;
  const mostUrgent = findMostUrgent(Object.values(domains)) as DomainFigures;
  return { domains, ...toDueFigures(mostUrgent) };
}

export type CompanyWorkersSummary = {
  counts: Record<WorkerTrainingStatus, number>;
  /** The most urgent worker's figures; null for a company without workers. */
  mostUrgent: DueFigures | null;
};

/** A company's status is its most urgent worker's; the counts say how many are in each status. */
export function summarizeCompanyWorkers(workers: readonly DueFigures[]): CompanyWorkersSummary {
  const counts = Object.fromEntries(WORKER_TRAINING_STATUSES.map((status) => [status, 0])) as Record<
    WorkerTrainingStatus,
    number
  >;
  for (const worker of workers) counts[worker.status] += 1;
  const mostUrgent = findMostUrgent(workers);
  return { counts, mostUrgent: mostUrgent ? toDueFigures(mostUrgent) : null };
}

/** The colour the companies' page shows for a worker status: an untrained worker is as red as an overdue one. */
export function toCompanyColour(status: WorkerTrainingStatus): TrainingStatus {
  return COLOUR_OF_STATUS[status];
}

/**
 * A most urgent worker's figures on another day than they were computed: the days count again
 * from the stored due date and a dated status moves with them (on time, due soon, overdue);
 * untrained stays untrained until a training is recorded. The most urgent worker stays the most
 * urgent meanwhile: an untrained one is first whatever the date, and among the others the
 * earliest due date is the worst status on every day.
 */
export function dueFiguresOn(
  figures: { status: WorkerTrainingStatus; due_date: string | null },
  now: Date,
  warningDays = DEFAULT_WARNING_DAYS,
): DueFigures {
  const today = toBucharestDate(now);
  if (figures.status === 'untrained' || figures.due_date === null) {
    return toDueFigures({
      status: figures.status,
      due_date: figures.due_date,
      days_remaining: figures.due_date ? daysBetween(today, figures.due_date) : null,
    });
  }
  return toDueFigures(dueOn(figures.due_date, today, warningDays));
}
