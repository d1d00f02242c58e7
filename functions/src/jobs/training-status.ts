import { runTrainingStatusJob, type TrainingStatusJobSummary } from '../domain/training-status-job';
import { now } from '../lib/clock';
import { logger } from '../lib/logger';
import { getMailer } from '../lib/mailer';

/**
 * The daily EventBridge start (infra/src/jobs.ts): recomputes the periodic-training status of
 * every company of every firm and sends the week's reminders. A failure throws, so Lambda runs it
 * again; a run is idempotent.
 */
export async function handler(): Promise<TrainingStatusJobSummary> {
  const summary = await runTrainingStatusJob({ now: now(), mailer: getMailer() });
  logger.info('training-status job done', summary);
  return summary;
}
