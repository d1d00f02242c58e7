import { timingSafeEqual } from 'node:crypto';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import {
  type Access,
  DEFAULT_MAX_BODY_BYTES,
  hasScreenTexts,
  isLanguage,
  isPublicRoute,
  type Language,
  RECORD_LANGUAGE,
  type RouteDefinition,
  type z,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { authenticate, type Principal, type PrincipalOf } from '../accounts/domain/principal';
import { countPublicRequest } from '../accounts/domain/public-rate-limit';
import { isBusyServiceError } from '../platform/aws-retries';
import { getConfig, ORIGIN_TOKEN_HEADER } from '../platform/config';
import {
  AppError,
  badRequest,
  type FieldErrors,
  forbidden,
  serviceBusy,
  unauthenticated,
} from '../platform/errors';
import { describeError, logger } from '../platform/logger';
import { toStoredUserAgent } from '../platform/request-metadata';
import { normalizeEnteredFields } from './entered-text';
import type { MultipartBodyParser } from './multipart-body';
import { API_SECURITY_HEADERS } from './security-headers';

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type IsPublic<R extends RouteDefinition> = 'public' extends R['access'][number] ? true : false;

/**
 * The caller a route's handler receives, typed by the roles the route admits: an owner-only
 * route's principal has the owner's `firmId`, an admin's or employee's has `companyId` too. A
 * public route gets whoever signed in, or null.
 */
export type PrincipalFor<R extends RouteDefinition> =
  IsPublic<R> extends true ? Principal | null : PrincipalOf<Exclude<R['access'][number], 'public'>>;

/** What a handler function receives: validated input and, on non-public routes, the caller. */
export type RouteInput<R extends RouteDefinition> = {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  principal: PrincipalFor<R>;
  request: {
    id: string;
    /** The caller's IP address, as `clientAddress` resolves it. */
    clientAddress: string;
    /** Where the request came from, as the audit trail records it (the user agent bounded, one line). */
    origin: { ip: string; userAgent: string };
    headers: Record<string, string | undefined>;
  };
};

/** A handler's answer with a status or headers other than the route's default. */
export class Reply<T> {
  constructor(
    readonly status: number,
    readonly body: T,
    readonly headers: Record<string, string> = {},
  ) {}
}

type Output<R extends RouteDefinition> = z.input<R['response']> | Reply<z.input<R['response']>>;
export type RouteFunction<R extends RouteDefinition> = (input: RouteInput<R>) => Promise<Output<R>>;

type HttpEvent = Omit<APIGatewayProxyEventV2, 'body'> & { body?: unknown; rawBodyBytes?: number };
/** Middlewares leave the caller and the validated input on the Lambda context for the handler. */
type RouteContext = Context & {
  principal?: Principal | null;
  input?: Partial<Record<'body' | 'query' | 'params', unknown>>;
};

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}) {
  return { statusCode: status, headers: { ...JSON_HEADERS, ...headers }, body: JSON.stringify(body) };
}

function bodyByteLength(event: APIGatewayProxyEventV2): number {
  if (!event.body) return 0;
  return event.isBase64Encoded
    ? Buffer.byteLength(event.body, 'base64')
    : Buffer.byteLength(event.body, 'utf8');
}

function isSameSecret(given: string, expected: string): boolean {
  const givenBytes = Buffer.from(given);
  const expectedBytes = Buffer.from(expected);
  return givenBytes.length === expectedBytes.length && timingSafeEqual(givenBytes, expectedBytes);
}

/**
 * Behind CloudFront, API Gateway's source address is an edge server's, shared by many users;
 * CloudFront names the viewer in CloudFront-Viewer-Address (`ip:port`). The header is believed
 * only with CloudFront's origin token, so a caller reaching the API directly cannot pick its
 * address (to spread login guesses, or to sign from an address of its choosing).
 */
export function clientAddress(event: Pick<APIGatewayProxyEventV2, 'headers' | 'requestContext'>): string {
  const { originToken } = getConfig();
  const viewer = event.headers['cloudfront-viewer-address'];
  const token = event.headers[ORIGIN_TOKEN_HEADER];
  if (originToken && viewer && token && isSameSecret(token, originToken)) {
    const portSeparator = viewer.lastIndexOf(':');
    if (portSeparator > 0) return viewer.slice(0, portSeparator);
  }
  return event.requestContext.http.sourceIp;
}

/**
 * The per-address request limit of a public route's group (PUBLIC_RATE_LIMITS), counted before
 * anything else is read: it holds locally and behind any gateway, and on AWS under the WAF's
 * coarser rule. The address is `clientAddress`'s, which a caller cannot choose.
 */
function limitPublicRequests(definition: RouteDefinition) {
  const group = definition.rateGroup;
  if (isPublicRoute(definition) !== Boolean(group)) {
    throw new Error(`Route ${definition.id}: a rate group is declared by public routes, and by each of them`);
  }
  return {
    before: async (request: middy.Request<HttpEvent>) => {
      if (!group) return;
      await countPublicRequest(group, clientAddress(request.event as APIGatewayProxyEventV2));
    },
  };
}

