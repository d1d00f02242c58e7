import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { type AnyRoute, computeSignatureHash, routeList, signerIdentityOf } from '@ssm/shared';
import pMap from 'p-map';
import { getUserByUsername, type UserRecord } from '../functions/src/accounts/data/users';
import { principalAs } from '../functions/src/accounts/domain/principal';
import { newArchiveJob, putArchiveJob } from '../functions/src/archives/data/archive-jobs';
import { listAssignedCourseIds } from '../functions/src/assignments/data/assignments';
import { getCourseWithQuiz } from '../functions/src/courses/data/courses';
import { DEMO_PASSWORD, demoLogins } from '../functions/src/local/demo-data';
import { scratchDirectoryRoot } from '../functions/src/local/emulators';
import { LARGE_FIRM_SIZE, largeFirmLogins, seedLargeFirm } from '../functions/src/local/large-firm';
import { startPlatform } from '../functions/src/local/platform';
import { newId } from '../functions/src/platform/ids';
import { listCompanyRecords } from '../functions/src/records/data/records';
import { signOwnRecord } from '../functions/src/records/domain/record-signing';
import { getSealing } from '../functions/src/signing/seal';
import { buildDocument, giveEmail } from '../functions/test/support/documents';
import { backdateStudy } from '../functions/test/support/study-time';
import { type Benchmark, type BenchRow, formatMs } from './harness';
import { waitUntilRendered } from './mass-sign';
import { assertSigned, confirmSigningCode } from './support/signing-platform';

/*
 * What each request costs in DynamoDB, for the demo firm (4 companies) and the large firm (200
 * companies of 51 people, a year of history) side by side in one store, read from the gateway's
 * x-dynamodb-* headers. Every GET of the route table is called as every role it admits, so a new
 * GET is measured (or reported as lacking a sample request, when it has a path parameter or a
 * required query) without touching this file.
 */

const PAGE_LIMIT = 50;
const MASS_SIGN_COUNT = 50;
const MAX_GET_CALLS = 3;
/** Capacity counts as independent of the firm's size within this factor (item sizes differ a little). */
const SIZE_INDEPENDENCE_FACTOR = 1.5;
const ORIGIN = { ip: '127.0.0.1', userAgent: 'bench' };

type Caller = 'superowner' | 'owner' | 'admin' | 'employee' | 'public';
type Usage = {
  status: number;
  calls: number;
  scans: number;
  readUnits: number;
  writeUnits: number;
  /** How many items a list answered; null for any other answer. */
  items: number | null;
};

/** The ids a firm's sample requests name. */
type Fixture = {
  name: string;
  firmId: string;
  companyId: string;
  courseId: string;
  /** A record signed by everyone, of the fixture's employee. */
  signedDocumentId: string;
  signedDocumentHash: string;
  /** A record of the fixture's employee still being signed (its preview). */
  pendingDocumentId: string;
  archiveJobId: string;
  users: Record<Exclude<Caller, 'public'>, UserRecord>;
  tokens: Record<Exclude<Caller, 'public'>, string>;
};

type SampleRequest = { params?: Record<string, string>; query?: Record<string, string> };

/** The month the plan routes are asked for: this one, so the seeded due dates fall in it. */
const THIS_MONTH = new Date().toISOString().slice(0, 7);

/**
 * What each GET names: its path parameters, its required query, and the company an owner must
 * choose (`missing-signer`); the others need nothing.
 */
const SAMPLE_REQUESTS: Partial<Record<AnyRoute['id'], (fixture: Fixture) => SampleRequest>> = {
  'archive-job': (fixture) => ({ params: { id: fixture.archiveJobId } }),
  'get-course': (fixture) => ({ params: { id: fixture.courseId } }),
  'course-quiz-attempts': (fixture) => ({ params: { id: fixture.courseId } }),
  'course-assignments': (fixture) => ({ params: { id: fixture.courseId } }),
  'firm-clients': (fixture) => ({ params: { id: fixture.firmId } }),
  'firm-owners': (fixture) => ({ params: { id: fixture.firmId } }),
  'company-users': (fixture) => ({ params: { id: fixture.companyId } }),
  'get-company-users': (fixture) => ({ params: { id: fixture.companyId } }),
  'company-assignments': (fixture) => ({ params: { id: fixture.companyId } }),
  'company-training-overview': (fixture) => ({ params: { id: fixture.companyId } }),
  'company-worker-trainings': (fixture) => ({ params: { id: fixture.companyId } }),
  'psi-sheet-mode': (fixture) => ({ params: { id: fixture.companyId } }),
  'missing-signer': (fixture) => ({ query: { company_id: fixture.companyId } }),
  'signed-record': (fixture) => ({ params: { id: fixture.signedDocumentId } }),
  'record-preview': (fixture) => ({ params: { id: fixture.pendingDocumentId } }),
  'worker-training-sheet': (fixture) => ({ params: { id: fixture.users.employee.id, domain: 'SSM' } }),
  'sheet-scans': (fixture) => ({ params: { id: fixture.users.employee.id } }),
  'verify-signature': (fixture) => ({ query: { hash: fixture.signedDocumentHash } }),
  'month-plan': () => ({ query: { month: THIS_MONTH } }),
  'month-plan-pdf': (fixture) => ({ query: { month: THIS_MONTH, company: fixture.companyId } }),
};

