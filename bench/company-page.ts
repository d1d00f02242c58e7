import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
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
import { type Benchmark, type BenchRow, formatMs } from './harness';
import { buildFirmWithOwner, buildWorker } from './support/worker-mix';

/*
 * The owner's page of one company (`/companii/:companyId`): its overview and every page of
 * `GET /api/companies/{id}/worker-trainings` at the page size the web app asks for, through the
 * local gateway, for a company of 50 people and one of 500. The gateway reports each request's
 * DynamoDB calls and consumed capacity in its `x-dynamodb-*` headers.
 */

const COMPANY_SIZES = [50, 500] as const;
/** What the web app asks for (web/src/features/training-status/api/worker-trainings.ts). */
const PAGE_SIZE = 200;
const MAX_CALLS_PER_PAGE = 3;
const NOW = new Date();

type RequestCost = { calls: number; scans: number; readUnits: number; rows: number; ms: number };

async function measuredGet(url: string, token: string): Promise<RequestCost & { nextCursor: string | null }> {
  const startedAt = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body: unknown = await response.json();
  const ms = performance.now() - startedAt;
  if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
  const header = (name: string) => Number(response.headers.get(`x-dynamodb-${name}`));
  return {
    calls: header('calls'),
    scans: header('scans'),
    readUnits: header('read-units'),
    rows: Array.isArray(body) ? body.length : 1,
    ms,
    nextCursor: response.headers.get('x-next-cursor'),
  };
}

/** Every page of the company's people, as the page reads them. */
async function readCompanyPage(baseUrl: string, companyId: string, token: string): Promise<RequestCost[]> {
  const pages: RequestCost[] = [];
  let cursor: string | null = null;
  do {
    const query = new URLSearchParams({ limit: String(PAGE_SIZE), ...(cursor ? { cursor } : {}) });
    const page = await measuredGet(`${baseUrl}/api/companies/${companyId}/worker-trainings/?${query}`, token);
    pages.push(page);
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

function buildFirm(passwordHash: string) {
  const { firm, owner } = buildFirmWithOwner({ now: NOW, name: 'Firma SSM de măsurat', passwordHash });
  const companies = COMPANY_SIZES.map(
    (size): CompanyRecord => ({
      id: newId(),
      firm_id: firm.id,
      name: `Compania de ${size} SRL`,
      registration_number: `J12/${size}/2020`,
      address: 'Str. Fabricii nr. 2, Cluj-Napoca',
      training_frequency_months: 6,
      created_at: NOW.toISOString(),
      record_count: 0,
      signed_record_count: 0,
      awaiting_admin_count: 0,
    }),
  );
  const items = [
    firmEntity.toItem(firm),
    userEntity.toItem(owner),
    ...companies.flatMap((company, index) => [
      companyEntity.toItem(company),
      ...Array.from({ length: COMPANY_SIZES[index] ?? 0 }, (_, slot) =>
        userEntity.toItem(buildWorker({ now: NOW, firmId: firm.id, company, slot, passwordHash })),
      ),
    ]),
  ];
  return { owner, companies, items };
}

const sum = (pages: readonly RequestCost[], pick: (page: RequestCost) => number) =>
  pages.reduce((total, page) => total + pick(page), 0);

export const companyPage: Benchmark = {
  id: 'company-page',
  title: "The owner's company page: DynamoDB cost for 50 and 500 people",
  method: `One firm with a company of 50 people and one of 500 (the daily-job benchmark's mix of training states: an admin, people in term, due soon, overdue and untrained), seeded with BatchWriteItem into the local platform's store. As the firm's owner, through the local gateway: the page's overview (\`GET /api/companies/{id}/training-overview\`) and every page of its people (\`GET /api/companies/{id}/worker-trainings?limit=${PAGE_SIZE}\`, the web app's page size, following \`X-Next-Cursor\`); each request's DynamoDB calls, Scans and consumed read units from the gateway's \`x-dynamodb-*\` headers (ReturnConsumedCapacity). Read twice; the second reading is shown.`,
  run: async () => {
    const dataDir = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-bench-company-page-'));
    const platform = await startPlatform({ dataDir, port: 0, seed: 'none', quiet: true });
    try {
      const { owner, companies, items } = buildFirm(await hashPassword('Parola-de-bench-1', 'bench'));
      await putItems(items, { concurrency: 8 });
      const token = await issueToken(tokenClaimsFor(owner));
      const rows: BenchRow[] = [];
      const notes: string[] = [];
      for (const [index, company] of companies.entries()) {
        const size = COMPANY_SIZES[index] as number;
        const overviewUrl = `${platform.url}/api/companies/${company.id}/training-overview/`;
        await measuredGet(overviewUrl, token);
        await readCompanyPage(platform.url, company.id, token);
        const overview = await measuredGet(overviewUrl, token);
        const pages = await readCompanyPage(platform.url, company.id, token);
        const people = sum(pages, (page) => page.rows);
        const readUnits = sum(pages, (page) => page.readUnits);
        const mostCalls = Math.max(...pages.map((page) => page.calls));
        const scans = sum(pages, (page) => page.scans) + overview.scans;
        rows.push(
          {
            name: `${size} people: overview`,
            figure: `${overview.calls} calls, ${overview.readUnits} RCU`,
            target: `≤ ${MAX_CALLS_PER_PAGE} calls, no Scan`,
            meetsTarget: overview.calls <= MAX_CALLS_PER_PAGE && overview.scans === 0,
          },
          {
            name: `${size} people: the people, ${pages.length} page(s) of up to ${PAGE_SIZE}`,
            figure: `${people} rows; per page ${pages.map((page) => `${page.calls} calls, ${page.readUnits} RCU`).join(' · ')}`,
            target: `≤ ${MAX_CALLS_PER_PAGE} calls a page, no Scan`,
            meetsTarget: people === size && mostCalls <= MAX_CALLS_PER_PAGE && scans === 0,
          },
          {
            name: `${size} people: whole page (overview and people)`,
            figure: `${overview.calls + sum(pages, (page) => page.calls)} calls, ${overview.readUnits + readUnits} RCU; ${(readUnits / people).toFixed(3)} RCU a row`,
            target: 'RCU a row independent of the size',
            meetsTarget: null,
          },
        );
        notes.push(
          `${size} people: the people's pages answered in ${pages.map((page) => formatMs(page.ms)).join(', ')} (the local gateway and DynamoDB Local on the shared machine).`,
        );
      }
      notes.push(
        "A page's calls: the caller's GetItem (every signed-in request re-reads its user), the company's GetItem, and one Query of the company's people on GSI1 (`COMPANY#<company>#USERS`, Limit = the page size). A row's read units are its user item's bytes (about 1 KB here, with up to six training marks) at 0.5 RCU per 4 KB, eventually consistent: they grow with the rows, not with the company.",
        `Load average (1 min) at the end: ${loadavg()[0]?.toFixed(1)} on 2 cores.`,
      );
      return { rows, notes };
    } finally {
      await platform.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
