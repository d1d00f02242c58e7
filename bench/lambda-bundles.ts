import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { handlerModulePath } from '@ssm/functions/deployment';
import { type AwsNeeds, type RouteDefinition, routeList } from '@ssm/shared';
import { REPO_ROOT } from '../infra/src/app';
import {
  type BundledFunction,
  bundleHandlers,
  listBundleEntries,
  resolveRuntimeAssets,
} from '../infra/src/bundle';
import { jobList } from '../infra/src/jobs';
import { median } from './harness';

/**
 * Every bundle must stay under this: 1 MB, in bytes of what a cold start loads (index.mjs and the
 * chunks it imports statically) as uploaded before zipping.
 */
export const MAX_BUNDLE_BYTES = 1_000_000;
export const GOAL_BUNDLE_BYTES = 600_000;
/** A cold process (start, import, first answer) may take at most this many times its floor's. */
export const MAX_RATIO_TO_FLOOR = 1.5;
export const GOAL_RATIO_TO_FLOOR = 1.3;
/** Fresh processes per subject (`BENCH_LAMBDA_RUNS` lowers it for a quick look on a busy machine). */
export const RUNS = Number(process.env.BENCH_LAMBDA_RUNS ?? 10);
/**
 * `BENCH_LAMBDA_ROUTES=a,b`: only those routes, beside the empty handler, their floors and the
 * references (a look at a few routes on a busy machine, where the whole run takes too long).
 */
export const ONLY_ROUTES = process.env.BENCH_LAMBDA_ROUTES?.split(',').filter(Boolean) ?? [];

export const EMPTY_ID = '(empty handler)';

/** The SDK clients a function's declared needs call for; every function reads the token secret. */
export function floorClientsOf(needs: AwsNeeds): string[] {
  return [
    'DynamoDB',
    'Secrets Manager',
    ...(needs.buckets ? ['S3 + presigner'] : []),
    ...(needs.mail ? ['SES'] : []),
    ...(needs.invokes?.length ? ['Lambda'] : []),
  ];
}

const FLOOR_CLIENT_SOURCE: Record<string, { imports: string[]; held: string[] }> = {
  DynamoDB: {
    imports: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    ],
    held: ['DynamoDBDocumentClient.from(new DynamoDBClient({}))'],
  },
  'Secrets Manager': {
    imports: ["import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';"],
    held: ['new SecretsManagerClient({})'],
  },
  'S3 + presigner': {
    imports: [
      "import { S3Client } from '@aws-sdk/client-s3';",
      "import { getSignedUrl } from '@aws-sdk/s3-request-presigner';",
    ],
    held: ['new S3Client({})', 'getSignedUrl'],
  },
  SES: { imports: ["import { SESv2Client } from '@aws-sdk/client-sesv2';"], held: ['new SESv2Client({})'] },
  Lambda: {
    imports: ["import { LambdaClient } from '@aws-sdk/client-lambda';"],
    held: ['new LambdaClient({})'],
  },
};

/**
 * A floor handler: only the SDK clients of a route's declared needs, each constructed once, as a
 * handler does on its cold start, and an answer without any call. What a route takes beyond its
 * floor is its own code.
 */
function floorSource(clients: readonly string[]): string {
  const parts = clients.map((client) => FLOOR_CLIENT_SOURCE[client]!);
  return [
    ...parts.flatMap((part) => part.imports),
    `const clients = [${parts.flatMap((part) => part.held).join(', ')}];`,
    'export const handler = async () => ({ statusCode: 200, body: String(clients.length) });',
  ].join('\n');
}

/*
 * Reference handlers, bundled and timed like the routes, that show what a cold start is made of
 * beyond the floors: the first DynamoDB call an authenticated request makes (the caller's
 * GetItem, against the local emulator), and the whole route table with every schema.
 */
const REFERENCES = [
  {
    id: '(reference) DynamoDB floor + one GetItem',
    file: 'first-call.ts',
    source: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';",
      "import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';",
      "import { LOCAL_CREDENTIALS, LOCAL_DYNAMODB_SIGNER } from '../../../functions/src/platform/local-emulators';",
      'const endpoint = process.env.DYNAMODB_ENDPOINT;',
      'const local = endpoint ? { credentials: LOCAL_CREDENTIALS, signer: LOCAL_DYNAMODB_SIGNER } : {};',
      "const table = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint, ...local, region: 'eu-central-1' }));",
      'const secrets = new SecretsManagerClient({});',
      'export const handler = async () => {',
      "  await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { PK: 'USER#bench', SK: 'META' } }));",
      '  return { statusCode: 200, body: String(Boolean(secrets)) };',
      '};',
    ].join('\n'),
  },
  {
    id: '(reference) whole route table',
    file: 'contract.ts',
    source: [
      "import { routeList } from '@ssm/shared';",
      'export const handler = async () => ({ statusCode: 200, body: String(routeList.length) });',
    ].join('\n'),
  },
] as const;

