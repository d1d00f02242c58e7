import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * `npm run bench:fuzz [-- runs]`: the route fuzzer of the security tests with a thousand
 * requests per route instead of a handful. Prints what was sent and what failed, and exits
 * non-zero when any property failed. FUZZ_SEED=<n> replays a run.
 */

const DEFAULT_RUNS = 1000;
/** Every request's writes are journaled anyway; the tenant is also read back for one in this many. */
const SNAPSHOT_EVERY = 10;
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TEST_FILE = 'functions/test/security/fuzz.test.ts';

type RouteStatistics = { requests: number; statuses: Record<string, number> };
type VitestReport = {
  testResults: {
    assertionResults: { fullName: string; status: string; duration?: number; failureMessages: string[] }[];
  }[];
};

function runVitest(env: Record<string, string>, reportFile: string): Promise<number> {
  const args = ['vitest', 'run', '--project', 'security', TEST_FILE, '--reporter=dot', '--reporter=json'];
  return new Promise((resolve, reject) => {
    const child = spawn('npx', [...args, `--outputFile.json=${reportFile}`], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

/** A route's test is named after its id; other tests keep their whole name. */
function nameOf(fullName: string): string {
  return /(\S+) answers hostile requests/.exec(fullName)?.[1] ?? fullName;
}

function readStatistics(file: string): Record<string, RouteStatistics> {
  const merged: Record<string, RouteStatistics> = {};
  for (const line of readFileSync(file, 'utf8').split('\n').filter(Boolean))
    Object.assign(merged, JSON.parse(line) as Record<string, RouteStatistics>);
  return merged;
}

async function main(): Promise<number> {
  const runs = Number(process.argv[2] ?? process.env.FUZZ_RUNS ?? DEFAULT_RUNS);
  const workDir = mkdtempSync(join(tmpdir(), 'ssm-fuzz-'));
  const statisticsFile = join(workDir, 'statistics.jsonl');
  const reportFile = join(workDir, 'vitest.json');
  const startedAt = performance.now();
  try {
    console.log(`▶ Fuzzing every route with ${runs} requests each (${TEST_FILE})`);
    const exitCode = await runVitest(
      { FUZZ_RUNS: String(runs), FUZZ_SNAPSHOT_EVERY: String(SNAPSHOT_EVERY), FUZZ_REPORT: statisticsFile },
      reportFile,
    );
    const minutes = (performance.now() - startedAt) / 60_000;
    if (!existsSync(statisticsFile) || !existsSync(reportFile)) {
      console.error(`Vitest exited with ${exitCode} before fuzzing anything.`);
      return 1;
    }
    const statistics = readStatistics(statisticsFile);
    const report = JSON.parse(readFileSync(reportFile, 'utf8')) as VitestReport;
    const results = report.testResults.flatMap((file) => file.assertionResults);
    const failures = results.filter((result) => result.status === 'failed');
    const slowest = [...results].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0)).slice(0, 5);
    const statuses: Record<string, number> = {};
    let requests = 0;
    for (const route of Object.values(statistics)) {
      requests += route.requests;
      for (const [status, count] of Object.entries(route.statuses))
        statuses[status] = (statuses[status] ?? 0) + count;
    }
    console.log('');
    console.log(`Routes fuzzed: ${Object.keys(statistics).length}`);
    console.log(`Requests sent: ${requests} in ${minutes.toFixed(1)} min`);
    console.log(
      `Answers: ${Object.entries(statuses)
        .sort(([a], [b]) => Number(a) - Number(b))
        .map(([status, count]) => `${status} × ${count}`)
        .join(', ')}`,
    );
    console.log(
      `Slowest: ${slowest.map((result) => `${nameOf(result.fullName)} ${((result.duration ?? 0) / 1000).toFixed(0)} s`).join(', ')}`,
    );
    console.log(`Failures: ${failures.length}`);
    for (const failure of failures)
      console.log(
        `  ✗ ${failure.fullName}\n    ${(failure.failureMessages[0] ?? '').split('\n').slice(0, 12).join('\n    ')}`,
      );
    return failures.length > 0 || exitCode !== 0 ? 1 : 0;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

process.exitCode = await main();
