import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../src/local/demo-data';
import { startPlatform } from '../../src/local/platform';

const PLATFORM_TIMEOUT_MS = 180_000;

async function call<T>(url: string, path: string, token?: string): Promise<T> {
  const response = await fetch(url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

async function logIn(url: string, username: string): Promise<string> {
  const response = await fetch(`${url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await response.json()) as { access: string }).access;
}

type Pending = { id: string; progress: { user: { last_name: string } } };

describe('the demo signing data (npm start)', () => {
  it(
    'gives every signing screen something to show, signed and hashed for real',
    async () => {
      const platform = await startPlatform({
        dataDir: await mkdtemp(join(tmpdir(), 'ssm-demo-documents-')),
        port: 0,
        seed: 'demo',
        quiet: true,
      });
      try {
        const [admin, owner] = await Promise.all([
          logIn(platform.url, demoLogins.admin),
          logIn(platform.url, demoLogins.owner),
        ]);

        const waitingForAdmin = await call<Pending[]>(platform.url, '/api/documents/pending-admin/', admin);
        const waitingForOwner = await call<Pending[]>(platform.url, '/api/documents/pending-owner/', owner);
        const trainings = await call<{ id: string; status_code: string }[]>(
          platform.url,
          '/api/user-progress-admin/',
          admin,
        );

        expect(waitingForAdmin.map((item) => item.progress.user.last_name)).toEqual(['Stan']);
        expect(waitingForOwner.map((item) => item.progress.user.last_name).sort()).toEqual([
          'Ciobanu',
          'Munteanu',
        ]);
        const signed = trainings.filter((training) => training.status_code === 'signed');
        expect(signed).toHaveLength(2);
        expect(trainings.filter((training) => training.status_code === 'awaiting_trainee')).toHaveLength(1);
        const link = await call<{ document_hash: string }>(
          platform.url,
          `/api/documents/${signed[0]?.id}/pdf/`,
          admin,
        );
        const verification = await call<{ valid: boolean }>(
          platform.url,
          `/api/verify-signature/?hash=${link.document_hash}`,
        );
        expect(verification.valid).toBe(true);
      } finally {
        await platform.stop();
      }
    },
    PLATFORM_TIMEOUT_MS,
  );
});