/*
 * Runs in a fresh Node process per measurement: imports the bundle and answers one request,
 * timing both from inside (the process's own start-up is the same for every function and is
 * measured separately from outside). The local emulators are reached over http://, for which the
 * AWS SDK imports node:http on the first call (its ESM facade, with undici behind it, costs 25 to
 * 50 ms in a fresh process); on Lambda every endpoint is https and no function imports it. The
 * runner imports it first, for every subject alike, so a route is not charged for the emulators'
 * protocol that a floor, which makes no call, never meets.
 */
const RUNNER = `
await import('node:http');
const startedAt = performance.now();
const { handler } = await import(process.argv[2]);
const importedAt = performance.now();
const context = {
  awsRequestId: 'bench', functionName: 'bench', functionVersion: '$LATEST', memoryLimitInMB: '512',
  invokedFunctionArn: 'arn:aws:lambda:eu-central-1:000000000000:function:bench', logGroupName: 'bench',
  logStreamName: 'bench', callbackWaitsForEmptyEventLoop: true, getRemainingTimeInMillis: () => 10000,
};
const result = await handler(JSON.parse(process.env.BENCH_EVENT), context);
const answeredAt = performance.now();
// File descriptor 3, not stdout: the handler's own log lines go to stdout, as on Lambda.
(await import('node:fs')).writeSync(3, JSON.stringify({
  importMs: importedAt - startedAt, answerMs: answeredAt - importedAt, status: result?.statusCode,
}));
// Open SDK sockets would keep the process alive; Lambda freezes it instead.
process.exit(0);
`;

export type Measurement = {
  importMs: number;
  answerMs: number;
  status: number | undefined;
  processMs: number;
};

export type FunctionFigures = {
  id: string;
  bytes: number;
  /** Chunks loaded only by `import()` (the record renderer, the PDF check), beside the bundle. */
  lazyBytes: number;
  /** The floor the function is measured against (its declared SDK clients), if a route. */
  floorId?: string;
  importMs: number;
  answerMs: number;
  /** import + first answer, median over the runs. */
  totalMs: number;
  /** Spawn to exit of the whole process (Node's own start-up included). */
  processMs: number;
  statuses: number[];
};

export type LambdaBenchResult = {
  empty: FunctionFigures;
  floors: FunctionFigures[];
  references: FunctionFigures[];
  functions: FunctionFigures[];
  skipped: string[];
};

function runOnce(
  runner: string,
  bundle: string,
  env: Record<string, string>,
  event: unknown,
): Promise<Measurement> {
  return new Promise((resolve, reject) => {
    const startedAt = performance.now();
    const child = spawn(process.execPath, [runner, pathToFileURL(bundle).href], {
      env: { ...env, BENCH_EVENT: JSON.stringify(event), NODE_OPTIONS: '--enable-source-maps' },
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    });
    let report = '';
    let stderr = '';
    child.stdio[3]?.on('data', (chunk) => {
      report += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      const processMs = performance.now() - startedAt;
      if (code !== 0) {
        reject(new Error(`${bundle} exited with ${code}: ${stderr.slice(0, 2000)}`));
        return;
      }
      try {
        resolve({ ...(JSON.parse(report) as Omit<Measurement, 'processMs'>), processMs });
      } catch {
        reject(
          new Error(`${bundle} reported no measurement: ${report.slice(0, 500)} ${stderr.slice(0, 2000)}`),
        );
      }
    });
  });
}

/** What a subject is timed on: its bundle, and the request of each run (built afresh for each). */
type Subject = { id: string; bundled: BundledFunction; event: () => Promise<unknown>; floorId?: string };

const entryOf = (bundled: BundledFunction) => join(bundled.dir, 'index.mjs');

/*
 * Round-robin: run r of every subject before run r + 1 of any, so that a load change on a shared
 * machine hits every subject alike instead of whichever happened to run then.
 */
