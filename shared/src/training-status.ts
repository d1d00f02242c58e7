/**
 * The periodic-training status of a client company (docs/domain.md, periodic-training status
 * rule; docs/training-status.md): when
 * its next periodic training is due and how urgent that is. Pure: the caller passes "now".
 */

import { madeOnFirstUse } from './first-use';

export const TRAINING_TIME_ZONE = 'Europe/Bucharest';
export const DEFAULT_WARNING_DAYS = 30;

/** The owner's page of client statuses; `?cautare=<name>` opens it filtered (the reminder's links). */
export const TRAINING_STATUS_PAGE_PATH = '/clienti-instruire';
export const TRAINING_STATUS_SEARCH_PARAM = 'cautare';

export const TRAINING_STATUSES = ['green', 'yellow', 'red'] as const;
export type TrainingStatus = (typeof TRAINING_STATUSES)[number];

export const TRAINING_STATUS_LABELS: Record<TrainingStatus, string> = {
  green: 'În termen',
  yellow: 'Termen apropiat',
  red: 'Termen depășit',
};

export type TrainingStatusInput = {
  frequencyMonths: number;
  /** When a `periodica` course was last assigned to the company or one of its users (ISO instant). */
  lastAllocationAt: string | null;
  /** When a `periodica` training was last completed in the company (ISO instant). */
  lastTrainingAt: string | null;
  now: Date;
  warningDays?: number;
};

export type TrainingStatusFigures = {
  last_allocation_date: string | null;
  last_training_date: string | null;
  next_due_date: string | null;
  frequency: number;
  days_remaining: number | null;
  status: TrainingStatus | null;
  status_label: string | null;
};

const calendarDateFormat = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-CA', {
      timeZone: TRAINING_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }),
);

/** The calendar date (YYYY-MM-DD) an instant falls on in Bucharest. */
export function toBucharestDate(instant: Date): string {
  return calendarDateFormat().format(instant);
}

/**
 * The instant a Bucharest calendar day starts: midnight at UTC+2 in winter, UTC+3 in summer (the
 * clocks change at 03:00/04:00, never at midnight).
 */
export function startOfBucharestDay(date: string): Date {
  const [summer, winter] = [3, 2].map((hours) => new Date(`${date}T00:00:00+0${hours}:00`)) as [Date, Date];
  return toBucharestDate(summer) === date ? summer : winter;
}

function parseCalendarDate(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function formatCalendarDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds whole months; a day past the end of the target month becomes its last day (31 Aug + 6 = 28/29 Feb). */
export function addMonthsClamped(date: string, months: number): string {
  const { year, month, day } = parseCalendarDate(date);
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (((monthIndex % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(targetYear, targetMonth, 0)).getUTCDate();
  return formatCalendarDate(targetYear, targetMonth, Math.min(day, lastDay));
}

/** Whole calendar days from one date to another; daylight-saving changes do not shift it. */
export function daysBetween(from: string, to: string): number {
  const start = parseCalendarDate(from);
  const end = parseCalendarDate(to);
  return Math.round(
    (Date.UTC(end.year, end.month - 1, end.day) - Date.UTC(start.year, start.month - 1, start.day)) /
      86_400_000,
  );
}

export function classifyDaysRemaining(
  daysRemaining: number,
  warningDays = DEFAULT_WARNING_DAYS,
): TrainingStatus {
  if (daysRemaining < 0) return 'red';
  if (daysRemaining <= warningDays) return 'yellow';
  return 'green';
}

export function computeTrainingStatus(input: TrainingStatusInput): TrainingStatusFigures {
  const lastAllocationDate = input.lastAllocationAt
    ? toBucharestDate(new Date(input.lastAllocationAt))
    : null;
  const lastTrainingDate = input.lastTrainingAt ? toBucharestDate(new Date(input.lastTrainingAt)) : null;
  if (!lastAllocationDate) {
    return {
      last_allocation_date: null,
      last_training_date: lastTrainingDate,
      next_due_date: null,
      frequency: input.frequencyMonths,
      days_remaining: null,
      status: null,
      status_label: null,
    };
  }
  const nextDueDate = addMonthsClamped(lastAllocationDate, input.frequencyMonths);
  const daysRemaining = daysBetween(toBucharestDate(input.now), nextDueDate);
  const status = classifyDaysRemaining(daysRemaining, input.warningDays);
  return {
    last_allocation_date: lastAllocationDate,
    last_training_date: lastTrainingDate,
    next_due_date: nextDueDate,
    frequency: input.frequencyMonths,
    days_remaining: daysRemaining,
    status,
    status_label: TRAINING_STATUS_LABELS[status],
  };
}
