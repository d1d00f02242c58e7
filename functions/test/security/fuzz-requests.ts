import { DEFAULT_MAX_BODY_BYTES, type RouteDefinition, z } from '@ssm/shared';
import fc from 'fast-check';
import {
  brokenJsonFrom,
  deeplyNested,
  hostileMultipart,
  hostilePathSegment,
  hostileQuery,
  hostileString,
  hostileValue,
  PROTOTYPE_KEYS,
  percentEncode,
  pollutingJson,
  wrongContentType,
} from './fuzz-inputs';
import type { Seed } from './fuzz-routes';

/** Who sends a request: a role of the tenant allowed on the route, nobody, or a broken token. */
export type Caller = 'superowner' | 'owner' | 'admin' | 'employee' | 'anonymous' | 'garbage token';

export type FuzzRequest = {
  caller: Caller;
  /** A broken Authorization header, for the `garbage token` caller. */
  garbageAuthorization?: string;
  path: string;
  /** Without the `?`; empty for none. */
  query: string;
  body?: { content: string | Buffer; contentType?: string };
  /** What was broken, for the failure report. */
  shape: string;
};

const ULID = fc
  .stringMatching(/^[0-9A-HJKMNP-TV-Z]{26}$/)
  .filter((id) => id[0] !== undefined && id[0] <= '7');

/** The names a schema's object accepts at the top level (none for anything but an object). */
function topLevelKeys(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape) : [];
}

/** Callers to try: mostly those the route allows, so the request gets past authorisation. */
function callers(definition: RouteDefinition): fc.Arbitrary<Caller> {
  const allowed = definition.access.filter((access) => access !== 'public') as Caller[];
  const signedIn = allowed.length > 0 ? allowed : (['employee'] as Caller[]);
  return fc.oneof(
    { weight: definition.access.includes('public') ? 3 : 8, arbitrary: fc.constantFrom(...signedIn) },
    { weight: definition.access.includes('public') ? 6 : 1, arbitrary: fc.constant<Caller>('anonymous') },
    { weight: 1, arbitrary: fc.constant<Caller>('garbage token') },
  );
}

const garbageAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer  x.y.z',
    'Basic YWRtaW46YWRtaW4=',
    'bearer',
    'Token abc',
    'Bearer .. .',
  ),
  // Only what an HTTP header can carry: printable ASCII.
  fc
    .string({
      unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
      maxLength: 200,
    })
    .map((text) => `Bearer ${text}`),
);

function pathFor(
  definition: RouteDefinition,
  seed: Seed,
  knownIds: string[],
): fc.Arbitrary<{ path: string; shape: string }> {
  const names = [...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const segment = (name: string) =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constant(seed.params?.[name] ?? knownIds[0] ?? 'x').map(encodeURIComponent),
      },
      { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
      { weight: 1, arbitrary: ULID },
      { weight: 4, arbitrary: hostilePathSegment },
    );
  return fc
    .tuple(
      fc.tuple(...names.map(segment)),
      fc.boolean(),
      fc.oneof(
        { weight: 19, arbitrary: fc.constant('') },
        { weight: 1, arbitrary: fc.constantFrom('/extra', '//') },
      ),
    )
    .map(([values, trailingSlash, tail]) => {
      let index = 0;
      const filled = definition.path.replace(/\{\w+\}/g, () => values[index++] as string);
      const path = `${filled}${tail}${trailingSlash ? '/' : ''}`;
      const isSeedPath = names.every(
        (name, position) => values[position] === encodeURIComponent(seed.params?.[name] ?? ''),
      );
      return { path, shape: names.length === 0 || isSeedPath ? 'path as seeded' : 'path changed' };
    });
}

function queryFor(definition: RouteDefinition, seed: Seed): fc.Arbitrary<{ query: string; shape: string }> {
  const seeded = Object.entries(seed.query ?? {})
    .map(([name, value]) => `${name}=${percentEncode(value)}`)
    .join('&');
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant({ query: seeded, shape: 'query as seeded' }) },
    {
      weight: 2,
      arbitrary: hostileQuery(topLevelKeys(definition.query), seed.query ?? {}).map((query) => ({
        query,
        shape: 'query changed',
      })),
    },
  );
}

type Body = { body?: FuzzRequest['body']; shape: string };

