import { cpus, totalmem } from 'node:os';

/**
 * One benchmark's table in docs/benchmarks.md. Figures are medians of repeated runs within one
 * process run; `ratio` compares with a baseline measured in the same run, which is what stays
 * meaningful on a shared, noisy machine.
 */
export type BenchRow = {
  name: string;
  figure: string;
  target: string;
  /** The figure divided by its baseline's, when there is one. */
  ratio?: string;
  meetsTarget: boolean | null;
};

export type BenchResult = {
  rows: BenchRow[];
  notes?: string[];
  /** A run of part of the benchmark (an option narrowed it): printed, not written to the docs. */
  isPartial?: boolean;
};

export type Benchmark = {
  id: string;
  title: string;
  /** What is measured and how, in a sentence or two, shown above the table. */
  method: string;
  run: () => Promise<BenchResult>;
};

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 0
    ? ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
    : (sorted[middle] ?? 0);
}

export async function timeMedian(runs: number, work: () => Promise<unknown>): Promise<number> {
  const durations: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const startedAt = performance.now();
    await work();
    durations.push(performance.now() - startedAt);
  }
  return median(durations);
}

export function describeMachine(): string {
  const processors = cpus();
  return `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

export function formatMs(milliseconds: number): string {
  return milliseconds >= 1000 ? `${(milliseconds / 1000).toFixed(2)} s` : `${milliseconds.toFixed(1)} ms`;
}

export function renderSection(
  benchmark: Benchmark,
  result: BenchResult,
  machine: string,
  date: string,
): string {
  const lines = [
    `<!-- bench:${benchmark.id} -->`,
    `## ${benchmark.title}`,
    '',
    benchmark.method,
    '',
    `Machine: ${machine}. Date: ${date}.`,
    '',
    '| measurement | figure | target | ratio to baseline | meets target |',
    '|---|---|---|---|---|',
    ...result.rows.map(
      (row) =>
        `| ${row.name} | ${row.figure} | ${row.target} | ${row.ratio ?? '—'} | ${row.meetsTarget === null ? '—' : row.meetsTarget ? 'yes' : '**no**'} |`,
    ),
  ];
  if (result.notes?.length) lines.push('', ...result.notes.map((note) => `- ${note}`));
  lines.push(`<!-- /bench:${benchmark.id} -->`);
  return lines.join('\n');
}