async function measureAll(
  subjects: readonly Subject[],
  runner: string,
  env: Record<string, string>,
): Promise<FunctionFigures[]> {
  // One untimed run each warms the disk cache and the emulators for that request.
  for (const subject of subjects) await runOnce(runner, entryOf(subject.bundled), env, await subject.event());
  const runs = subjects.map((): Measurement[] => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, subject] of subjects.entries()) {
      runs[index]!.push(await runOnce(runner, entryOf(subject.bundled), env, await subject.event()));
    }
    console.log(`  round ${round + 1}/${RUNS}`);
  }
  return subjects.map((subject, index) => {
    const own = runs[index]!;
    return {
      id: subject.id,
      bytes: subject.bundled.bytes,
      lazyBytes: subject.bundled.lazyBytes,
      ...(subject.floorId ? { floorId: subject.floorId } : {}),
      importMs: median(own.map((item) => item.importMs)),
      answerMs: median(own.map((item) => item.answerMs)),
      totalMs: median(own.map((item) => item.importMs + item.answerMs)),
      processMs: median(own.map((item) => item.processMs)),
      statuses: [...new Set(own.map((item) => item.status ?? 0))],
    };
  });
}

/** An API Gateway v2 (payload 2.0) event for the route, as Lambda would receive it. */
export function buildEvent(route: RouteDefinition, token: string | undefined): Record<string, unknown> {
  const rawPath = route.path.replace(/\{[^}]+\}/g, 'bench-missing-id');
  const pathParameters = Object.fromEntries(
    [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => [match[1], 'bench-missing-id']),
  );
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  const headers: Record<string, string> = { host: 'bench.local', 'user-agent': 'bench' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (hasBody) headers['content-type'] = 'application/json';
  return {
    version: '2.0',
    routeKey: `${route.method} ${route.path}`,
    rawPath,
    rawQueryString: '',
    headers,
    ...(Object.keys(pathParameters).length ? { pathParameters } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'bench',
      domainName: 'bench.local',
      domainPrefix: 'bench',
      http: {
        method: route.method,
        path: rawPath,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'bench',
      },
      requestId: 'bench',
      routeKey: `${route.method} ${route.path}`,
      stage: '$default',
      time: new Date().toUTCString(),
      timeEpoch: Date.now(),
    },
    ...(hasBody ? { body: '{}' } : {}),
    isBase64Encoded: false,
  };
}

/**
 * Bundles every present handler as the stack deploys it (same bundler, same options) beside an
 * empty handler, then times import + one answered request in fresh processes against the local
 * emulators. Signed-in routes get a token of a seeded demo user of an allowed role, and an empty
 * body: the request goes through parsing, token check, the principal's GetItem and validation,
 * which is what a cold start pays before any route logic.
 */