const json = (value: unknown): FuzzRequest['body'] => ({
  content: JSON.stringify(value),
  contentType: 'application/json',
});

function bodyFor(definition: RouteDefinition, seed: Seed, knownIds: string[]): fc.Arbitrary<Body> {
  if (definition.method === 'GET') return fc.constant({ shape: 'no body' });
  const seedBody = seed.body ?? {};
  const names = [...new Set([...topLevelKeys(definition.body), ...Object.keys(seedBody)])];
  const name = fc.oneof(
    { weight: 6, arbitrary: names.length > 0 ? fc.constantFrom(...names) : hostileString },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: hostileString.filter((text) => text.length < 200) },
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: hostileValue },
    { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...knownIds, 'x'), { maxLength: 600 }) },
    { weight: 1, arbitrary: deeplyNested },
  );
  const maxBytes = definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const seedJson = JSON.stringify(seedBody);
  const seedKeys = Object.keys(seedBody);
  const options: fc.WeightedArbitrary<Body>[] = [
    {
      weight: 8,
      arbitrary: fc.array(fc.tuple(name, value), { minLength: 1, maxLength: 3 }).map((changes) => ({
        body: json(Object.fromEntries([...Object.entries(seedBody), ...changes])),
        shape: 'fields replaced',
      })),
    },
    {
      weight: seedKeys.length > 0 ? 2 : 0,
      arbitrary: fc.subarray(seedKeys, { minLength: Math.min(1, seedKeys.length) }).map((dropped) => ({
        body: json(Object.fromEntries(Object.entries(seedBody).filter(([key]) => !dropped.includes(key)))),
        shape: 'fields dropped',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(hostileValue, deeplyNested)
        .map((whole) => ({ body: json(whole), shape: 'whole body replaced' })),
    },
    {
      weight: 2,
      arbitrary: brokenJsonFrom(seedJson).map((content) => ({
        body: { content, contentType: 'application/json' },
        shape: 'broken JSON',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          pollutingJson,
          names.length > 0
            ? fc.option(fc.constantFrom(...names), { nil: undefined })
            : fc.constant(undefined),
        )
        .map(([{ key, payload }, inside]) => {
          const injected = `"${key}":${payload}`;
          const content =
            inside === undefined
              ? `{${injected},${seedJson.slice(1)}`.replace(',}', '}')
              : seedJson.replace(`"${inside}":`, `"${inside}":{${injected}},"${inside}-":`);
          return { body: { content, contentType: 'application/json' }, shape: 'prototype keys' };
        }),
    },
    {
      weight: 2,
      arbitrary: fc
        .tuple(
          wrongContentType,
          fc.oneof(fc.constant(seedJson), hostileString, fc.constant('company=x&title=y')),
        )
        .map(([contentType, content]) => ({
          body: { content, contentType },
          shape: `content type ${contentType}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('application/json', undefined).map((contentType) => ({
        body: {
          content: JSON.stringify({ ...seedBody, padding: 'x'.repeat(maxBytes) }),
          ...(contentType ? { contentType } : {}),
        },
        shape: 'oversized',
      })),
    },
    { weight: 1, arbitrary: fc.constant({ shape: 'no body' }) },
  ];
  const form = seed.form;
  if (definition.acceptsMultipart && form) {
    options.push({
      weight: 6,
      arbitrary: hostileMultipart(form.fields, form.fileField, form.file, form.oddFiles).map(
        ({ body, contentType, framing }) => ({
          body: { content: body, contentType },
          shape: `multipart, ${framing}`,
        }),
      ),
    });
  }
  return fc.oneof(...options);
}

/** Requests to one route: its seed broken in path, query, body, content type and caller. */
export function fuzzRequests(
  definition: RouteDefinition,
  seed: Seed,
  knownIds: string[],
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: callers(definition),
      garbage: garbageAuthorization,
      path: pathFor(definition, seed, knownIds),
      query: queryFor(definition, seed),
      body: bodyFor(definition, seed, knownIds),
    })
    .map(({ caller, garbage, path, query, body }) => ({
      caller,
      ...(caller === 'garbage token' ? { garbageAuthorization: garbage } : {}),
      path: path.path,
      query: query.query,
      ...(body.body ? { body: body.body } : {}),
      shape: [path.shape, query.shape, body.shape].join('; '),
    }));
}
