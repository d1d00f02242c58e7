import { appendFileSync } from 'node:fs';
import { type RouteDefinition, type RouteId, routeList, texts } from '@ssm/shared';
import fc from 'fast-check';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { encodeMultipart } from './fuzz-inputs';
import {
  errorShapeProblem,
  isBookkeeping,
  type JournaledAnswer,
  snapshotTenant,
  useJournaledGateway,
} from './fuzz-oracle';
import { type Caller, type FuzzRequest, fuzzRequests } from './fuzz-requests';
import { fuzzSeeds, type Seed } from './fuzz-routes';
import type { Tenant } from './identities';

/*
 * Property-based tests of every route through the real handlers and emulators: hostile bodies,
 * queries, path ids, content types and callers never get a 5xx, every error is the platform's
 * JSON `{ detail }` in Romanian, and a refused request writes nothing. FUZZ_RUNS sets the
 * requests per route (few in `npm test`, a thousand in `npm run bench:fuzz`); FUZZ_SEED replays.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
/**
 * Every request's writes are journaled; reading the tenant back costs a score of queries, so
 * long runs may do it for one request in this many (FUZZ_SNAPSHOT_EVERY).
 */
const SNAPSHOT_EVERY = Number(process.env.FUZZ_SNAPSHOT_EVERY ?? 1);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
const REPORT = process.env.FUZZ_REPORT;
/** A second per request is far more than a request takes, even beside the other routes' requests. */
const TIMEOUT_MS = 60_000 + RUNS * 1000;

// Most of a request's time is spent waiting on the emulators: more routes side by side finish sooner.
vi.setConfig({ maxConcurrency: 12 });

const gateway = useJournaledGateway();

type World = {
  tenant: Tenant;
  seed: Seed;
  tokens: Record<Exclude<Caller, 'anonymous' | 'garbage token'>, string>;
  knownIds: string[];
  /** The tenant as the last request left it, when that request was refused and read back. */
  lastSnapshot: string[] | null;
  /** A request succeeded since the tenant was last read back: it may have left work running. */
  mayBeChanging: boolean;
  requests: number;
};

async function buildWorld(id: RouteId): Promise<World> {
  const tenant = await buildTenant();
  const superowner = await buildUser({ role: 'superowner' });
  const seed = await fuzzSeeds[id](tenant);
  const tokens = {
    superowner: await tokenFor(superowner),
    owner: await tokenFor(tenant.owner),
    admin: await tokenFor(tenant.admin),
    employee: await tokenFor(tenant.employee),
  };
  const knownIds = [
    ...new Set([
      ...Object.values(seed.params ?? {}),
      tenant.firm.id,
      tenant.company.id,
      tenant.owner.id,
      tenant.admin.id,
      tenant.employee.id,
    ]),
  ];
  return { tenant, seed, tokens, knownIds, lastSnapshot: null, mayBeChanging: true, requests: 0 };
}

function authorizationOf(world: World, request: FuzzRequest): string | undefined {
  if (request.caller === 'anonymous') return undefined;
  if (request.caller === 'garbage token') return request.garbageAuthorization;
  return `Bearer ${world.tokens[request.caller]}`;
}

async function send(definition: RouteDefinition, world: World, request: FuzzRequest) {
  const authorization = authorizationOf(world, request);
  const headers: Record<string, string> = {
    ...(authorization ? { authorization } : {}),
    ...(request.body?.contentType ? { 'content-type': request.body.contentType } : {}),
  };
  return gateway.send(definition.method, request.path + (request.query ? `?${request.query}` : ''), {
    headers,
    ...(request.body ? { body: request.body.content } : {}),
  });
}

/** What one request did: its answer, the tenant around it, and any exception nobody caught. */
type Observation = {
  answer: JournaledAnswer;
  before: string[] | null;
  after: string[] | null;
  uncaught: unknown[];
};

/** What is wrong with what a fuzzed request did, or an empty list. */
function problemsOf({ answer, before, after, uncaught }: Observation): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  for (const error of uncaught) problems.push(`threw an uncaught exception: ${String(error)}`);
  const scans = answer.headers.get('x-dynamodb-scans');
  if (scans !== null && scans !== '0') problems.push(`ran ${scans} Scan(s)`);
  if (Object.keys(Object.prototype).length > 0)
    problems.push(`polluted Object.prototype with ${Object.keys(Object.prototype).join(', ')}`);
  if (answer.status < 400) return problems;
  const shape = errorShapeProblem(answer);
  if (shape) problems.push(`error ${answer.status} ${answer.text.slice(0, 300)}: ${shape}`);
  const writes = answer.writes.filter((write) => !isBookkeeping(write));
  if (writes.length > 0)
    problems.push(
      `answered ${answer.status} after writing ${writes.map((write) => `${write.command} ${write.key}`).join(', ')}`,
    );
  if (before && after) {
    const gone = before.filter((item) => !after.includes(item));
    const added = after.filter((item) => !before.includes(item));
    if (gone.length + added.length > 0)
      problems.push(
        `answered ${answer.status} but the tenant changed: -${gone.join(' -')} +${added.join(' +')}`,
      );
  }
  return problems;
}

/** The tenant once two reads 100 ms apart agree: an archive job a success started may still be writing. */
async function settledSnapshot(tenant: Tenant): Promise<string[]> {
  let previous = await snapshotTenant(tenant);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const current = await snapshotTenant(tenant);
    if (current.join('\n') === previous.join('\n')) return current;
    previous = current;
  }
  throw new Error('The tenant kept changing for 5 seconds after a request');
}

async function snapshotBefore(world: World): Promise<string[]> {
  if (!world.mayBeChanging) return snapshotTenant(world.tenant);
  world.mayBeChanging = false;
  return settledSnapshot(world.tenant);
}

