import { endpoints } from 'virtual:api-endpoints';
import {
  buildPath,
  LANGUAGE_TAGS,
  type RouteById,
  type RouteId,
  TOKEN_STORAGE_KEY,
  texts,
  type z,
} from '@ssm/shared';
import { paths } from '@/config/paths';
import { checkAnswer } from './answer-check';
import { ApiError } from './api-error';
import { readLoginLanguage } from './login-language';
import { takePageRead } from './page-reads';
import { endSessionAndGoTo } from './session';

// They live apart so the query client of the first load does not pull in the contract.
export { ApiError, getErrorDetail } from './api-error';

type PathParams<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParams<Rest>
  : never;

// The input types take one route and do not distribute (`[Route]`): given the union of all routes,
// as TypeScript does for a generic id, distributing would multiply their unions past its limit.
type ParamsInput<Route> = [Route] extends [{ path: infer Path extends string }]
  ? [PathParams<Path>] extends [never]
    ? { params?: never }
    : { params: Record<PathParams<Path>, string> }
  : never;

type QueryInput<Route> = [Route] extends [{ query: infer Schema extends z.ZodType }]
  ? { query?: z.input<Schema> }
  : { query?: never };

type BodyInput<Route> = [Route] extends [{ body: infer Schema extends z.ZodType }]
  ? { body: [Route] extends [{ acceptsMultipart: true }] ? z.input<Schema> | FormData : z.input<Schema> }
  : { body?: never };

export type ApiInput<Id extends RouteId> = ParamsInput<RouteById<Id>> &
  QueryInput<RouteById<Id>> &
  BodyInput<RouteById<Id>>;

export type ApiResponse<Id extends RouteId> = z.infer<RouteById<Id>['response']>;

/** Calls without required input may omit the argument altogether. */
export type ApiArguments<Id extends RouteId> =
  object extends ApiInput<Id> ? [input?: ApiInput<Id>] : [input: ApiInput<Id>];

function readErrorBody(body: unknown): { detail?: string; errors?: Record<string, string[]> } {
  if (typeof body !== 'object' || body === null) return {};
  const { detail, errors } = body as { detail?: unknown; errors?: unknown };
  return {
    detail: typeof detail === 'string' ? detail : undefined,
    errors:
      typeof errors === 'object' && errors !== null
        ? Object.fromEntries(
            Object.entries(errors).map(([field, messages]) => [
              field,
              Array.isArray(messages) ? messages.filter((message) => typeof message === 'string') : [],
            ]),
          )
        : undefined,
  };
}

function buildUrl(path: string, params: Record<string, string> | undefined, query: unknown): string {
  const url = buildPath(path, params);
  if (typeof query !== 'object' || query === null) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${url}?${queryString}` : url;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one HTTP client of the app. The route id picks method, path, access and schemas from the
 * shared contract, so no endpoint path is written in the web app and answers are typed by the
 * route's response schema (and, in development and the tests, checked by it: `answer-check.ts`).
 */
export async function callApi<Id extends RouteId>(
  id: Id,
  ...[input]: ApiArguments<Id>
): Promise<ApiResponse<Id>> {
  return (await request(id, input)).data as ApiResponse<Id>;
}

/** One page of a list called with `limit`, and the next page's cursor (null on the last page). */
export async function callApiPage<Id extends RouteId>(
  id: Id,
  ...[input]: ApiArguments<Id>
): Promise<{ items: ApiResponse<Id>; nextCursor: string | null }> {
  const { data, headers } = await request(id, input);
  return { items: data as ApiResponse<Id>, nextCursor: headers.get('X-Next-Cursor') };
}

// Not generic: checking the generic input type twice exhausts the compiler; the callers type the answer.
async function request(id: RouteId, input: unknown): Promise<{ data: unknown; headers: Headers }> {
  const endpoint = endpoints[id];
  const { isPublic } = endpoint;
  const { params, query, body } = (input ?? {}) as {
    params?: Record<string, string>;
    query?: unknown;
    body?: unknown;
  };
  // Before sign-in the server words its refusals in the login page's language; after, in the
  // worker's own (docs/api.md, refusals in the worker's language).
  const headers = new Headers({
    Accept: 'application/json',
    'Accept-Language': LANGUAGE_TAGS[readLoginLanguage()],
  });
  const token = localStorage.getItem(TOKEN_STORAGE_KEY);
  if (token && !isPublic) headers.set('Authorization', `Bearer ${token}`);
  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body);
  }

  const url = buildUrl(endpoint.path, params, query);
  const pageRead = token && !isPublic && endpoint.method === 'GET' ? takePageRead(url, token) : undefined;
  let response: Response;
  try {
    response = await (pageRead ?? fetch(url, { method: endpoint.method, headers, body: requestBody }));
  } catch {
    throw new ApiError({ status: 0, detail: texts.common.networkError });
  }

  const json = await readJson(response);
  if (!response.ok) {
    if (response.status === 401 && !isPublic)
      endSessionAndGoTo(paths.login.getHref({ sessionExpired: true }));
    const { detail, errors } = readErrorBody(json);
    throw new ApiError({ status: response.status, detail, errors });
  }

  const parsed = checkAnswer(id, json);
  if (!parsed.success) {
    console.error(`Answer of ${id} does not match the contract`, parsed.issues);
    throw new ApiError({ status: response.status });
  }
  return { data: parsed.data, headers: response.headers };
}
