import { addMonthsClamped, toBucharestDate } from '@ssm/shared';
import { appendTrainingMarks, getUserByUsername, trainingMark } from '../data/users';
import { now } from '../lib/clock';
import { demoLogins } from './demo-data';

/*
 * The demo's per-worker statuses (docs/training-status.md, "Every worker's next training") show
 * every case in the construction company: its people's initial trainings were given on paper when
 * they were hired, before the platform, and are recorded as such here. Gheorghe Munteanu had his
 * periodic trainings two months ago (on time); the demo employee, Ion Georgescu, signed his SSM
 * periodic course on the platform (on time) but his PSI-SU periodic lapsed years ago (overdue);
 * Vasile Stan has nothing (untrained). The demo documents' signatures add the rest.
 */

const PAPER_PHASES = ['introductive', 'loc_munca'] as const;
const DOMAINS = ['SSM', 'PSI-SU'] as const;

/** Late morning in Bucharest of the day, so the instant falls on that calendar date there. */
const onDay = (date: string) => `${date}T09:00:00.000Z`;

async function recordPaperHistory(username: string, marks: string[]): Promise<void> {
  const user = await getUserByUsername(username);
  if (!user || !(await appendTrainingMarks(user.id, marks)))
    throw new Error(`The demo worker trainings need the demo user ${username}`);
}

function initialTrainingsAt(date: string): string[] {
  return DOMAINS.flatMap((domain) => PAPER_PHASES.map((phase) => trainingMark(domain, phase, onDay(date))));
}

export async function seedDemoWorkerTrainings(): Promise<void> {
  const twoMonthsAgo = addMonthsClamped(toBucharestDate(now()), -2);
  await recordPaperHistory(demoLogins.employee, initialTrainingsAt('2019-03-15'));
  await recordPaperHistory('gheorghe.munteanu', [
    ...initialTrainingsAt('2018-02-12'),
    ...DOMAINS.map((domain) => trainingMark(domain, 'periodica', onDay(twoMonthsAgo))),
  ]);
}
