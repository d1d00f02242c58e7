import { randomInt } from 'node:crypto';
import { createServer, request as httpRequest } from 'node:http';
import { afterAll, beforeAll } from 'vitest';
import { createGatewayListener } from '../../src/local/gateway';

export type ApiAnswer<T = unknown> = { status: number; body: T; headers: Headers };

export type TestApi = {
  url: () => string;
  /** The address this file's requests come from, unless a request names another. */
  clientAddress: string;
  request: <T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: {
      body?: unknown;
      token?: string | undefined;
      rawBody?: string | Buffer;
      headers?: Record<string, string>;
      /** A loopback address (127.x.y.z) to send from, as another client would. */
      clientAddress?: string;
    },
  ) => Promise<ApiAnswer<T>>;
  get: <T = Record<string, unknown>>(path: string, token?: string) => Promise<ApiAnswer<T>>;
  post: <T = Record<string, unknown>>(path: string, body?: unknown, token?: string) => Promise<ApiAnswer<T>>;
  del: <T = Record<string, unknown>>(path: string, token?: string, body?: unknown) => Promise<ApiAnswer<T>>;
};

/** Any address of 127.0.0.0/8 reaches the loopback interface, so each can stand for a client. */
export function randomLoopbackAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string | Buffer; localAddress: string },
): Promise<{ status: number; text: string; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const length =
      options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) };
    const outgoing = httpRequest(
      url,
      {
        method: options.method,
        headers: { ...length, ...options.headers },
        localAddress: options.localAddress,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers)) {
            for (const one of [value ?? []].flat()) headers.append(name, one);
          }
          resolve({
            status: incoming.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            headers,
          });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/**
 * Starts the local gateway for this test file, the way `npm start` serves the API. Requests come
 * from an address of their own per test file, so per-address limits of one file (failed logins)
 * never reach another's.
 */
export function useTestGateway(): TestApi {
  let baseUrl = '';
  const fileClientAddress = randomLoopbackAddress();
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
    const response = await send(baseUrl + path, {
      method,
      headers,
      ...(body !== undefined ? { body } : {}),
      localAddress: options.clientAddress ?? fileClientAddress,
    });
    const text = response.text;
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
    clientAddress: fileClientAddress,
    request,
    get: (path, token) => request('GET', path, { token }),
    post: (path, body, token) => request('POST', path, { body: body ?? {}, token }),
    del: (path, token, body) => request('DELETE', path, { token, ...(body === undefined ? {} : { body }) }),
  };
}
