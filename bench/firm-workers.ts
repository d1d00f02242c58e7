import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { WorkerTrainingFigures } from '@ssm/shared';
import { toBucharestDate } from '@ssm/shared';
import { users as userEntity } from '../functions/src/accounts/data/users';
import { tokenClaimsFor } from '../functions/src/accounts/domain/account';
import { hashPassword } from '../functions/src/accounts/domain/passwords';
import { type CompanyRecord, companies as companyEntity } from '../functions/src/companies/data/companies';
import { firms as firmEntity } from '../functions/src/firms/data/firms';
import { scratchDirectoryRoot } from '../functions/src/local/emulators';
import { startPlatform } from '../functions/src/local/platform';
import { newId } from '../functions/src/platform/ids';
import { putItems } from '../functions/src/platform/table';
import { issueToken } from '../functions/src/platform/tokens';
import { workerRosters } from '../functions/src/training-status/data/worker-rosters';
import { buildWorkerRoster } from '../functions/src/training-status/domain/firm-workers';
import { computeWorkerFigures } from '../functions/src/training-status/domain/worker-trainings';
import { type Benchmark, type BenchRow, formatMs, median } from './harness';
import { buildCompanies, buildFirmWithOwner, buildWorker } from './support/worker-mix';

/*
 * The firm's workers (`/lucratori`): `GET /api/workers` and its export through the local gateway
 * for a firm of 200 companies × 50 people (the size of `seed:large`), and others of
 * `BENCH_FIRM_COMPANIES`, each
 * request's DynamoDB calls and read units from the gateway's `x-dynamodb-*` headers.
 */

/**
 * Companies of the firms measured: `seed:large`'s 200 by default; `BENCH_FIRM_COMPANIES=200,1000`
 * adds a larger firm, whose requests DynamoDB Local answers in 10 to 30 s on a busy 2-core machine.
 */
const FIRM_SIZES = (process.env.BENCH_FIRM_COMPANIES ?? '200').split(',').map(Number);
const PEOPLE_PER_COMPANY = 50;
const RUNS = 3;
const NOW = new Date();

type Measured = { calls: number; scans: number; readUnits: number; ms: number; total: number | null };

/** The rows an answer holds: the list's total, the CSV's lines, the plan's items; null for a workbook. */
function rowsOf(body: {
  total?: number;
  csv?: string;
  xlsx_base64?: string;
  companies?: { items?: unknown[] }[];
}) {
  if (body.total !== undefined) return body.total;
  if (body.csv !== undefined) return body.csv.trim().split('\r\n').length - 1;
  if (body.xlsx_base64 !== undefined) return null;
  return (body.companies ?? []).reduce((sum, company) => sum + (company.items?.length ?? 0), 0);
}

async function measuredGet(url: string, token: string): Promise<Measured> {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = (await response.json()) as {
    total?: number;
    csv?: string;
    xlsx_base64?: string;
    companies?: { items?: unknown[] }[];
  };
  const ms = performance.now() - startedAt;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  const header = (name: string) => Number(response.headers.get(`x-dynamodb-${name}`));
  return {
    calls: header('calls'),
    scans: header('scans'),
    readUnits: header('read-units'),
    ms,
    total: rowsOf(body),
  };
}

/** The firm, its owner and its companies' rosters as the daily job writes them. */
function buildFirm(companyCount: number, passwordHash: string) {
  const { firm, owner } = buildFirmWithOwner({
    now: NOW,
    name: `Firma de ${companyCount} de clienți`,
    passwordHash,
  });
  const companies = buildCompanies({ now: NOW, firmId: firm.id, count: companyCount });
  const people = companies.map((company) => ({
    company,
    workers: Array.from({ length: PEOPLE_PER_COMPANY }, (_, slot) =>
      buildWorker({ now: NOW, firmId: firm.id, company, slot, passwordHash }),
    ),
  }));
  const rosters = people.flatMap(({ company, workers }) => {
    const figures = new Map(workers.map((worker) => [worker.id, computeWorkerFigures(worker, company, NOW)]));
    return buildWorkerRoster(
      company,
      workers,
      (worker) => figures.get(worker.id) as WorkerTrainingFigures,
      NOW,
    );
  });
  return {
    owner,
    company: companies[0] as CompanyRecord,
    items: [
      firmEntity.toItem(firm),
      userEntity.toItem(owner),
      ...companies.map(companyEntity.toItem),
      // The people too: the platform's daily job, started with it, writes their rosters again.
      ...people.flatMap(({ workers }) => workers.map(userEntity.toItem)),
      ...rosters.map(workerRosters.toItem),
    ],
  };
}

