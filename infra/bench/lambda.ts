import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describeMachine, formatMs } from '../../bench/harness';
import {
  benchLambdaBundles,
  type FunctionFigures,
  type LambdaBenchResult,
  MAX_BUNDLE_BYTES,
  MAX_RATIO_TO_EMPTY,
  RUNS,
} from './lambda-bundles';

/*
 * `npm run bench:lambda`: bundles every handler as deployed, times cold import + first answer in
 * fresh Node processes against the local emulators, and rewrites the "Lambda bundles" section of
 * docs/benchmarks.md (between its markers, leaving the other sections alone).
 */
const DOC = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));
const SECTION_ID = 'lambda-bundles';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(0)} kB`;

function render(result: LambdaBenchResult, machine: string, date: string): string {
  const { empty } = result;
  const ratioOf = (figures: FunctionFigures) => figures.processMs / empty.processMs;
  const meets = (figures: FunctionFigures) =>
    figures.bytes < MAX_BUNDLE_BYTES && ratioOf(figures) <= MAX_RATIO_TO_EMPTY;
  const row = (figures: FunctionFigures) =>
    `| ${figures.id} | ${kb(figures.bytes)} | ${formatMs(figures.importMs)} | ${formatMs(figures.answerMs)} | ${formatMs(figures.processMs)} | ${ratioOf(figures).toFixed(1)}x | ${figures.statuses.join(', ')} | ${figures === empty || result.references.includes(figures) ? '—' : meets(figures) ? 'yes' : '**no**'} |`;
  const largest = Math.max(...result.functions.map((figures) => figures.bytes));
  const worst = Math.max(...result.functions.map(ratioOf));
  const inProcess = Math.max(...result.functions.map((figures) => figures.totalMs / empty.totalMs));
  const lines = [
    `<!-- bench:${SECTION_ID} -->`,
    '## Lambda bundles',
    '',
    `Written by \`npm run bench:lambda\`. Every handler is bundled as the stack deploys it (one esbuild pass: ESM, node24, minified, source maps) beside an empty handler bundled the same way. Each figure is the median of ${RUNS} fresh Node processes (after one untimed warm-up), each importing the bundle and answering one API Gateway v2 request against the local emulators (DynamoDB Local, s3rver), with \`NODE_OPTIONS=--enable-source-maps\` as on Lambda. Signed-in routes carry a seeded demo user's token and an empty body, so the answer goes through the token check, the principal's GetItem and validation. "import" and "first answer" are timed inside the process; "cold process" is spawn to exit, Node's own start-up included, the closest local figure to a Lambda cold start, and the ratio compares it with the empty handler's. Targets: bundle < 1 MB (${kb(MAX_BUNDLE_BYTES)}), cold process ≤ ${MAX_RATIO_TO_EMPTY}x the empty handler's.`,
    '',
    `Machine: ${machine}. Date: ${date}.`,
    '',
    '| function | bundle | import | first answer | cold process | ratio to empty | status | meets targets |',
    '|---|---|---|---|---|---|---|---|',
    row(empty),
    ...result.references.map(row),
    ...result.functions.map(row),
    '',
    `- Largest bundle ${kb(largest)} (target < ${kb(MAX_BUNDLE_BYTES)}): ${largest < MAX_BUNDLE_BYTES ? 'met' : '**not met**'}. Worst cold-process ratio ${worst.toFixed(1)}x (target ≤ ${MAX_RATIO_TO_EMPTY}x): ${worst <= MAX_RATIO_TO_EMPTY ? 'met' : '**not met**'}.`,
    `- Timed inside the process, import + first answer is up to ${inProcess.toFixed(0)}x the empty handler's ${formatMs(empty.totalMs)}: an empty module costs next to nothing, so that ratio only restates the absolute figures.`,
  ];
  for (const reference of result.references) {
    lines.push(
      `- ${reference.id.replace('(reference) ', 'Reference: ')} alone, bundled the same way: cold process ${formatMs(reference.processMs)}, ${ratioOf(reference).toFixed(1)}x the empty handler's.`,
    );
  }
  const floor = Math.max(...result.references.map(ratioOf));
  if (floor > MAX_RATIO_TO_EMPTY) {
    lines.push(
      `- The references alone already take up to ${floor.toFixed(1)}x: a route that loads them cannot meet ${MAX_RATIO_TO_EMPTY}x however it is bundled; what is left to win is in what the handlers import.`,
    );
  }
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

const result = await benchLambdaBundles();
const section = render(result, describeMachine(), new Date().toISOString().slice(0, 10));
const document = readFileSync(DOC, 'utf8');
const pattern = new RegExp(`<!-- bench:${SECTION_ID} -->[\\s\\S]*?<!-- /bench:${SECTION_ID} -->`);
writeFileSync(
  DOC,
  pattern.test(document) ? document.replace(pattern, section) : `${document.trimEnd()}\n\n${section}\n`,
);
console.log(section);
