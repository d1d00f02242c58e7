import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { TrainingStatusRecord } from '../../src/data/training-status';
import { buildReminderMail, selectFlaggedCompanies, toIsoWeek } from '../../src/domain/training-reminders';

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

  it('keeps the overdue and due-soon companies, most urgent first', () => {
    const onTime = buildRecord({ status: 'green', days_remaining: 90 });
    const grey = buildRecord({ status: null, days_remaining: null, next_due_date: null });

    expect(selectFlaggedCompanies([dueSoon, onTime, overdue, grey, dueToday])).toEqual([
      overdue,
      dueToday,
      dueSoon,
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
