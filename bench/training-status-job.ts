import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CourseCategory, CourseSubcategory } from '@ssm/shared';
import pMap from 'p-map';
import { users as userEntity } from '../functions/src/accounts/data/users';
import { hashPassword } from '../functions/src/accounts/domain/passwords';
import { type CompanyRecord, companies as companyEntity } from '../functions/src/companies/data/companies';
import { type CourseRecord, courses as courseEntity } from '../functions/src/courses/data/courses';
import { type FirmRecord, firms as firmEntity, listFirms } from '../functions/src/firms/data/firms';
import { quizResults } from '../functions/src/learning/data/quiz-results';
import { buildQuizAttempt } from '../functions/src/local/builders';
import { startEmulators } from '../functions/src/local/emulators';
import { resetClientsForTests } from '../functions/src/platform/aws';
import { resetConfigForTests } from '../functions/src/platform/config';
import { type DynamoUsage, measureDynamoUsage } from '../functions/src/platform/dynamodb-usage';
import { newId } from '../functions/src/platform/ids';
import { getMailer } from '../functions/src/platform/mailer';
import { type Item, putItems } from '../functions/src/platform/table';
import { keys } from '../functions/src/platform/table-keys';
import { listTrainingStatusesOfFirm } from '../functions/src/training-status/data/training-status';
import {
  addSummaries,
  LOCAL_FIRM_CONCURRENCY,
  runFirmTrainingStatus,
  type TrainingStatusJobSummary,
} from '../functions/src/training-status/domain/training-status-job';
import { type Benchmark, formatMs } from './harness';
import { buildOwner, buildWorker } from './support/worker-mix';

/*
 * The daily training-status job over 10,000 client companies of 50 people each (500,000 workers),
 * against its own in-memory DynamoDB Local, run as the local dispatcher runs it: every firm's run
 * (`runFirmTrainingStatus`, what the SQS consumer runs for one message), a few firms at a time.
 * A first run re-enrols, writes the status items and sends the e-mails; a second run the same day
 * must write and send nothing. `BENCH_JOB_COMPANIES` and `BENCH_JOB_WORKERS` shrink the scale for
 * a trial run; `BENCH_JOB_LARGEST_FIRM` sets the largest firm's companies (a tenth of them unless
 * set), so a reduced run can still measure the full scale's largest firm, the one Lambda's work
 * that must fit 15 minutes (`BENCH_JOB_COMPANIES=1200 BENCH_JOB_LARGEST_FIRM=1000`: one firm of
 * 1,000 companies and two of 100). docs/benchmarks.md holds the figures.
 */

const COMPANIES = Number(process.env.BENCH_JOB_COMPANIES ?? 10_000);
const WORKERS_PER_COMPANY = Number(process.env.BENCH_JOB_WORKERS ?? 50);
const COMPANIES_PER_FIRM = 100;
/** The scale: 10,000 companies of 50 people. */
const FULL_SCALE = { companies: 10_000, workers: 50 } as const;
/** One firm holds this share of the companies unless set: the longest firm's run is what one Lambda must finish. */
const LARGEST_FIRM_SHARE = 0.1;
const LARGEST_FIRM_COMPANIES = Math.min(
  COMPANIES,
  Number(process.env.BENCH_JOB_LARGEST_FIRM ?? Math.max(1, Math.round(COMPANIES * LARGEST_FIRM_SHARE))),
);
/** Firms whose items are built and written at once while seeding. */
const SEED_FIRM_CONCURRENCY = 2;
/** BatchWriteItem calls in flight per firm being seeded. */
const SEED_WRITE_CONCURRENCY = 6;
const DAY_MS = 86_400_000;
/** A Wednesday at the schedule's 03:00 UTC. */
const NOW = new Date('2026-03-04T03:00:00.000Z');
const DOMAINS: readonly CourseCategory[] = ['SSM', 'PSI-SU'];
/** One company in this many has re-enrolment on, naming its firm's courses. */
const REENROLLING_EVERY = 10;

