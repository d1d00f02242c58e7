import type { z } from 'zod';
import type { PublicRouteGroup } from '../constants';
import type { Role } from '../roles';
// Every route module declares itself through this one: zod is configured before any schema parses.
import './zod';

export type Access = 'public' | Role;

/**
 * The platform's capabilities (docs/domain.md, glossary): each names a folder of the contract's
 * routes, a slice of `functions/src` and a feature of the web app.
 */
export const AREAS = [
  'accounts',
  'firms',
  'companies',
  'people',
  'courses',
  'assignments',
  'learning',
  'records',
  'archives',
  'training-status',
] as const;
export type Area = (typeof AREAS)[number];

/** Every role that signs in: the routes any signed-in user may call. */
export const SIGNED_IN_ROLES = [
  'owner',
  'admin',
  'employee',
  'superowner',
] as const satisfies readonly Role[];
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type BucketName = 'courseFiles' | 'archives';
export type BucketAccess = 'read' | 'write' | 'readwrite';
/** The stack's SQS queues: the daily job's one message per firm (docs/training-status.md). */
export type QueueName = 'trainingStatusFirms';
/** `send` puts messages on the queue; `consume` is what Lambda's reading of it for a function needs. */
export type QueueAccess = 'send' | 'consume';
/** The background jobs a route may start (asynchronously, without waiting for them). */
export type InvokedJob = 'archive' | 'password-reset-mail' | 'invitation-mail';

/**
 * The AWS resources a route's Lambda may touch. The CDK stack grants exactly these and nothing
 * else; authenticated routes always read the table (the principal is loaded from it).
 */
export type AwsNeeds = {
  table: 'read' | 'write';
  buckets?: Partial<Record<BucketName, BucketAccess>>;
  mail?: boolean;
  /** The jobs the route starts: only these functions it may invoke, and learns the names of. */
  invokes?: readonly InvokedJob[];
  /** Jobs only: the queues the function feeds or is fed by. */
  queues?: Partial<Record<QueueName, QueueAccess>>;
  /**
   * The platform seal (docs/signatures.md): `sign` seals with the KMS key (`kms:Sign`), `verify`
   * only reads its public half and certificate; no other function may touch the key.
   */
  seal?: 'sign' | 'verify';
  /**
   * The route hashes or checks a password: it reads the password pepper (docs/security.md, the
   * insider), which no other function may read.
   */
  passwords?: true;
};

/** Sizing of the route's Lambda: `standard` for ordinary calls, `heavy` for files and bulk work. */
export type RouteClass = 'standard' | 'heavy';

export type RouteDefinition = {
  /** Kebab-case id; also the handler's file name under `functions/src/<area>/handlers/`. */
  id: string;
  /** The capability the route belongs to: the contract's, the backend's and the web app's folder name. */
  area: Area;
  method: HttpMethod;
  /** API Gateway path without a trailing slash; parameters as `{name}`. */
  path: `/api/${string}`;
  access: readonly Access[];
  /**
   * Public routes only, and each of them: the group whose per-address request count the route
   * adds to (PUBLIC_RATE_LIMITS), as no signed-in user's limits stand behind it.
   */
  rateGroup?: PublicRouteGroup;
  needs: AwsNeeds;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /**
   * A list that can outgrow one answer (docs/api.md, conventions): its query extends `pageQuery`
   * (`limit`, `cursor`) and the next page's cursor comes back in `X-Next-Cursor`.
   */
  paged?: true;
  body?: z.ZodType;
  /** Accept `multipart/form-data` besides JSON (the spec's file uploads). */
  acceptsMultipart?: boolean;
  maxBodyBytes?: number;
  response: z.ZodType;
  /** Status of a successful answer (200 unless stated). */
  successStatus?: number;
  routeClass?: RouteClass;
  /**
   * The route ends the caller's session (or all of the caller's sessions): the token it accepted
   * is refused from then on, so a caller repeating it (the Lambda bench) signs in afresh each time.
   */
  endsCallerSessions?: true;
  /**
   * The route answers a user who must first replace a temporary password an owner or admin set
   * (docs/security.md, password reset by an owner or admin): every other route refuses them (403).
   */
  openBeforePasswordChange?: true;
  /**
   * A route a worker calls from their training screens: its refusals speak the worker's language
   * (docs/api.md, refusals in the worker's language); every other route answers in Romanian.
   */
  answersInWorkerLanguage?: true;
};

export function defineRoute<const T extends RouteDefinition>(definition: T): T {
  return definition;
}

export function isPublicRoute(definition: RouteDefinition): boolean {
  return definition.access.includes('public');
}