/** Whether a GET cannot be called bare: it has a path parameter, or its query requires something. */
function needsSampleRequest(route: AnyRoute): boolean {
  const query = (route as { query?: { safeParse: (input: unknown) => { success: boolean } } }).query;
  return route.path.includes('{') || query?.safeParse({}).success === false;
}

type LimitSchema = { unwrap: () => { maxValue: number | null } };

/** The page a list is asked for: PAGE_LIMIT, or its route's largest page when smaller; null without `limit`. */
function pageLimitOf(route: AnyRoute): number | null {
  const query = (route as { query?: { shape?: { limit?: LimitSchema } } }).query;
  const limit = query?.shape?.limit;
  if (!limit) return null;
  return Math.min(PAGE_LIMIT, limit.unwrap().maxValue ?? PAGE_LIMIT);
}

function answersOneItem(route: AnyRoute): boolean {
  return (route.response as { def?: { type?: string } }).def?.type !== 'array';
}

async function send(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string | undefined; body?: unknown } = {},
): Promise<Usage & { json: unknown }> {
  const response = await fetch(baseUrl + path, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  const header = (name: string) => Number(response.headers.get(`x-dynamodb-${name}`));
  const json: unknown = await response.json().catch(() => null);
  return {
    status: response.status,
    calls: header('calls'),
    scans: header('scans'),
    readUnits: header('read-units'),
    writeUnits: header('write-units'),
    items: Array.isArray(json) ? json.length : null,
    json,
  };
}

function pathOf(route: AnyRoute, sample: SampleRequest): string {
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(sample.params?.[name] ?? ''),
  );
  const query = new URLSearchParams(sample.query ?? {}).toString();
  return `${path}/${query ? `?${query}` : ''}`;
}

function describe(usage: Usage): string {
  const scans = usage.scans > 0 ? `, **${usage.scans} Scan**` : '';
  const status = usage.status >= 300 ? ` (HTTP ${usage.status})` : '';
  const items = usage.items === null ? '' : `, ${usage.items} items`;
  return `${usage.calls} calls, ${usage.readUnits} RCU, ${usage.writeUnits} WCU${items}${scans}${status}`;
}

/** Capacity per request, or per item answered for a list: pages of different lengths compare. */
function unitsOf(usage: Usage): number {
  return (usage.readUnits + usage.writeUnits) / Math.max(1, usage.items ?? 1);
}

function sizeRatio(small: Usage, large: Usage): number {
  const [smallUnits, largeUnits] = [unitsOf(small), unitsOf(large)];
  return smallUnits === 0 ? (largeUnits === 0 ? 1 : Number.POSITIVE_INFINITY) : largeUnits / smallUnits;
}

async function login(baseUrl: string, username: string) {
  const answer = await send(baseUrl, 'POST', '/api/token/', { body: { username, password: DEMO_PASSWORD } });
  const token = (answer.json as { access?: string } | null)?.access;
  if (!token) throw new Error(`${username} could not sign in (HTTP ${answer.status})`);
  return { token, usage: answer };
}

async function requireUser(username: string): Promise<UserRecord> {
  const user = await getUserByUsername(username);
  if (!user) throw new Error(`No user ${username}`);
  return user;
}