function isMultipart(event: APIGatewayProxyEventV2): boolean {
  return /^multipart\/form-data/i.test(event.headers['content-type'] ?? '');
}

/**
 * Whether a multipart body ends its last part with the closing delimiter. The multipart parser
 * leaves the error of a part cut off by the end of the body unhandled, an uncaught exception
 * that takes the whole process down, so such a body must never reach it.
 */
function endsItsParts(event: APIGatewayProxyEventV2): boolean {
  const boundary = /;\s*boundary=([a-zA-Z0-9-]{1,70})/i.exec(event.headers['content-type'] ?? '')?.[1];
  // Without a usable boundary the parser refuses the body itself, before reading it.
  if (!boundary || !event.body) return true;
  const body = Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
  return (
    body.includes(`\r\n--${boundary}--`) ||
    body.subarray(0, boundary.length + 4).equals(Buffer.from(`--${boundary}--`))
  );
}

/** Turns zod issues into the `errors` map ({ field: [messages] }) and one Romanian detail. */
export function toValidationError(error: z.ZodError, location: 'body' | 'query' | 'params'): AppError {
  const fieldErrors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : location;
    fieldErrors[field] ??= [];
    fieldErrors[field].push(issue.message);
  }
  // One message for every issue (a form's 'all fields are required') is the detail itself.
  const messages = new Set(error.issues.map((issue) => issue.message));
  const onlyMessage = messages.size === 1 ? [...messages][0] : undefined;
  return badRequest(onlyMessage ?? texts.api.validationFailed, fieldErrors);
}

function parseBody(definition: RouteDefinition, multipartParser: MultipartBodyParser | undefined) {
  const maxBytes = definition.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  if (Boolean(definition.acceptsMultipart) !== Boolean(multipartParser)) {
    throw new Error(
      `Route ${definition.id}: a route accepting multipart bodies is given the parser, and only it`,
    );
  }
  const multipart = multipartParser?.(maxBytes);
  return {
    before: async (request: middy.Request<HttpEvent>) => {
      const event = request.event as APIGatewayProxyEventV2;
      if (bodyByteLength(event) > maxBytes) throw new AppError('payload_too_large', texts.api.bodyTooLarge);
      if (!definition.body) {
        request.event.body = undefined;
        return;
      }
      if (isMultipart(event)) {
        if (!multipart) throw new AppError('unsupported_media_type', texts.api.unsupportedMediaType);
        if (!endsItsParts(event)) throw badRequest(texts.api.validationFailed);
        await multipart.before!(request as never);
        request.event.body = normalizeEnteredFields(request.event.body);
        return;
      }
      const raw =
        event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
      if (raw === undefined || raw.trim() === '') {
        request.event.body = {};
        return;
      }
      try {
        request.event.body = normalizeEnteredFields(JSON.parse(raw));
      } catch {
        throw badRequest(texts.api.invalidJson);
      }
    },
  };
}

function authorise(definition: RouteDefinition) {
  const isPublic = definition.access.includes('public');
  return {
    before: async (request: middy.Request<HttpEvent, unknown, Error, RouteContext>) => {
      const header = request.event.headers.authorization;
      if (!header) {
        if (isPublic) return;
        throw unauthenticated();
      }
      const principal = await authenticate(header);
      if (!principal) {
        if (isPublic) return;
        throw unauthenticated(texts.api.invalidToken);
      }
      // Known before the checks below, so that their refusals speak the caller's language.
      request.context.principal = principal;
      if (!isPublic && !definition.access.includes(principal.role as Access)) throw forbidden();
      if (principal.user.must_change_password && !definition.openBeforePasswordChange) {
        throw forbidden(texts.accountAccess.passwordChangeRequired);
      }
    },
  };
}

function validate(definition: RouteDefinition) {
  const parts = [
    ['params', definition.params, (event: HttpEvent) => event.pathParameters ?? {}],
    ['query', definition.query, (event: HttpEvent) => event.queryStringParameters ?? {}],
    ['body', definition.body, (event: HttpEvent) => event.body],
  ] as const;
  return {
    before: (request: middy.Request<HttpEvent, unknown, Error, RouteContext>) => {
      const input: Record<string, unknown> = {};
      for (const [location, schema, read] of parts) {
        if (!schema) continue;
        const result = schema.safeParse(read(request.event));
        if (!result.success) throw toValidationError(result.error, location);
        input[location] = result.data;
      }
      request.context.input = input;
    },
  };
}

/** The first language of an `Accept-Language` header that has screen texts, by preference. */
export function acceptedScreenLanguage(header: string | undefined): Language {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, order) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const weight = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: range.split('-')[0]?.toLowerCase(), weight: weight ? Number(weight) : 1, order };
    })
    .filter(({ weight }) => weight > 0)
    .sort((first, second) => second.weight - first.weight || first.order - second.order);
  const found = ranked.find(({ language }) => isLanguage(language) && hasScreenTexts(language));
  return isLanguage(found?.language) ? found.language : RECORD_LANGUAGE;
}

