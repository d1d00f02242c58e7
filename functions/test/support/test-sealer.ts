import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { texts } from '@ssm/shared';
import { createLocalSealer } from '../../src/lib/local-sealer';
import type { Sealer } from '../../src/lib/sealer';

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