/** How many companies each firm has: one large firm, then firms of 100. */
function firmSizes(): number[] {
  const sizes = [LARGEST_FIRM_COMPANIES];
  for (let left = COMPANIES - LARGEST_FIRM_COMPANIES; left > 0; left -= COMPANIES_PER_FIRM) {
    sizes.push(Math.min(COMPANIES_PER_FIRM, left));
  }
  return sizes;
}

const daysFrom = (days: number) => new Date(NOW.getTime() + days * DAY_MS);

function buildCourse(
  firm: FirmRecord,
  category: CourseCategory,
  subcategory: CourseSubcategory,
): CourseRecord {
  const id = newId();
  return {
    id,
    firm_id: firm.id,
    title: `Instruire ${subcategory} ${category}`,
    description: 'Curs al firmei.',
    category,
    subcategory,
    duration_minutes: 60,
    min_study_minutes: 0,
    file_key: `courses/${firm.id}/${id}.pdf`,
    file_size: 100_000,
    file_sha256: '0'.repeat(64),
    has_quiz: true,
    created_by: 'bench',
    created_at: NOW.toISOString(),
  };
}

/** One firm: its owner, its named courses, its companies, their people and periodic history. */
function buildFirmItems(firmIndex: number, companyCount: number, passwordHash: string): Item[] {
  const firm: FirmRecord = {
    id: newId(),
    name: `Firma SSM ${firmIndex}`,
    cui: String(10_000_000 + firmIndex),
    reg_com: `J40/${firmIndex + 1}/2015`,
    address: 'Str. Doamnei nr. 12, București',
    created_at: NOW.toISOString(),
  };
  const owner = buildOwner({
    now: NOW,
    firmId: firm.id,
    username: `owner.${firmIndex}`,
    email: `owner.${firmIndex}@example.ro`,
    passwordHash,
  });
  const named = Object.fromEntries(
    DOMAINS.map((domain) => [
      domain,
      {
        introductive: buildCourse(firm, domain, 'introductive'),
        loc_munca: buildCourse(firm, domain, 'loc_munca'),
        periodica: buildCourse(firm, domain, 'periodica'),
      },
    ]),
  ) as Record<CourseCategory, Record<'introductive' | 'loc_munca' | 'periodica', CourseRecord>>;
  const items: Item[] = [
    firmEntity.toItem(firm),
    userEntity.toItem(owner),
    ...DOMAINS.flatMap((domain) => Object.values(named[domain]).map((course) => courseEntity.toItem(course))),
  ];
  for (let index = 0; index < companyCount; index += 1) {
    const company: CompanyRecord = {
      id: newId(),
      firm_id: firm.id,
      name: `Compania ${firmIndex}-${index} SRL`,
      registration_number: `J12/${firmIndex * 10_000 + index + 1}/2020`,
      address: 'Str. Fabricii nr. 2, Cluj-Napoca',
      training_frequency_months: index % 10 === 0 ? 12 : 6,
      created_at: NOW.toISOString(),
      record_count: 0,
      signed_record_count: 0,
      awaiting_admin_count: 0,
    };
    if (index % REENROLLING_EVERY === 1) {
      const idsOf = (domain: CourseCategory) => ({
        introductive: named[domain].introductive.id,
        loc_munca: named[domain].loc_munca.id,
        periodica: named[domain].periodica.id,
      });
      company.training_reenrolment = {
        enabled: true,
        lead_days: 30,
        courses: { SSM: idsOf('SSM'), 'PSI-SU': idsOf('PSI-SU') },
      };
    }
    items.push(companyEntity.toItem(company));
    for (let slot = 0; slot < WORKERS_PER_COMPANY; slot += 1) {
      items.push(userEntity.toItem(buildWorker({ now: NOW, firmId: firm.id, company, slot, passwordHash })));
    }
    if (index % 4 !== 3) {
      const assignedAt = daysFrom(-((index * 37 + firmIndex) % 400)).toISOString();
      items.push({
        ...keys.assignmentHistoryEntry({
          companyId: company.id,
          subcategory: 'periodica',
          assignedAt,
          allocationId: newId(),
        }),
        type: 'assignment-history-entry',
        course_id: named.SSM.periodica.id,
        firm_id: firm.id,
        company_id: company.id,
        user_id: null,
        course_subcategory: 'periodica',
        assigned_by: owner.id,
        assigned_at: assignedAt,
      });
    }
    if (index % 2 === 0) {
      const completedAt = daysFrom(-((index * 13 + firmIndex) % 300)).toISOString();
      const trainee = { id: newId(), firmId: firm.id, companyId: company.id };
      items.push(quizResults.toItem(buildQuizAttempt({ trainee, at: completedAt })));
    }
  }
  return items;
}

