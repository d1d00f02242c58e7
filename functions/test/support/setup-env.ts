import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';

/* Each test file's worker points the handlers at the shared emulators before importing them. */
Object.assign(process.env, inject('emulatorEnv'), {
  LOG_LEVEL: 'silent',
  OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'ssm-outbox-')),
  PUBLIC_BASE_URL: 'http://localhost:3000',
});
