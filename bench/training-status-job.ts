import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CompanyRecord, companies as companyEntity } from '../functions/src/data/companies';
import { courses as courseEntity } from '../functions/src/data/courses';
import { type FirmRecord, firms as firmEntity } from '../functions/src/data/firms';
import { keys } from '../functions/src/data/keys';
import { progressRecords } from '../functions/src/data/progress';
import { type UserRecord, users as userEntity } from '../functions/src/data/users';
import {
  runTrainingStatusJob,
  type TrainingStatusJobSummary,
} from '../functions/src/domain/training-status-job';
import { resetClientsForTests } from '../functions/src/lib/aws';
import { resetConfigForTests } from '../functions/src/lib/config';
import { type DynamoUsage, measureDynamoUsage } from '../functions/src/lib/dynamodb-usage';
import { newId } from '../functions/src/lib/ids';
import { getMailer } from '../functions/src/lib/mailer';
import { putItems } from '../functions/src/lib/table';
import { buildQuizAttempt } from '../functions/src/local/builders';
import { startEmulators } from '../functions/src/local/emulators';
import { type Benchmark, formatMs } from './harness';

/*
 * The daily training-status job over 10,000 companies in 100 firms, against its own in-memory
 * DynamoDB Local: a first run that writes every item, a second run the same day (idempotent:
 * nothing to write), and the next day's run (every allocated company's days remaining moved).
 * One company per firm has re-enrolment on and 50 workers, 10 of whom fall within its 30-day lead
 * time two days after the first run: that day's run re-enrols them, a second run that day nothing.
 */

const FIRMS = 100;
const COMPANIES_PER_FIRM = 100;
const COMPANIES = FIRMS * COMPANIES_PER_FIRM;
const SEED_CONCURRENCY = 8;
const DAY_MS = 86_400_000;
/** A Wednesday at the rule's 03:00 UTC: the next day's run falls in the same ISO week. */
const NOW = new Date('2026-03-04T03:00:00.000Z');
const WORKERS_PER_REENROLLING_COMPANY = 50;
const DUE_WORKERS_PER_REENROLLING_COMPANY = 10;
/**
 * Workplace trainings of muncitori (6 months): due 5 April 2026, 32 days after NOW, so a 30-day
 * lead time reaches them two days after NOW and not before; the others are due in August.
 */
const DUE_SOON_TRAINING = '2025-10-05T08:00:00.000Z';
const RECENT_TRAINING = '2026-02-01T08:00:00.000Z';
const REENROLMENT_DAY = new Date(NOW.getTime() + 2 * DAY_MS);

/** The firm's periodic SSM course, one company's settings naming it, and that company's workers. */
function buildReenrolment(firm: FirmRecord, company: CompanyRecord, now: Date): Record<string, unknown>[] {
  const courseId = newId();
  const none = { introductive: null, loc_munca: null, periodica: null };
  company.training_reenrolment = {
    enabled: true,
    lead_days: 30,
    courses: { SSM: { ...none, periodica: courseId }, 'PSI-SU': none },
  };
  const items: Record<string, unknown>[] = [
    courseEntity.toItem({
      id: courseId,
      firm_id: firm.id,
      title: 'Instruire periodică SSM',
      description: 'Instruirea periodică a lucrătorilor.',
      category: 'SSM',
      subcategory: 'periodica',
      duration_minutes: 60,
      file_key: `courses/${firm.id}/${courseId}.pdf`,
      file_size: 100_000,
      has_quiz: true,
      created_by: 'bench',
      created_at: now.toISOString(),
    }),
  ];
  for (let index = 0; index < WORKERS_PER_REENROLLING_COMPANY; index += 1) {
    const trainedAt = index < DUE_WORKERS_PER_REENROLLING_COMPANY ? DUE_SOON_TRAINING : RECENT_TRAINING;
    const worker: UserRecord = {
      id: newId(),
      username: `lucrator.${company.id}.${index}`,
      role: 'employee',
      is_superowner: false,
      first_name: 'Vasile',
      last_name: 'Stan',
      email: null,
      birth_date: null,
      hire_date: '2025-10-05',
      job_title: 'Zidar',
      address: null,
      firm_id: firm.id,
      company_id: company.id,
      password_hash: 'unused',
      password_version: 1,
      created_at: now.toISOString(),
      staff_category: 'muncitor',
      training_marks: [`SSM#introductive#${trainedAt}`, `SSM#loc_munca#${trainedAt}`],
    };
    items.push(userEntity.toItem(worker));
  }
  return items;
}

function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

/**
 * Every firm with one owner (with an address, for the reminder) and 100 companies: three in four
 * with a periodic allocation spread over the last 400 days (green, yellow and red), one in four
 * never (grey), every other one with a completed periodic training; one in ten on 12 months.
 */
