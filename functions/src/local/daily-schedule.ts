import { describeError, logger } from '../platform/logger';

/** The local stand-in for the stack's daily EventBridge rule. */
export type DailySchedule = { stop(): Promise<void> };

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs `work` now and then every `intervalMs` (a day), never two runs at once. A failed run is
 * logged and the next one comes as planned, as with the deployed rule. `stop` cancels the timer
 * and waits for a run in progress, so the emulators can be stopped after it.
 */
export function startDailySchedule(
  name: string,
  work: () => Promise<unknown>,
  intervalMs = DAY_MS,
): DailySchedule {
  let running: Promise<void> | null = null;
  const runOnce = () => {
    if (running) return;
    running = work()
      .then(
        (result) => logger.info(`${name} done`, { result }),
        (error: unknown) => logger.error(`${name} failed`, describeError(error)),
      )
      .finally(() => {
        running = null;
      });
  };
  runOnce();
  const timer = setInterval(runOnce, intervalMs);
  // The platform's own server keeps the process alive; the timer alone must not.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