/** Builds and writes firm by firm, so the half million items never sit in memory at once. */
async function seed(passwordHash: string): Promise<{ items: number; ms: number }> {
  const startedAt = performance.now();
  const written = await pMap(
    firmSizes().entries(),
    async ([firmIndex, companyCount]) => {
      const items = buildFirmItems(firmIndex, companyCount, passwordHash);
      await putItems(items, { concurrency: SEED_WRITE_CONCURRENCY });
      return items.length;
    },
    { concurrency: SEED_FIRM_CONCURRENCY },
  );
  return { items: written.reduce((sum, count) => sum + count, 0), ms: performance.now() - startedAt };
}

type FirmRun = { companies: number; ms: number; usage: DynamoUsage };
type Run = {
  ms: number;
  summary: TrainingStatusJobSummary;
  usage: DynamoUsage;
  longest: FirmRun;
  mails: number;
};

function addUsage(total: DynamoUsage, next: DynamoUsage): DynamoUsage {
  return {
    calls: total.calls + next.calls,
    scans: total.scans + next.scans,
    readUnits: total.readUnits + next.readUnits,
    writeUnits: total.writeUnits + next.writeUnits,
  };
}

/**
 * The job as `runTrainingStatusJob` runs it locally (the firms' Query, then each firm's run,
 * a few at a time), with each firm's run timed and counted on its own: on AWS each is one
 * consumer Lambda's work.
 */
async function timeRun(outboxDir: string, mailsBefore: number): Promise<Run> {
  const startedAt = performance.now();
  const listing = await measureDynamoUsage(() => listFirms());
  const firmRuns = await pMap(
    listing.result,
    async (firm) => {
      const firmStartedAt = performance.now();
      const { result, usage } = await measureDynamoUsage(() =>
        runFirmTrainingStatus({ firm, now: NOW, mailer: getMailer() }),
      );
      return {
        summary: result,
        run: { companies: result.companies, ms: performance.now() - firmStartedAt, usage },
      };
    },
    { concurrency: LOCAL_FIRM_CONCURRENCY },
  );
  const ms = performance.now() - startedAt;
  const summary = firmRuns.map((firmRun) => firmRun.summary).reduce(addSummaries);
  const longest = firmRuns
    .map((firmRun) => firmRun.run)
    .reduce((slowest, next) => (next.ms > slowest.ms ? next : slowest));
  const usage = firmRuns.map((firmRun) => firmRun.run.usage).reduce(addUsage, listing.usage);
  const mails = (await readdir(outboxDir)).length - mailsBefore;
  return { ms, summary, usage, longest, mails };
}

const count = (value: number) => value.toLocaleString('en');
const units = (value: number) => Math.round(value).toLocaleString('en');

function describeUsage(usage: DynamoUsage): string {
  return `${count(usage.calls)} calls, ${units(usage.readUnits)} RCU, ${units(usage.writeUnits)} WCU, ${usage.scans} Scan`;
}

const isFullScale = COMPANIES === FULL_SCALE.companies && WORKERS_PER_COMPANY === FULL_SCALE.workers;

/**
 * What a reduced run measured and did not: the full scale's seeding time is estimated from this
 * run's rate, and said to be an estimate.
 */