function buildItems(now: Date): Record<string, unknown>[] {
  const items: Record<string, unknown>[] = [];
  for (let firmIndex = 0; firmIndex < FIRMS; firmIndex += 1) {
    const firm: FirmRecord = {
      id: newId(),
      name: `Firma SSM ${firmIndex}`,
      cui: String(10_000_000 + firmIndex),
      reg_com: `J40/${firmIndex + 1}/2015`,
      address: 'Str. Doamnei nr. 12, București',
      created_at: now.toISOString(),
    };
    const owner: UserRecord = {
      id: newId(),
      username: `owner.${firmIndex}`,
      role: 'owner',
      is_superowner: false,
      first_name: 'Andrei',
      last_name: 'Ionescu',
      email: `owner.${firmIndex}@example.ro`,
      birth_date: null,
      hire_date: null,
      job_title: null,
      address: null,
      firm_id: firm.id,
      company_id: null,
      password_hash: 'unused',
      password_version: 1,
      created_at: now.toISOString(),
    };
    items.push(firmEntity.toItem(firm), userEntity.toItem(owner));
    for (let index = 0; index < COMPANIES_PER_FIRM; index += 1) {
      const company: CompanyRecord = {
        id: newId(),
        firm_id: firm.id,
        name: `Compania ${firmIndex}-${index} SRL`,
        registration_number: `J12/${firmIndex * COMPANIES_PER_FIRM + index + 1}/2020`,
        address: 'Str. Fabricii nr. 2, Cluj-Napoca',
        training_frequency_months: index % 10 === 0 ? 12 : 6,
        created_at: now.toISOString(),
      };
      if (index === 1) items.push(...buildReenrolment(firm, company, now));
      items.push(companyEntity.toItem(company));
      if (index % 4 !== 3) {
        const assignedAt = daysBefore(now, (index * 37 + firmIndex) % 400);
        items.push({
          ...keys.courseAllocation({
            companyId: company.id,
            subcategory: 'periodica',
            assignedAt,
            allocationId: newId(),
          }),
          type: 'course-allocation',
          course_id: newId(),
          firm_id: firm.id,
          company_id: company.id,
          user_id: null,
          course_subcategory: 'periodica',
          assigned_by: owner.id,
          assigned_at: assignedAt,
        });
      }
      if (index % 2 === 0) {
        const completedAt = daysBefore(now, (index * 13 + firmIndex) % 300);
        const trainee = { id: newId(), firmId: firm.id, companyId: company.id };
        items.push(progressRecords.toItem(buildQuizAttempt({ trainee, at: completedAt })));
      }
    }
  }
  return items;
}

async function seed(items: Record<string, unknown>[]): Promise<number> {
  const startedAt = performance.now();
  await putItems(items, { concurrency: SEED_CONCURRENCY });
  return performance.now() - startedAt;
}

type Run = { ms: number; summary: TrainingStatusJobSummary; usage: DynamoUsage };

async function timeRun(now: Date): Promise<Run> {
  const startedAt = performance.now();
  const { result, usage } = await measureDynamoUsage(() =>
    runTrainingStatusJob({ now, mailer: getMailer() }),
  );
  return { ms: performance.now() - startedAt, summary: result, usage };
}

function describeUsage(run: Run): string {
  return `${run.usage.calls.toLocaleString('en')} calls, ${run.usage.readUnits.toLocaleString('en')} RCU, ${run.usage.writeUnits.toLocaleString('en')} WCU, ${run.usage.scans} Scan`;
}

