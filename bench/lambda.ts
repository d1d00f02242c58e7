import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { describeMachine, formatMs } from './harness';
import {
  benchLambdaBundles,
  type FunctionFigures,
  GOAL_BUNDLE_BYTES,
  GOAL_RATIO_TO_FLOOR,
  type LambdaBenchResult,
  MAX_BUNDLE_BYTES,
  MAX_RATIO_TO_FLOOR,
  ONLY_ROUTES,
  RUNS,
} from './lambda-bundles';

/*
 * `npm run bench:lambda`: bundles every handler as deployed, and beside each distinct set of
 * declared needs a floor handler holding only those SDK clients; times cold import + first answer
 * in fresh Node processes against the local emulators, and rewrites the "Lambda bundles" section
 * of docs/benchmarks.md (between its markers, leaving the other sections alone). `--section <id>`
 * writes the table under another marker instead (a measurement of another tree, kept beside).
 * With `BENCH_LAMBDA_ROUTES` (some routes only) the table is printed, not written.
 */
const DOC = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const sectionFlag = process.argv.indexOf('--section');
const SECTION_ID = sectionFlag > 0 ? process.argv[sectionFlag + 1]! : 'lambda-bundles';
const TITLE = sectionFlag > 0 ? (process.argv[sectionFlag + 2] ?? SECTION_ID) : 'Lambda bundles';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;
const load = () => loadavg()[0]!.toFixed(1);

function render(
  result: LambdaBenchResult,
  context: { machine: string; date: string; loadBefore: string },
): string {
  const { empty } = result;
  const floorOf = (figures: FunctionFigures) => result.floors.find((floor) => floor.id === figures.floorId)!;
  const toFloor = (figures: FunctionFigures) => figures.processMs / floorOf(figures).processMs;
  const toEmpty = (figures: FunctionFigures) => figures.processMs / empty.processMs;
  const meets = (figures: FunctionFigures) =>
    figures.bytes < MAX_BUNDLE_BYTES && toFloor(figures) <= MAX_RATIO_TO_FLOOR;
  const reference = (figures: FunctionFigures) =>
    `| ${figures.id} | ${kb(figures.bytes)} | — | ${formatMs(figures.processMs)} | — | — | ${toEmpty(figures).toFixed(1)}x | ${figures.statuses.join(', ')} | — |`;
  const row = (figures: FunctionFigures) =>
    `| ${figures.id} | ${kb(figures.bytes)} | ${figures.lazyBytes ? kb(figures.lazyBytes) : '—'} | ${formatMs(figures.processMs)} | ${floorOf(figures).id.replace('(floor) ', '')} | ${toFloor(figures).toFixed(2)}x | ${toEmpty(figures).toFixed(1)}x | ${figures.statuses.join(', ')} | ${meets(figures) ? 'yes' : '**no**'} |`;
  const largest = Math.max(...result.functions.map((figures) => figures.bytes));
  const worst = Math.max(...result.functions.map(toFloor));
  const overGoal = result.functions.filter((figures) => toFloor(figures) > GOAL_RATIO_TO_FLOOR);
  const lines = [
    `<!-- bench:${SECTION_ID} -->`,
    `## ${TITLE}`,
    '',
    `Written by \`npm run bench:lambda\`. Every handler is bundled as the stack deploys it (an esbuild build of its own: ESM, node24, minified, source maps, code splitting; \`bundle\` is what a cold start loads, \`index.mjs\` and the chunks it imports statically, \`lazy chunks\` what only \`import()\` loads), beside an empty handler and, for each distinct set of declared needs, a floor handler holding only the SDK clients those needs call for (DynamoDB and Secrets Manager for every function, which reads the token secret; S3 with its presigner for a bucket, SES for mail, Lambda for invoking the archive job), each constructed once and answering without a call. Each figure is the median of ${RUNS} fresh Node processes (after one untimed warm-up), each importing the bundle and answering one API Gateway v2 request against the local emulators (DynamoDB Local, s3rver), with \`NODE_OPTIONS=--enable-source-maps\` as on Lambda; each process imports node:http first, which the SDK needs only for the emulators' http:// endpoints (on Lambda no function loads it), so every subject pays it alike. Signed-in routes carry the token of the seeded demo user of their first allowed role and an empty body, so the answer goes through the token check, the principal's GetItem and validation; a route that ends the caller's sessions (\`endsCallerSessions\` in the route table: logout, logout-everywhere) gets a twin of that user of its own, signed in afresh before each run, so no other request meets a token it ended. "cold process" is spawn to exit, Node's own start-up included, the closest local figure to a Lambda cold start. Targets: bundle < ${kb(MAX_BUNDLE_BYTES)} (goal ${kb(GOAL_BUNDLE_BYTES)}), cold process ≤ ${MAX_RATIO_TO_FLOOR}x the route's floor (goal ${GOAL_RATIO_TO_FLOOR}x).`,
    '',
    `Machine: ${context.machine}. Date: ${context.date}. Load average (1 min) when the run started: ${context.loadBefore}, when it ended: ${load()}, on 2 cores shared with other work.`,
    '',
    '| function | bundle | lazy chunks | cold process | floor (SDK clients) | ratio to floor | ratio to empty | status | meets targets |',
    '|---|---|---|---|---|---|---|---|---|',
    reference(empty),
    ...result.floors.map(reference),
    ...result.references.map(reference),
    ...result.functions.map(row),
    '',
    `- Largest bundle ${kb(largest)} (target < ${kb(MAX_BUNDLE_BYTES)}, goal ${kb(GOAL_BUNDLE_BYTES)}): ${largest < MAX_BUNDLE_BYTES ? 'met' : '**not met**'}. Worst ratio to its floor ${worst.toFixed(2)}x (target ≤ ${MAX_RATIO_TO_FLOOR}x): ${worst <= MAX_RATIO_TO_FLOOR ? 'met' : '**not met**'}; ${overGoal.length} of ${result.functions.length} routes above the ${GOAL_RATIO_TO_FLOOR}x goal.`,
  ];
  const oversized = result.functions.filter((figures) => figures.bytes >= MAX_BUNDLE_BYTES);
  if (oversized.length) {
    lines.push(
      `- Over ${kb(MAX_BUNDLE_BYTES)}: ${oversized.map((figures) => `${figures.id} (${kb(figures.bytes)})`).join(', ')}.`,
    );
  }
  if (result.skipped.length) {
    lines.push(`- Not measured, handler module not written yet: ${result.skipped.join(', ')}.`);
  }
  lines.push(`<!-- /bench:${SECTION_ID} -->`);
  return lines.join('\n');
}

const loadBefore = load();
const result = await benchLambdaBundles();
const section = render(result, {
  machine: describeMachine(),
  date: new Date().toISOString().slice(0, 10),
  loadBefore,
});
// A run of some routes only is printed: it must not replace the table of all of them.
if (ONLY_ROUTES.length === 0) {
  const document = readFileSync(DOC, 'utf8');
  const pattern = new RegExp(`<!-- bench:${SECTION_ID} -->[\\s\\S]*?<!-- /bench:${SECTION_ID} -->`);
  writeFileSync(
    DOC,
    pattern.test(document) ? document.replace(pattern, section) : `${document.trimEnd()}\n\n${section}\n`,
  );
}
console.log(section);
