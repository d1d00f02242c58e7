import { startDemoPlatform } from './site';

/*
 * A demo platform in a process of its own (the platform points its process's environment at its
 * emulators, so two cannot share one). Started by the browser tests' global setup with the site's
 * build directory (and a port, 0 for any) as its arguments; it sends its URL and data directory to
 * the parent and stops with it.
 */
const platform = await startDemoPlatform(process.argv[2] ?? '', Number(process.argv[3] ?? 0));
const stop = async () => {
  await platform.stop();
  process.exit(0);
};
process.once('SIGTERM', stop);
process.once('disconnect', stop);
process.send?.({ url: platform.url, dataDir: platform.dataDir, outboxDir: platform.outboxDir });
