import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { LOGIN_LOCKOUT_SECONDS, LOGIN_MAX_FAILURES } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { epochSeconds } from '../lib/clock';
import { keys } from './keys';
import { isConditionFailure, tableName } from './table';

/*
 * Failed logins are counted per username in a window of LOGIN_LOCKOUT_SECONDS that starts at the
 * first failure. DynamoDB deletes expired items lazily (DynamoDB Local never does), so an
 * expired window is treated as absent when read and restarted when written.
 */

export type ThrottleState = { failures: number; expiresAt: number };

export async function getLoginThrottle(username: string): Promise<ThrottleState | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.loginThrottle(username) }),
  );
  const item = result.Item;
  if (!item || (item.ttl as number) <= epochSeconds()) return null;
  return { failures: item.failures as number, expiresAt: item.ttl as number };
}

export function isLockedOut(state: ThrottleState | null): boolean {
  return state !== null && state.failures >= LOGIN_MAX_FAILURES;
}

export async function recordLoginFailure(username: string): Promise<void> {
  const now = epochSeconds();
  const client = getDocumentClient();
  try {
    await client.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(username),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':now': now },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await client.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginThrottle(username),
        UpdateExpression: 'SET failures = :one, #ttl = :expires, #type = :type',
        ExpressionAttributeNames: { '#ttl': 'ttl', '#type': 'type' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':expires': now + LOGIN_LOCKOUT_SECONDS,
          ':type': 'login-throttle',
        },
      }),
    );
  }
}

export async function clearLoginThrottle(username: string): Promise<void> {
  await getDocumentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.loginThrottle(username) }),
  );
}