function describeReducedScale(seeded: { items: number; ms: number }): string {
  const itemsPerCompany = seeded.items / COMPANIES;
  const fullItems = Math.round(
    FULL_SCALE.companies * (itemsPerCompany - WORKERS_PER_COMPANY + FULL_SCALE.workers),
  );
  const estimatedMinutes = fullItems / (seeded.items / seeded.ms) / 60_000;
  return `**Reduced scale.** This run measured ${count(COMPANIES)} companies × ${WORKERS_PER_COMPANY} workers, not the issue's ${count(FULL_SCALE.companies)} × ${FULL_SCALE.workers}: at the seeding rate measured here, its about ${count(fullItems)} items would take about ${Math.round(estimatedMinutes)} minutes to seed on this machine at this load (an estimate from this run's rate, not a measurement), before the runs themselves. The figures above are this scale's; none is extrapolated.`;
}

const describeLoad = () => loadavg()[0]?.toFixed(1) ?? '?';

/** The workers per status as the first run stored them on the status items. */
async function countStoredStatuses(): Promise<
  Record<'on_time' | 'due_soon' | 'overdue' | 'untrained', number>
> {
  const counts = { on_time: 0, due_soon: 0, overdue: 0, untrained: 0 };
  for (const firm of await listFirms()) {
    for (const record of await listTrainingStatusesOfFirm(firm.id)) {
      counts.on_time += record.workers_on_time ?? 0;
      counts.due_soon += record.workers_due_soon ?? 0;
      counts.overdue += record.workers_overdue ?? 0;
      counts.untrained += record.workers_untrained ?? 0;
    }
  }
  return counts;
}

