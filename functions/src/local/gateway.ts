import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';
import {
  buildContentSecurityPolicy,
  createPathMatcher,
  DEFAULT_SITE_CONFIG,
  PDFJS_ASSETS_DIR,
  type RouteDefinition,
  routeList,
  SITE_CONFIG_PATH,
  SITE_CONTENT_TYPES,
  SITE_SECURITY_HEADERS,
  type SiteConfig,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { handler as runPasswordResetMailJob } from '../accounts/jobs/password-reset-mail';
import { handler as runArchiveJob } from '../archives/jobs/archive';
import { handlerModulePath } from '../deployment';
import { handler as runInvitationMailJob } from '../people/jobs/invitation-mail';
import { measureDynamoUsage, usageHeaders } from '../platform/dynamodb-usage';
import { runJobInProcess } from '../platform/invoker';
import { describeError, logger } from '../platform/logger';

/*
 * The local stand-in for CloudFront + API Gateway: `/api/*` becomes an API Gateway v2 (payload
 * 2.0) event for the same handler module Lambda runs; everything else is the built site with
 * the SPA fallback. Routes come from the shared route table, like the CDK stack's.
 */

type LambdaHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** Larger bodies are refused before they reach a handler, as API Gateway does at 10 MB. */
const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
const TEXT_CONTENT = /^(application\/json|text\/|application\/x-www-form-urlencoded)/i;

const compiledRoutes = routeList.map((definition) => ({
  definition: definition as RouteDefinition,
  match: createPathMatcher(definition.path),
}));

const handlerCache = new Map<string, Promise<LambdaHandler>>();
function loadHandler(definition: RouteDefinition): Promise<LambdaHandler> {
  let loaded = handlerCache.get(definition.id);
  if (!loaded) {
    loaded = import(handlerModulePath(definition)).then(
      (module: { handler: LambdaHandler }) => module.handler,
    );
    handlerCache.set(definition.id, loaded);
  }
  return loaded;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_REQUEST_BYTES) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === 'cookie') continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

function toEvent(
  request: IncomingMessage,
  url: URL,
  body: Buffer,
  definition: RouteDefinition,
  pathParameters: Record<string, string>,
): APIGatewayProxyEventV2 {
  const headers = toHeaders(request);
  const isText = TEXT_CONTENT.test(headers['content-type'] ?? 'application/json');
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams)
    query[name] = query[name] === undefined ? value : `${query[name]},${value}`;
  const now = new Date();
  return {
    version: '2.0',
    routeKey: `${definition.method} ${definition.path}`,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    ...(request.headers.cookie ? { cookies: request.headers.cookie.split(/;\s*/) } : {}),
    headers,
    ...(Object.keys(query).length > 0 ? { queryStringParameters: query } : {}),
    ...(Object.keys(pathParameters).length > 0 ? { pathParameters } : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: definition.method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress?.replace(/^::ffff:/, '') ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${definition.method} ${definition.path}`,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0
      ? { body: isText ? body.toString('utf8') : body.toString('base64'), isBase64Encoded: !isText }
      : { isBase64Encoded: false }),
  };
}

function toContext(definition: RouteDefinition, requestId: string): Context {
  const startedAt = Date.now();
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `local-${definition.id}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${definition.id}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/local-${definition.id}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, 30_000 - (Date.now() - startedAt)),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}

async function handleApi(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  const matched = compiledRoutes
    .filter((route) => route.definition.method === request.method)
    .map((route) => ({ definition: route.definition, pathParameters: route.match(url.pathname) }))
    .find((route) => route.pathParameters !== null);
  if (!matched?.pathParameters) {
    sendJson(response, 404, { detail: texts.api.notFound });
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    sendJson(response, 413, { detail: texts.api.bodyTooLarge });
    return;
  }
  const event = toEvent(request, url, body, matched.definition, matched.pathParameters);
  const handler = await loadHandler(matched.definition);
  const { result, usage } = await measureDynamoUsage(() =>
    handler(event, toContext(matched.definition, event.requestContext.requestId)),
  );
  const headers: Record<string, string | string[]> = usageHeaders(usage);
  for (const [name, value] of Object.entries(result.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  response.writeHead(result.statusCode ?? 200, headers);
  response.end(
    result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  );
}

/** What CloudFront compresses on the way out; fonts, images and PDFs are compressed already. */
const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.svg',
  '.txt',
  '.webmanifest',
]);

