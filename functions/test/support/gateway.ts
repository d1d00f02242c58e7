import { createServer } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createGatewayListener } from '../../src/local/gateway';

export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

export type TestApi = {
  url: () => string;
  request: <T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string | undefined;
      rawBody?: string | Buffer;
      headers?: Record<string, string>;
    },
  ) => Promise<ApiAnswer<T>>;
  get: <T = Record<string, unknown>>(path: string, token?: string) => Promise<ApiAnswer<T>>;
  post: <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) => Promise<ApiAnswer<T>>;
  del: <T = Record<string, unknown>>(path: string, token?: string) => Promise<ApiAnswer<T>>;
};

/** Starts the local gateway for this test file, the way `npm start` serves the API. */
export function useTestGateway(): TestApi {
  let baseUrl = '';
  const server = createServer(createGatewayListener({ fileOrigins: [] }));
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const address = server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  const request: TestApi['request'] = async (method, path, options = {}) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | Buffer | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const response = await fetch(baseUrl + path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
    });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Non-JSON answers stay text, so a test can assert on them.
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };
  return {
    url: () => baseUrl,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { body: body ?? {}, token }),
    del: (path, token) => request('DELETE', path, { token }),
  };
}