/** Signs in as each role, finds the ids the sample requests name, and adds an archive job. */
async function prepareFixture(
  baseUrl: string,
  name: string,
  usernames: Record<Exclude<Caller, 'public'>, string>,
): Promise<{ fixture: Fixture; logins: Record<string, Usage> }> {
  const users = {
    superowner: await requireUser(usernames.superowner),
    owner: await requireUser(usernames.owner),
    admin: await requireUser(usernames.admin),
    employee: await requireUser(usernames.employee),
  };
  const logins: Record<string, Usage> = {};
  const tokens = {} as Fixture['tokens'];
  for (const role of ['superowner', 'owner', 'admin', 'employee'] as const) {
    const signedIn = await login(baseUrl, usernames[role]);
    tokens[role] = signedIn.token;
    logins[role] = signedIn.usage;
  }
  const { employee, owner } = users;
  const companyId = employee.company_id as string;
  const signed = await listCompanyRecords(companyId, { status: 'signed' });
  const ownSigned = signed.records.find((record) => record.trainee_id === employee.id);
  if (!ownSigned?.document_hash) throw new Error(`${name}: the employee has no signed record`);
  // A course both the admin and the employee may open, so get-course answers each of them.
  const adminCourseIds = new Set(await listAssignedCourseIds(users.admin));
  const courseIds = (await listAssignedCourseIds(employee)).filter((id) => adminCourseIds.has(id));
  const pending = await buildDocument(employee, {}, ORIGIN);
  const archiveJobId = newId();
  await putArchiveJob({
    ...newArchiveJob({
      companyId,
      companyName: name,
      firmId: owner.firm_id as string,
      requestedBy: owner.id,
    }),
    id: archiveJobId,
  });
  return {
    fixture: {
      name,
      firmId: owner.firm_id as string,
      companyId,
      courseId: courseIds[0] as string,
      signedDocumentId: ownSigned.id,
      signedDocumentHash: ownSigned.document_hash,
      pendingDocumentId: pending.id,
      archiveJobId,
      users,
      tokens,
    },
    logins,
  };
}

/** The same request against both firms: once to warm up (a first PDF render), once measured. */
async function measurePair(
  fixtures: [Fixture, Fixture],
  request: (fixture: Fixture) => Promise<Usage>,
): Promise<[Usage, Usage]> {
  const measured: Usage[] = [];
  for (const fixture of fixtures) {
    await request(fixture);
    measured.push(await request(fixture));
  }
  return measured as [Usage, Usage];
}

async function measureGets(baseUrl: string, fixtures: [Fixture, Fixture]): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const route of routeList.filter((candidate) => candidate.method === 'GET')) {
    const sample = SAMPLE_REQUESTS[route.id as AnyRoute['id']];
    if (needsSampleRequest(route) && !sample) {
      rows.push({
        name: `GET ${route.path}`,
        figure: 'no sample request in bench/dynamodb-cost.ts',
        target: `≤ ${MAX_GET_CALLS} calls, no Scan`,
        meetsTarget: false,
      });
      continue;
    }
    // A public route counts its caller's address first (one UpdateItem) on top of its reads.
    const maxCalls = MAX_GET_CALLS + ('rateGroup' in route ? 1 : 0);
    const callers: Caller[] = route.access.map((access) => access as Caller);
    const pageLimit = pageLimitOf(route);
    const variants: { label: string; query: Record<string, string>; isBounded: boolean }[] =
      pageLimit === null
        ? [{ label: '', query: {}, isBounded: answersOneItem(route) }]
        : [
            { label: `limit=${pageLimit}`, query: { limit: String(pageLimit) }, isBounded: true },
            { label: 'whole list', query: {}, isBounded: false },
          ];
    for (const caller of callers) {
      for (const variant of variants) {
        const [small, large] = await measurePair(fixtures, (fixture) => {
          const base = sample?.(fixture) ?? {};
          const path = pathOf(route, { ...base, query: { ...base.query, ...variant.query } });
          return send(baseUrl, 'GET', path, {
            token: caller === 'public' ? undefined : fixture.tokens[caller],
          });
        });
        const ratio = sizeRatio(small, large);
        const isPagedWhole = pageLimit !== null && !variant.isBounded;
        const meetsCalls = [small, large].every(
          (usage) => usage.scans === 0 && usage.status < 300 && (isPagedWhole || usage.calls <= maxCalls),
        );
        rows.push({
          name: `GET ${route.path} as ${caller}${variant.label ? ` (${variant.label})` : ''}`,
          figure: `small: ${describe(small)} · large: ${describe(large)}`,
          target: isPagedWhole
            ? 'no Scan (a page per 1 MB)'
            : `≤ ${maxCalls} calls, no Scan${variant.isBounded ? ', size-independent' : ''}`,
          ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '∞',
          meetsTarget: meetsCalls && (!variant.isBounded || ratio <= SIZE_INDEPENDENCE_FACTOR),
        });
      }
    }
  }
  return rows;
}

