import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  generateTemporaryPassword,
  stretchGeneratedPassword,
  TEST_PASSWORD_HASH_COST_ENV,
} from '../../src/accounts/domain/passwords';
import { inProcessJobsSettled } from '../../src/platform/invoker';
import { buildTenant, buildUser, uniqueName } from '../support/builders';
import { randomLoopbackAddress, useTestGateway } from '../support/gateway';
import { readMailsTo } from '../support/outbox';

/*
 * A refused login, and a password reset request, must not tell whether the account exists. Refusals of three kinds are sent
 * interleaved in a random order each round, each from an address of its own and against an
 * account of its own (so no throttle answers early), and compared with each other, never with a
 * fixed duration: each time is taken as a share of its round's mean, so a burst of load on the
 * shared machine weighs on a whole round alike, and the kinds' median shares are compared. A
 * comparison of times stays a sample: a test that fails on one is run again (`retry`), and a real
 * gap fails every run.
 */

const api = useTestGateway();

// The refusals are compared at the production costs (2^12 and 2^15), not the other files' test cost:
// the gap this file guards against is the one scrypt's time opens between those two.
beforeAll(() => {
  vi.stubEnv(TEST_PASSWORD_HASH_COST_ENV, undefined);
});
afterAll(() => {
  vi.unstubAllEnvs();
});
const ROUNDS = 21;
/**
 * The medians may differ by this share of the larger one. Before the fix a wrong temporary
 * password was refused in 44–92 ms and an unknown username in 142–224 ms: about 60 % apart.
 */
const TOLERANCE = 0.2;

type Kind = 'unknown username' | 'wrong password, temporary password' | 'wrong password, chosen password';
type ResetKind = 'existing account' | 'unknown address';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

/**
 * Fails when any kind's median share of its round's mean time is further than TOLERANCE of the
 * largest from it. `times[kind][round]`: every kind has a time in every round.
 */
function expectMediansAlike(times: Record<string, number[]>): void {
  const kinds = Object.values(times);
  const roundMeans = (kinds[0] ?? []).map(
    (_, round) => kinds.reduce((total, values) => total + (values[round] as number), 0) / kinds.length,
  );
  const medians = Object.fromEntries(
    Object.entries(times).map(([kind, values]) => [
      kind,
      median(values.map((value, round) => value / (roundMeans[round] as number))),
    ]),
  );
  const slowest = Math.max(...Object.values(medians));
  for (const [kind, value] of Object.entries(medians)) {
    expect((slowest - value) / slowest, `${kind}: ${JSON.stringify(medians)}`).toBeLessThan(TOLERANCE);
  }
}

function shuffled<T>(items: T[]): T[] {
  return items
    .map((item) => ({ item, order: randomBytes(4).readUInt32BE() }))
    .sort((a, b) => a.order - b.order)
    .map(({ item }) => item);
}

describe('a refused login', () => {
  it('takes as long for an unknown username as for a wrong password, whatever the account’s hash cost', {
    timeout: 120_000,
    retry: 2,
  }, async () => {
    const { firm, company } = await buildTenant();
    const placement = { role: 'employee', firmId: firm.id, companyId: company.id } as const;
    const cheap = await stretchGeneratedPassword(generateTemporaryPassword());
    const newcomers = await Promise.all(
      Array.from({ length: ROUNDS }, () => buildUser(placement, { password: cheap })),
    );
    const regulars = await Promise.all(Array.from({ length: ROUNDS }, () => buildUser(placement)));
    expect(newcomers[0]?.password_hash).toMatch(/^scrypt-peppered\$4096\$/);
    expect(regulars[0]?.password_hash).toMatch(/^scrypt-peppered\$32768\$/);
    const times: Record<Kind, number[]> = {
      'unknown username': [],
      'wrong password, temporary password': [],
      'wrong password, chosen password': [],
    };

    for (let round = 0; round < ROUNDS; round += 1) {
      const attempts: [Kind, string][] = [
        ['unknown username', uniqueName('nimeni')],
        ['wrong password, temporary password', (newcomers[round] as { username: string }).username],
        ['wrong password, chosen password', (regulars[round] as { username: string }).username],
      ];
      for (const [kind, username] of shuffled(attempts)) {
        const startedAt = performance.now();
        const answer = await api.request('POST', '/api/token/', {
          body: { username, password: 'Gresita-Parola-91' },
          clientAddress: randomLoopbackAddress(),
        });
        times[kind].push(performance.now() - startedAt);
        expect(answer.status, kind).toBe(401);
      }
    }

    expectMediansAlike(times);
  });
});

describe('a password reset request', () => {
  it('takes as long for an address with an account as for an unknown one', {
    timeout: 120_000,
    retry: 2,
  }, async () => {
    const { firm, company } = await buildTenant();
    const placement = { role: 'employee', firmId: firm.id, companyId: company.id } as const;
    const accounts = await Promise.all(
      Array.from({ length: ROUNDS }, () =>
        buildUser(placement, { email: `${uniqueName('ana')}@example.ro` }),
      ),
    );
    const times: Record<ResetKind, number[]> = { 'existing account': [], 'unknown address': [] };

    for (let round = 0; round < ROUNDS; round += 1) {
      const attempts: [ResetKind, string][] = [
        ['existing account', (accounts[round] as { email: string }).email],
        ['unknown address', `${uniqueName('nimeni')}@example.ro`],
      ];
      for (const [kind, email] of shuffled(attempts)) {
        const startedAt = performance.now();
        const answer = await api.request('POST', '/api/request-password-reset/', {
          body: { email, company_name: company.name },
          clientAddress: randomLoopbackAddress(),
        });
        times[kind].push(performance.now() - startedAt);
        expect(answer.status, kind).toBe(200);
        // The mail job an existing account starts runs in this process after the answer; left
        // running it would slow whichever request comes next, more often an unknown address.
        await inProcessJobsSettled();
      }
    }

    expectMediansAlike(times);
    // The mails went out all the same, after the answers.
    for (const account of accounts) expect(await readMailsTo(account.email as string)).toHaveLength(1);
  });
});
