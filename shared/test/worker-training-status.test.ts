import { describe, expect, it } from 'vitest';
import type { CourseCategory, CourseSubcategory } from '../src/constants';
import {
  computeWorkerTrainingStatus,
  type DueFigures,
  dueFiguresOn,
  findMostUrgent,
  periodicIntervalMonths,
  type SupplementaryEvent,
  summarizeCompanyWorkers,
  toCompanyColour,
  type WorkerTrainingInput,
  type WorkerTrainings,
} from '../src/worker-training-status';

/** Noon in Bucharest on a calendar date, as an ISO instant (UTC+2 in winter, UTC+3 in summer). */
function noonOf(date: string): string {
  return `${date}T09:00:00Z`;
}

/** A worker hired on 2025-03-03 with both initial trainings done that day, in both domains. */
function buildWorker(overrides: Partial<WorkerTrainingInput> = {}): WorkerTrainingInput {
  return {
    hireDate: '2025-03-03',
    staffCategory: 'muncitor',
    trainings: {
      SSM: { introductive: noonOf('2025-03-03'), loc_munca: noonOf('2025-03-03') },
      'PSI-SU': { introductive: noonOf('2025-03-03'), loc_munca: noonOf('2025-03-03') },
    },
    events: [],
    companyFrequencyMonths: 6,
    companyShorterIntervalMonths: null,
    now: new Date(noonOf('2025-04-01')),
    ...overrides,
  };
}

/** The worker's SSM trainings replaced by these phases, each done at noon on its date. */
function withSsmTrainings(dates: Partial<Record<CourseSubcategory, string>>): WorkerTrainings {
  const ssm = Object.fromEntries(Object.entries(dates).map(([phase, date]) => [phase, noonOf(date)]));
  return { ...buildWorker().trainings, SSM: ssm };
}

function event(
  date: string,
  kind: SupplementaryEvent['kind'] = 'absence_return',
  categories: CourseCategory[] = ['SSM'],
) {
  return { kind, date, categories };
}

describe('a new hire', () => {
  it('is untrained in every domain until the initial trainings are done, due on the hire date', () => {
    const worker = buildWorker({
      hireDate: '2025-03-03',
      trainings: {},
      now: new Date(noonOf('2025-03-01')),
    });

    const figures = computeWorkerTrainingStatus(worker);

    expect(figures).toMatchObject({
      status: 'untrained',
      status_label: 'Neinstruit',
      due_date: '2025-03-03',
      days_remaining: 2,
    });
    for (const category of ['SSM', 'PSI-SU'] as const) {
      expect(figures.domains[category].phases).toMatchObject({
        introductive: { status: 'untrained', due_date: '2025-03-03', last_training_date: null },
        loc_munca: { status: 'untrained', due_date: '2025-03-03', last_training_date: null },
        periodica: { status: null, due_date: null },
        suplimentara: { status: null, due_date: null },
      });
    }
  });

  it('stays untrained after the hire date, with the days counted as negative', () => {
    const worker = buildWorker({
      hireDate: '2025-03-03',
      trainings: {},
      now: new Date(noonOf('2025-03-05')),
    });

    const figures = computeWorkerTrainingStatus(worker);

    expect(figures).toMatchObject({ status: 'untrained', due_date: '2025-03-03', days_remaining: -2 });
  });

  it('is untrained without a due date when the hire date was never entered', () => {
    const worker = buildWorker({ hireDate: null, trainings: {} });

    const figures = computeWorkerTrainingStatus(worker);

    expect(figures).toMatchObject({ status: 'untrained', due_date: null, days_remaining: null });
  });

  it('is still untrained with the introductory training done but not the workplace one', () => {
    const worker = buildWorker({ trainings: withSsmTrainings({ introductive: '2025-03-03' }) });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm).toMatchObject({ status: 'untrained', due_date: '2025-03-03' });
    expect(ssm.phases.introductive).toEqual({
      last_training_date: '2025-03-03',
      due_date: null,
      days_remaining: null,
      status: null,
    });
    expect(ssm.phases.loc_munca).toMatchObject({ status: 'untrained', last_training_date: null });
    expect(ssm.phases.periodica).toMatchObject({ status: null, due_date: null });
  });

  it('is trained in one domain and untrained in the other, and untrained overall', () => {
    const worker = buildWorker({
      trainings: { SSM: { introductive: noonOf('2025-03-03'), loc_munca: noonOf('2025-03-03') } },
    });

    const figures = computeWorkerTrainingStatus(worker);

    expect(figures.domains.SSM.status).toBe('on_time');
    expect(figures.domains['PSI-SU'].status).toBe('untrained');
    expect(figures.status).toBe('untrained');
  });
});

