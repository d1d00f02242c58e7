/*
 * Vitest runs the projects' global setups one after the other, and no test file starts before the
 * last one returns. A setup that starts slow parts (the emulators' JVM, the site's build and the
 * demo platform) hands the start to `startInBackground` and returns at once, so the next project's
 * setup starts beside it. The root configuration's global setup, this module's default export,
 * which Vitest runs after every project's, waits for every start and fails the run with the first
 * that failed. Each project loads its setups through a module loader of its own: the starts are
 * kept on `globalThis` of the runner's process.
 */
const holder = globalThis as typeof globalThis & { backgroundSetupStarts?: Promise<unknown>[] };

/** Runs a setup's start past the setup's return; the run's tests start once it has finished. */
export function startInBackground<T>(start: Promise<T>): Promise<T> {
  // A failure is reported once, by the wait below, not as an unhandled rejection meanwhile.
  start.catch(() => {});
  holder.backgroundSetupStarts ??= [];
  holder.backgroundSetupStarts.push(start);
  return start;
}

/** The root configuration's global setup: the run's test files start when this returns. */
export default async function waitForBackgroundStarts(): Promise<void> {
  const starts = holder.backgroundSetupStarts ?? [];
  holder.backgroundSetupStarts = undefined;
  await Promise.all(starts);
}
