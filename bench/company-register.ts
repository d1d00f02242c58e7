import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
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

const COMPANY_COUNT = 200;
const PEOPLE_PER_COMPANY = 50;
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
  title: 'The company register and a course for 200 companies at once',
  method: `A firm of ${COMPANY_COUNT} client companies of ${PEOPLE_PER_COMPANY} people (the size of \`seed:large\`), seeded with BatchWriteItem, its summaries and rosters written by the daily job's own run of the firm. As the owner, through the local gateway: the register's first page, a search, and the bulk assignment of a periodic course to every company (\`all: true\`): its dry run (median of ${RUNS} after a warm-up), the assignment itself once, and the same request repeated (median of ${RUNS}). Each request's DynamoDB calls, Scans and capacity units from the gateway's \`x-dynamodb-*\` headers, and its time from request to answer.`,
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
        target: 'a few calls, no Scan',
        meetsTarget: preview.first.scans === 0 && preview.first.calls <= 10,
      });
      const requestId = newId();
      const assigned = await measured(`${platform.url}${assignPath}`, token, {
        all: true,
        request_id: requestId,
      });
      const assignedBody = assigned.body as { assigned_companies: number; people_reached: number };
      rows.push({
        name: `${COMPANY_COUNT} × ${PEOPLE_PER_COMPANY}: bulk assignment to every company`,
        figure: `${assignedBody.assigned_companies} companies, ${assignedBody.people_reached} people; ${assigned.calls} calls (${(assigned.calls / COMPANY_COUNT).toFixed(1)} a company), ${assigned.writeUnits} WCU, ${formatMs(assigned.ms)}`,
        target: 'within one request (29 s)',
        meetsTarget: assigned.scans === 0 && assigned.ms < 29_000,
      });
      const again = await repeat(assignPath, { all: true, request_id: requestId });
      rows.push({
        name: `${COMPANY_COUNT} × ${PEOPLE_PER_COMPANY}: the same request repeated`,
        figure: `${again.first.calls} calls, ${again.first.writeUnits} WCU, ${formatMs(again.ms)}`,
        target: 'writes nothing',
        meetsTarget: again.first.writeUnits === 0,
      });
      return {
        rows,
        notes: [
          "The register's calls: the caller's GetItem, the Query of the firm's companies and the Query of their status summaries (GSI1), one call per 1 MB page of each; search, order and page are applied in memory, so every search costs the same.",
          "The bulk assignment's calls: per company, a consistent GetItem of its assignment of the course, the assignment's transaction (course check, assignment, allocation history), and the training-status refresh of a periodic course (the company, its summary, its last allocation and completion, the conditional write); 8 companies at a time. A repeated request stops at each company's first read.",
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