describe('the periodic training', () => {
  it('is due 6 months after the workplace training for a muncitor', () => {
    const worker = buildWorker({ staffCategory: 'muncitor' });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm).toMatchObject({
      interval_months: 6,
      status: 'on_time',
      status_label: 'În termen',
      due_date: '2025-09-03',
    });
    expect(ssm.phases.periodica).toMatchObject({
      last_training_date: null,
      due_date: '2025-09-03',
      status: 'on_time',
    });
  });

  it('is due 12 months after the last periodic training for technical-administrative staff', () => {
    const worker = buildWorker({
      staffCategory: 'tehnico_administrativ',
      trainings: withSsmTrainings({
        introductive: '2024-01-10',
        loc_munca: '2024-01-10',
        periodica: '2025-01-20',
      }),
      now: new Date(noonOf('2025-06-01')),
    });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm).toMatchObject({ interval_months: 12, due_date: '2026-01-20', status: 'on_time' });
    expect(ssm.phases.periodica.last_training_date).toBe('2025-01-20');
  });

  it('follows a shorter interval the company sets, whatever the category', () => {
    const worker = buildWorker({ staffCategory: 'tehnico_administrativ', companyShorterIntervalMonths: 3 });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm).toMatchObject({ interval_months: 3, due_date: '2025-06-03' });
  });

  it('keeps the legal maximum when the company sets a longer interval than the category allows', () => {
    expect(
      periodicIntervalMonths({
        staffCategory: 'muncitor',
        companyFrequencyMonths: 12,
        companyShorterIntervalMonths: 12,
      }),
    ).toBe(6);
  });

  it("uses the company's frequency for a worker whose category was not entered", () => {
    expect(
      periodicIntervalMonths({
        staffCategory: null,
        companyFrequencyMonths: 12,
        companyShorterIntervalMonths: null,
      }),
    ).toBe(12);
    expect(
      periodicIntervalMonths({
        staffCategory: null,
        companyFrequencyMonths: 12,
        companyShorterIntervalMonths: 4,
      }),
    ).toBe(4);
  });

  it('counts from a workplace training given after the last periodic one (a new workplace)', () => {
    const worker = buildWorker({
      trainings: withSsmTrainings({
        introductive: '2024-01-10',
        loc_munca: '2025-02-01',
        periodica: '2024-12-01',
      }),
    });

    expect(computeWorkerTrainingStatus(worker).domains.SSM.due_date).toBe('2025-08-01');
  });

  it.each([
    ['2025-08-31', 6, '2026-02-28'],
    ['2027-08-31', 6, '2028-02-29'],
    ['2025-03-31', 6, '2025-09-30'],
    ['2024-02-29', 12, '2025-02-28'],
  ])(
    'done on %s every %i months is next due on %s (the month end when the day does not exist)',
    (done, months, due) => {
      const worker = buildWorker({
        staffCategory: months === 12 ? 'tehnico_administrativ' : 'muncitor',
        trainings: withSsmTrainings({ introductive: '2024-01-10', loc_munca: '2024-01-10', periodica: done }),
      });

      expect(computeWorkerTrainingStatus(worker).domains.SSM.phases.periodica.due_date).toBe(due);
    },
  );

  it('turns "Expiră curând" within 30 days, on the due day with 0 days, and "Expirat" the day after', () => {
    const at = (today: string) =>
      computeWorkerTrainingStatus(buildWorker({ now: new Date(noonOf(today)) })).domains.SSM;

    expect(at('2025-08-03')).toMatchObject({ status: 'on_time', days_remaining: 31 });
    expect(at('2025-08-04')).toMatchObject({
      status: 'due_soon',
      status_label: 'Expiră curând',
      days_remaining: 30,
    });
    expect(at('2025-09-03')).toMatchObject({ status: 'due_soon', days_remaining: 0 });
    expect(at('2025-09-04')).toMatchObject({
      status: 'overdue',
      status_label: 'Expirat',
      days_remaining: -1,
    });
  });

  it("honours the company's warning threshold", () => {
    const worker = buildWorker({ warningDays: 10, now: new Date(noonOf('2025-08-20')) });

    expect(computeWorkerTrainingStatus(worker).domains.SSM).toMatchObject({
      status: 'on_time',
      days_remaining: 14,
    });
    expect(computeWorkerTrainingStatus({ ...worker, warningDays: 14 }).domains.SSM.status).toBe('due_soon');
  });
});

