import { epochSeconds } from '../lib/clock';
import { getItem, putItem, updateItem } from '../lib/table';
import { keys } from './keys';

export type Allowance = { isAllowed: true } | { isAllowed: false; retryAfterSeconds: number };

/** Whether the owner may still be told of a taken username, without counting an answer. */
export async function readTakenUsernameAllowance(options: {
  ownerId: string;
  maxPerWindow: number;
}): Promise<Allowance> {
  const item = await getItem(keys.takenUsernameAnswers(options.ownerId));
  const now = epochSeconds();
  if (!item || (item.ttl as number) <= now || (item.answers as number) < options.maxPerWindow) {
    return { isAllowed: true };
  }
  return { isAllowed: false, retryAfterSeconds: Math.max(1, (item.ttl as number) - now) };
}

/**
 * Counts the answers "this username is taken" an owner received (a creation's 409, an import's
 * rows) in a fixed window that starts at the first one, and answers whether these ones are still
 * within the allowance, or how long until the window ends. Simultaneous first answers cannot
 * each start a window of their own: only one start is written, the others are added to it.
 */
export async function takeTakenUsernameAllowance(options: {
  ownerId: string;
  count: number;
  maxPerWindow: number;
  windowSeconds: number;
}): Promise<Allowance> {
  const key = keys.takenUsernameAnswers(options.ownerId);
  const decide = (answers: number, endsAt: number, now: number): Allowance =>
    answers <= options.maxPerWindow
      ? { isAllowed: true }
      : { isAllowed: false, retryAfterSeconds: Math.max(1, endsAt - now) };
  // Ends at the second turn at the latest: a start fails only when another one is in place.
  for (;;) {
    const now = epochSeconds();
    const counted = await updateItem({
      Key: key,
      UpdateExpression: 'ADD answers :count',
      ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':count': options.count, ':now': now },
      ReturnValues: 'ALL_NEW',
    });
    if (counted.isApplied) {
      return decide(counted.attributes?.answers as number, counted.attributes?.ttl as number, now);
    }
    const endsAt = now + options.windowSeconds;
    const started = await putItem({
      Item: { ...key, type: 'username-check-throttle', answers: options.count, ttl: endsAt },
      ConditionExpression: 'attribute_not_exists(PK) OR #ttl <= :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': now },
    });
    if (started) return decide(options.count, endsAt, now);
  }
}
