import { mkdtemp, readdir } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins } from '../../src/local/demo-data';
import { type Platform, startPlatform } from '../../src/local/platform';
import { ENV } from '../../src/platform/config';
import { createSoftwareAuthenticator } from '../support/passkey-authenticator';

/** Signs in through the API: the answer's status, and its access token when there is one. */
async function signIn(url: string, username: string, password: string) {
  const response = await fetch(`${url}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const { access } = (await response.json()) as { access?: string };
  return { status: response.status, token: access ?? '' };
}

async function post(url: string, path: string, token: string, body: unknown) {
  const response = await fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function call<T>(url: string, path: string, token?: string): Promise<T> {
  const response = await fetch(url + path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

type Pending = {
  id: string;
  company: { id: string };
  progress: { user: { last_name: string }; course: { id: string } };
};

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

// Each start runs DynamoDB Local and s3rver and seeds them: tens of seconds on a busy machine, so the
// demo firm's checks share one.
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
        expect((await signIn(first.url, superowner.username, superowner.password)).status).toBe(200);
        expect((await signIn(first.url, demoLogins.owner, DEMO_PASSWORD)).status).toBe(401);
      } finally {
        await first.stop();
      }

      const second = await startPlatform({ dataDir, port: 0, seed: 'demo', quiet: true, superowner });
      try {
        expect(second.seedOutcome).toEqual({ kind: 'existing', isDemo: false });
        expect((await signIn(second.url, superowner.username, superowner.password)).status).toBe(200);
      } finally {
        await second.stop();
      }
      expect(await readdir(dataDir)).toEqual(expect.arrayContaining(['dynamodb', 's3', 'token-secret']));
    },
    PLATFORM_TIMEOUT_MS,
  );

  describe('seeded with the demo firm on an empty store', () => {
    let platform: Platform;

    // As `npm start` runs: no public address set, so the platform's own default is the one used.
    const testsPublicBaseUrl = process.env[ENV.publicBaseUrl];

    beforeAll(async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'ssm-platform-'));
      delete process.env[ENV.publicBaseUrl];
      platform = await startPlatform({ dataDir, port: 0, seed: 'demo', quiet: true });
    }, PLATFORM_TIMEOUT_MS);

    afterAll(async () => {
      await platform?.stop();
      process.env[ENV.publicBaseUrl] = testsPublicBaseUrl;
    });

    it('is opened at localhost on its port, where a passkey can be registered', async () => {
      const port = portOf(platform.url);
      expect(platform.url).toBe(`http://localhost:${port}`);
      expect(platform.siteUrl).toBe(platform.url);
      const { token } = await signIn(platform.url, demoLogins.employee, DEMO_PASSWORD);

      const options = await post(platform.url, '/api/passkeys/registration-options/', token, {});
      const creation = options.body.options as { challenge: string; rp: { id: string } };
      const registered = await post(platform.url, '/api/passkeys/', token, {
        name: 'Telefonul meu',
        response: createSoftwareAuthenticator().attest(creation, { origin: platform.url }),
      });

      // Browsers accept `localhost` as a relying party and refuse an IP address.
      expect(creation.rp.id).toBe('localhost');
      expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    });

    it('has a working login for every role, on the loopback address only', async () => {
      expect(platform.seedOutcome).toEqual({ kind: 'demo' });
      const statuses = await Promise.all(
        Object.values(demoLogins).map(
          async (username) => (await signIn(platform.url, username, DEMO_PASSWORD)).status,
        ),
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
    });

    it('gives every signing screen something to show, signed and hashed for real', async () => {
      const [{ token: admin }, { token: owner }] = await Promise.all([
        signIn(platform.url, demoLogins.admin, DEMO_PASSWORD),
        signIn(platform.url, demoLogins.owner, DEMO_PASSWORD),
      ]);

      const waitingForAdmin = await call<Pending[]>(platform.url, '/api/documents/pending-admin/', admin);
      const waitingForOwner = await call<Pending[]>(platform.url, '/api/documents/pending-owner/', owner);
      const trainings = await call<{ id: string; status_code: string }[]>(
        platform.url,
        '/api/user-progress-admin/',
        admin,
      );

      expect(waitingForAdmin.map((item) => item.progress.user.last_name)).toEqual(['Stan']);
      // Two companies and two courses: enough for the owner's filters to narrow something.
      expect(waitingForOwner.map((item) => item.progress.user.last_name).sort()).toEqual([
        'Ciobanu',
        'Munteanu',
        'Munteanu',
      ]);
      expect(new Set(waitingForOwner.map((item) => item.company.id)).size).toBe(2);
      expect(new Set(waitingForOwner.map((item) => item.progress.course.id)).size).toBe(2);
      const signed = trainings.filter((training) => training.status_code === 'signed');
      expect(signed).toHaveLength(3);
      expect(trainings.filter((training) => training.status_code === 'awaiting_trainee')).toHaveLength(1);
      const signers = new Map<string, string[]>();
      for (const training of signed) {
        const link = await call<{ document_hash: string }>(
          platform.url,
          `/api/documents/${training.id}/pdf/`,
          admin,
        );
        const verification = await call<{
          valid: boolean;
          course_title: string;
          signatures: { role: string; last_name: string }[];
        }>(platform.url, `/api/verify-signature/?hash=${link.document_hash}`);
        expect(verification.valid).toBe(true);
        signers.set(
          verification.course_title,
          verification.signatures.map((signature) => `${signature.role} ${signature.last_name}`),
        );
      }
      // Each phase signed as the rule table says (docs/domain.md, signers per phase).
      expect(signers.get('Instruire la locul de muncă: șantierul de construcții')).toEqual([
        'trainee Stan',
        'manager Tudor',
        'admitter Popa',
      ]);
      expect(signers.get('Instruire periodică SSM: prevenirea accidentelor în activitatea zilnică')).toEqual([
        'trainee Georgescu',
        'manager Tudor',
        'verifier Ionescu',
      ]);
    });

    it("has a record waiting for a workplace manager's page and one whose manager nobody set", async () => {
      const [{ token: manager }, { token: owner }] = await Promise.all([
        signIn(platform.url, 'ana.tudor', DEMO_PASSWORD),
        signIn(platform.url, demoLogins.owner, DEMO_PASSWORD),
      ]);
      const companies = await call<{ id: string; name: string }[]>(platform.url, '/api/companies/', owner);
      const bakery = companies.find((company) => company.name === 'Panificația Moldovei SA');

      const waitingForManager = await call<Pending[]>(
        platform.url,
        '/api/documents/pending-manager/',
        manager,
      );
      const missingSigner = await call<Pending[]>(
        platform.url,
        `/api/documents/missing-signer/?company_id=${bakery?.id}`,
        owner,
      );

      expect(waitingForManager.map((item) => item.progress.user.last_name)).toEqual(['Munteanu']);
      expect(missingSigner.map((item) => item.progress.user.last_name)).toEqual(['Lungu']);
    });

    it("keeps one company's PSI-SU fișe electronic, the others' on paper with a scan uploaded", async () => {
      const { token: owner } = await signIn(platform.url, demoLogins.owner, DEMO_PASSWORD);
      const companies = await call<{ id: string; name: string }[]>(platform.url, '/api/companies/', owner);
      const modes = await Promise.all(
        companies.map(async (company) => {
          const settings = await call<{ mode: string }>(
            platform.url,
            `/api/companies/${company.id}/psi-sheet-mode/`,
            owner,
          );
          return [company.name, settings.mode] as const;
        }),
      );
      const { token: employee } = await signIn(platform.url, demoLogins.employee, DEMO_PASSWORD);
      const me = await call<{ id: string }>(platform.url, '/api/users/me/', employee);
      const scans = await call<{ scans: { sha256: string }[] }>(
        platform.url,
        `/api/users/${me.id}/training-sheet-scans/`,
        owner,
      );

      expect(modes.filter(([, mode]) => mode === 'electronic').map(([name]) => name)).toEqual([
        'Panificația Moldovei SA',
      ]);
      expect(modes.filter(([, mode]) => mode === 'paper').length).toBe(companies.length - 1);
      expect(scans.scans).toHaveLength(1);
    });
  });
});
