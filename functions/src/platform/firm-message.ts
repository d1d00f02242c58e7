/*
 * A message of the daily job's queue of firms (docs/training-status.md, "The daily job at scale"),
 * apart from the queue's client: the consumer reads messages Lambda hands it and never calls SQS,
 * so it must not bundle the client (platform/firm-queue.ts holds it, for the dispatcher).
 */

/** What a message of the queue carries: the firm to run. */
export type FirmMessage = { firm_id: string };

/** Reads a message body; null when it is not a firm message (it can only fail, so it goes to the dead-letter queue). */
export function parseFirmMessage(body: string): FirmMessage | null {
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      typeof (parsed as FirmMessage).firm_id === 'string'
    ) {
      return { firm_id: (parsed as FirmMessage).firm_id };
    }
  } catch {
    // Not JSON: reported below as not a firm message.
  }
  return null;
}
