import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** One Lambda's source: its id (the output folder name) and the handler module to bundle. */
export type BundleEntry = { id: string; entry: string };

export type BundleOptions = {
  entries: readonly BundleEntry[];
  /** Each entry lands in `<outDir>/<id>/index.mjs` (+ `.map`), the folder a Lambda asset is made of. */
  outDir: string;
};

/** A route or job whose handler module does not exist (yet): it must not reach a deploy. */
export class MissingHandlersError extends Error {
  constructor(readonly missing: readonly BundleEntry[]) {
    const list = missing.map((item) => `  ${item.id}: ${item.entry}`).join('\n');
    super(`Handler modules missing for ${missing.length} function(s):\n${list}`);
    this.name = 'MissingHandlersError';
  }
}

/*
 * Bundled ESM still meets CommonJS dependencies that call `require`; Node's ESM scope has no
 * `require`, so every bundle recreates one at its top.
 */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';" +
  'const require = __createRequire(import.meta.url);';

/**
 * Bundles every handler in ONE esbuild call (a process per function costs ~0.35 s each; one call
 * for all of them takes tens of milliseconds) and returns each entry's output folder. Synchronous
 * because a CDK construct tree is built synchronously. Throws `MissingHandlersError`, naming them
 * all, when handler modules are missing.
 */
export function bundleHandlers(options: BundleOptions): Map<string, string> {
  const missing = options.entries.filter((item) => !existsSync(item.entry));
  if (missing.length > 0) throw new MissingHandlersError(missing);
  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(options.outDir, { recursive: true });
  buildSync({
    entryPoints: Object.fromEntries(options.entries.map((item) => [`${item.id}/index`, item.entry])),
    outdir: options.outDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    minify: true,
    sourcemap: true,
    // The map serves stack traces only; leaving the sources out keeps it (and the upload) small.
    sourcesContent: false,
    // Prefer the ESM builds of dependencies so esbuild can drop what a handler never uses.
    mainFields: ['module', 'main'],
    banner: { js: REQUIRE_SHIM },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return new Map(options.entries.map((item) => [item.id, join(options.outDir, item.id)]));
}
