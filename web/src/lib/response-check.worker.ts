/// <reference lib="webworker" />
import type { RouteId } from '@ssm/shared';
import { checkAnswer, loadResponseSchema } from './response-check';

/**
 * Checks answers against the contract off the main thread (`answer-check.ts`). A message without
 * a `callId` only announces a call, so the route's schemas load while the request is under way.
 */
self.onmessage = async ({ data }: MessageEvent<{ id: RouteId; callId?: number; answer?: unknown }>) => {
  if (data.callId === undefined) {
    void loadResponseSchema(data.id).catch(() => undefined);
    return;
  }
  try {
    self.postMessage({ callId: data.callId, check: await checkAnswer(data.id, data.answer) });
  } catch {
    // The route's schema chunk could not be fetched.
    self.postMessage({ callId: data.callId, check: null });
  }
};