describe('Bucharest day boundaries', () => {
  it('dates a training done at 00:30 in Bucharest on that day, although it is the day before in UTC', () => {
    const worker = buildWorker({
      trainings: {
        ...buildWorker().trainings,
        SSM: {
          introductive: '2025-02-28T22:30:00Z',
          loc_munca: '2025-02-28T22:30:00Z', // 1 March, 00:30 in Bucharest
        },
      },
    });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm.phases.loc_munca.last_training_date).toBe('2025-03-01');
    expect(ssm.due_date).toBe('2025-09-01');
  });

  it('takes today in Bucharest: just after midnight there the training is overdue, though UTC is still on the due day', () => {
    const worker = buildWorker({ now: new Date('2025-09-03T21:30:00Z') }); // 4 September, 00:30 in Bucharest

    expect(computeWorkerTrainingStatus(worker).domains.SSM).toMatchObject({
      due_date: '2025-09-03',
      days_remaining: -1,
      status: 'overdue',
    });
  });

  it('counts whole days across the night the clocks go back', () => {
    const worker = buildWorker({
      trainings: withSsmTrainings({ introductive: '2025-04-27', loc_munca: '2025-04-27' }),
    });
    const justBeforeTheChange = new Date('2025-10-25T21:30:00Z'); // 26 October, 00:30 at UTC+3
    const aDayLater = new Date('2025-10-26T22:30:00Z'); // 27 October, 00:30 at UTC+2: 25 hours later

    const before = computeWorkerTrainingStatus({ ...worker, now: justBeforeTheChange }).domains.SSM;
    const after = computeWorkerTrainingStatus({ ...worker, now: aDayLater }).domains.SSM;

    expect(before).toMatchObject({ due_date: '2025-10-27', days_remaining: 1 });
    expect(after).toMatchObject({ due_date: '2025-10-27', days_remaining: 0 });
  });
});

