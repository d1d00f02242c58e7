import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BULK_ASSIGN_BATCH_SIZE } from '@ssm/shared';
import { users as userEntity } from '../functions/src/accounts/data/users';
import { tokenClaimsFor } from '../functions/src/accounts/domain/account';
import { hashPassword } from '../functions/src/accounts/domain/passwords';
import { companies as companyEntity } from '../functions/src/companies/data/companies';
import { type CourseRecord, courses as courseEntity, quizzes } from '../functions/src/courses/data/courses';
import { firms as firmEntity } from '../functions/src/firms/data/firms';
import { scratchDirectoryRoot } from '../functions/src/local/emulators';
import { startPlatform } from '../functions/src/local/platform';
import { newId } from '../functions/src/platform/ids';
import { getMailer } from '../functions/src/platform/mailer';
import { putItems } from '../functions/src/platform/table';
import { issueToken } from '../functions/src/platform/tokens';
import { runFirmTrainingStatus } from '../functions/src/training-status/domain/training-status-job';
import { type Benchmark, type BenchRow, formatMs, median } from './harness';
import { buildCompanies, buildFirmWithOwner, buildWorker } from './support/worker-mix';

/*
 * The company register and the bulk assignment (`/companii`): `GET /api/company-register` and
 * `POST /api/courses/{id}/assign-companies` through the local gateway for a firm of 200
 * companies × 50 people (the size of `seed:large`), each request's DynamoDB calls from the
 * gateway's `x-dynamodb-*` headers.
 */

/** A larger firm, for the bulk assignment's limit: `BENCH_REGISTER_COMPANIES=1000 BENCH_REGISTER_PEOPLE=5`. */
const COMPANY_COUNT = Number(process.env.BENCH_REGISTER_COMPANIES ?? 200);
const PEOPLE_PER_COMPANY = Number(process.env.BENCH_REGISTER_PEOPLE ?? 50);
const RUNS = 3;
const NOW = new Date();

type Measured = {
  calls: number;
  scans: number;
  readUnits: number;
  writeUnits: number;
  ms: number;
  body: unknown;
};

