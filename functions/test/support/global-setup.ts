import type { TestProject } from 'vitest/node';
import { startEmulators } from '../../src/local/emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    emulatorEnv: Record<string, string>;
  }
}

/** One DynamoDB Local (in memory) and one s3rver for the whole integration run. */
export default async function setup(project: TestProject) {
  const emulators = await startEmulators();
  project.provide('emulatorEnv', emulators.env);
  return () => emulators.stop();
}
