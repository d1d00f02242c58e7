import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type RouteDefinition, routeList } from '@ssm/shared';
import { median } from '../../bench/harness';
import { REPO_ROOT } from '../src/app';
import { bundleHandlers, listBundleEntries } from '../src/bundle';
import { jobList, selectPresentJobs } from '../src/jobs';

/** Every bundle must stay under this: 1 MB, in bytes of index.mjs as uploaded before zipping. */
export const MAX_BUNDLE_BYTES = 1_000_000;
/** A cold process (start, import, first answer) may take at most this many times the empty handler's. */
export const MAX_RATIO_TO_EMPTY = 2;
export const RUNS = 10;

const EMPTY_ID = '(empty handler)';

/*
 * Reference handlers, bundled and timed like the routes, that show what the import time is made
 * of: the AWS SDK clients every route needs on AWS, and the shared contract every route imports.
 * They live in the repository (under the ignored infra/.build) so their imports resolve.
 */
const REFERENCES = [
  {
    id: '(reference) AWS SDK clients',
    file: 'sdk-clients.ts',
    source: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';",
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
      'const clients = [DynamoDBDocumentClient.from(new DynamoDBClient({})), new SecretsManagerClient({})];',
      'export const handler = async () => ({ statusCode: 200, body: String(clients.length) });',
    ].join('\n'),
  },
  {
    id: '(reference) shared contract',
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
 * measured separately from outside).
 */
const RUNNER = `
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

type Subject = { id: string; bundle: string; event: unknown };

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
  for (const subject of subjects) await runOnce(runner, subject.bundle, env, subject.event);
  const runs = subjects.map((): Measurement[] => []);
  for (let round = 0; round < RUNS; round += 1) {
    for (const [index, subject] of subjects.entries()) {
      runs[index]!.push(await runOnce(runner, subject.bundle, env, subject.event));
    }
    console.log(`  round ${round + 1}/${RUNS}`);
  }
  return subjects.map((subject, index) => {
    const own = runs[index]!;
    return {
      id: subject.id,
      bytes: statSync(subject.bundle).size,
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
 * Bundles every present handler as the stack deploys it (one esbuild pass, same options) beside an
 * empty handler, then times import + one answered request in fresh processes against the local
 * emulators. Signed-in routes get a token of a seeded demo user of an allowed role, and an empty
 * body: the request goes through parsing, token check, the principal's GetItem and validation,
 * which is what a cold start pays before any route logic.
 */
export async function benchLambdaBundles(): Promise<LambdaBenchResult> {
  const workDir = mkdtempSync(join(tmpdir(), 'ssm-bench-lambda-'));
  const { startEmulators } = await import('../../functions/src/local/emulators');
  const emulators = await startEmulators();
  try {
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      ...emulators.env,
      OUTBOX_DIR: join(workDir, 'outbox'),
    };
    Object.assign(process.env, env);
    const tokens = await signInDemoUsers();

    const routes = (routeList as readonly RouteDefinition[]).filter((route) =>
      existsSync(join(REPO_ROOT, 'functions', 'src', 'http', route.area, `${route.id}.ts`)),
    );
    const skipped = (routeList as readonly RouteDefinition[])
      .filter((route) => !routes.includes(route))
      .map((route) => route.id);
    const emptyEntry = join(workDir, 'empty.ts');
    writeFileSync(emptyEntry, "export const handler = async () => ({ statusCode: 200, body: '{}' });\n");
    const referenceDir = join(REPO_ROOT, 'infra', '.build', 'bench-references');
    mkdirSync(referenceDir, { recursive: true });
    for (const reference of REFERENCES) writeFileSync(join(referenceDir, reference.file), reference.source);
    const dirs = bundleHandlers({
      outDir: join(workDir, 'bundles'),
      entries: [
        ...listBundleEntries({ routes, jobs: selectPresentJobs(jobList, REPO_ROOT), repoRoot: REPO_ROOT }),
        { id: 'empty', entry: emptyEntry },
        ...REFERENCES.map((reference, index) => ({
          id: `reference-${index}`,
          entry: join(referenceDir, reference.file),
        })),
      ],
    });
    const runner = join(workDir, 'runner.mjs');
    writeFileSync(runner, RUNNER);
    const bundleOf = (id: string) => join(dirs.get(id)!, 'index.mjs');

    const anyEvent = buildEvent(routes[0]!, undefined);
    const subjects: Subject[] = [
      { id: EMPTY_ID, bundle: bundleOf('empty'), event: anyEvent },
      ...REFERENCES.map((reference, index) => ({
        id: reference.id,
        bundle: bundleOf(`reference-${index}`),
        event: anyEvent,
      })),
      ...routes.map((route) => {
        const role = route.access.find((access) => access !== 'public');
        const token = role && !route.access.includes('public') ? tokens[role] : undefined;
        return { id: route.id, bundle: bundleOf(route.id), event: buildEvent(route, token) };
      }),
    ];
    const [empty, ...rest] = await measureAll(subjects, runner, env);
    const references = rest.slice(0, REFERENCES.length);
    const functions = rest.slice(REFERENCES.length);
    return { empty: empty!, references, functions, skipped };
  } finally {
    await emulators.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Seeds the demo platform and signs each demo user in through the token route's own handler. */
async function signInDemoUsers(): Promise<Record<string, string>> {
  const { seedDemoData } = await import('../../functions/src/local/seed');
  const { DEMO_PASSWORD, demoLogins } = await import('../../functions/src/local/demo-data');
  const { handler } = (await import('../../functions/src/http/auth/token')) as {
    handler: (event: unknown, context: unknown) => Promise<{ statusCode?: number; body?: string }>;
  };
  await seedDemoData();
  const tokenRoute = (routeList as readonly RouteDefinition[]).find((route) => route.id === 'token')!;
  const tokens: Record<string, string> = {};
  for (const [role, username] of Object.entries(demoLogins)) {
    const event = {
      ...buildEvent(tokenRoute, undefined),
      body: JSON.stringify({ username, password: DEMO_PASSWORD }),
    };
    const answer = await handler(event, { getRemainingTimeInMillis: () => 10_000, awsRequestId: 'bench' });
    if (answer.statusCode !== 200)
      throw new Error(`Demo sign-in of ${username} answered ${answer.statusCode}`);
    tokens[role] = (JSON.parse(answer.body ?? '{}') as { access: string }).access;
  }
  return tokens;
}