describe('the supplementary training', () => {
  it('is due on the day the worker returns from a long absence', () => {
    const worker = buildWorker({ events: [event('2025-05-12')], now: new Date(noonOf('2025-05-12')) });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm.phases.suplimentara).toEqual({
      last_training_date: null,
      due_date: '2025-05-12',
      days_remaining: 0,
      status: 'due_soon',
    });
    expect(ssm).toMatchObject({ status: 'due_soon', due_date: '2025-05-12' });
  });

  it('is overdue from the day after the event, and makes the worker overdue although the periodic one is not', () => {
    const worker = buildWorker({ events: [event('2025-05-12')], now: new Date(noonOf('2025-05-13')) });

    const figures = computeWorkerTrainingStatus(worker);

    expect(figures.domains.SSM.phases.periodica.status).toBe('on_time');
    expect(figures).toMatchObject({ status: 'overdue', due_date: '2025-05-12', days_remaining: -1 });
  });

  it('is answered by a supplementary training on or after the event day', () => {
    const worker = buildWorker({
      events: [event('2025-05-12')],
      trainings: withSsmTrainings({
        introductive: '2025-03-03',
        loc_munca: '2025-03-03',
        suplimentara: '2025-05-12',
      }),
      now: new Date(noonOf('2025-05-20')),
    });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm.phases.suplimentara).toMatchObject({
      last_training_date: '2025-05-12',
      status: null,
      due_date: null,
    });
    expect(ssm.status).toBe('on_time');
  });

  it('stays due when the only supplementary training predates the event', () => {
    const worker = buildWorker({
      events: [event('2025-05-12')],
      trainings: withSsmTrainings({
        introductive: '2025-03-03',
        loc_munca: '2025-03-03',
        suplimentara: '2025-04-01',
      }),
      now: new Date(noonOf('2025-05-20')),
    });

    expect(computeWorkerTrainingStatus(worker).domains.SSM.phases.suplimentara).toMatchObject({
      last_training_date: '2025-04-01',
      due_date: '2025-05-12',
      status: 'overdue',
    });
  });

  it('is due from the earliest event a supplementary training has not answered', () => {
    const worker = buildWorker({
      events: [
        event('2025-06-02', 'work_accident'),
        event('2025-04-07', 'equipment_changed'),
        event('2025-03-20'),
      ],
      trainings: withSsmTrainings({
        introductive: '2025-03-03',
        loc_munca: '2025-03-03',
        suplimentara: '2025-03-25',
      }),
      now: new Date(noonOf('2025-06-10')),
    });

    expect(computeWorkerTrainingStatus(worker).domains.SSM.phases.suplimentara.due_date).toBe('2025-04-07');
  });

  it('concerns only the domains the event names', () => {
    const worker = buildWorker({
      events: [event('2025-05-12', 'rules_changed', ['PSI-SU'])],
      now: new Date(noonOf('2025-05-20')),
    });

    const figures = computeWorkerTrainingStatus(worker);

    expect(figures.domains.SSM.phases.suplimentara.status).toBeNull();
    expect(figures.domains['PSI-SU'].phases.suplimentara).toMatchObject({
      due_date: '2025-05-12',
      status: 'overdue',
    });
  });

  it('does not concern a worker hired after the event: their hiring trains them on the rules then in force', () => {
    const worker = buildWorker({
      hireDate: '2025-03-03',
      trainings: {},
      events: [event('2025-02-10', 'rules_changed')],
      now: new Date(noonOf('2025-03-01')),
    });

    const ssm = computeWorkerTrainingStatus(worker).domains.SSM;

    expect(ssm.phases.suplimentara.status).toBeNull();
    expect(ssm).toMatchObject({ status: 'untrained', due_date: '2025-03-03' });
  });

  it('is answered by a workplace training given since the event (a changed workplace)', () => {
    const worker = buildWorker({
      events: [event('2025-03-10', 'equipment_changed')],
      trainings: withSsmTrainings({ introductive: '2025-03-03', loc_munca: '2025-03-12' }),
    });

    expect(computeWorkerTrainingStatus(worker).domains.SSM.phases.suplimentara.status).toBeNull();
  });

  it('can be due in the future for a return announced ahead, and is then not yet late', () => {
    const worker = buildWorker({ events: [event('2025-07-01')], now: new Date(noonOf('2025-06-01')) });

    expect(computeWorkerTrainingStatus(worker).domains.SSM.phases.suplimentara).toMatchObject({
      days_remaining: 30,
      status: 'due_soon',
    });
  });
});

