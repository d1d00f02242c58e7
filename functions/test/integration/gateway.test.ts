import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PDFJS_ASSETS_DIR,
  readSiteConfig,
  SITE_CONFIG_PATH,
  SITE_CONFIG_VARIABLES,
  texts,
} from '@ssm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayListener } from '../../src/local/gateway';

let baseUrl = '';
let siteDir = '';
/** One file of each kind pdf.js fetches from the site. */
const PDFJS_FILES = [
  'wasm/jbig2.wasm',
  'wasm/jbig2_nowasm_fallback.js',
  'jp.bcmap',
  'FoxitSerif.pfb',
  'cmyk.icc',
];
const server = createServer();
/** As `npm start` reads them: the phone and e-mail set, the help page left to its default. */
const siteConfig = readSiteConfig(
  (name) =>
    ({ CONTACT_EMAIL: 'ajutor@protect-consult.ro', CONTACT_PHONE: '+40 264 123 456', HELP_URL: ' ' })[
      SITE_CONFIG_VARIABLES[name]
    ],
);

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'ssm-site-'));
  await mkdir(join(siteDir, 'assets'));
  await writeFile(join(siteDir, 'index.html'), '<!doctype html><title>app</title>');
  await writeFile(join(siteDir, 'assets', 'app-1234.js'), 'console.log(1)');
  await mkdir(join(siteDir, PDFJS_ASSETS_DIR, '6.0.0', 'wasm'), { recursive: true });
  for (const file of PDFJS_FILES) await writeFile(join(siteDir, PDFJS_ASSETS_DIR, '6.0.0', file), 'x');
  server.on(
    'request',
    createGatewayListener({ siteDir, fileOrigins: ['http://127.0.0.1:9999'], siteConfig }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('the local gateway', () => {
  it('answers an unknown /api path with a JSON 404, never the app', async () => {
    const response = await fetch(`${baseUrl}/api/nu-exista/`);

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ detail: texts.api.notFound });
  });

  it('answers a malformed percent-encoding in a path parameter with a JSON 404, not a 500', async () => {
    const response = await fetch(`${baseUrl}/api/companies/%E0%A4%A/`, { method: 'DELETE' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ detail: texts.api.notFound });
  });

  it('answers a malformed percent-encoding in a site path with a 400, not a 500', async () => {
    const response = await fetch(`${baseUrl}/cursuri/%E0%A4%A`);

    expect(response.status).toBe(400);
    expect(await response.text()).toBe(texts.api.malformedPath);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers a known path with the wrong method with a JSON 404', async () => {
    const response = await fetch(`${baseUrl}/api/token/`);

    expect(response.status).toBe(404);
  });

  it('serves index.html for any app route (SPA fallback) with the security headers', async () => {
    const response = await fetch(`${baseUrl}/dashboard-owner`);

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>app</title>');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:9999");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it("serves the site's settings from its configuration, not from the build, and never for long", async () => {
    const response = await fetch(`${baseUrl}${SITE_CONFIG_PATH}`);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      contactEmail: 'ajutor@protect-consult.ro',
      contactPhone: '+40 264 123 456',
      helpUrl: '',
    });
  });

  it('serves hashed assets with a long cache and refuses paths outside the site', async () => {
    const asset = await fetch(`${baseUrl}/assets/app-1234.js`);
    const traversal = await fetch(`${baseUrl}/..%2f..%2f..%2fetc%2fpasswd`);

    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await traversal.text()).toContain('<title>app</title>');
  });

  it("serves pdf.js's files with their content types and a long cache", async () => {
    const answers = await Promise.all(
      PDFJS_FILES.map((file) => fetch(`${baseUrl}/${PDFJS_ASSETS_DIR}/6.0.0/${file}`)),
    );

    expect(answers.map((answer) => answer.headers.get('content-type'))).toEqual([
      'application/wasm',
      'text/javascript; charset=utf-8',
      'application/octet-stream',
      'application/x-font-type1',
      'application/vnd.iccprofile',
    ]);
    expect(answers.every((answer) => answer.headers.get('cache-control')?.includes('immutable'))).toBe(true);
  });

  it("compresses the site's text files with gzip, as CloudFront does, when the browser accepts it", async () => {
    const script = await fetch(`${baseUrl}/assets/app-1234.js`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${baseUrl}/assets/app-1234.js`, {
      headers: { 'accept-encoding': 'identity' },
    });

    expect(script.headers.get('content-encoding')).toBe('gzip');
    expect(await script.text()).toBe('console.log(1)');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-length')).toBe('14');
  });

  it('puts security headers on API answers too', async () => {
    const response = await fetch(`${baseUrl}/api/token/`, { method: 'POST', body: '{}' });

    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('holds API requests until the store is ready, and serves the site meanwhile', async () => {
    const seeded = Promise.withResolvers<void>();
    const starting = createServer(
      createGatewayListener({ siteDir, fileOrigins: [], apiReady: seeded.promise }),
    );
    const apiRequestArrived = new Promise<void>((resolve) => {
      starting.on('request', (request) => {
        if (request.url?.startsWith('/api/')) resolve();
      });
    });
    await new Promise<void>((resolve) => starting.listen(0, '127.0.0.1', () => resolve()));
    const address = starting.address();
    const startingUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const refusedSignIn = (url: string) => fetch(`${url}/api/token/`, { method: 'POST', body: '{}' });
    try {
      // The same request to a ready gateway of this process, first to load its handler: the
      // held one would have been answered well within two more of them.
      expect((await refusedSignIn(baseUrl)).status).toBe(400);
      let apiAnswered = false;
      const signIn = refusedSignIn(startingUrl).then((response) => {
        apiAnswered = true;
        return response;
      });
      await apiRequestArrived;

      expect((await fetch(`${startingUrl}/login`)).status).toBe(200);
      expect((await refusedSignIn(baseUrl)).status).toBe(400);
      expect((await refusedSignIn(baseUrl)).status).toBe(400);
      expect(apiAnswered).toBe(false);

      seeded.resolve();
      expect((await signIn).status).toBe(400);
    } finally {
      starting.closeAllConnections();
      starting.close();
    }
  });
});
