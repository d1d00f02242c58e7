import { getConfig } from '../lib/config';

/** The table name, read from the environment once per cold start. */
export function tableName(): string {
  return getConfig().tableName;
}

/** DynamoDB reports a failed condition in a single write with this error name. */
export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** A transaction whose conditions failed names the reason per item. */
export function cancellationReasons(error: unknown): string[] {
  if (!(error instanceof Error) || error.name !== 'TransactionCanceledException') return [];
  const reasons = (error as Error & { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.map((reason) => reason.Code ?? 'None');
}

export function isTransactionConditionFailure(error: unknown): boolean {
  return cancellationReasons(error).includes('ConditionalCheckFailed');
}