/**
 * The e-mailed code (docs/signatures.md) a signer without a passkey needs: requested over
 * `documentIds` as `caller`, and read back from the platform's outbox.
 */
async function requestSigningCode(
  baseUrl: string,
  fixture: Fixture,
  caller: Exclude<Caller, 'public' | 'superowner'>,
  channel: 'consent-page' | 'mass-sign',
  documentIds: string[],
) {
  const signer = fixture.users[caller];
  await giveEmail(signer);
  const requested = await send(baseUrl, 'POST', '/api/signing-codes/', {
    token: fixture.tokens[caller],
    body: { channel, document_ids: documentIds },
  });
  return {
    usage: requested,
    ...(await confirmSigningCode(signer, { status: requested.status, body: requested.json })),
  };
}

/**
 * The employee's first attempt at an assigned course they may take again: its material opened
 * (the course's GET) and studied for the course's minimum, as if all along.
 */
async function startQuizAttempt(baseUrl: string, fixture: Fixture) {
  const employee = fixture.users.employee;
  for (const courseId of await listAssignedCourseIds(employee)) {
    const found = await getCourseWithQuiz(courseId);
    if (!found?.quiz) continue;
    await send(baseUrl, 'GET', `/api/courses/${courseId}/`, { token: fixture.tokens.employee });
    if (found.course.min_study_minutes > 0) {
      await backdateStudy({ userId: employee.id, courseId, minutes: found.course.min_study_minutes });
    }
    const handedOut = await send(baseUrl, 'POST', '/api/quiz-attempts/', {
      token: fixture.tokens.employee,
      body: { course: courseId },
    });
    // 409: passed in this round already; another course is tried.
    if (handedOut.status === 201) return { found: { ...found, quiz: found.quiz }, handedOut };
    if (handedOut.status !== 409) {
      throw new Error(
        `${fixture.name}: no quiz attempt (HTTP ${handedOut.status}): ${JSON.stringify(handedOut.json)}`,
      );
    }
  }
  throw new Error(`${fixture.name}: the employee may take no assigned course's quiz again`);
}

/** Documents of the fixture's employee waiting for the admin, made as the API makes them. */
async function prepareAwaitingAdmin(fixture: Fixture): Promise<string[]> {
  const trainee = fixture.users.employee;
  const signedFrom = Date.now();
  const { sealer } = await getSealing();
  return pMap(
    Array.from({ length: MASS_SIGN_COUNT }, (_, index) => index),
    async (index) => {
      const record = await buildDocument(trainee, {}, ORIGIN);
      // One trainee signing many records at once: each signature needs its own instant.
      const timestamp = new Date(signedFrom - index).toISOString();
      await signOwnRecord({
        trainee: principalAs(trainee, 'employee'),
        progressId: record.id,
        role: trainee.role,
        signatureHash: await computeSignatureHash(signerIdentityOf(trainee), timestamp),
        timestamp,
        authorisation: { kind: 'seeded' },
        origin: ORIGIN,
        sealer,
      });
      return record.id;
    },
    { concurrency: 8 },
  );
}

function writeRow(name: string, small: Usage, large: Usage, target: string, isBounded: boolean): BenchRow {
  const ratio = sizeRatio(small, large);
  return {
    name,
    figure: `small: ${describe(small)} · large: ${describe(large)}`,
    target,
    ratio: Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : '∞',
    meetsTarget:
      [small, large].every((usage) => usage.scans === 0 && usage.status < 300) &&
      (!isBounded || ratio <= SIZE_INDEPENDENCE_FACTOR),
  };
}

