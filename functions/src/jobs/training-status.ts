import { dispatchTrainingStatusJob, type TrainingStatusDispatch } from '../domain/training-status-job';
import { now } from '../lib/clock';
import { logger } from '../lib/logger';
import { getMailer } from '../lib/mailer';

/**
 * The daily EventBridge start (infra/src/jobs.ts): queues one message per firm for the
 * training-status-firm function. A failure throws, so Lambda runs it again; queueing a firm twice
 * is harmless, its run being idempotent.
 */
export async function handler(): Promise<TrainingStatusDispatch> {
  const dispatch = await dispatchTrainingStatusJob({ now: now(), mailer: getMailer() });
  logger.info('training-status job dispatched', dispatch);
  return dispatch;
}