export const firmWorkers: Benchmark = {
  id: 'firm-workers',
  title: "The firm's workers: DynamoDB cost and server time at 200 × 50",
  method: `A firm of ${FIRM_SIZES.join(' and ')} client companies of ${PEOPLE_PER_COMPANY} people (200 is the size of \`seed:large\`), with the daily-job benchmark's mix of training states, seeded with BatchWriteItem with their rosters as the daily job's own code builds them into the local platform's store. As the owner, through the local gateway: the first page of \`GET /api/workers\`, the overdue ones (\`?status=overdue\`), the overdue of one company, the export of the overdue ones (CSV and XLSX), the phase and missing-data filters, a course filter, and the month's plan (\`GET /api/workers/plan\`); each request's DynamoDB calls, Scans and read units from the gateway's \`x-dynamodb-*\` headers, and its time from request to answer, median of ${RUNS} after one warm-up.`,
  run: async () => {
    const rows: BenchRow[] = [];
    // A store of its own for each firm, so the larger one's figures are not the smaller's plus.
    for (const size of FIRM_SIZES) rows.push(...(await measureFirm(size)));
    return {
      rows,
      notes: [
        "A request's calls: the caller's GetItem and the Query of the firm's rosters on GSI1 (`FIRM#<firm>#WORKER_ROSTER`), one call per 1 MB page of it; about 210 bytes a worker with each domain's phase and the missing-data flag, so a page holds some 4,800 workers. The filter, the order by urgency and the page are applied in memory, so every filter of the same firm costs the same; a course filter adds one Query of the course's assignments.",
        "A failed row is a request the handler's timeout (29 s, as on Lambda) cut off (HTTP 500): at 1,000 × 50 a request reads about 10.5 MB of rosters in 11 Query pages, which takes DynamoDB Local on this machine longer than that (docs/training-status.md, what a page costs).",
        "The times are of DynamoDB Local on a shared, busy machine (the load average below): they show the order of magnitude here, not DynamoDB's.",
        `Load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on 2 cores.`,
      ],
    };
  },
};

/** About 210 bytes a worker's roster entry (phase and missing-data flag included), read 1 MB a Query page. */
const ROSTER_BYTES_PER_WORKER = 210;

/** The caller's GetItem and the Query pages of the firm's rosters. */
function expectedCalls(companies: number): number {
  return 1 + Math.ceil((companies * PEOPLE_PER_COMPANY * ROSTER_BYTES_PER_WORKER) / 1_000_000);
}

async function measureFirm(size: number): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-bench-firm-workers-'));
  const platform = await startPlatform({ dataDir, port: 0, seed: 'none', quiet: true });
  try {
    // The pepper is the running platform's: the password is hashed once it runs.
    const passwordHash = await hashPassword('Parola-de-bench-1', 'bench');
    const { owner, company, items } = buildFirm(size, passwordHash);
    await putItems(items, { concurrency: 8 });
    const token = await issueToken(tokenClaimsFor(owner));
    const requests = [
      ['first page', '/api/workers/'],
      ['overdue', '/api/workers/?status=overdue'],
      ['overdue of one company', `/api/workers/?status=overdue&company=${company.id}`],
      ['export of the overdue', '/api/workers/export/?status=overdue'],
      ['introductive phase, missing fișă data', '/api/workers/?phase=introductive&missing_data=true'],
      ['course filter', `/api/workers/?course=${newId()}`],
      ['XLSX export of the overdue', '/api/workers/export/?status=overdue&format=xlsx'],
      ["the month's plan", `/api/workers/plan/?month=${toBucharestDate(NOW).slice(0, 7)}`],
    ] as const;
    const rows: BenchRow[] = [];
    for (const [label, path] of requests) {
      const runs: Measured[] = [];
      try {
        await measuredGet(`${platform.url}${path}`, token);
        for (let run = 0; run < RUNS; run += 1) runs.push(await measuredGet(`${platform.url}${path}`, token));
      } catch (error) {
        // A request the gateway cut off (its 29 s, as API Gateway's) is a figure too, not the end of the run.
        rows.push({
          name: `${size} × ${PEOPLE_PER_COMPANY}: ${label}`,
          figure: `failed: HTTP ${error instanceof Error ? (/: (\d{3}) /.exec(error.message)?.[1] ?? error.message) : String(error)}`,
          target: 'no Scan; the GetItem, a Query per 1 MB of rosters (+1 for a course)',
          meetsTarget: false,
        });
        continue;
      }
      const [first] = runs as [Measured];
      rows.push({
        name: `${size} × ${PEOPLE_PER_COMPANY}: ${label}`,
        figure: `${first.total === null ? 'a workbook' : `${first.total} rows`}; ${first.calls} calls, ${first.readUnits} RCU, ${formatMs(median(runs.map((one) => one.ms)))}`,
        target: 'no Scan; the GetItem, a Query per 1 MB of rosters (+1 for a course)',
        meetsTarget:
          first.scans === 0 && first.calls <= expectedCalls(size) + (label === 'course filter' ? 1 : 0),
      });
    }
    return rows;
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
