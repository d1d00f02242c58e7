import { setTimeout as sleep } from 'node:timers/promises';
import type { InitializeHandler, InitializeHandlerArguments, MetadataBearer, Pluggable } from '@smithy/types';

/*
 * What the SDK's own retries leave out, and what to answer once every retry has failed.
 *
 * The SDK retries throttling, 5xx answers and network errors with backoff (standard mode), but a
 * transaction DynamoDB cancelled because another transaction held one of its items
 * (TransactionConflict), or because the table throttled it, comes back as the caller's error and
 * is not retried. Every transaction here states its conditions, so running it again is safe: it
 * either applies, or fails a condition exactly as a later request would.
 */

/** A transaction DynamoDB cancelled names the reason per item, in the order of its items. */
export function cancellationReasons(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

/** Attempts of a transaction cancelled by other traffic, and the base of their backoff. */
const TRANSACTION_ATTEMPTS = 3;
const TRANSACTION_BACKOFF_BASE_MS = 50;

const TRANSIENT_CANCELLATION_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

/** Cancelled by other traffic only: no condition of the transaction failed. */
export function isTransientlyCancelled(error: unknown): boolean {
  const reasons = cancellationReasons(error);
  return (
    reasons.some((reason) => TRANSIENT_CANCELLATION_REASONS.has(reason)) &&
    reasons.every((reason) => reason === 'None' || TRANSIENT_CANCELLATION_REASONS.has(reason))
  );
}

/**
 * Runs a transiently cancelled transaction again, from the start of the middleware stack: it is
 * serialised afresh, so it goes out with a new idempotency token and is a new transaction (the
 * cancelled one changed nothing).
 */
export const retryCancelledTransactionsPlugin: Pluggable<object, MetadataBearer> = {
  applyToStack: (stack) => {
    stack.add(
      (next: InitializeHandler<object, MetadataBearer>) =>
        async (args: InitializeHandlerArguments<object>) => {
          for (let attempt = 1; ; attempt += 1) {
            try {
              return await next(args);
            } catch (error) {
              if (attempt >= TRANSACTION_ATTEMPTS || !isTransientlyCancelled(error)) throw error;
              await sleep(Math.random() * TRANSACTION_BACKOFF_BASE_MS * 2 ** attempt);
            }
          }
        },
      { step: 'initialize', name: 'retryCancelledTransactions' },
    );
  },
};

/**
 * A batch read or write whose unprocessed items outlasted their bounded retries (platform/table.ts):
 * the table is throttling, so the caller is told to come back, like any other throttling.
 */
export const UNPROCESSED_ITEMS_ERROR = 'UnprocessedItemsException';

const BUSY_ERROR_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionConflictException',
  'TransactionInProgressException',
  'SlowDown',
  'TooManyRequestsException',
  UNPROCESSED_ITEMS_ERROR,
]);

/**
 * An AWS error that says "not now" rather than "never": throttling, transactions that kept
 * conflicting, or the service answering 5xx, after the retries above and the SDK's. The caller
 * can send the same request again a moment later.
 */
export function isBusyServiceError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode ?? 0;
  return BUSY_ERROR_NAMES.has(error.name) || isTransientlyCancelled(error) || status >= 500;
}
