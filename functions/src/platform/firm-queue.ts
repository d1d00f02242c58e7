import { SendMessageBatchCommand, SQSClient } from '@aws-sdk/client-sqs';
import { clientSettings, oncePerColdStart } from './aws';
import type { FirmMessage } from './firm-message';

/*
 * The daily job's queue of firms (docs/training-status.md, "The daily job at scale"): one message
 * per firm, which the consumer function runs alone. Sending the same firm twice is harmless (the
 * firm's run is idempotent), so a partial failure is resent as a whole batch's failed entries.
 */

const getSqsClient = oncePerColdStart(() => new SQSClient(clientSettings('sqs')));

/** SendMessageBatch takes at most 10 entries. */
const BATCH_SIZE = 10;
/** Entries SQS refused (throttled, an internal error) are sent again this many times in all. */
const SEND_ATTEMPTS = 3;

async function sendBatch(queueUrl: string, firmIds: readonly string[]): Promise<void> {
  let pending = firmIds.map((firmId, index) => ({
    Id: String(index),
    MessageBody: JSON.stringify({ firm_id: firmId } satisfies FirmMessage),
  }));
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    const result = await getSqsClient().send(
      new SendMessageBatchCommand({ QueueUrl: queueUrl, Entries: pending }),
    );
    const failedIds = new Set((result.Failed ?? []).map((failure) => failure.Id));
    const failed = pending.filter((entry) => failedIds.has(entry.Id));
    if (failed.length > 0 && attempt >= SEND_ATTEMPTS) {
      const reasons = [...new Set((result.Failed ?? []).map((failure) => failure.Code))].join(', ');
      throw new Error(
        `${failed.length} firm messages not queued after ${SEND_ATTEMPTS} attempts (${reasons})`,
      );
    }
    pending = failed;
  }
}

/**
 * Queues one message per firm, 10 per SendMessageBatch; throws when a firm could not be queued,
 * so the dispatcher fails and Lambda runs it again (queueing every firm again, harmlessly).
 * Answers the number of messages queued.
 */
export async function queueFirms(queueUrl: string, firmIds: readonly string[]): Promise<number> {
  for (let start = 0; start < firmIds.length; start += BATCH_SIZE) {
    await sendBatch(queueUrl, firmIds.slice(start, start + BATCH_SIZE));
  }
  return firmIds.length;
}
