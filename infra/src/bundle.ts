import { copyFileSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { RouteDefinition } from '@ssm/shared';
import { buildSync, type Metafile } from 'esbuild';

/** One Lambda's source: its id (the output folder name) and the handler module to bundle. */
export type BundleEntry = { id: string; entry: string };

export type BundleOptions = {
  entries: readonly BundleEntry[];
  /** Each entry lands in `<outDir>/<id>/index.mjs` (+ `.map`), the folder a Lambda asset is made of. */
  outDir: string;
  /** Data files to place beside the bundles that need them (absolute paths). */
  assets?: readonly RuntimeAsset[];
};

/** A data file a module reads beside its bundle at run time: esbuild bundles code, not files. */
export type RuntimeAsset = { module: string; file: string };

/**
 * The functions' runtime assets, relative to the repository root: the signed training record
 * embeds DejaVu Sans (the standard PDF fonts cannot encode ș and ț), and its renderer reads the
 * font files beside its code. Every bundle that includes the module gets the files.
 */
export const RUNTIME_ASSETS: readonly RuntimeAsset[] = [
  { module: 'functions/src/domain/record-pdf.ts', file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf' },
  {
    module: 'functions/src/domain/record-pdf.ts',
    file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf',
  },
];

/** The assets with absolute paths, for `bundleHandlers`. */
export function resolveRuntimeAssets(repoRoot: string, assets: readonly RuntimeAsset[] = RUNTIME_ASSETS) {
  return assets.map((asset) => ({
    module: resolve(repoRoot, asset.module),
    file: resolve(repoRoot, asset.file),
  }));
}

/** The bundle id (and output folder) of a job, kept apart from the route ids. */
export function jobBundleId(jobId: string): string {
  return `jobs/${jobId}`;
}

/**
 * What gets bundled: each route's handler (`functions/src/http/<area>/<id>.ts`, as the contract
 * says) and each job's module. The stack and the bench both bundle exactly this list.
 */
export function listBundleEntries(options: {
  routes: readonly Pick<RouteDefinition, 'id' | 'area'>[];
  jobs: readonly { id: string; module: string }[];
  repoRoot: string;
}): BundleEntry[] {
  const http = join(options.repoRoot, 'functions', 'src', 'http');
  return [
    ...options.routes.map((route) => ({ id: route.id, entry: join(http, route.area, `${route.id}.ts`) })),
    ...options.jobs.map((job) => ({ id: jobBundleId(job.id), entry: resolve(options.repoRoot, job.module) })),
  ];
}

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

/** Copies each asset into the folder of every bundle whose inputs include the asset's module. */
function copyRuntimeAssets(metafile: Metafile, assets: readonly RuntimeAsset[]): void {
  for (const [outputPath, output] of Object.entries(metafile.outputs)) {
    if (!outputPath.endsWith('index.mjs')) continue;
    const inputs = new Set(Object.keys(output.inputs).map((input) => resolve(input)));
    for (const asset of assets) {
      if (inputs.has(asset.module))
        copyFileSync(asset.file, join(dirname(resolve(outputPath)), basename(asset.file)));
    }
  }
}

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
  const result = buildSync({
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
    metafile: true,
  });
  copyRuntimeAssets(result.metafile, options.assets ?? []);
  return new Map(options.entries.map((item) => [item.id, join(options.outDir, item.id)]));
}