/**
 * The language of a refusal (docs/api.md, refusals in the worker's language): on a worker's route,
 * the signed-in worker's own (an owner's is Romanian), before sign-in the one the caller's
 * `Accept-Language` asks for; Romanian everywhere else.
 */
function refusalLanguage(
  definition: RouteDefinition,
  request: middy.Request<HttpEvent, APIGatewayProxyStructuredResultV2, Error, RouteContext>,
): Language {
  if (!definition.answersInWorkerLanguage) return RECORD_LANGUAGE;
  const principal = request.context.principal;
  if (principal) {
    const isWorker = principal.role === 'admin' || principal.role === 'employee';
    return isWorker ? (principal.user.language ?? RECORD_LANGUAGE) : RECORD_LANGUAGE;
  }
  return acceptedScreenLanguage(request.event.headers['accept-language']);
}

function mapErrors(definition: RouteDefinition) {
  return {
    onError: (request: middy.Request<HttpEvent, APIGatewayProxyStructuredResultV2, Error, RouteContext>) => {
      let error = request.error;
      // Throttling or a conflict that outlasted the retries is not the caller's fault: 503, try again.
      if (isBusyServiceError(error)) {
        logger.warn('service busy', {
          requestId: request.event.requestContext?.requestId,
          route: definition.id,
          ...describeError(error),
        });
        error = serviceBusy();
      }
      if (error instanceof AppError) {
        request.response = jsonResponse(
          error.status,
          error.bodyIn(refusalLanguage(definition, request)),
          error.headers,
        );
        return;
      }
      // Multipart parsing failures come from middy with their own status and English text.
      const status = (error as { statusCode?: number } | null)?.statusCode;
      if (status === 413) {
        request.response = jsonResponse(413, { detail: texts.api.bodyTooLarge });
        return;
      }
      if (status === 415 || status === 422) {
        request.response = jsonResponse(400, { detail: texts.api.validationFailed });
        return;
      }
      logger.error('unhandled error', {
        requestId: request.event.requestContext?.requestId,
        route: definition.id,
        ...describeError(error),
      });
      request.response = jsonResponse(500, { detail: texts.api.internalError });
    },
  };
}

function logRequests(definition: RouteDefinition) {
  const startedAt = new WeakMap<object, number>();
  const log = (request: middy.Request<HttpEvent, APIGatewayProxyStructuredResultV2>) => {
    const response = request.response;
    logger.info('request', {
      requestId: request.event.requestContext?.requestId,
      route: definition.id,
      method: request.event.requestContext?.http?.method,
      status: response?.statusCode,
      durationMs: Date.now() - (startedAt.get(request) ?? Date.now()),
    });
  };
  return {
    before: (request: middy.Request<HttpEvent, APIGatewayProxyStructuredResultV2>) => {
      startedAt.set(request, Date.now());
    },
    after: log,
    onError: log,
  };
}

/**
 * A route accepting file uploads is given the multipart parser by its handler (http/multipart-body.ts),
 * so that no other route bundles it.
 */
type MultipartParserOf<R extends RouteDefinition> = R['acceptsMultipart'] extends true
  ? [multipartParser: MultipartBodyParser]
  : [];

/**
 * Wraps a route's function with the one middleware chain every endpoint shares: security headers,
 * logs, error mapping, header normalisation, a public route's per-address limit, body parsing (JSON or multipart), authentication and
 * role check, schema validation, then response validation against the contract (the response
 * schema is also an allow-list: nothing the schema does not name leaves the server).
 */
export function route<const R extends RouteDefinition>(
  route: R,
  fn: RouteFunction<R>,
  ...multipart: MultipartParserOf<R>
) {
  const definition: RouteDefinition = route;
  const handler = middy<HttpEvent, APIGatewayProxyStructuredResultV2, Error, RouteContext>()
    .use(httpSecurityHeaders(API_SECURITY_HEADERS))
    .use(logRequests(definition))
    .use(mapErrors(definition))
    .use(httpHeaderNormalizer())
    .use(limitPublicRequests(definition))
    .use(parseBody(definition, multipart[0]))
    .use(authorise(definition))
    .use(validate(definition))
    .handler(async (event, context) => {
      const headers = event.headers;
      const address = clientAddress(event);
      const input = {
        ...context.input,
        principal: context.principal ?? null,
        request: {
          id: event.requestContext.requestId,
          clientAddress: address,
          origin: {
            ip: address,
            userAgent: toStoredUserAgent(event.requestContext.http.userAgent ?? headers['user-agent']),
          },
          headers,
        },
      } as RouteInput<R>;
      const output = await fn(input);
      const reply = output instanceof Reply ? output : new Reply(definition.successStatus ?? 200, output);
      return jsonResponse(reply.status, definition.response.parse(reply.body), reply.headers);
    });
  return Object.assign(handler, { routeId: definition.id });
}