export async function benchLambdaBundles(): Promise<LambdaBenchResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'ssm-bench-lambda-'));
  const { startEmulators } = await import('../functions/src/local/emulators');
  const emulators = await startEmulators();
  try {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...emulators.env,
      OUTBOX_DIR: join(workDir, 'outbox'),
    };
    Object.assign(process.env, env);
    const sessions = await openDemoSessions();

    const routes = (routeList as readonly RouteDefinition[]).filter(
      (route) =>
        existsSync(handlerModulePath(route)) && (ONLY_ROUTES.length === 0 || ONLY_ROUTES.includes(route.id)),
    );
    const skipped = (routeList as readonly RouteDefinition[])
      .filter((route) => !routes.includes(route) && ONLY_ROUTES.length === 0)
      .map((route) => route.id);
    const emptyEntry = join(workDir, 'empty.ts');
    writeFileSync(emptyEntry, "export const handler = async () => ({ statusCode: 200, body: '{}' });\n");
    // Floors and references live in the repository (under the ignored infra/.build) so their imports resolve.
    const referenceDir = join(REPO_ROOT, 'infra', '.build', 'bench-references');
    mkdirSync(referenceDir, { recursive: true });
    for (const reference of REFERENCES) writeFileSync(join(referenceDir, reference.file), reference.source);
    const floorIdOf = (route: RouteDefinition) => `(floor) ${floorClientsOf(route.needs).join(', ')}`;
    const floorClients = new Map(routes.map((route) => [floorIdOf(route), floorClientsOf(route.needs)]));
    const floorIds = [...floorClients.keys()];
    const floorEntries = floorIds.map((id, index) => {
      const entry = join(referenceDir, `floor-${index}.ts`);
      writeFileSync(entry, floorSource(floorClients.get(id)!));
      return { id: `floor-${index}`, entry };
    });
    const dirs = bundleHandlers({
      outDir: join(workDir, 'bundles'),
      entries: [
        ...listBundleEntries({ routes, jobs: jobList }),
        { id: 'empty', entry: emptyEntry },
        ...floorEntries,
        ...REFERENCES.map((reference, index) => ({
          id: `reference-${index}`,
          entry: join(referenceDir, reference.file),
        })),
      ],
      assets: resolveRuntimeAssets(REPO_ROOT),
    });
    const runner = join(workDir, 'runner.mjs');
    writeFileSync(runner, RUNNER);
    const bundleOf = (id: string) => dirs.get(id)!;

    const anyEvent = async () => buildEvent(routes[0]!, undefined);
    const subjects: Subject[] = [
      { id: EMPTY_ID, bundled: bundleOf('empty'), event: anyEvent },
      ...floorIds.map((id, index) => ({ id, bundled: bundleOf(`floor-${index}`), event: anyEvent })),
      ...REFERENCES.map((reference, index) => ({
        id: reference.id,
        bundled: bundleOf(`reference-${index}`),
        event: anyEvent,
      })),
      ...(await Promise.all(
        routes.map(async (route) => ({
          id: route.id,
          bundled: bundleOf(route.id),
          event: await sessions.eventFor(route),
          floorId: floorIdOf(route),
        })),
      )),
    ];
    const [empty, ...rest] = await measureAll(subjects, runner, env);
    const floors = rest.slice(0, floorIds.length);
    const references = rest.slice(floorIds.length, floorIds.length + REFERENCES.length);
    const functions = rest.slice(floorIds.length + REFERENCES.length);
    return { empty: empty!, floors, references, functions, skipped };
  } finally {
    await emulators.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

type Handler = (event: unknown, context: unknown) => Promise<{ statusCode?: number; body?: string }>;

/**
 * Seeds the demo platform and signs each demo user in once, through the token route's own handler.
 * A signed-in route's request carries the token of the demo user of its first allowed role; a
 * route that ends the caller's sessions (logout) gets a twin of that user of its own, signed in
 * afresh before each run, so that neither its own later runs nor any other route meet a token it
 * ended.
 */
async function openDemoSessions(): Promise<{
  eventFor: (route: RouteDefinition) => Promise<() => Promise<unknown>>;
}> {
  const { seedDemoData } = await import('../functions/src/local/seed');
  const { DEMO_PASSWORD, demoLogins } = await import('../functions/src/local/demo-data');
  const { createUser, getUserByUsername, newUserRecord } = await import(
    '../functions/src/accounts/data/users'
  );
  const { hashPassword } = await import('../functions/src/accounts/domain/passwords');
  const { newId } = await import('../functions/src/platform/ids');
  const { handler } = (await import('../functions/src/accounts/handlers/token')) as { handler: Handler };
  await seedDemoData();
  const tokenRoute = (routeList as readonly RouteDefinition[]).find((route) => route.id === 'token')!;
  const signIn = async (username: string) => {
    const event = {
      ...buildEvent(tokenRoute, undefined),
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    };
    const answer = await handler(event, { getRemainingTimeInMillis: () => 10_000, awsRequestId: 'bench' });
    if (answer.statusCode !== 200)
      throw new Error(`Demo sign-in of ${username} answered ${answer.statusCode}`);
    return (JSON.parse(answer.body ?? '{}') as { access: string }).access;
  };
  const tokens = new Map<string, string>();
  for (const username of Object.values(demoLogins)) tokens.set(username, await signIn(username));
  return {
    eventFor: async (route) => {
      const role = route.access.includes('public') ? undefined : (route.access[0] as keyof typeof demoLogins);
      if (!role) return async () => buildEvent(route, undefined);
      if (!route.endsCallerSessions) {
        const event = buildEvent(route, tokens.get(demoLogins[role]));
        return async () => event;
      }
      // A password hash is bound to its account's id, so the twin gets a hash of its own.
      const id = newId();
      const twin = newUserRecord({
        ...(await getUserByUsername(demoLogins[role]))!,
        id,
        username: `bench.${route.id}`,
        password_hash: await hashPassword(DEMO_PASSWORD, id),
      });
      if ((await createUser(twin)) !== 'created') throw new Error(`The bench user ${twin.username} is taken`);
      return async () => buildEvent(route, await signIn(twin.username));
    },
  };
}
