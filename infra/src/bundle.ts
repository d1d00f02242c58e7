import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { handlerModulePath, type JobId, jobModulePath } from '@ssm/functions/deployment';
import type { RouteDefinition } from '@ssm/shared';
import { buildSync, type Metafile } from 'esbuild';

/** One Lambda's source: its id (the output folder name) and the handler module to bundle. */
export type BundleEntry = { id: string; entry: string };

export type BundleOptions = {
  entries: readonly BundleEntry[];
  /**
   * Each entry lands in `<outDir>/<id>/`: `index.mjs`, the chunks it loads with `import()` and
   * their source maps, the folder a Lambda asset is made of.
   */
  outDir: string;
  /** Data files to place beside the bundles that need them (absolute paths). */
  assets?: readonly RuntimeAsset[];
};

/** A data file a module reads beside its bundle at run time: esbuild bundles code, not files. */
export type RuntimeAsset = { module: string; file: string };

/**
 * The functions' runtime assets, relative to the repository root: the signed training record
 * embeds DejaVu Sans (the standard PDF fonts cannot encode ș and ț), and its renderer reads the
 * font files beside its code. Every folder whose code includes the module gets the files.
 */
export const RUNTIME_ASSETS: readonly RuntimeAsset[] = [
  {
    module: 'functions/src/records/domain/pdf-layout.ts',
    file: 'node_modules/dejavu-fonts-ttf/ttf/DejaVuSans.ttf',
  },
  {
    module: 'functions/src/records/domain/pdf-layout.ts',
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
 * What gets bundled: each route's handler (`functions/src/<area>/handlers/<id>.ts`, as the contract
 * says) and each job's module. The stack and the bench both bundle exactly this list.
 */
export function listBundleEntries(options: {
  routes: readonly Pick<RouteDefinition, 'id' | 'area'>[];
  jobs: readonly { id: JobId }[];
}): BundleEntry[] {
  return [
    ...options.routes.map((route) => ({ id: route.id, entry: handlerModulePath(route) })),
    ...options.jobs.map((job) => ({ id: jobBundleId(job.id), entry: jobModulePath(job.id) })),
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
 * `require`, so every output file recreates one at its top.
 */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';" +
  'const require = __createRequire(import.meta.url);';

/**
 * One function's folder. `modules` and `bytes` are what a cold start evaluates: `index.mjs` and
 * the chunks it imports statically; `lazyModules` and `lazyBytes` are the chunks only `import()`
 * loads, when a request needs them (the renderer, the seal's keys, the AWS SDK's other credential
 * providers). `lazyImports` names, for each module loaded with `import()`, the modules loading it
 * adds: its chunk and the chunks that chunk imports statically, beyond those loaded on import.
 */
export type BundledFunction = {
  dir: string;
  modules: string[];
  bytes: number;
  lazyModules: string[];
  lazyBytes: number;
  lazyImports: Map<string, string[]>;
};

type Outputs = Metafile['outputs'];

/** The chunks importing `start` loads (statically only, or with its `import()`s), itself included. */
function chunksReached(outputs: Outputs, start: string, kinds: 'static' | 'all'): string[] {
  const reached = new Set<string>();
  const visit = (path: string) => {
    if (reached.has(path)) return;
    reached.add(path);
    for (const imported of outputs[path]!.imports) {
      if (imported.external) continue;
      if (kinds === 'all' || imported.kind === 'import-statement') visit(imported.path);
    }
  };
  visit(start);
  return [...reached];
}

/**
 * Builds one function into its folder with esbuild's code splitting: the handler's static import
 * graph in `index.mjs` (and the chunks it shares with its lazy parts), each `import()` a chunk
 * loaded when first called, and beside them the runtime assets its modules read, so a chunk finds
 * them next to itself. One build per function: each folder holds only what its handler reaches,
 * tree-shaken for it alone. esbuild also makes a chunk for an `import()` whose caller the handler
 * never uses (tree-shaking drops the call, not the chunk); only the chunks `index.mjs` reaches are
 * written.
 */
function bundleFunction(entry: BundleEntry, dir: string, assets: readonly RuntimeAsset[]): BundledFunction {
  const { metafile, outputFiles } = buildSync({
    entryPoints: { index: entry.entry },
    outdir: dir,
    write: false,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
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
  const { outputs } = metafile;
  const index = Object.keys(outputs).find((path) => resolve(path) === join(dir, 'index.mjs'))!;
  const onImport = chunksReached(outputs, index, 'static');
  const lazy = chunksReached(outputs, index, 'all').filter((path) => !onImport.includes(path));
  const modulesOf = (paths: readonly string[]) =>
    paths.flatMap((path) => Object.keys(outputs[path]!.inputs).map((input) => resolve(input)));
  const bytesOf = (paths: readonly string[]) =>
    paths.reduce((total, path) => total + outputs[path]!.bytes, 0);
  const written = new Set([...onImport, ...lazy].map((path) => resolve(path)));
  mkdirSync(dir, { recursive: true });
  for (const file of outputFiles) {
    if (written.has(file.path.replace(/\.map$/, ''))) writeFileSync(file.path, file.contents);
  }
  const modules = modulesOf(onImport);
  const lazyModules = modulesOf(lazy);
  const inputs = new Set([...modules, ...lazyModules]);
  for (const asset of assets) {
    if (inputs.has(asset.module)) copyFileSync(asset.file, join(dir, basename(asset.file)));
  }
  const lazyImports = new Map(
    lazy
      .filter((path) => outputs[path]!.entryPoint !== undefined)
      .map((path) => [
        resolve(outputs[path]!.entryPoint!),
        modulesOf(chunksReached(outputs, path, 'static').filter((chunk) => !onImport.includes(chunk))),
      ]),
  );
  return { dir, modules, bytes: bytesOf(onImport), lazyModules, lazyBytes: bytesOf(lazy), lazyImports };
}

/**
 * Bundles every handler, each into its own folder, and returns the folder and contents of each.
 * Synchronous because a CDK construct tree is built synchronously. Throws `MissingHandlersError`,
 * naming them all, when handler modules are missing.
 */
export function bundleHandlers(options: BundleOptions): Map<string, BundledFunction> {
  const missing = options.entries.filter((item) => !existsSync(item.entry));
  if (missing.length > 0) throw new MissingHandlersError(missing);
  rmSync(options.outDir, { recursive: true, force: true });
  return new Map(
    options.entries.map((item) => [
      item.id,
      bundleFunction(item, resolve(options.outDir, item.id), options.assets ?? []),
    ]),
  );
}
