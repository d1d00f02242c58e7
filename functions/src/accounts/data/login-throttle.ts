import { LOGIN_LOCKOUT_SECONDS, LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS } from '@ssm/shared';
import { epochSeconds } from '../../platform/clock';
import { deleteItem, getItems, updateItem } from '../../platform/table';
import { type ItemKey, keys, loginThrottleKey } from '../../platform/table-keys';

/*
 * Failed logins are counted twice, in windows of LOGIN_LOCKOUT_SECONDS that start at the first
 * failure: per username and client address (guessing one account's password from one place),
 * and per client address (trying many usernames from one place). The username is never locked
 * for everyone: anyone who knows it could otherwise lock its owner out, again and again; what
 * is locked is the address that failed, for that username or for all. DynamoDB deletes expired
 * items lazily (DynamoDB Local never does), so an expired window is treated as absent when read
 * and restarted when written.
 */

export type LoginAttempt = { username: string; clientAddress: string };
type ThrottleState = { failures: number; expiresAt: number };

function throttleKeys(attempt: LoginAttempt) {
  return {
    account: loginThrottleKey(attempt.username, attempt.clientAddress),
    address: keys.loginThrottleForAddress(attempt.clientAddress),
  };
}

function readState(item: Record<string, unknown> | undefined, now: number): ThrottleState | null {
  if (!item || (item.ttl as number) <= now) return null;
  return { failures: item.failures as number, expiresAt: item.ttl as number };
}

export type LoginThrottles = {
  /** Seconds until a login may be tried again, or null when neither count is at its limit. */
  lockedForSeconds: number | null;
  /** Whether the username has failures to forget after a successful login. */
  accountHasFailures: boolean;
};

/** Both counts in one BatchGetItem. */
export async function getLoginThrottles(attempt: LoginAttempt): Promise<LoginThrottles> {
  const { account, address } = throttleKeys(attempt);
  const items = await getItems([account, address]);
  const find = (key: ItemKey) => items.find((item) => item.PK === key.PK && item.SK === key.SK);
  const now = epochSeconds();
  const accountState = readState(find(account), now);
  const addressState = readState(find(address), now);
  const lockedUntil = Math.max(
    accountState && accountState.failures >= LOGIN_MAX_FAILURES ? accountState.expiresAt : 0,
    addressState && addressState.failures >= LOGIN_MAX_FAILURES_PER_ADDRESS ? addressState.expiresAt : 0,
  );
  return {
    lockedForSeconds: lockedUntil > 0 ? Math.max(1, lockedUntil - now) : null,
    accountHasFailures: accountState !== null,
  };
}

async function countFailure(key: ItemKey, now: number): Promise<void> {
  const counted = await updateItem({
    Key: key,
    UpdateExpression: 'ADD failures :one',
    ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':one': 1, ':now': now },
  });
  if (counted.isApplied) return;
  await updateItem({
    Key: key,
    UpdateExpression: 'SET failures = :one, #ttl = :expires, #type = :type',
    ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
    ExpressionAttributeValues: {
      ':one': 1,
      ':expires': now + LOGIN_LOCKOUT_SECONDS,
      ':type': 'login-throttle',
    },
  });
}

export async function recordLoginFailure(attempt: LoginAttempt): Promise<void> {
  const { account, address } = throttleKeys(attempt);
  const now = epochSeconds();
  await Promise.all([countFailure(account, now), countFailure(address, now)]);
}

/**
 * A successful login (or a password reset) forgets the username's failures from that address
 * only: clearing the address's count too would let someone holding one valid account reset it
 * between guesses at others.
 */
export async function clearAccountThrottle(attempt: LoginAttempt): Promise<void> {
  await deleteItem({ Key: loginThrottleKey(attempt.username, attempt.clientAddress) });
}
