import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { MessageChannel, type MessagePort, receiveMessageOnPort, Worker } from 'node:worker_threads';
import { handlerModulePath, type JobId, jobModulePath } from '@ssm/functions/deployment';
import type { RouteDefinition } from '@ssm/shared';
import type { BuildOptions, Metafile } from 'esbuild';
import { type BuildReply, type BuildRequest, esbuildWorkerData, SIGNAL_WAITING } from './esbuild-worker';

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
  /**
   * Whether each folder gets the source maps of its files: yes unless told otherwise, as deployed.
   * Only a check of what the folders hold leaves them out: source maps change neither the code nor
   * esbuild's list of its inputs, and were about a third of the bundling's CPU.
   */
  sourceMaps?: boolean;
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

/** The build of every function; the bundler names its `outdir` and entry point. */
const BUILD_OPTIONS = {
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
} satisfies BuildOptions;

/*
 * The Go collector's target of the esbuild process the worker starts. A context keeps every file it
 * parsed, so at Go's default (100) the collector scanned that heap again and again: a quarter of the
 * bundling's CPU. At 400 it runs a quarter as often, for a peak of about 1.7 GB instead of 0.8.
 */
const ESBUILD_GOGC = '400';

/** How long the worker may take to start, and a build to end, before the bundler gives up on it. */
const WORKER_START_TIMEOUT_MS = 2 * 60_000;
const BUILD_TIMEOUT_MS = 10 * 60_000;

/**
 * esbuild's incremental rebuilds, run synchronously (esbuild offers them only asynchronously, and a
 * CDK construct tree is built synchronously): a worker thread (esbuild-worker.ts) holds an esbuild
 * context per parent folder, and this thread blocks on a shared signal while it builds. Each build
 * of a context reuses the files earlier builds parsed, for about half the CPU of builds of their own
 * (docs/deploy.md, The Lambda bundles), and writes the same bytes: a context's output folder is a
 * sibling of the function's folder, so the source maps' paths, relative to it, are the function's.
 */
class IncrementalBundler {
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private readonly replies: MessagePort;
  private readonly worker: Worker;

  constructor(private readonly sourceMaps: boolean) {
    const { port1, port2 } = new MessageChannel();
    this.replies = port1;
    Atomics.store(this.signal, 0, SIGNAL_WAITING);
    this.worker = new Worker(new URL('./esbuild-worker.ts', import.meta.url), {
      workerData: esbuildWorkerData(port2, this.signal),
      transferList: [port2],
      env: { ...process.env, GOGC: process.env.GOGC ?? ESBUILD_GOGC },
    });
    this.awaitReply(WORKER_START_TIMEOUT_MS);
  }

  /** Builds `entry` in the context whose output folder is `outdir`; paths in the result are under it. */
  build(entry: string, outdir: string): { metafile: Metafile; outputFiles: OutputFile[] } {
    const request: BuildRequest = {
      options: { ...BUILD_OPTIONS, sourcemap: this.sourceMaps, outdir },
      entry,
    };
    Atomics.store(this.signal, 0, SIGNAL_WAITING);
    this.worker.postMessage(request);
    const reply = this.awaitReply(BUILD_TIMEOUT_MS) as BuildReply;
    if ('error' in reply) throw new Error(`Bundling ${entry} failed: ${reply.error}`);
    return reply;
  }

  close(): void {
    Atomics.store(this.signal, 0, SIGNAL_WAITING);
    this.worker.postMessage(null);
    this.awaitReply(BUILD_TIMEOUT_MS);
    void this.worker.terminate();
  }

  private awaitReply(timeoutMs: number): BuildReply | null {
    if (Atomics.wait(this.signal, 0, SIGNAL_WAITING, timeoutMs) === 'timed-out') {
      void this.worker.terminate();
      throw new Error('The esbuild worker did not answer');
    }
    return receiveMessageOnPort(this.replies)!.message;
  }
}

type OutputFile = { path: string; contents: Uint8Array };

/**
 * Builds one function into its folder with esbuild's code splitting: the handler's static import
 * graph in `index.mjs` (and the chunks it shares with its lazy parts), each `import()` a chunk
 * loaded when first called, and beside them the runtime assets its modules read, so a chunk finds
 * them next to itself. One build per function: each folder holds only what its handler reaches,
 * tree-shaken for it alone (one build of every handler shares chunks between functions and keeps
 * in each chunk what any of them uses). esbuild also makes a chunk for an `import()` whose caller
 * the handler never uses (tree-shaking drops the call, not the chunk); only the chunks `index.mjs`
 * reaches are written. The build writes under `buildDir`, a sibling of `dir`: its paths move to `dir`.
 */
function bundleFunction(
  dir: string,
  assets: readonly RuntimeAsset[],
  built: { metafile: Metafile; outputFiles: OutputFile[] },
  buildDir: string,
): BundledFunction {
  const moved = (path: string) => join(dir, relative(buildDir, resolve(path)));
  const outputs: Outputs = Object.fromEntries(
    Object.entries(built.metafile.outputs).map(([path, output]) => [
      moved(path),
      {
        ...output,
        imports: output.imports.map((imported) =>
          imported.external ? imported : { ...imported, path: moved(imported.path) },
        ),
      },
    ]),
  );
  const index = join(dir, 'index.mjs');
  const onImport = chunksReached(outputs, index, 'static');
  const lazy = chunksReached(outputs, index, 'all').filter((path) => !onImport.includes(path));
  const modulesOf = (paths: readonly string[]) =>
    paths.flatMap((path) => Object.keys(outputs[path]!.inputs).map((input) => resolve(input)));
  const bytesOf = (paths: readonly string[]) =>
    paths.reduce((total, path) => total + outputs[path]!.bytes, 0);
  const written = new Set([...onImport, ...lazy]);
  mkdirSync(dir, { recursive: true });
  for (const file of built.outputFiles) {
    const path = moved(file.path);
    if (written.has(path.replace(/\.map$/, ''))) writeFileSync(path, file.contents);
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
  const bundler = new IncrementalBundler(options.sourceMaps ?? true);
  // The first folder of each parent folder names that parent's context.
  const buildDirs = new Map<string, string>();
  try {
    return new Map(
      options.entries.map((item) => {
        const dir = resolve(options.outDir, item.id);
        if (!buildDirs.has(dirname(dir))) buildDirs.set(dirname(dir), dir);
        const buildDir = buildDirs.get(dirname(dir))!;
        const built = bundler.build(item.entry, buildDir);
        return [item.id, bundleFunction(dir, options.assets ?? [], built, buildDir)];
      }),
    );
  } finally {
    bundler.close();
  }
}