describe("the company's status", () => {
  function due(status: DueFigures['status'], dueDate: string | null): DueFigures {
    return { status, due_date: dueDate, days_remaining: null, status_label: '' };
  }

  it("is its most urgent worker's, with the counts per status", () => {
    const workers = [
      due('on_time', '2025-12-01'),
      due('overdue', '2025-05-01'),
      due('due_soon', '2025-06-01'),
      due('overdue', '2025-04-01'),
      due('on_time', '2025-11-01'),
    ];

    const summary = summarizeCompanyWorkers(workers);

    expect(summary.counts).toEqual({ on_time: 2, due_soon: 1, overdue: 2, untrained: 0 });
    expect(summary.mostUrgent).toMatchObject({
      status: 'overdue',
      status_label: 'Expirat',
      due_date: '2025-04-01',
    });
  });

  it('is untrained as soon as one worker is, even before an overdue one', () => {
    const summary = summarizeCompanyWorkers([due('overdue', '2025-01-01'), due('untrained', null)]);

    expect(summary.mostUrgent).toMatchObject({ status: 'untrained', due_date: null });
    expect(toCompanyColour('untrained')).toBe('red');
  });

  it('has no status without workers', () => {
    expect(summarizeCompanyWorkers([])).toEqual({
      counts: { on_time: 0, due_soon: 0, overdue: 0, untrained: 0 },
      mostUrgent: null,
    });
  });

  it('maps each worker status onto the colours of the companies page', () => {
    expect(
      ['on_time', 'due_soon', 'overdue', 'untrained'].map((status) =>
        toCompanyColour(status as DueFigures['status']),
      ),
    ).toEqual(['green', 'yellow', 'red', 'red']);
  });

  it('prefers, among equally urgent items, the one with a known and earlier due date', () => {
    expect(findMostUrgent([due('untrained', null), due('untrained', '2025-03-03')])?.due_date).toBe(
      '2025-03-03',
    );
    expect(findMostUrgent([due('on_time', '2025-09-01'), due('on_time', '2025-08-01')])?.due_date).toBe(
      '2025-08-01',
    );
    expect(findMostUrgent([{ status: null, due_date: null }])).toBeNull();
  });
});

describe("the most urgent worker's figures on a later day", () => {
  const noon = (date: string) => new Date(noonOf(date));

  it('counts the days again from the due date and moves a dated status with them', () => {
    const stored = { status: 'on_time' as const, due_date: '2025-06-30' };

    expect(dueFiguresOn(stored, noon('2025-05-01'))).toEqual({
      status: 'on_time',
      status_label: 'În termen',
      due_date: '2025-06-30',
      days_remaining: 60,
    });
    expect(dueFiguresOn(stored, noon('2025-06-30'))).toMatchObject({ status: 'due_soon', days_remaining: 0 });
    expect(dueFiguresOn(stored, noon('2025-07-01'))).toMatchObject({
      status: 'overdue',
      status_label: 'Expirat',
      days_remaining: -1,
    });
  });

  it("classifies with the company's own threshold", () => {
    const stored = { status: 'due_soon' as const, due_date: '2025-06-30' };

    expect(dueFiguresOn(stored, noon('2025-06-10'), 10)).toMatchObject({
      status: 'on_time',
      days_remaining: 20,
    });
    expect(dueFiguresOn(stored, noon('2025-06-10'))).toMatchObject({ status: 'due_soon' });
  });

  it('keeps an untrained worker untrained, with or without a hire date', () => {
    expect(dueFiguresOn({ status: 'untrained', due_date: '2025-06-30' }, noon('2025-05-30'))).toEqual({
      status: 'untrained',
      status_label: 'Neinstruit',
      due_date: '2025-06-30',
      days_remaining: 31,
    });
    expect(dueFiguresOn({ status: 'untrained', due_date: null }, noon('2025-05-30'))).toMatchObject({
      status: 'untrained',
      days_remaining: null,
    });
  });
});
