import { type MessagePort, parentPort, workerData } from 'node:worker_threads';
import { type BuildContext, type BuildOptions, context, type Metafile, type Plugin } from 'esbuild';

/*
 * The worker thread behind `IncrementalBundler` (bundle.ts): esbuild offers its incremental
 * rebuilds only asynchronously, and a CDK construct tree is built synchronously, so the bundler
 * blocks on a shared signal while this thread runs the build. Loaded by Node itself (type
 * stripping, no loader), so it imports nothing of the repository's own.
 */

/** The entry point every context names; each build resolves it to that build's handler module. */
export const ENTRY_PLACEHOLDER = 'handler-entry-of-this-build';

/** One build: the options of its context (`outdir` names the context) and its handler module. */
export type BuildRequest = { options: BuildOptions; entry: string };
export type BuildReply =
  | { metafile: Metafile; outputFiles: { path: string; contents: Uint8Array }[] }
  | { error: string };
/** The signal's value while a build runs; the worker sets it to `SIGNAL_DONE` when its reply is posted. */
export const SIGNAL_WAITING = 0;
export const SIGNAL_DONE = 1;

/** What the bundler hands the worker; `role` tells this thread from any other that loads the module. */
export type EsbuildWorkerData = { role: typeof WORKER_ROLE; replies: MessagePort; signal: Int32Array };
const WORKER_ROLE = 'incremental-esbuild';
export const esbuildWorkerData = (replies: MessagePort, signal: Int32Array): EsbuildWorkerData => ({
  role: WORKER_ROLE,
  replies,
  signal,
});

if (parentPort && (workerData as EsbuildWorkerData | undefined)?.role === WORKER_ROLE) {
  const { replies, signal } = workerData as EsbuildWorkerData;
  const contexts = new Map<string, Promise<BuildContext>>();
  let currentEntry = '';
  const entryOfThisBuild: Plugin = {
    name: 'entry-of-this-build',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_PLACEHOLDER}$`) }, () => ({ path: currentEntry }));
    },
  };
  const contextFor = (options: BuildOptions) => {
    const key = String(options.outdir);
    if (!contexts.has(key)) {
      contexts.set(
        key,
        context({ ...options, entryPoints: { index: ENTRY_PLACEHOLDER }, plugins: [entryOfThisBuild] }),
      );
    }
    return contexts.get(key)!;
  };
  const build = async ({ options, entry }: BuildRequest): Promise<BuildReply> => {
    try {
      const builder = await contextFor(options);
      currentEntry = entry;
      const { metafile, outputFiles } = await builder.rebuild();
      return {
        metafile: metafile!,
        outputFiles: outputFiles!.map(({ path, contents }) => ({ path, contents })),
      };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  };
  const reply = (message: BuildReply | null) => {
    replies.postMessage(message);
    Atomics.store(signal, 0, SIGNAL_DONE);
    Atomics.notify(signal, 0);
  };
  parentPort.on('message', (request: BuildRequest | null) => {
    if (request) {
      void build(request).then(reply);
    } else {
      void Promise.all([...contexts.values()].map(async (built) => (await built).dispose())).then(() =>
        reply(null),
      );
    }
  });
  // Started: the bundler waits for this before its first build.
  reply(null);
}