export const trainingStatusJob: Benchmark = {
  id: 'training-status-job',
  title: 'Daily training-status job over 10,000 companies in 100 firms',
  method: `${COMPANIES.toLocaleString('en')} companies in ${FIRMS} firms (three in four with a periodic allocation, half with a completed training, one owner per firm), written with BatchWriteItem into an in-memory DynamoDB Local of their own; then the job as the Lambda runs it (\`runTrainingStatusJob\`): a first run that writes every status item, a second run at the same moment, and the next day's run. DynamoDB calls and consumed capacity are counted by \`measureDynamoUsage\`; one run each.`,
  run: async () => {
    const emulators = await startEmulators();
    const outboxDir = await mkdtemp(join(tmpdir(), 'ssm-bench-outbox-'));
    Object.assign(process.env, emulators.env, {
      LOG_LEVEL: 'silent',
      OUTBOX_DIR: outboxDir,
      PUBLIC_BASE_URL: 'https://instruire.example.ro',
    });
    resetConfigForTests();
    resetClientsForTests();
    try {
      const now = NOW;
      const items = buildItems(now);
      const seedMs = await seed(items);
      const first = await timeRun(now);
      const second = await timeRun(now);
      const nextDay = await timeRun(new Date(now.getTime() + DAY_MS));
      const reenrolmentDay = await timeRun(REENROLMENT_DAY);
      const reenrolmentDayAgain = await timeRun(REENROLMENT_DAY);
      const dueWorkers = FIRMS * DUE_WORKERS_PER_REENROLLING_COMPANY;
      const mails = (await readdir(outboxDir)).length;
      const noScan = [first, second, nextDay, reenrolmentDay, reenrolmentDayAgain].every(
        (run) => run.usage.scans === 0,
      );
      return {
        rows: [
          {
            name: `first run: ${first.summary.written.toLocaleString('en')} items written`,
            figure: formatMs(first.ms),
            target: '≤ 5 min (Lambda stops at 15)',
            meetsTarget: first.ms <= 300_000 && first.summary.companies === COMPANIES,
          },
          {
            name: 'first run: DynamoDB',
            figure: describeUsage(first),
            target: 'no Scan',
            meetsTarget: first.usage.scans === 0,
          },
          {
            name: 'second run, same moment (idempotent)',
            figure: `${formatMs(second.ms)}; ${second.summary.written} written, ${second.summary.reminders} e-mails`,
            target: '0 written, 0 e-mails',
            meetsTarget: second.summary.written === 0 && second.summary.reminders === 0,
          },
          {
            name: 'second run: DynamoDB',
            figure: describeUsage(second),
            target: 'reads only',
            meetsTarget: second.usage.writeUnits === 0 && second.usage.scans === 0,
          },
          {
            name: `next day: ${nextDay.summary.written.toLocaleString('en')} items written`,
            figure: formatMs(nextDay.ms),
            target: '≤ 5 min',
            meetsTarget: nextDay.ms <= 300_000,
          },
          {
            name: 'next day: DynamoDB',
            figure: describeUsage(nextDay),
            target: 'no Scan',
            meetsTarget: noScan,
          },
          {
            name: 'runs before the re-enrolment day: workers re-enrolled',
            figure: `${first.summary.reenrolled} + ${second.summary.reenrolled} + ${nextDay.summary.reenrolled}`,
            target: '0 (nobody within the lead time)',
            meetsTarget:
              first.summary.reenrolled + second.summary.reenrolled + nextDay.summary.reenrolled === 0,
          },
          {
            name: `re-enrolment day: ${reenrolmentDay.summary.reenrolled.toLocaleString('en')} workers re-enrolled`,
            figure: `${formatMs(reenrolmentDay.ms)}; ${describeUsage(reenrolmentDay)}`,
            target: `${dueWorkers.toLocaleString('en')}, each once`,
            meetsTarget: reenrolmentDay.summary.reenrolled === dueWorkers,
          },
          {
            name: 're-enrolment day, second run (idempotent)',
            figure: `${formatMs(reenrolmentDayAgain.ms)}; ${reenrolmentDayAgain.summary.reenrolled} re-enrolled, ${reenrolmentDayAgain.summary.written} written; ${describeUsage(reenrolmentDayAgain)}`,
            target: '0 re-enrolled, 0 written',
            meetsTarget:
              reenrolmentDayAgain.summary.reenrolled === 0 &&
              reenrolmentDayAgain.summary.written === 0 &&
              reenrolmentDayAgain.usage.writeUnits === 0,
          },
          {
            name: 'reminder e-mails (first run + next day, same ISO week)',
            figure: `${first.summary.reminders} + ${nextDay.summary.reminders} (${mails} in the outbox)`,
            target: `${FIRMS} + 0`,
            meetsTarget:
              first.summary.reminders === FIRMS && nextDay.summary.reminders === 0 && mails === FIRMS,
          },
        ],
        notes: [
          `Seeding ${items.length.toLocaleString('en')} items took ${formatMs(seedMs)} (BatchWriteItem, ${SEED_CONCURRENCY} batches in flight).`,
          'Per company the job reads its last allocation and last completion (two Queries, Limit 1, 16 companies of 4 firms in flight); per firm its companies and status items (two Queries); it writes only changed items, 25 per BatchWriteItem. The next day moves every allocated company’s days remaining, so those items are written again; grey ones are not.',
          `Re-enrolment: one company per firm (${FIRMS}) has it on, with ${WORKERS_PER_REENROLLING_COMPANY} workers each (${(FIRMS * WORKERS_PER_REENROLLING_COMPANY).toLocaleString('en')} user items). Every run reads each such company’s users (one Query: ${FIRMS} calls a run); on the re-enrolment day each also reads its periodic allocations since the due workers’ training and its firm’s courses (2 Queries) and makes one transaction per worker due (${DUE_WORKERS_PER_REENROLLING_COMPANY} per company); the second run that day finds every due date recorded and reads the users only.`,
          'Consumed capacity as DynamoDB Local reports it: a Query finding one small item costs 0.5 RCU (eventually consistent), one finding nothing less; each item written costs 1 WCU for the table and 1 for GSI1. At on-demand prices of roughly $0.15 per million reads and $0.75 per million writes, a daily run over 10,000 companies costs about one cent, nearly all of it the writes.',
          'The first run is the slowest: besides writing every item, it meets a cold DynamoDB Local (its JVM compiles the query paths during the run); the later runs show the steady cost. DynamoDB answers a Query in a few milliseconds, so on AWS the same reads, 128 in flight, take seconds rather than tens of seconds.',
        ],
      };
    } finally {
      await emulators.stop();
      await rm(outboxDir, { recursive: true, force: true });
    }
  },
};
