import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { getFirm } from '../../firms/data/firms';
import { now } from '../../platform/clock';
import { parseFirmMessage } from '../../platform/firm-message';
import { describeError, logger } from '../../platform/logger';
import { getMailer } from '../../platform/mailer';
import { runFirmTrainingStatus } from '../domain/training-status-job';

/**
 * The daily job's consumer (infra/src/jobs.ts): one firm per message. A firm whose run fails is
 * reported back alone, so SQS delivers it again (three receives, then the dead-letter queue and
 * its alarm); a firm deleted since the dispatch has nothing left to run.
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    const message = parseFirmMessage(record.body);
    try {
      if (!message) throw new Error('Not a firm message');
      const firm = await getFirm(message.firm_id);
      if (!firm) {
        logger.warn('training-status firm gone', { firmId: message.firm_id });
        continue;
      }
      const summary = await runFirmTrainingStatus({ firm, now: now(), mailer: getMailer() });
      logger.info('training-status firm done', { firmId: firm.id, ...summary });
    } catch (error) {
      logger.error('training-status firm failed', {
        messageId: record.messageId,
        firmId: message?.firm_id,
        ...describeError(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
