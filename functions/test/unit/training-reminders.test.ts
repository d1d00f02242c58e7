import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { TrainingStatusRecord } from '../../src/training-status/data/training-status';
import {
  buildReminderMail,
  selectFlaggedCompanies,
  toIsoWeek,
} from '../../src/training-status/domain/training-reminders';

function buildRecord(overrides: Partial<TrainingStatusRecord>): TrainingStatusRecord {
  return {
    company_id: '01HZ0000000000000000000001',
    firm_id: '01HZ0000000000000000000002',
    company_name: 'Construcții Brașov SRL',
    last_allocation_at: '2025-09-01T09:00:00.000Z',
    last_training_at: null,
    last_allocation_date: '2025-09-01',
    last_training_date: null,
    next_due_date: '2026-03-01',
    frequency: 6,
    days_remaining: 12,
    status: 'yellow',
    status_label: 'Termen apropiat',
    workers_on_time: 0,
    workers_due_soon: 1,
    workers_overdue: 0,
    workers_untrained: 0,
    workers_status: 'due_soon',
    workers_due_date: '2026-03-01',
    workers_warning_days: 30,
    updated_at: '2026-02-17T03:00:00.000Z',
    version: '01HZ0000000000000000000003',
    ...overrides,
  };
}

describe('the ISO week of a date', () => {
  it.each([
    ['2026-01-01', '2026-W01'],
    ['2026-02-16', '2026-W08'],
    ['2026-02-22', '2026-W08'],
    ['2026-02-23', '2026-W09'],
    ['2024-12-30', '2025-W01'],
    ['2027-01-01', '2026-W53'],
    ['2021-01-03', '2020-W53'],
    ['2028-12-31', '2028-W52'],
  ])('%s is in %s', (date, week) => {
    expect(toIsoWeek(date)).toBe(week);
  });
});

describe('Romanian counts', () => {
  it.each([
    [0, '0 zile'],
    [1, '1 zi'],
    [2, '2 zile'],
    [19, '19 zile'],
    [20, '20 de zile'],
    [101, '101 zile'],
    [100, '100 de zile'],
    [120, '120 de zile'],
  ])('%i days read "%s"', (count, text) => {
    expect(texts.trainingStatus.reminder.dayCount(count)).toBe(text);
  });

  it('says one company, or several', () => {
    expect(texts.trainingStatus.reminder.companyCount(1)).toBe('1 companie');
    expect(texts.trainingStatus.reminder.companyCount(3)).toBe('3 companii');
    expect(texts.trainingStatus.reminder.companyCount(25)).toBe('25 de companii');
  });
});

describe('the reminder e-mail', () => {
  const overdue = buildRecord({
    company_name: 'Transporturi Someș SRL',
    next_due_date: '2026-02-01',
    days_remaining: -16,
    status: 'red',
  });
  const dueToday = buildRecord({
    company_name: 'Ferma Dobrogea SRL',
    next_due_date: '2026-02-17',
    days_remaining: 0,
  });
  const dueSoon = buildRecord({
    company_name: 'Panificația Moldovei SA',
    next_due_date: '2026-03-01',
    days_remaining: 12,
  });

  it('keeps the companies whose workers are overdue, untrained or due soon, most urgent first, whatever the allocations say', () => {
    const at = new Date('2026-02-17T03:00:00.000Z');
    const workers = (status: TrainingStatusRecord['workers_status'], dueDate: string | null) => ({
      workers_on_time: 0,
      workers_due_soon: 0,
      workers_overdue: 0,
      workers_untrained: 0,
      workers_status: status,
      workers_due_date: dueDate,
      workers_warning_days: 30,
    });
    // The allocation rule calls this company on time; its worker is 16 days overdue.
    const overdueWorker = buildRecord({
      company_id: 'overdue',
      status: 'green',
      days_remaining: 90,
      ...workers('overdue', '2026-02-01'),
    });
    const dueSoonWorker = buildRecord({
      company_id: 'due-soon',
      status: null,
      ...workers('due_soon', '2026-03-01'),
    });
    // The allocation rule calls these overdue; their workers are on time, or there are none.
    const onTime = buildRecord({ status: 'red', days_remaining: -5, ...workers('on_time', '2026-08-01') });
    const withoutWorkers = buildRecord({ status: 'red', days_remaining: -5, ...workers(null, null) });

    expect(
      selectFlaggedCompanies([dueSoonWorker, onTime, overdueWorker, withoutWorkers], at).map((record) => [
        record.company_id,
        record.status,
        record.next_due_date,
        record.days_remaining,
      ]),
    ).toEqual([
      [overdueWorker.company_id, 'red', '2026-02-01', -16],
      [dueSoonWorker.company_id, 'yellow', '2026-03-01', 12],
    ]);
  });

  it('lists them by urgency with Romanian dates and a link to each', () => {
    const mail = buildReminderMail({
      owner: { first_name: 'Andrei', email: 'andrei@example.ro' },
      firm: { name: 'Prevenția SSM Consult SRL' },
      companies: [overdue, dueToday, dueSoon],
      isoWeek: '2026-W08',
      baseUrl: 'https://instruire.example.ro',
    });

    expect(mail.to).toBe('andrei@example.ro');
    expect(mail.subject).toBe('Instruire periodică: 3 companii necesită atenție');
    expect(mail.text).toBe(
      [
        'Bună ziua, Andrei,',
        '',
        'Situația instruirii periodice la clienții firmei Prevenția SSM Consult SRL (săptămâna 2026-W08):',
        '',
        'Termen depășit (1):',
        '- Transporturi Someș SRL: termen 01.02.2026, depășit de 16 zile',
        '  https://instruire.example.ro/clienti-instruire?cautare=Transporturi+Some%C8%99+SRL',
        '',
        'Termen apropiat (2):',
        '- Ferma Dobrogea SRL: termen astăzi, 17.02.2026',
        '  https://instruire.example.ro/clienti-instruire?cautare=Ferma+Dobrogea+SRL',
        '- Panificația Moldovei SA: termen 01.03.2026, peste 12 zile',
        '  https://instruire.example.ro/clienti-instruire?cautare=Panifica%C8%9Bia+Moldovei+SA',
        '',
        'Situația completă: https://instruire.example.ro/clienti-instruire',
        '',
        texts.trainingStatus.reminder.footer,
        '',
      ].join('\n'),
    );
    expect(mail.links).toHaveLength(4);
  });

  it('leaves out a heading with no company', () => {
    const mail = buildReminderMail({
      owner: { first_name: 'Andrei', email: 'andrei@example.ro' },
      firm: { name: 'Prevenția SSM Consult SRL' },
      companies: [dueSoon],
      isoWeek: '2026-W08',
      baseUrl: 'https://instruire.example.ro',
    });

    expect(mail.subject).toBe('Instruire periodică: 1 companie necesită atenție');
    expect(mail.text).not.toContain('Termen depășit');
    expect(mail.text).toContain('Termen apropiat (1):');
  });
});
