import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { archive } from './archive';
import { companyPage } from './company-page';
import { companyRegister } from './company-register';
import { dynamodbCost } from './dynamodb-cost';
import { firmWorkers } from './firm-workers';
import { gatewayThroughput } from './gateway-throughput';
import { type Benchmark, describeMachine, renderSection } from './harness';
import { massSign } from './mass-sign';
import { passwordHashing } from './password-hashing';
import { sealing } from './sealing';
import { trainingStatusJob } from './training-status-job';
import { userImport } from './user-import';
import { web } from './web';
import { zipBomb } from './zip-bomb';

/*
 * `npm run bench [-- id ...]`: runs every benchmark (or the named ones) and rewrites their
 * sections of docs/benchmarks.md, leaving the other sections as they were.
 */
const BENCHMARKS: Benchmark[] = [
  passwordHashing,
  gatewayThroughput,
  sealing,
  massSign,
  archive,
  trainingStatusJob,
  companyPage,
  firmWorkers,
  companyRegister,
  userImport,
  dynamodbCost,
  web,
  zipBomb,
];
const DOC = fileURLToPath(new URL('../docs/benchmarks.md', import.meta.url));
const HEADER = [
  '# Benchmarks',
  '',
  'Written by `npm run bench` (`npm run bench -- <id>` for one). Figures are medians of repeated runs',
  'in one process run on a shared 2-core machine; ratios compare with a baseline measured in the same',
  'run, which is the figure to trust. Nothing here is a timed test.',
].join('\n');

function replaceSection(document: string, id: string, section: string): string {
  const pattern = new RegExp(`<!-- bench:${id} -->[\\s\\S]*?<!-- /bench:${id} -->`);
  return pattern.test(document)
    ? document.replace(pattern, section)
    : `${document.trimEnd()}\n\n${section}\n`;
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const selected = wanted.length
    ? BENCHMARKS.filter((benchmark) => wanted.includes(benchmark.id))
    : BENCHMARKS;
  if (selected.length === 0) throw new Error(`No benchmark named ${wanted.join(', ')}`);
  let document = await readFile(DOC, 'utf8').catch(() => `${HEADER}\n`);
  const machine = describeMachine();
  for (const benchmark of selected) {
    console.log(`▶ ${benchmark.title}`);
    const result = await benchmark.run();
    for (const row of result.rows) console.log(`  ${row.name}: ${row.figure} (target ${row.target})`);
    // The notes carry what a figure depends on (the load average above all), so they print too.
    for (const note of result.notes ?? []) console.log(`  - ${note}`);
    if (result.isPartial) {
      console.log(`  (a partial run: ${DOC} left as it was)`);
      continue;
    }
    document = replaceSection(
      document,
      benchmark.id,
      renderSection(benchmark, result, machine, new Date().toISOString().slice(0, 10)),
    );
    await writeFile(DOC, document);
    console.log(`Written to ${DOC}`);
  }
}

await main();
