import { defineConfig } from 'vitest/config';

/*
 * One `npm test` runs every suite. Integration and browser suites start the embedded emulators
 * once per run in their global setup; unit suites need nothing.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/support/global-setup.ts'],
          setupFiles: ['functions/test/support/setup-env.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['functions/test/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/support/global-setup.ts'],
          setupFiles: ['functions/test/support/setup-env.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          // Each synthesis runs every cdk-nag rule over the whole template: seconds, not milliseconds.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
