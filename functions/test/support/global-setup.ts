import type { TestProject } from 'vitest/node';
import { type Emulators, startEmulators } from '../../src/local/emulators';
import { startInBackground } from './background-starts';
import { installDebianPackagesWhenMissing, PDF_TOOL_PACKAGES, SPREADSHEET_PACKAGES } from './debian-packages';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorEnv: Record<string, string>;
  }
}

/*
 * Vitest runs this setup once for each project that lists it (integration and security), each
 * through its own module loader: the shared emulators live on `globalThis` of the main process,
 * started by the first project and stopped when the last one tears down.
 */
type SharedEmulators = { emulators: Promise<Emulators>; users: number };
const holder = globalThis as typeof globalThis & { sharedTestEmulators?: SharedEmulators };

/**
 * One DynamoDB Local (in memory) and one s3rver for every project of the run that needs them,
 * qpdf, with which the upload tests encrypt PDFs as real "secured" files are, and LibreOffice,
 * which opens the CSV files the platform writes. The emulators start in the background, beside the
 * other projects' setups (`background-starts.ts`).
 */
export default function setup(project: TestProject) {
  installDebianPackagesWhenMissing({ ...PDF_TOOL_PACKAGES, ...SPREADSHEET_PACKAGES });
  holder.sharedTestEmulators ??= { emulators: startEmulators(), users: 0 };
  const shared = holder.sharedTestEmulators;
  shared.users += 1;
  startInBackground(shared.emulators.then((emulators) => project.provide('emulatorEnv', emulators.env)));
  return async () => {
    shared.users -= 1;
    if (shared.users > 0) return;
    holder.sharedTestEmulators = undefined;
    // A failed start is the run's error already (`background-starts.ts`): nothing to stop.
    const emulators = await shared.emulators.catch(() => undefined);
    await emulators?.stop();
  };
}
