import { describe, expect, it } from 'vitest';
import {
  addMonthsClamped,
  computeTrainingStatus,
  daysBetween,
  toBucharestDate,
} from '../src/training-status';

/** Noon in Bucharest on a calendar date, as an instant (UTC+2 in winter, UTC+3 in summer). */
function bucharestNoon(date: string): Date {
  return new Date(`${date}T09:00:00Z`);
}

function statusOn(today: string, allocatedOn: string | null, frequencyMonths = 6) {
  return computeTrainingStatus({
    frequencyMonths,
    lastAllocationAt: allocatedOn ? bucharestNoon(allocatedOn).toISOString() : null,
    lastTrainingAt: null,
    now: bucharestNoon(today),
  });
}

describe('the next due date', () => {
  it.each([
    ['2026-01-15', 6, '2026-07-15'],
    ['2025-08-31', 6, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-10-31', 1, '2026-11-30'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-07-31', 12, '2027-07-31'],
  ])('%s + %i months is %s (clamped to the month end)', (date, months, expected) => {
    expect(addMonthsClamped(date, months)).toBe(expected);
  });
});

describe('the status', () => {
  it('is yellow with 0 days when the training is due today', () => {
    expect(statusOn('2026-07-15', '2026-01-15')).toMatchObject({
      next_due_date: '2026-07-15',
      days_remaining: 0,
      status: 'yellow',
      status_label: 'Termen apropiat',
    });
  });

  it('is red from the day after the due date', () => {
    expect(statusOn('2026-07-16', '2026-01-15')).toMatchObject({
      days_remaining: -1,
      status: 'red',
      status_label: 'Termen depășit',
    });
  });

  it('is yellow with exactly 30 days left and green with 31', () => {
    expect(statusOn('2026-06-15', '2026-01-15')).toMatchObject({ days_remaining: 30, status: 'yellow' });
    expect(statusOn('2026-06-14', '2026-01-15')).toMatchObject({
      days_remaining: 31,
      status: 'green',
      status_label: 'În termen',
    });
  });

  it('honours a configured warning threshold', () => {
    const figures = computeTrainingStatus({
      frequencyMonths: 6,
      lastAllocationAt: bucharestNoon('2026-01-15').toISOString(),
      lastTrainingAt: null,
      now: bucharestNoon('2026-06-25'),
      warningDays: 14,
    });
    expect(figures).toMatchObject({ days_remaining: 20, status: 'green' });
  });

  it('has no status (grey, "Necunoscut" in the UI) when no periodic course was ever allocated', () => {
    expect(statusOn('2026-07-15', null)).toEqual({
      last_allocation_date: null,
      last_training_date: null,
      next_due_date: null,
      frequency: 6,
      days_remaining: null,
      status: null,
      status_label: null,
    });
  });

  it('counts whole days in Bucharest across the spring-forward night', () => {
    // 29 March 2026, 03:00 local becomes 04:00: the day has 23 hours.
    const figures = computeTrainingStatus({
      frequencyMonths: 1,
      lastAllocationAt: '2026-02-28T22:30:00Z', // 1 March, 00:30 in Bucharest
      lastTrainingAt: null,
      now: new Date('2026-03-29T00:30:00Z'), // 29 March, 03:30 local (after the change)
    });
    expect(figures).toMatchObject({
      last_allocation_date: '2026-03-01',
      next_due_date: '2026-04-01',
      days_remaining: 3,
    });
  });

  it('takes the Bucharest calendar date of an instant near midnight, not the UTC one', () => {
    expect(toBucharestDate(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
    expect(toBucharestDate(new Date('2026-07-31T21:30:00Z'))).toBe('2026-08-01');
    expect(toBucharestDate(new Date('2026-07-31T20:30:00Z'))).toBe('2026-07-31');
  });

  it('counts days across the autumn fall-back night as whole days', () => {
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
  });

  it('reports the last training date in Bucharest', () => {
    const figures = computeTrainingStatus({
      frequencyMonths: 12,
      lastAllocationAt: '2026-01-10T08:00:00Z',
      lastTrainingAt: '2026-01-20T22:15:00Z',
      now: bucharestNoon('2026-02-01'),
    });
    expect(figures).toMatchObject({
      last_training_date: '2026-01-21',
      next_due_date: '2027-01-10',
      status: 'green',
    });
  });
});