async function measured(url: string, token: string, body?: unknown): Promise<Measured> {
  const startedAt = performance.now();
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = (await response.json()) as unknown;
  const ms = performance.now() - startedAt;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(answer)}`);
  const header = (name: string) => Number(response.headers.get(`x-dynamodb-${name}`));
  return {
    calls: header('calls'),
    scans: header('scans'),
    readUnits: header('read-units'),
    writeUnits: header('write-units'),
    ms,
    body: answer,
  };
}

/** The firm, its owner, its companies and their people, and a periodic course with its quiz. */
function buildFirm(passwordHash: string) {
  const { firm, owner } = buildFirmWithOwner({ now: NOW, name: 'Firma registrului', passwordHash });
  const companies = buildCompanies({ now: NOW, firmId: firm.id, count: COMPANY_COUNT });
  const workers = companies.flatMap((company) =>
    Array.from({ length: PEOPLE_PER_COMPANY }, (_, slot) =>
      buildWorker({ now: NOW, firmId: firm.id, company, slot, passwordHash }),
    ),
  );
  const courseId = newId();
  const course: CourseRecord = {
    id: courseId,
    firm_id: firm.id,
    title: 'Instruire periodică SSM',
    description: 'Curs al firmei.',
    category: 'SSM',
    subcategory: 'periodica',
    duration_minutes: 60,
    min_study_minutes: 0,
    file_key: `courses/${firm.id}/${courseId}.pdf`,
    file_size: 100_000,
    file_sha256: '0'.repeat(64),
    has_quiz: true,
    created_by: 'bench',
    created_at: NOW.toISOString(),
  };
  const quiz = { course_id: courseId, questions: [], updated_by: owner.id, updated_at: NOW.toISOString() };
  return {
    firm,
    owner,
    courseId,
    items: [
      firmEntity.toItem(firm),
      userEntity.toItem(owner),
      ...companies.map(companyEntity.toItem),
      ...workers.map(userEntity.toItem),
      courseEntity.toItem(course),
      quizzes.toItem(quiz),
    ],
  };
}

export const companyRegister: Benchmark = {
  id: 'company-register',
  title: `The company register and a course for ${COMPANY_COUNT} companies at once`,
  method: `A firm of ${COMPANY_COUNT} client companies of ${PEOPLE_PER_COMPANY} people (\`seed:large\` is 200 × 50), seeded with BatchWriteItem, its summaries and rosters written by the daily job's own run of the firm. As the owner, through the local gateway: the register's first page, a search, and the bulk assignment of a periodic course to every company (\`all: true\`): its dry run (median of ${RUNS} after a warm-up), then the assignment as the web sends it, the dry run's companies ${BULK_ASSIGN_BATCH_SIZE} a request with one request id, once, and the same batches repeated. Each request's DynamoDB calls, Scans and capacity units from the gateway's \`x-dynamodb-*\` headers, and its time from request to answer.`,
  run: async () => {
    const dataDir = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-bench-company-register-'));
    const platform = await startPlatform({ dataDir, port: 0, seed: 'none', quiet: true });
    try {
      // The password's pepper is read from the platform's store, so after it started.
      const passwordHash = await hashPassword('Parola-de-bench-1', 'bench');
      const { firm, owner, courseId, items } = buildFirm(passwordHash);
      await putItems(items, { concurrency: 8 });
      await runFirmTrainingStatus({ firm, now: NOW, mailer: getMailer() });
      const token = await issueToken(tokenClaimsFor(owner));
      const rows: BenchRow[] = [];
      const repeat = async (path: string, body?: unknown) => {
        await measured(`${platform.url}${path}`, token, body);
        const runs: Measured[] = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(await measured(`${platform.url}${path}`, token, body));
        return { first: runs[0] as Measured, ms: median(runs.map((one) => one.ms)) };
      };
      for (const [label, path] of [
        ['register, first page', '/api/company-register/'],
        ['register, search "0042"', '/api/company-register/?search=0042'],
      ] as const) {
        const { first, ms } = await repeat(path);
        rows.push({
          name: `${COMPANY_COUNT} × ${PEOPLE_PER_COMPANY}: ${label}`,
          figure: `${(first.body as { total: number }).total} companies; ${first.calls} calls, ${first.readUnits} RCU, ${formatMs(ms)}`,
          target: 'a few calls, no Scan',
          meetsTarget: first.scans === 0 && first.calls <= 4,
        });
      }
      const assignPath = `/api/courses/${courseId}/assign-companies/`;
      const preview = await repeat(assignPath, { all: true, dry_run: true });
      const previewBody = preview.first.body as { companies: number; people: number };
      rows.push({
        name: `${COMPANY_COUNT} × ${PEOPLE_PER_COMPANY}: bulk assignment, dry run`,
        figure: `${previewBody.companies} companies, ${previewBody.people} people; ${preview.first.calls} calls, ${formatMs(preview.ms)}`,
        target: 'a few calls and a BatchGetItem per 100 companies, no Scan',
        meetsTarget: preview.first.scans === 0 && preview.first.calls <= 4 + Math.ceil(COMPANY_COUNT / 100),
      });
      // As the web sends it: the dry run's companies, BULK_ASSIGN_BATCH_SIZE a request, one request id.
      const companyIds = (preview.first.body as { company_ids: string[] }).company_ids;
      const requestId = newId();
      const assignInBatches = async () => {
        const batches: Measured[] = [];
        for (let start = 0; start < companyIds.length; start += BULK_ASSIGN_BATCH_SIZE) {
          batches.push(
            await measured(`${platform.url}${assignPath}`, token, {
              company_ids: companyIds.slice(start, start + BULK_ASSIGN_BATCH_SIZE),
              request_id: requestId,
            }),
          );
        }
        const sum = (figure: (batch: Measured) => number) =>
          batches.reduce((total, batch) => total + figure(batch), 0);
        return {
          requests: batches.length,
          calls: sum((batch) => batch.calls),
          scans: sum((batch) => batch.scans),
          writeUnits: sum((batch) => batch.writeUnits),
          ms: sum((batch) => batch.ms),
          slowestMs: Math.max(...batches.map((batch) => batch.ms)),
          assignedCompanies: sum(
            (batch) => (batch.body as { assigned_companies: number }).assigned_companies,
          ),
          peopleReached: sum((batch) => (batch.body as { people_reached: number }).people_reached),
        };
      };
      const assigned = await assignInBatches();
      rows.push({
        name: `${COMPANY_COUNT} × ${PEOPLE_PER_COMPANY}: bulk assignment to every company, ${BULK_ASSIGN_BATCH_SIZE} a request`,
        figure: `${assigned.assignedCompanies} companies, ${assigned.peopleReached} people; ${assigned.requests} requests, ${assigned.calls} calls (${(assigned.calls / COMPANY_COUNT).toFixed(1)} a company), ${assigned.writeUnits} WCU; slowest request ${formatMs(assigned.slowestMs)}, all ${formatMs(assigned.ms)}`,
        target: 'each request within its 29 s',
        meetsTarget: assigned.scans === 0 && assigned.slowestMs < 29_000,
      });
      const again = await assignInBatches();
      rows.push({
        name: `${COMPANY_COUNT} × ${PEOPLE_PER_COMPANY}: the same batches repeated`,
        figure: `${again.calls} calls, ${again.writeUnits} WCU, ${formatMs(again.ms)}`,
        target: 'writes nothing',
        meetsTarget: again.writeUnits === 0,
      });
      return {
        rows,
        notes: [
          "The register's calls: the caller's GetItem, the Query of the firm's companies and the Query of their status summaries (GSI1), one call per 1 MB page of each; search, order and page are applied in memory, so every search costs the same.",
          "The bulk assignment's calls: per request the course, the firm's summaries and a GetItem of each company named; per company, a consistent GetItem of its assignment of the course, the assignment's transaction (course check, assignment, allocation history), and the training-status refresh of a periodic course (the company, its summary, its last allocation and completion, the conditional write); 8 companies at a time. A repeated request stops at each company's first read. Sent whole as one request (`all: true`), 1,000 companies outlast the route's 29 s here (the gateway's timeout answered it), hence the batches.",
          "The times are of DynamoDB Local on a shared, busy machine (the load average below): they show the order of magnitude here, not DynamoDB's.",
          `Load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on 2 cores.`,
        ],
      };
    } finally {
      await platform.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