// The monitor only watches: the test runner still reports the exception as it would.
const uncaughtExceptions: unknown[] = [];
process.on('uncaughtExceptionMonitor', (error) => uncaughtExceptions.push(error));

/**
 * Sends a request and, when the route may write, reads the tenant back around it. A refusal
 * leaves the tenant as it was, so its snapshot is the next request's "before"; a success may
 * have changed it (or started work that still does), so the next request reads it afresh once it
 * has settled.
 */
async function check(definition: RouteDefinition, world: World, request: FuzzRequest) {
  world.requests += 1;
  const readsBack = definition.method !== 'GET' && world.requests % SNAPSHOT_EVERY === 0;
  const before = readsBack ? (world.lastSnapshot ?? (await snapshotBefore(world))) : null;
  const uncaughtBefore = uncaughtExceptions.length;
  const answer = await send(definition, world, request);
  const after = readsBack && answer.status >= 400 ? await snapshotTenant(world.tenant) : null;
  world.lastSnapshot = after;
  if (answer.status < 400) world.mayBeChanging = true;
  const uncaught = uncaughtExceptions.slice(uncaughtBefore);
  return { answer, problems: problemsOf({ answer, before, after, uncaught }) };
}

const statistics: Record<string, { requests: number; statuses: Record<number, number> }> = {};

afterAll(() => {
  if (REPORT) appendFileSync(REPORT, `${JSON.stringify(statistics)}\n`);
});

describe('the route fuzzer', () => {
  it('has a seed for every route of the contract, and none for a route that is gone', () => {
    const routeIds = routeList.map((definition) => definition.id as string);

    expect(routeIds.filter((id) => !(id in fuzzSeeds))).toEqual([]);
    expect(Object.keys(fuzzSeeds).filter((id) => !routeIds.includes(id))).toEqual([]);
  });

  it('knows a bad answer when it sees one', () => {
    const found = (
      status: number,
      text: string,
      more: Partial<Omit<Observation, 'answer'>> & { writes?: JournaledAnswer['writes'] } = {},
    ) =>
      problemsOf({
        answer: {
          status,
          text,
          headers: new Headers({ 'content-type': 'application/json; charset=utf-8' }),
          writes: more.writes ?? [],
        },
        before: more.before ?? null,
        after: more.after ?? null,
        uncaught: more.uncaught ?? [],
      });
    const notFound = '{"detail":"Resursa nu a fost găsită."}';
    const write = { service: 'dynamodb', command: 'PutItemCommand', key: 'USER#1 META' } as const;
    const throttle = {
      service: 'dynamodb',
      command: 'UpdateItemCommand',
      key: 'THROTTLE#LOGIN#ana META',
    } as const;

    expect(found(500, '{"detail":"A apărut o eroare internă. Încearcă din nou."}')).toHaveLength(1);
    expect(found(400, '{"detail":"Invalid input"}')).toHaveLength(1);
    expect(found(400, '{"message":"Bad Request"}')).toHaveLength(1);
    expect(found(400, '{"detail":"Câmpul este obligatoriu.","errors":{"a":["Required"]}}')).toHaveLength(1);
    expect(found(200, '{}', { uncaught: [new Error('Part terminated early')] })).toHaveLength(1);
    expect(found(409, notFound, { writes: [write] })).toHaveLength(1);
    expect(found(401, notFound, { writes: [throttle] })).toEqual([]);
    expect(found(404, notFound, { before: ['a'], after: ['a', 'b'] })).toHaveLength(1);
    expect(found(404, notFound, { before: ['a'], after: ['a'] })).toEqual([]);
    // A count of 1 says its noun in the singular: still the platform's own text.
    const tooShort = (length: number) => JSON.stringify({ detail: texts.api.textTooShort(20, length) });
    expect(found(400, tooShort(1))).toEqual([]);
    expect(found(400, tooShort(21))).toEqual([]);
  });

  // Each route fuzzes its own tenant, so routes run side by side while the emulators wait on I/O.
  it.concurrent.each(routeList.map((definition) => [definition.id, definition as RouteDefinition] as const))(
    '%s answers hostile requests without a 5xx, in Romanian JSON, and writes nothing when it refuses',
    async (id, definition) => {
      const world = await buildWorld(id);
      const counts = { requests: 0, statuses: {} as Record<number, number> };
      statistics[id] = counts;
      await fc.assert(
        fc.asyncProperty(fuzzRequests(definition, world.seed, world.knownIds), async (request) => {
          const { answer, problems } = await check(definition, world, request);
          counts.requests += 1;
          counts.statuses[answer.status] = (counts.statuses[answer.status] ?? 0) + 1;
          expect(problems, request.shape).toEqual([]);
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    },
    TIMEOUT_MS,
  );

  describe('regressions found by the fuzzer', () => {
    const upload = routeList.find((definition) => definition.id === 'upload-signature') as RouteDefinition;

    it('a multipart body cut off inside a file part is refused with 400, not an uncaught exception', async () => {
      const file = encodeMultipart(
        [{ name: 'file', filename: 'a.pdf', type: 'application/pdf', content: new Uint8Array(64) }],
        'granita',
      );
      const content = file.subarray(0, file.length - 20);
      const world = await buildWorld('upload-signature');
      const request: FuzzRequest = {
        caller: 'employee',
        path: '/api/signatures/upload/',
        query: '',
        body: { content, contentType: 'multipart/form-data; boundary=granita' },
        shape: 'multipart, truncated',
      };

      const { answer, problems } = await check(upload, world, request);

      expect(problems).toEqual([]);
      expect(answer.status).toBe(400);
    });
  });
});
