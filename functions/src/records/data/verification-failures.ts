import type { RequestOrigin } from '../../audit/data/audit';
import { epochSeconds } from '../../platform/clock';
import { updateItem } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/** Counts of failed verifications are kept a year. */
const RETENTION_SECONDS = 365 * 24 * 60 * 60;

/**
 * Adds one failed verification to its hour's count for its outcome (docs/security.md, rate
 * limits): anyone may ask, so each failure is not an item of its own, which would let a caller
 * fill the table; the count keeps when the hour's failures began and ended, and the last
 * caller's address, browser and hash. One UpdateItem, whatever the hour's traffic.
 */
export async function countVerificationFailure(options: {
  companyId: string | null;
  reason: string;
  hash: string;
  origin: RequestOrigin;
  at: string;
}): Promise<void> {
  const hour = options.at.slice(0, 13);
  const scope = options.companyId
    ? ({ kind: 'company', id: options.companyId } as const)
    : ({ kind: 'verification', day: options.at.slice(0, 10) } as const);
  await updateItem({
    Key: keys.verificationFailures(scope, hour, options.reason),
    UpdateExpression:
      'ADD failures :one SET #type = :type, #action = :action, #hour = :hour, reason = :reason, ' +
      'first_at = if_not_exists(first_at, :at), last_at = :at, last_ip = :ip, ' +
      'last_user_agent = :userAgent, last_hash = :hash, #ttl = if_not_exists(#ttl, :ttl)',
    ExpressionAttributeNames: { '#type': 'type', '#action': 'action', '#hour': 'hour', '#ttl': 'ttl' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':type': 'verification-failures',
      ':action': 'verification_failed',
      ':hour': hour,
      ':reason': options.reason,
      ':at': options.at,
      ':ip': options.origin.ip,
      ':userAgent': options.origin.userAgent,
      ':hash': options.hash.slice(0, 128),
      ':ttl': epochSeconds(new Date(options.at)) + RETENTION_SECONDS,
    },
  });
}
