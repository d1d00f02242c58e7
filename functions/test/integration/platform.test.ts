import { mkdtemp, readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENV } from '../../src/lib/config';
import { DEMO_PASSWORD, demoLogins } from '../../src/local/demo-data';
import { startPlatform } from '../../src/local/platform';

async function login(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return response.status;
}

/** Whether a TCP connection to the address is accepted (refused when nothing listens there). */
function acceptsConnection(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

const portOf = (url: string) => Number(new URL(url).port);

// Each case starts DynamoDB Local and s3rver and seeds them: tens of seconds on a busy machine.
const PLATFORM_TIMEOUT_MS = 180_000;

describe('the local platform (npm start)', () => {
  it(
    'creates exactly the super owner named by the environment, and keeps data across a restart',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'ssm-platform-'));
      const superowner = { username: 'sef.platforma', password: 'Parola-Sigura1' };

      const first = await startPlatform({ dataDir, port: 0, seed: 'demo', quiet: true, superowner });
      try {
        expect(first.seedOutcome).toEqual({ kind: 'superowner', username: 'sef.platforma' });
        expect(await login(first.url, superowner.username, superowner.password)).toBe(200);
        expect(await login(first.url, demoLogins.owner, DEMO_PASSWORD)).toBe(401);
      } finally {
        await first.stop();
      }

      const second = await startPlatform({ dataDir, port: 0, seed: 'demo', quiet: true, superowner });
      try {
        expect(second.seedOutcome).toEqual({ kind: 'existing', isDemo: false });
        expect(await login(second.url, superowner.username, superowner.password)).toBe(200);
      } finally {
        await second.stop();
      }
      expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['dynamodb', 's3', 'token-secret']));
    },
    PLATFORM_TIMEOUT_MS,
  );

  it(
    'seeds the demo firm on an empty store, with a working login for every role',
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'ssm-platform-'));

      const platform = await startPlatform({ dataDir, port: 0, seed: 'demo', quiet: true });
      try {
        expect(platform.seedOutcome).toEqual({ kind: 'demo' });
        const statuses = await Promise.all(
          Object.values(demoLogins).map((username) => login(platform.url, username, DEMO_PASSWORD)),
        );
        expect(statuses).toEqual([200, 200, 200, 200]);
        // Bound to 127.0.0.1, not to every interface: another address of this machine (127.0.0.2
        // stands for the network card) finds nothing listening, for the gateway and both emulators.
        const ports = [platform.url, platform.env[ENV.dynamodbEndpoint], platform.env[ENV.s3Endpoint]].map(
          (url) => portOf(url as string),
        );
        expect(await Promise.all(ports.map((port) => acceptsConnection('127.0.0.1', port)))).toEqual([
          true,
          true,
          true,
        ]);
        expect(await Promise.all(ports.map((port) => acceptsConnection('127.0.0.2', port)))).toEqual([
          false,
          false,
          false,
        ]);
      } finally {
        await platform.stop();
      }
    },
    PLATFORM_TIMEOUT_MS,
  );
});
