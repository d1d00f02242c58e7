import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import type { WorkerTrainingFigures } from '@ssm/shared';
import { toBucharestDate } from '@ssm/shared';
import { ulid } from 'ulid';
import { type UserRecord, users as userEntity } from '../functions/src/accounts/data/users';
import { tokenClaimsFor } from '../functions/src/accounts/domain/account';
import { hashPassword } from '../functions/src/accounts/domain/passwords';
import { type CompanyRecord, companies as companyEntity } from '../functions/src/companies/data/companies';
import { firms as firmEntity } from '../functions/src/firms/data/firms';
import { scratchDirectoryRoot } from '../functions/src/local/emulators';
import { startPlatform } from '../functions/src/local/platform';
import { newId } from '../functions/src/platform/ids';
import { type Item, putItems } from '../functions/src/platform/table';
import { issueToken } from '../functions/src/platform/tokens';
import { workerRosterItem } from '../functions/src/training-status/data/worker-rosters';
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

const FIRST_NAMES = [
  'Ion',
  'Maria',
  'Andrei',
  'Elena',
  'Gheorghe',
  'Ioana',
  'Mihai',
  'Ana',
  'Vasile',
  'Cristina',
  'Alexandru',
  'Mihaela',
  'Ștefan',
  'Gabriela',
  'Nicolae',
  'Daniela',
  'Constantin',
  'Florin',
  'Raluca',
  'Bogdan',
  'Adrian',
  'Roxana',
  'Cătălin',
  'Loredana',
  'Ionuț',
  'Alina',
  'Marius',
  'Simona',
  'Răzvan',
  'Oana',
];
const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Pop',
  'Radu',
  'Dumitru',
  'Stoica',
  'Stan',
  'Gheorghe',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantin',
  'Șerban',
  'Moldovan',
  'Marin',
  'Lungu',
  'Tudor',
  'Ciobanu',
  'Florea',
  'Țurcanu',
  'Dobre',
  'Barbu',
  'Nistor',
  'Preda',
  'Enache',
  'Ene',
  'Ilie',
  'Mocanu',
  'Oprea',
  'Voicu',
  'Dinu',
  'Anghel',
  'Cristea',
  'Neagu',
  'Vlad',
  'Toma',
  'Sârbu',
  'Bălan',
  'Căpraru',
];
const FIVE_YEARS_MS = 5 * 365 * 86_400_000;

/**
 * A worker as a real roster holds them: an id made when they were added, at some time in the
 * last five years (ids made in one go differ in their last characters and compress to nearly
 * nothing), and varied names, some with two first names.
 */
function withRealisticIdentity(worker: UserRecord, seed: number): UserRecord {
  const pick = (names: readonly string[], salt: number) =>
    names[Math.floor(((seed * 2654435761 + salt * 40503) >>> 0) % names.length)] as string;
  const firstName = seed % 4 === 0 ? `${pick(FIRST_NAMES, 1)}-${pick(FIRST_NAMES, 2)}` : pick(FIRST_NAMES, 1);
  return {
    ...worker,
    id: ulid(NOW.getTime() - ((seed * 7_919_993) % FIVE_YEARS_MS)),
    first_name: firstName,
    last_name: pick(LAST_NAMES, 3),
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
  const people = companies.map((company, index) => ({
    company,
    workers: Array.from({ length: PEOPLE_PER_COMPANY }, (_, slot) =>
      withRealisticIdentity(
        buildWorker({ now: NOW, firmId: firm.id, company, slot, passwordHash }),
        index * PEOPLE_PER_COMPANY + slot,
      ),
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
  const rosterItems = rosters.map(workerRosterItem);
  return {
    owner,
    company: companies[0] as CompanyRecord,
    rosterBytes: rosterItems.reduce((sum, item) => sum + itemBytes(item), 0),
    items: [
      firmEntity.toItem(firm),
      userEntity.toItem(owner),
      ...companies.map(companyEntity.toItem),
      // The people too: the platform's daily job, started with it, writes their rosters again.
      ...people.flatMap(({ workers }) => workers.map(userEntity.toItem)),
      ...rosterItems,
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
        "A request's calls: the caller's GetItem and the Query of the firm's rosters on GSI1 (`FIRM#<firm>#WORKER_ROSTER`), one call per 1 MB page of it. A roster part keeps its workers Brotli-compressed in one Binary attribute (docs/data-model.md), so with ids made over years and varied names (as real rosters have) a worker takes the bytes of the first row. The filter, the order by urgency and the page are applied in memory, so every filter of the same firm costs the same; a course filter adds one Query of the course's assignments.",
        "A failed row would be a request the handler's timeout (29 s, as on Lambda) cut off (HTTP 500).",
        "The times are of DynamoDB Local on a shared, busy machine (the load average below): they show the order of magnitude here, not DynamoDB's.",
        `Load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on 2 cores.`,
      ],
    };
  },
};

/** An item's size as DynamoDB counts it: each attribute's name and value, a number about a byte per two digits. */
function itemBytes(item: Item): number {
  return Object.entries(item).reduce((sum, [name, value]) => {
    if (value instanceof Uint8Array) return sum + name.length + value.byteLength;
    if (typeof value === 'string') return sum + name.length + Buffer.byteLength(value);
    if (typeof value === 'number') return sum + name.length + 1 + Math.ceil(String(value).length / 2);
    return sum + name.length + 1;
  }, 0);
}

/** The caller's GetItem and the Query pages of the firm's rosters, 1 MiB each. */
function expectedCalls(rosterBytes: number): number {
  return 1 + Math.ceil(rosterBytes / 1_048_576);
}

async function measureFirm(size: number): Promise<BenchRow[]> {
  const dataDir = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-bench-firm-workers-'));
  const platform = await startPlatform({ dataDir, port: 0, seed: 'none', quiet: true });
  try {
    // The pepper is the running platform's: the password is hashed once it runs.
    const passwordHash = await hashPassword('Parola-de-bench-1', 'bench');
    const { owner, company, items, rosterBytes } = buildFirm(size, passwordHash);
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
    const workerCount = size * PEOPLE_PER_COMPANY;
    const rows: BenchRow[] = [
      {
        name: `${size} × ${PEOPLE_PER_COMPANY}: the rosters every request reads`,
        figure: `${(rosterBytes / 1_000_000).toFixed(2)} MB for ${workerCount} workers, ${(rosterBytes / workerCount).toFixed(1)} bytes a worker`,
        target: 'what a request costs',
        meetsTarget: null,
      },
    ];
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
          first.scans === 0 &&
          first.calls <= expectedCalls(rosterBytes) + (label === 'course filter' ? 1 : 0),
      });
    }
    return rows;
  } finally {
    await platform.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