async function measureWrites(
  baseUrl: string,
  fixtures: [Fixture, Fixture],
  logins: [Record<string, Usage>, Record<string, Usage>],
): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  for (const role of ['owner', 'admin', 'employee'] as const) {
    rows.push(
      writeRow(
        `POST /api/token/ as ${role}`,
        logins[0][role] as Usage,
        logins[1][role] as Usage,
        'no Scan, size-independent',
        true,
      ),
    );
  }
  const created = await Promise.all(
    fixtures.map((fixture) =>
      send(baseUrl, 'POST', '/api/users/create/', {
        token: fixture.tokens.owner,
        body: {
          username: `bench.${newId().toLowerCase()}`,
          first_name: 'Ioana',
          last_name: 'Mureșan',
          email: `bench.${newId().toLowerCase()}@example.ro`,
          company: fixture.companyId,
        },
      }),
    ),
  );
  rows.push(
    writeRow(
      'POST /api/users/create/ as owner',
      created[0] as Usage,
      created[1] as Usage,
      'no Scan, size-independent',
      true,
    ),
  );
  // Before the trainee's signing code below fixes its instant: every signature needs its own.
  const recordIds = await Promise.all(fixtures.map(prepareAwaitingAdmin));
  const starts: Usage[] = [];
  const attempts: Usage[] = [];
  const uploadCodes: Usage[] = [];
  const uploads: Usage[] = [];
  for (const fixture of fixtures) {
    const { found, handedOut } = await startQuizAttempt(baseUrl, fixture);
    starts.push(handedOut);
    const started = handedOut.json as {
      attempt: string;
      questions: { id: string; answers: { id: string; text: string }[] }[];
    };
    const bank = new Map(found.quiz.questions.map((question) => [question.id, question]));
    const attempt = await send(baseUrl, 'POST', '/api/progress-list-create/', {
      token: fixture.tokens.employee,
      body: {
        course: found.course.id,
        attempt: started.attempt,
        answers: started.questions.map((question) => {
          const stored = bank.get(question.id);
          const correct = stored?.answers.find((answer) => answer.id === stored.correct_answer_id);
          return {
            question: question.id,
            answer: question.answers.find((answer) => answer.text === correct?.text)?.id ?? null,
          };
        }),
      },
    });
    attempts.push(attempt);
    const progressId = (attempt.json as { id: string }).id;
    const code = await requestSigningCode(baseUrl, fixture, 'employee', 'consent-page', [progressId]);
    uploadCodes.push(code.usage);
    const [signature] = code.signatures;
    if (!signature) throw new Error(`${fixture.name}: the signing code covers no signature`);
    const upload = await send(baseUrl, 'POST', '/api/signatures/upload/', {
      token: fixture.tokens.employee,
      body: {
        progress: progressId,
        role: 'employee',
        hash_signature: signature.hash_signature,
        timestamp: signature.timestamp,
        ...code.authorisation,
      },
    });
    if (upload.status !== 201) {
      throw new Error(
        `${fixture.name}: the employee's signature was refused (HTTP ${upload.status}): ${JSON.stringify(upload.json)}`,
      );
    }
    uploads.push(upload);
  }
  rows.push(
    writeRow(
      'POST /api/quiz-attempts/ as employee',
      starts[0] as Usage,
      starts[1] as Usage,
      'no Scan, size-independent',
      true,
    ),
    writeRow(
      'POST /api/progress-list-create/ as employee (passed)',
      attempts[0] as Usage,
      attempts[1] as Usage,
      'no Scan, size-independent',
      true,
    ),
    writeRow(
      'POST /api/signing-codes/ as employee, 1 document',
      uploadCodes[0] as Usage,
      uploadCodes[1] as Usage,
      'no Scan, size-independent',
      true,
    ),
    writeRow(
      'POST /api/signatures/upload/ as employee',
      uploads[0] as Usage,
      uploads[1] as Usage,
      'no Scan, size-independent',
      true,
    ),
  );
  for (const role of ['admin', 'owner'] as const) {
    const codes = await Promise.all(
      fixtures.map((fixture, index) =>
        requestSigningCode(baseUrl, fixture, role, 'mass-sign', recordIds[index] as string[]),
      ),
    );
    const signingStartedAt = performance.now();
    const signed = await Promise.all(
      fixtures.map((fixture, index) =>
        send(baseUrl, 'POST', '/api/sign-mass-docs/', {
          token: fixture.tokens[role],
          body: { document_ids: recordIds[index], ...codes[index]?.authorisation },
        }),
      ),
    );
    signed.forEach((answer, index) => {
      assertSigned(
        `${fixtures[index]?.name}: the ${role}'s mass sign`,
        { status: answer.status, body: answer.json },
        MASS_SIGN_COUNT,
      );
    });
    // The owner's signature is the last: what its request did not render renders in the background.
    if (role === 'owner') await waitUntilRendered(recordIds.flat(), signingStartedAt);
    rows.push(
      writeRow(
        `POST /api/signing-codes/ as ${role}, ${MASS_SIGN_COUNT} documents`,
        codes[0]?.usage as Usage,
        codes[1]?.usage as Usage,
        'no Scan, size-independent',
        true,
      ),
      writeRow(
        `POST /api/sign-mass-docs/ as ${role}, ${MASS_SIGN_COUNT} documents`,
        signed[0] as Usage,
        signed[1] as Usage,
        'no Scan, size-independent',
        true,
      ),
    );
  }
  return rows;
}

