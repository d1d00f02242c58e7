import { PUBLIC_RATE_LIMITS, type PublicRouteGroup, routeList, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { takePublicRequestAllowance } from '../../src/accounts/data/allowances';
import { ENV, ORIGIN_TOKEN_HEADER, resetConfigForTests } from '../../src/platform/config';
import { type ApiAnswer, randomLoopbackAddress, useTestGateway } from '../support/gateway';

/*
 * The per-address limit of the public routes (docs/security.md, rate limits): every public route
 * counts the requests of its caller's address in its group's window, before reading anything
 * else, and answers 429 with Retry-After past the limit. A window is filled here either by
 * requests (the reset group's 30) or, for the larger groups, by counting the window's requests
 * up to the limit where the route would (300 sign-ins would take minutes of password hashing).
 */

const api = useTestGateway();

const SAMPLES: Record<PublicRouteGroup, { method: string; path: string; body?: unknown }[]> = {
  'sign-in': [{ method: 'POST', path: '/api/token/', body: { username: 'nimeni', password: 'Gresita-91' } }],
  'password-reset': [
    { method: 'POST', path: '/api/request-password-reset/', body: {} },
    { method: 'POST', path: '/api/reset-password/confirm/', body: {} },
    { method: 'POST', path: '/api/email-change/confirm/', body: {} },
  ],
  verification: [
    { method: 'GET', path: `/api/verify-signature/?hash=${'ab'.repeat(32)}` },
    { method: 'GET', path: '/api/seal-certificate/' },
  ],
  'pdf-verification': [{ method: 'POST', path: '/api/verify-pdf/', body: {} }],
  'reminder-link': [{ method: 'PUT', path: '/api/reminders/by-link/', body: {} }],
};

function send(sample: { method: string; path: string; body?: unknown }, clientAddress: string, headers = {}) {
  return api.request(sample.method, sample.path, { body: sample.body, clientAddress, headers });
}

async function fillWindow(group: PublicRouteGroup, clientAddress: string): Promise<void> {
  await takePublicRequestAllowance({
    group,
    clientAddress,
    rule: PUBLIC_RATE_LIMITS[group],
    count: PUBLIC_RATE_LIMITS[group].maxPerWindow,
  });
}

function expectRateLimited(answer: ApiAnswer, group: PublicRouteGroup): void {
  expect(answer.status).toBe(429);
  expect(answer.body).toEqual({ detail: texts.api.tooManyRequests });
  const retryAfter = Number(answer.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(PUBLIC_RATE_LIMITS[group].windowSeconds);
}

describe('the per-address limit of the public routes', () => {
  it('is declared by every public route of the route table, and by no other', () => {
    for (const route of routeList) {
      expect(Boolean((route as { rateGroup?: string }).rateGroup), route.id).toBe(
        (route.access as readonly string[]).includes('public'),
      );
    }
    const sampled = Object.values(SAMPLES)
      .flat()
      .map((sample) => sample.path.replace(/\?.*$/, '').replace(/\/$/, ''));
    expect(sampled.sort()).toEqual(
      routeList
        .filter((route) => 'rateGroup' in route)
        .map((route) => route.path)
        .sort(),
    );
  });

  it(`answers 429 with Retry-After to the request past ${PUBLIC_RATE_LIMITS['password-reset'].maxPerWindow} reset requests from one address, however bad the requests were`, async () => {
    const address = randomLoopbackAddress();
    const [request, confirm] = SAMPLES['password-reset'] as [
      { method: string; path: string; body: unknown },
      { method: string; path: string; body: unknown },
    ];
    const answers: number[] = [];
    for (let count = 0; count < PUBLIC_RATE_LIMITS['password-reset'].maxPerWindow; count += 1) {
      answers.push((await send(count % 2 === 0 ? request : confirm, address)).status);
    }

    expect(new Set(answers)).toEqual(new Set([400]));
    expectRateLimited(await send(request, address), 'password-reset');
    expectRateLimited(await send(confirm, address), 'password-reset');
    expect((await send(request, randomLoopbackAddress())).status).toBe(400);
  });

  it.each(Object.keys(SAMPLES) as PublicRouteGroup[])(
    'limits the %s routes per address and group, and not the other groups or addresses',
    async (group) => {
      const address = randomLoopbackAddress();
      await fillWindow(group, address);

      for (const sample of SAMPLES[group]) expectRateLimited(await send(sample, address), group);
      for (const sample of SAMPLES[group])
        expect((await send(sample, randomLoopbackAddress())).status).not.toBe(429);
      for (const [other, samples] of Object.entries(SAMPLES)) {
        if (other === group) continue;
        for (const sample of samples) expect((await send(sample, address)).status, other).not.toBe(429);
      }
    },
  );

  it('counts an IPv6 caller by its /64 network, which one phone or line holds whole', async () => {
    const originToken = 'origin-token-of-the-test';
    process.env[ENV.originToken] = originToken;
    resetConfigForTests();
    try {
      await fillWindow('verification', '2001:db8:7:9::1');
      const sample = SAMPLES.verification[0] as { method: string; path: string };
      const fromViewer = (viewer: string) =>
        send(sample, randomLoopbackAddress(), {
          'cloudfront-viewer-address': `${viewer}:443`,
          [ORIGIN_TOKEN_HEADER]: originToken,
        });

      expectRateLimited(await fromViewer('2001:db8:7:9:abcd:1234:5678:9'), 'verification');
      expect((await fromViewer('2001:db8:7:a::1')).status).not.toBe(429);
    } finally {
      delete process.env[ENV.originToken];
      resetConfigForTests();
    }
  });

  it('counts the address the connection comes from, whatever address headers the caller sends', async () => {
    const address = randomLoopbackAddress();
    await fillWindow('verification', address);
    const sample = SAMPLES.verification[0] as { method: string; path: string };
    const elsewhere = randomLoopbackAddress();

    const answer = await send(sample, address, {
      'x-forwarded-for': elsewhere,
      'x-real-ip': elsewhere,
      'cloudfront-viewer-address': `${elsewhere}:443`,
      [ORIGIN_TOKEN_HEADER]: 'guessed-token',
    });

    expectRateLimited(answer, 'verification');
  });
});
