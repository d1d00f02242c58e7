import { epochSeconds } from '../../platform/clock';
import { getItem, type ItemKey, putItem, updateItem } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/*
 * Allowances: how many times something may happen per key (an owner's "taken" answers, reset
 * mails to one address, requests from one client address to one route group) in a fixed window
 * that starts at the first use and ends at the item's `ttl`. While a window lasts, taking is one
 * conditional UpdateItem; only the first use of a window writes its start, conditionally, so
 * simultaneous first uses cannot each start a window of their own. DynamoDB deletes expired items
 * lazily (DynamoDB Local never does), so an expired window is treated as absent.
 */

export type Allowance = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

export type AllowanceRule = { maxPerWindow: number; windowSeconds: number };

/** Whether the key's allowance has room left, without using any of it. */
async function readAllowance(key: ItemKey, rule: Pick<AllowanceRule, 'maxPerWindow'>): Promise<Allowance> {
  const item = await getItem(key);
  const now = epochSeconds();
  if (!item || (item.ttl as number) <= now || ((item.uses as number | undefined) ?? 0) < rule.maxPerWindow) {
    return { isAllowed: true };
  }
  return { isAllowed: false, retryAfterSeconds: Math.max(1, (item.ttl as number) - now) };
}

/**
 * Uses `count` of the key's allowance (`type` names the item in the table) and answers whether
 * these uses are still within it, or how long until its window ends.
 */
async function takeAllowance(options: {
  key: ItemKey;
  type: string;
  rule: AllowanceRule;
  count?: number;
}): Promise<Allowance> {
  const { key, rule } = options;
  const count = options.count ?? 1;
  const decide = (uses: number, endsAt: number, now: number): Allowance =>
    uses <= rule.maxPerWindow
      ? { isAllowed: true }
      : { isAllowed: false, retryAfterSeconds: Math.max(1, endsAt - now) };
  // Ends at the second turn at the latest: a start fails only when another one is in place.
  for (;;) {
    const now = epochSeconds();
    const counted = await updateItem({
      Key: key,
      UpdateExpression: 'ADD uses :count',
      ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':count': count, ':now': now },
      ReturnValues: 'ALL_NEW',
    });
    if (counted.isApplied) {
      return decide(counted.attributes?.uses as number, counted.attributes?.ttl as number, now);
    }
    const endsAt = now + rule.windowSeconds;
    const started = await putItem({
      Item: { ...key, type: options.type, uses: count, ttl: endsAt },
      ConditionExpression: 'attribute_not_exists(PK) OR #ttl <= :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': now },
    });
    if (started) return decide(count, endsAt, now);
  }
}

/** Uses one of the reset mails allowed to one e-mail address (docs/security.md, rate limits). */
export function takePasswordResetAllowance(email: string, rule: AllowanceRule): Promise<Allowance> {
  return takeAllowance({ key: keys.passwordResetLimit(email), type: 'reset-throttle', rule });
}

/** Uses one of the one-time signing codes a person may ask for in a window. */
export function takeSigningCodeAllowance(userId: string, rule: AllowanceRule): Promise<Allowance> {
  return takeAllowance({ key: keys.signingCodeLimit(userId), type: 'signing-code-throttle', rule });
}

/** Counts `count` requests of one client address to one group of public routes. */
export function takePublicRequestAllowance(options: {
  group: string;
  clientAddress: string;
  rule: AllowanceRule;
  count?: number;
}): Promise<Allowance> {
  return takeAllowance({
    key: keys.publicRequests(options.group, options.clientAddress),
    type: 'public-rate-limit',
    rule: options.rule,
    ...(options.count === undefined ? {} : { count: options.count }),
  });
}

/** Whether the owner may still be told that a username is taken (docs/security.md, enumeration). */
export function readTakenUsernameAllowance(
  ownerId: string,
  rule: Pick<AllowanceRule, 'maxPerWindow'>,
): Promise<Allowance> {
  return readAllowance(keys.takenUsernameAnswers(ownerId), rule);
}

/** Counts `count` "username taken" answers to the owner. */
export function takeTakenUsernameAllowance(
  ownerId: string,
  rule: AllowanceRule,
  count: number,
): Promise<Allowance> {
  return takeAllowance({
    key: keys.takenUsernameAnswers(ownerId),
    type: 'username-check-throttle',
    rule,
    count,
  });
}
