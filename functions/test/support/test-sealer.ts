import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { texts } from '@ssm/shared';
import type { Sealer } from '../../src/signing/sealer';
import { createLocalSealer } from '../../src/signing/transports/local';

/** A local seal in a scratch directory (a 3072-bit key takes a moment: make one per file). */
export async function createScratchSealer(): Promise<{
  sealer: Sealer;
  directory: string;
  remove(): Promise<void>;
}> {
  const directory = await mkdtemp(join(tmpdir(), 'ssm-seal-'));
  const sealer = await createLocalSealer({ directory, organisation: texts.common.appName });
  return { sealer, directory, remove: () => rm(directory, { recursive: true, force: true }) };
}