export const dynamodbCost: Benchmark = {
  id: 'dynamodb-cost',
  title: 'DynamoDB cost per request, small and large firm',
  method: `The local platform on a store of its own holding the demo firm (4 companies, a handful of people) and the large firm of \`npm run seed:large\` (${LARGE_FIRM_SIZE.companies} companies × ${LARGE_FIRM_SIZE.employeesPerCompany} employees and an admin, ${LARGE_FIRM_SIZE.courses} courses, a year of records at every state). Every GET of the route table, as every role it admits (lists that take \`limit\` once with \`limit=${PAGE_LIMIT}\`, or their largest page when smaller, and once whole), then the main writes, for each firm (each signature with the e-mailed code it needs, requested over its documents and read from the outbox; a signature refused stops the run); each request is sent twice and the second one's \`x-dynamodb-*\` headers (calls, Scans, consumed RCU and WCU as DynamoDB Local reports them) are shown. The ratio is the large firm's capacity divided by the small firm's, per item answered for a list (pages of different lengths compare); "size-independent" means within ${SIZE_INDEPENDENCE_FACTOR}x.`,
  run: async () => {
    const dataDir = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-bench-cost-'));
    const platform = await startPlatform({ dataDir, port: 0, seed: 'demo', quiet: true });
    try {
      const seedStartedAt = performance.now();
      const large = await seedLargeFirm();
      if (!large) throw new Error('The large firm was already there');
      const seedMs = performance.now() - seedStartedAt;
      const measureStartedAt = performance.now();
      const small = await prepareFixture(platform.url, 'demo firm', {
        superowner: demoLogins.superowner,
        owner: demoLogins.owner,
        admin: demoLogins.admin,
        employee: demoLogins.employee,
      });
      const big = await prepareFixture(platform.url, 'large firm', {
        superowner: demoLogins.superowner,
        owner: largeFirmLogins.owner,
        admin: largeFirmLogins.admin(0),
        employee: largeFirmLogins.employee(0, 0),
      });
      const fixtures: [Fixture, Fixture] = [small.fixture, big.fixture];
      const rows = [
        ...(await measureGets(platform.url, fixtures)),
        ...(await measureWrites(platform.url, fixtures, [small.logins, big.logins])),
      ];
      const measureMs = performance.now() - measureStartedAt;
      return {
        rows,
        notes: [
          `Seeding the large firm took ${formatMs(seedMs)} (${large.itemsWritten.toLocaleString('en')} items, BatchWriteItem, 8 batches in flight, on tmpfs); the requests above took ${formatMs(measureMs)}.`,
          'Every signed-in request starts with one GetItem of the caller (the token is checked against the stored user), so a GET has two more calls for its own reads.',
          'The admins’ backlog reads the firm’s companies (each keeps its count of records waiting for its admin) and the firm’s reminder days: two Queries at any number of companies, its RCU those of the company items (as `GET /api/companies`).',
          'The company register reads every company of the firm and every training-status item (two Queries, about 0.14 RCU a company at 200): its search, its order by name and its totals (companies, their active workers) are over the whole firm, so its RCU grow with the firm, a call per 1 MB (about 2,000 companies). Reading only a page’s companies would take firm-level totals kept beside the per-company summaries and an index ordered by name.',
          'The trainee’s signature upload reads the company’s users until it finds an admin (whether the representative signs next), so its RCU grow with the company’s size (5 people against 51 here), not the firm’s; an admin count kept on the company item would make that one GetItem.',
          'Adding a person recomputes the company’s status summary and roster over all its workers (the refresh reads the company’s users and rewrites its roster, as the firm’s workers list reads it), so its RCU and WCU grow with the company’s size (5 people against 51 here, about 0.13 RCU and 0.8 WCU a person), not with the firm’s: a company of the same size costs the same in a firm of 4 companies or 1,000. Kept: updating the summary and the roster from the new person alone would leave them unchecked against the company as stored (the daily job’s correction would be the only one).',
          'Consumed capacity is as DynamoDB Local reports it: 0.5 RCU per 4 KB read eventually consistent, 1 per 4 KB strongly consistent; 1 WCU per 1 KB written, again for each index the item is in. A Query is charged for the bytes it reads, so a list costs by its answer’s size, and the whole-list rows grow with the firm by design (they are what `limit` and the cursor are for).',
        ],
      };
    } finally {
      await platform.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