export const trainingStatusJob: Benchmark = {
  id: 'training-status-job',
  title: `Daily training-status job over ${count(COMPANIES)} companies × ${WORKERS_PER_COMPANY} workers`,
  method: `${count(COMPANIES)} client companies of ${WORKERS_PER_COMPANY} people (${count(COMPANIES * WORKERS_PER_COMPANY)} user items) in ${firmSizes().length} SSM firms: one of ${count(firmSizes()[0] ?? 0)} companies, the others of up to ${COMPANIES_PER_FIRM}. Seeded with BatchWriteItem into an in-memory DynamoDB Local of their own, every item built by the data layer's entities and key builders. Then the job as the local dispatcher (\`runTrainingStatusJob\`) runs it: the Query of the firms and each firm's run (\`runFirmTrainingStatus\`, the SQS consumer's work for one message), ${LOCAL_FIRM_CONCURRENCY} firms at a time, each firm timed and counted on its own (\`measureDynamoUsage\`, ReturnConsumedCapacity); e-mails counted in the outbox. A first run, then a second run at the same moment. One run each.`,
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
      const loadAtStart = describeLoad();
      const seeded = await seed(await hashPassword('Parola-de-bench-1', 'bench'));
      console.log(`  seeded ${count(seeded.items)} items in ${formatMs(seeded.ms)} (load ${describeLoad()})`);
      const loadBeforeFirst = describeLoad();
      const first = await timeRun(outboxDir, 0);
      console.log(`  first run ${formatMs(first.ms)} (load ${describeLoad()})`);
      const loadBeforeSecond = describeLoad();
      const second = await timeRun(outboxDir, first.mails);
      const loadAtEnd = describeLoad();
      const statuses = await countStoredStatuses();
      const workers = COMPANIES * WORKERS_PER_COMPANY;
      const mailsOf = (run: Run) =>
        `${count(run.summary.workerMails)} to workers, ${count(run.summary.adminMails)} to admins, ${count(run.summary.reminders)} owner digests (${count(run.mails)} in the outbox)`;
      return {
        rows: [
          {
            name: `first run: ${count(first.summary.companies)} companies, ${count(first.summary.written)} status items written`,
            figure: formatMs(first.ms),
            target: 'every company',
            meetsTarget: first.summary.companies === COMPANIES && first.summary.written === COMPANIES,
          },
          {
            name: `first run: longest firm (${count(first.longest.companies)} companies, ${count(first.longest.companies * WORKERS_PER_COMPANY)} workers)`,
            figure: `${formatMs(first.longest.ms)}; ${describeUsage(first.longest.usage)}`,
            target: '≤ 15 min (one Lambda)',
            meetsTarget: first.longest.ms <= 15 * 60_000,
          },
          {
            name: 'first run: DynamoDB',
            figure: describeUsage(first.usage),
            target: 'no Scan',
            meetsTarget: first.usage.scans === 0,
          },
          {
            name: 'first run: workers re-enrolled',
            figure: count(first.summary.reenrolled),
            target: 'those due within 30 days in re-enrolling companies',
            meetsTarget: first.summary.reenrolled > 0,
          },
          {
            name: 'first run: e-mails',
            figure: mailsOf(first),
            target: 'each sent once',
            meetsTarget:
              first.mails === first.summary.workerMails + first.summary.adminMails + first.summary.reminders,
          },
          {
            name: 'second run, same moment',
            figure: `${formatMs(second.ms)}; longest firm ${formatMs(second.longest.ms)}; ${count(second.summary.written)} written, ${count(second.summary.reenrolled)} re-enrolled, ${count(second.mails)} e-mails`,
            target: '0 written, 0 re-enrolled, 0 e-mails',
            meetsTarget: second.summary.written + second.summary.reenrolled + second.mails === 0,
          },
          {
            name: 'second run: DynamoDB',
            figure: describeUsage(second.usage),
            target: '0 WCU, no Scan',
            meetsTarget: second.usage.writeUnits === 0 && second.usage.scans === 0,
          },
        ],
        notes: [
          `Seeding ${count(seeded.items)} items took ${formatMs(seeded.ms)} (${count(Math.round(seeded.items / (seeded.ms / 1000)))} items/s; BatchWriteItem of 25, ${SEED_FIRM_CONCURRENCY} firms × ${SEED_WRITE_CONCURRENCY} calls in flight).`,
          `The people, as the first run counted them on the status items: ${count(statuses.on_time)} in term, ${count(statuses.due_soon)} due soon, ${count(statuses.overdue)} overdue, ${count(statuses.untrained)} untrained (of ${count(workers)}). Each company has an admin; two in three people have an e-mail address and one in seventeen of those turned reminders off; every tenth company has re-enrolment on, naming its firm's introductory, workplace and periodic courses (with quizzes) per domain; three in four companies have a periodic allocation and half a completed periodic training.`,
          `Per company the job reads its people (one Query, about ${units(first.usage.readUnits / Math.max(1, first.summary.companies))} RCU a company in all), its last periodic allocation and completion (two Queries, Limit 1) and, where someone gets an e-mail, its allocations of the last 30 days; it writes the changed status items (BatchWriteItem), one conditional UpdateItem per worker e-mail claimed, one marker per weekly e-mail and one transaction per worker re-enrolled. The second run finds every e-mail of the day claimed, every due date re-enrolled for and every status item unchanged.`,
          `The longest firm is the time one consumer Lambda needs; it ran beside ${Math.min(LOCAL_FIRM_CONCURRENCY, firmSizes().length) - 1} other firms, all on one DynamoDB Local sharing the machine's 2 cores with this process (and other engineers' work), so on DynamoDB, which answers a Query in milliseconds, it is shorter. The whole run is what the local dispatcher takes; on AWS the firms run in parallel Lambdas.`,
          ...(isFullScale ? [] : [describeReducedScale(seeded)]),
          `Load average (1 min) at the start: ${loadAtStart}; before the first run: ${loadBeforeFirst}; before the second: ${loadBeforeSecond}; at the end: ${loadAtEnd}; on 2 cores.`,
          'Consumed capacity as DynamoDB Local reports it: 0.5 RCU per 4 KB read eventually consistent; 1 WCU per 1 KB written, again for each index the item is in.',
        ],
      };
    } finally {
      await emulators.stop();
      await rm(outboxDir, { recursive: true, force: true });
    }
  },
};
