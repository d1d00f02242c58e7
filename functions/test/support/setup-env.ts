import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { TEST_PASSWORD_HASH_COST_ENV } from '../../src/accounts/domain/passwords';
import { resetClientsForTests } from '../../src/platform/aws';
import { resetConfigForTests } from '../../src/platform/config';
import { resetDeploymentKeysForTests } from '../../src/platform/deployment-keys';

/*
 * Before each test file: the handlers point at the shared emulators, and hash passwords at a test
 * cost (functions/src/accounts/domain/passwords.ts; the production cost is proven by
 * functions/test/unit/passwords.test.ts and login-timing.test.ts).
 *
 * The files of a worker share one module registry (the projects do not isolate them), so a file
 * that pointed the handlers elsewhere (a table or a platform of its own) or changed a setting
 * must not reach the next one: the environment the worker started with is put back, with a fresh
 * outbox, and everything built from the environment (configuration, clients, the token secret) is
 * dropped, to be built again on first use.
 */
const holder = globalThis as typeof globalThis & { environmentBeforeTests?: NodeJS.ProcessEnv };
holder.environmentBeforeTests ??= { ...process.env };
const environmentBeforeTests = holder.environmentBeforeTests;

for (const name of Object.keys(process.env)) {
  if (!(name in environmentBeforeTests)) delete process.env[name];
}
Object.assign(process.env, environmentBeforeTests, inject('emulatorEnv'), {
  [TEST_PASSWORD_HASH_COST_ENV]: String(2 ** 10),
  LOG_LEVEL: 'silent',
  OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'ssm-outbox-')),
  PUBLIC_BASE_URL: 'http://localhost:3000',
});
resetConfigForTests();
resetClientsForTests();
resetDeploymentKeysForTests();
