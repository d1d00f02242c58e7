import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { TEST_PASSWORD_HASH_COST_ENV } from '../../src/domain/passwords';

/*
 * Each test file's worker points the handlers at the shared emulators before importing them, and
 * hashes passwords at a test cost (functions/src/domain/passwords.ts): the production cost is
 * proven by functions/test/unit/passwords.test.ts and login-timing.test.ts.
 */
Object.assign(process.env, inject('emulatorEnv'), {
  [TEST_PASSWORD_HASH_COST_ENV]: String(2 ** 10),
  LOG_LEVEL: 'silent',
  OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'ssm-outbox-')),
  PUBLIC_BASE_URL: 'http://localhost:3000',
});
