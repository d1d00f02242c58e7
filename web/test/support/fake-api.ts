import { vi } from 'vitest';

type FakeAnswer = { status?: number; body?: unknown; headers?: Record<string, string> };

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
};

type FakeHandler = (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Replaces `fetch`, the app's only network edge, with answers keyed by "METHOD /path/". Every
 * request is recorded; an unknown one answers 404 like the gateway does.
 */
export function fakeApi(handlers: Record<string, FakeHandler | FakeAnswer>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: RecordedCall = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    const answer = typeof handler === 'function' ? await handler(call) : (handler ?? { status: 404 });
    const status = answer.status ?? 200;
    const body = answer.body ?? (status === 404 ? { detail: 'Resursa nu a fost găsită.' } : undefined);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key) };
}
