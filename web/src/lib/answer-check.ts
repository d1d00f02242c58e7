import type { RouteId } from '@ssm/shared';
import type { AnswerCheck } from './response-check';

/*
 * Zod and the contract's schemas cost a phone more main-thread time to load than anything else a
 * page ran (hundreds of milliseconds at Lighthouse's 4x CPU slowdown), and a module's evaluation
 * is one task that cannot be split. So answers are checked in a worker, which loads zod and only
 * the schemas of the routes called. Where there are no workers (jsdom), the check runs here.
 */

type Pending = { resolve: (check: AnswerCheck) => void; reject: (error: Error) => void };

let worker: Worker | null = null;
const pendingChecks = new Map<number, Pending>();
let lastCallId = 0;

function failPendingChecks(): void {
  for (const { reject } of pendingChecks.values()) reject(new Error('The contract check did not run'));
  pendingChecks.clear();
}

function getWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./response-check.worker.ts', import.meta.url), { type: 'module' });
  started.onmessage = ({ data }: MessageEvent<{ callId: number; check: AnswerCheck | null }>) => {
    const pending = pendingChecks.get(data.callId);
    pendingChecks.delete(data.callId);
    if (data.check) pending?.resolve(data.check);
    else pending?.reject(new Error('The contract check did not run'));
  };
  // The worker's script could not load: the next call starts a fresh one.
  started.onerror = () => {
    worker = null;
    failPendingChecks();
  };
  worker = started;
  return started;
}

/** Says a call to the route is under way, so its schemas are ready when the answer is. */
export function prepareAnswerCheck(id: RouteId): void {
  if (typeof Worker !== 'undefined') getWorker().postMessage({ id });
}

/** The answer read by the route's response schema; rejects when the check could not run at all. */
export async function checkAnswerOffMainThread(id: RouteId, answer: unknown): Promise<AnswerCheck> {
  if (typeof Worker === 'undefined') return (await import('./response-check')).checkAnswer(id, answer);
  lastCallId += 1;
  const callId = lastCallId;
  return new Promise((resolve, reject) => {
    pendingChecks.set(callId, { resolve, reject });
    getWorker().postMessage({ id, callId, answer });
  });
}
