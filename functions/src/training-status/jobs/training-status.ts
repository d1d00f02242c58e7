import { listFirms } from '../../firms/data/firms';
import { getConfig } from '../../platform/config';
import { queueFirms } from '../../platform/firm-queue';
import { logger } from '../../platform/logger';

/**
 * The daily EventBridge start (infra/src/jobs.ts): one Query of the firms, then one message per
 * firm on the queue the stack gave this function, for the training-status-firm function. It only
 * reads the table and sends to the queue, so it bundles neither the firm's run nor the mailer
 * (locally the firms run in the process: `runTrainingStatusJob`). A failure throws, so Lambda
 * runs it again; queueing a firm twice is harmless, its run being idempotent.
 */
export async function handler(): Promise<{ queued: number }> {
  const queueUrl = getConfig().queueUrls.trainingStatusFirms;
  if (!queueUrl) throw new Error('The training-status dispatcher has no queue of firms configured');
  const firms = await listFirms();
  const queued = await queueFirms(
    queueUrl,
    firms.map((firm) => firm.id),
  );
  logger.info('training-status job dispatched', { queued });
  return { queued };
}
