import { addMonthsClamped, toBucharestDate } from '@ssm/shared';
import { appendTrainingMarks, getUserByUsername, trainingMark } from '../accounts/data/users';
import { now } from '../platform/clock';
import { demoLogins } from './demo-data';

/*
 * The demo's per-worker statuses (docs/training-status.md, "Every worker's next training") show
 * every case in the construction company: its people's initial trainings were given on paper when
 * they were hired, before the platform, and are recorded as such here. Gheorghe Munteanu had his
 * periodic trainings two months ago (on time); the demo employee, Ion Georgescu, signed his SSM
 * periodic course on the platform (on time) but his PSI-SU periodic lapsed years ago (overdue);
 * Vasile Stan has nothing (untrained). The demo documents' signatures add the rest. The bakery's
 * people had theirs on paper almost a year ago, on its 12-month frequency: their periodic training
 * is due soon, which makes the bakery yellow on /clienti-instruire.
 */

const PAPER_PHASES = ['introductive', 'loc_munca'] as const;
const DOMAINS = ['SSM', 'PSI-SU'] as const;

/** The calendar date `days` after `date` (before, when negative). */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** Late morning in Bucharest of the day, so the instant falls on that calendar date there. */
const onDay = (date: string) => `${date}T09:00:00.000Z`;

/** The bakery's people's periodic training falls due this many days from today. */
const BAKERY_DUE_IN_DAYS = 16;
const BAKERY_PEOPLE = ['cristina.rusu', 'mihai.ciobanu', 'elena.lungu', 'ioana.botezatu'];

export async function recordPaperHistory(username: string, marks: string[]): Promise<void> {
  const user = await getUserByUsername(username);
  if (!user || !(await appendTrainingMarks(user.id, marks)))
    throw new Error(`The demo worker trainings need the demo user ${username}`);
}

export function initialTrainingsAt(date: string): string[] {
  return DOMAINS.flatMap((domain) => PAPER_PHASES.map((phase) => trainingMark(domain, phase, onDay(date))));
}

export async function seedDemoWorkerTrainings(): Promise<void> {
  const today = toBucharestDate(now());
  const twoMonthsAgo = addMonthsClamped(today, -2);
  const bakeryTrainedOn = addMonthsClamped(addDays(today, BAKERY_DUE_IN_DAYS), -12);
  for (const username of BAKERY_PEOPLE) {
    await recordPaperHistory(username, initialTrainingsAt(bakeryTrainedOn));
  }
  await recordPaperHistory(demoLogins.employee, initialTrainingsAt('2019-03-15'));
  await recordPaperHistory('gheorghe.munteanu', [
    ...initialTrainingsAt('2018-02-12'),
    ...DOMAINS.map((domain) => trainingMark(domain, 'periodica', onDay(twoMonthsAgo))),
  ]);
}
