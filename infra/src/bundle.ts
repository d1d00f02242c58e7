import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { handlerModulePath, type JobId, jobModulePath } from '@ssm/functions/deployment';
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
  /** Modules loaded with `import()` only when needed, bundled on their own (absolute paths). */
  lazyModules?: readonly LazyModule[];
};

/** A data file a module reads beside its bundle at run time: esbuild bundles code, not files. */
export type RuntimeAsset = { module: string; file: string };

/**
 * The functions' runtime assets, relative to the repository root: the signed training record
 * embeds DejaVu Sans (the standard PDF fonts cannot encode ș and ț), and its renderer reads the
 * font files beside its code. Every bundle that includes the module gets the files.
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

/**
 * A module a handler loads with `import()` only when it needs it, by a name of its package's
 * `imports` (functions/ or shared/package.json): bundled on its own, and placed beside every bundle that loads
 * it with a package.json mapping the name to that file, so what it imports stays off the import
 * path of every route.
 */
export type LazyModule = { specifier: `#${string}`; module: string };

/**
 * The renderers of signed records and fișe (pdf-lib, fontkit, the QR code, the fonts), of the
 * access sheet (the same, without the seal), the PDF
 * check, the seal's keys (pkijs, asn1js, the KMS client), the published seals that verification
 * reads (node:crypto; the local one loads the keys only to create the seal), the check of a PDF's seal and the
 * password estimator (zxcvbn and its dictionaries, by shared/package.json `imports`).
 */
export const LAZY_MODULES: readonly LazyModule[] = [
  { specifier: '#record-renderer', module: 'functions/src/records/domain/pdf-renderers.ts' },
  { specifier: '#access-sheet-renderer', module: 'functions/src/people/domain/access-sheet-pdf.ts' },
  { specifier: '#pdf-reader', module: 'functions/src/courses/domain/pdf-check.ts' },
  { specifier: '#seal-keys', module: 'functions/src/signing/keys.ts' },
  { specifier: '#kms-published-seal', module: 'functions/src/signing/transports/aws-kms-published.ts' },
  { specifier: '#local-published-seal', module: 'functions/src/signing/transports/local-published.ts' },
  { specifier: '#pdf-seal-check', module: 'functions/src/signing/pades-check.ts' },
  { specifier: '#password-estimator', module: 'shared/src/password-estimator.ts' },
];

export function resolveLazyModules(repoRoot: string, lazyModules: readonly LazyModule[] = LAZY_MODULES) {
  return lazyModules.map((lazy) => ({ ...lazy, module: resolve(repoRoot, lazy.module) }));
}

const LAZY_DIR = '_lazy';
const lazyFileName = (lazy: LazyModule) => `${lazy.specifier.slice(1)}.mjs`;

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
 * `require`, so every bundle recreates one at its top.
 */
const REQUIRE_SHIM =
  "import { createRequire as __createRequire } from 'node:module';" +
  'const require = __createRequire(import.meta.url);';

/** One function's folder, and the source modules its bundle holds (on import) or loads lazily. */
export type BundledFunction = { dir: string; modules: string[]; lazyModules: string[] };

/** The lazy modules an output loads, and those they load in turn. */
function lazyModulesLoadedBy(
  output: Metafile['outputs'][string],
  lazyModules: readonly LazyModule[],
  lazyOutput: (lazy: LazyModule) => Metafile['outputs'][string],
): LazyModule[] {
  const loaded: LazyModule[] = [];
  const visit = (each: Metafile['outputs'][string]) => {
    for (const lazy of lazyModules) {
      if (loaded.includes(lazy)) continue;
      if (!each.imports.some((imported) => imported.external && imported.path === lazy.specifier)) continue;
      loaded.push(lazy);
      visit(lazyOutput(lazy));
    }
  };
  visit(output);
  return loaded;
}

/**
 * Completes each bundle's folder: the lazy modules its bundle loads (with their source maps), and
 * every asset whose module is among the inputs of the bundle or of those lazy modules. Answers
 * the modules of each folder's bundle and lazy files.
 */
function completeFolders(options: {
  metafile: Metafile;
  outDir: string;
  lazyModules: readonly LazyModule[];
  assets: readonly RuntimeAsset[];
}): Map<string, Omit<BundledFunction, 'dir'>> {
  const modulesByFolder = new Map<string, Omit<BundledFunction, 'dir'>>();
  const outputs = Object.entries(options.metafile.outputs).map(([path, output]) => ({
    path: resolve(path),
    output,
  }));
  const outputAt = (path: string) => outputs.find((entry) => entry.path === path)!.output;
  const lazyPathOf = (lazy: LazyModule) => join(resolve(options.outDir), LAZY_DIR, lazyFileName(lazy));
  for (const { path, output } of outputs) {
    if (!path.endsWith('index.mjs')) continue;
    const folder = dirname(path);
    const loaded = lazyModulesLoadedBy(output, options.lazyModules, (lazy) => outputAt(lazyPathOf(lazy)));
    const lazyPaths = loaded.map(lazyPathOf);
    const inputsOf = (each: Metafile['outputs'][string]) =>
      Object.keys(each.inputs).map((input) => resolve(input));
    const modules = inputsOf(output);
    const lazyInputs = lazyPaths.map(outputAt).flatMap(inputsOf);
    modulesByFolder.set(folder, { modules, lazyModules: lazyInputs });
    const inputs = new Set([...modules, ...lazyInputs]);
    for (const lazyPath of lazyPaths) {
      copyFileSync(lazyPath, join(folder, basename(lazyPath)));
      copyFileSync(`${lazyPath}.map`, join(folder, `${basename(lazyPath)}.map`));
    }
    if (loaded.length > 0) {
      const imports = Object.fromEntries(loaded.map((lazy) => [lazy.specifier, `./${lazyFileName(lazy)}`]));
      writeFileSync(join(folder, 'package.json'), `${JSON.stringify({ type: 'module', imports })}\n`);
    }
    for (const asset of options.assets) {
      if (inputs.has(asset.module)) copyFileSync(asset.file, join(folder, basename(asset.file)));
    }
  }
  return modulesByFolder;
}

/**
 * Bundles every handler in ONE esbuild call (a process per function costs ~0.35 s each; one call
 * for all of them takes tens of milliseconds) and returns each entry's output folder with the
 * modules its bundle holds. Synchronous
 * because a CDK construct tree is built synchronously. Throws `MissingHandlersError`, naming them
 * all, when handler modules are missing.
 */
export function bundleHandlers(options: BundleOptions): Map<string, BundledFunction> {
  const missing = options.entries.filter((item) => !existsSync(item.entry));
  if (missing.length > 0) throw new MissingHandlersError(missing);
  rmSync(options.outDir, { recursive: true, force: true });
  mkdirSync(options.outDir, { recursive: true });
  const lazyModules = options.lazyModules ?? [];
  const result = buildSync({
    entryPoints: Object.fromEntries([
      ...options.entries.map((item) => [`${item.id}/index`, item.entry]),
      ...lazyModules.map((lazy) => [`${LAZY_DIR}/${lazy.specifier.slice(1)}`, lazy.module]),
    ]),
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
    external: lazyModules.map((lazy) => lazy.specifier),
  });
  const modules = completeFolders({
    metafile: result.metafile,
    outDir: options.outDir,
    lazyModules,
    assets: options.assets ?? [],
  });
  return new Map(
    options.entries.map((item) => {
      const dir = join(options.outDir, item.id);
      return [item.id, { dir, ...modules.get(resolve(dir))! }];
    }),
  );
}