function acceptsGzip(request: IncomingMessage): boolean {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

/** The path a URL names, or null when a `%` escape in it encodes no UTF-8 text (`/%E0%A4%A`). */
function decodePath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

async function resolveSiteFile(
  root: string,
  pathname: string,
): Promise<{ file: string; size: number } | null> {
  const relative = normalize(pathname).replace(/^([/\\])+/, '');
  const file = resolve(root, relative);
  if (file !== root && !file.startsWith(root + sep)) return null;
  try {
    const info = await stat(file);
    return info.isFile() ? { file, size: info.size } : null;
  } catch {
    return null;
  }
}

async function handleSite(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  siteDir: string | undefined,
  siteHeaders: Record<string, string>,
  siteConfig: SiteConfig,
): Promise<void> {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { ...siteHeaders, allow: 'GET, HEAD' });
    response.end();
    return;
  }
  if (!siteDir) {
    response.writeHead(503, { ...siteHeaders, 'content-type': 'text/plain; charset=utf-8' });
    response.end('The web app is not built: run `npm run build:web`.');
    return;
  }
  const pathname = decodePath(url.pathname);
  if (pathname === null) {
    response.writeHead(400, { ...siteHeaders, 'content-type': 'text/plain; charset=utf-8' });
    response.end(texts.api.malformedPath);
    return;
  }
  if (pathname === SITE_CONFIG_PATH) {
    // The deployment's settings, never cached: a restart with new ones shows on the next load.
    const body = JSON.stringify(siteConfig);
    response.writeHead(200, {
      ...siteHeaders,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-cache',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  const root = resolve(siteDir);
  // SPA fallback: anything that is not a file of the build is the app's index.html.
  const found = (await resolveSiteFile(root, pathname)) ?? (await resolveSiteFile(root, 'index.html'));
  if (!found) {
    response.writeHead(503, { ...siteHeaders, 'content-type': 'text/plain; charset=utf-8' });
    response.end('The web app is not built: run `npm run build:web`.');
    return;
  }
  // Hashed build assets, and pdf.js's files under its version, never change at their address.
  const isImmutable = url.pathname.startsWith('/assets/') || url.pathname.startsWith(`/${PDFJS_ASSETS_DIR}/`);
  const extension = extname(found.file);
  const gzipped = COMPRESSIBLE_EXTENSIONS.has(extension) && acceptsGzip(request);
  response.writeHead(200, {
    ...siteHeaders,
    'content-type': SITE_CONTENT_TYPES[extension] ?? 'application/octet-stream',
    ...(gzipped ? { 'content-encoding': 'gzip' } : { 'content-length': String(found.size) }),
    vary: 'accept-encoding',
    'cache-control': isImmutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  const file = createReadStream(found.file);
  if (gzipped) file.pipe(createGzip()).pipe(response);
  else file.pipe(response);
}

export type GatewayOptions = {
  /** The built site (`web/dist`); without it only `/api/*` is served. */
  siteDir?: string;
  /** Origins the browser fetches files from (presigned S3 URLs), allowed in the site's CSP. */
  fileOrigins: string[];
  /** The contact details the site shows, served at `SITE_CONFIG_PATH`; the defaults without. */
  siteConfig?: SiteConfig;
  /**
   * Settles once the store holds what the API answers from (the demo seed): API requests wait
   * for it, so a sign-in sent as soon as the site answers is not refused for a missing account.
   */
  apiReady?: Promise<void>;
};

export function createGatewayListener(options: GatewayOptions) {
  // The stack's job functions, here: the same handlers, run in this process's background.
  runJobInProcess('archive', runArchiveJob);
  runJobInProcess('password-reset-mail', runPasswordResetMailJob);
  runJobInProcess('invitation-mail', runInvitationMailJob);
  const siteHeaders: Record<string, string> = {
    ...SITE_SECURITY_HEADERS,
    'content-security-policy': buildContentSecurityPolicy({ fileOrigins: options.fileOrigins }),
  };
  return (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const isApi = url.pathname === '/api' || url.pathname.startsWith('/api/');
    const work = isApi
      ? (options.apiReady ?? Promise.resolve()).then(() => handleApi(request, response, url))
      : handleSite(
          request,
          response,
          url,
          options.siteDir,
          siteHeaders,
          options.siteConfig ?? DEFAULT_SITE_CONFIG,
        );
    work.catch((error: unknown) => {
      logger.error('gateway failure', { path: url.pathname, ...describeError(error) });
      if (!response.headersSent) sendJson(response, 500, { detail: texts.api.internalError });
      else response.destroy();
    });
  };
}

export const WEB_DIST_DIR = join(new URL('../../../web/dist', import.meta.url).pathname);
