import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * One `npm test` runs every suite. The integration and security projects share one set of embedded
 * emulators, and the browser project one Chromium and one demo platform (in a process of its
 * own), each started once per run in their global setup; the unit suites need only Debian's PDF
 * tools. Vitest runs the global setups one after the other before any test file starts, so the
 * slow ones start in the background, beside each other, and the root's global setup, which runs
 * last, waits for them all (functions/test/support/background-starts.ts).
 */
/*
 * One file more than there are cores: a file also waits on processes of its own (DynamoDB
 * Local, s3rver, a platform, Chromium), which do their share of the work meanwhile; with it a
 * run keeps about 1.75 of 2 cores busy, and a fourth worker on 2 cores only added contention
 * (docs/benchmarks.md, Test suite). The projects that extend the web app's Vite config name it
 * again: they do not inherit it, and ran one file at a time.
 */
const WORKERS = availableParallelism() + 1;

/**
 * Web test files that replace a module with `vi.mock` (react-pdf: jsdom has no canvas) run each in a
 * fresh module registry: where files share one, an app module an earlier file imported keeps the
 * real module.
 */
const WEB_FILES_REPLACING_MODULES = [
  'web/test/admin-signing.test.tsx',
  'web/test/course-detail.test.tsx',
  'web/test/screen-texts.test.tsx',
  'web/test/sign-page.test.tsx',
];

/**
 * The order the files are handed to the workers, one queue for every project. The run opens with
 * the longest files (`LONG_FILES`), one per worker, whatever their project: a file of a minute or
 * two that starts late ends the run alone while the other core idles (ordered by project alone, the
 * bundling of every handler started after every browser and component file). The rest follow by
 * project, so that a worker runs the files of one project one after the other with the modules it
 * already loaded. Vitest's own order is by project name, which left the web projects, with the
 * longest component files, for last; the browser files come first, the projects with the slowest
 * worker start (infra) next, and the unit project's short files fill the end. Within a project, the
 * long files come first, then Vitest's order (the longest file of the last run first, else the
 * largest).
 */
const PROJECT_ORDER = ['e2e', 'web-isolated', 'web', 'infra', 'security', 'integration', 'unit'];

/**
 * The files of ten seconds or more on a quiet machine, longest first. On a fresh clone (CI)
 * Vitest has no timings of a last run and orders by size, which put short files that run long
 * (the login timing, the local platform's restarts) at the end of the run: one worker finished
 * them alone while the other core idled.
 */
const LONG_FILES = [
  'infra/test/bundle-needs.test.ts',
  'web/e2e/journey.e2e.test.ts',
  'functions/test/security/isolation-matrix.test.ts',
  'web/e2e/passkey-signing.e2e.test.ts',
  'web/test/add-course.test.tsx',
  'functions/test/integration/user-import.test.ts',
  'web/e2e/courses.e2e.test.ts',
  'web/test/screen-texts.test.tsx',
  'functions/test/integration/platform.test.ts',
  'web/test/quiz.test.tsx',
  'web/e2e/screens-desktop-owner.e2e.test.ts',
  'functions/test/integration/login-timing.test.ts',
  'functions/test/security/fuzz.test.ts',
  'web/e2e/screens-desktop-others.e2e.test.ts',
  'web/e2e/screens-phone-others.e2e.test.ts',
  'web/e2e/screens-phone-owner.e2e.test.ts',
  'web/e2e/login.e2e.test.ts',
  'functions/test/integration/archives.test.ts',
  'functions/test/integration/faults.test.ts',
  'web/test/sign-page.test.tsx',
  'infra/test/app.test.ts',
  'web/test/form-validation.test.tsx',
];

const goneLongFiles = LONG_FILES.filter((path) => !existsSync(join(import.meta.dirname, path)));
if (goneLongFiles.length > 0) {
  throw new Error(`LONG_FILES names files that are gone: ${goneLongFiles.join(', ')}`);
}

class RunOrderSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => PROJECT_ORDER.indexOf(file.project.name);
    const lengthRank = (file: TestSpecification) => {
      const index = LONG_FILES.findIndex((path) => file.moduleId.endsWith(`/${path}`));
      return index === -1 ? LONG_FILES.length : index;
    };
    const openingRank = (file: TestSpecification) => Math.min(lengthRank(file), WORKERS);
    return (await super.sort(files)).sort(
      (a, b) => openingRank(a) - openingRank(b) || rank(a) - rank(b) || lengthRank(a) - lengthRank(b),
    );
  }
}

export default defineConfig({
  test: {
    maxWorkers: WORKERS,
    sequence: { sequencer: RunOrderSequencer },
    globalSetup: ['functions/test/support/background-starts.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts'],
          environment: 'node',
          // Pure rules and pure modules: one worker loads them once for every file it runs.
          isolate: false,
          globalSetup: ['functions/test/support/pdf-tools-setup.ts'],
          // One test imports every handler module: seconds when a busy machine runs two files at once.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['functions/test/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/support/global-setup.ts'],
          setupFiles: ['functions/test/support/setup-env.ts'],
          // The handlers and the SDK load once per worker; each file starts from the same environment.
          isolate: false,
          // A few tests start a platform (a JVM) or hash dozens of passwords: on a busy 2-core machine
          // beside the browser tests, well over the 30 s that is plenty on a quiet one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'security',
          include: ['functions/test/security/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/test/support/global-setup.ts'],
          setupFiles: ['functions/test/support/setup-env.ts'],
          // The handlers and the SDK load once per worker; each file starts from the same environment.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['infra/test/**/*.test.ts'],
          environment: 'node',
          // Each file builds its own stacks from the same construct modules, which one worker loads once.
          isolate: false,
          /*
           * No CDK template validation on the tests' syntheses: it was half the project's CPU (16 s
           * of 30), and its findings are warnings only (errors are downgraded to warnings without
           * a context flag this repository does not set), so no test could fail on them. `cdk synth`
           * of a deployment still runs it.
           */
          env: { CDK_VALIDATION: 'false' },
          // Each synthesis runs every cdk-nag rule over the whole template: seconds, not milliseconds.
          // Bundling every handler once (bundle-needs) took over two minutes on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          root: '.',
          maxWorkers: WORKERS,
          include: ['web/test/**/*.test.{ts,tsx}'],
          exclude: WEB_FILES_REPLACING_MODULES,
          environment: 'jsdom',
          setupFiles: ['web/test/support/setup.ts'],
          /*
           * One jsdom and one load of React, Mantine and the app per worker, not per file: the
           * environment and the imports were a third of the project's time. Each test's clean-up
           * (web/test/support/setup.ts) leaves nothing behind for the next file.
           */
          isolate: false,
          // A page's first render in jsdom takes seconds when the shared machine is busy.
          testTimeout: 20_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web-isolated',
          root: '.',
          maxWorkers: WORKERS,
          include: WEB_FILES_REPLACING_MODULES,
          environment: 'jsdom',
          setupFiles: ['web/test/support/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['web/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['web/e2e/support/global-setup.ts'],
          /*
           * A worker runs file after file with the modules it loaded and its one connection to the
           * run's Chromium: each file opens contexts of its own and changes data of its own, so
           * nothing it leaves in a module is state the next file reads. One worker per file cost
           * a process start and the imports each time.
           */
          isolate: false,
          // Installing Chromium on a fresh machine and building the site take minutes, once per run.
          hookTimeout: 600_000,
          testTimeout: 120_000,
          // As long as Playwright's own waits: a second (Vitest's default) is too short for an import
          // preview or a list refresh while the machine also runs the other projects.
          expect: { poll: { timeout: 30_000 } },
        },
      },
    ],
  },
});
