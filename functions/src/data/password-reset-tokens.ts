import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { getDocumentClient } from '../lib/aws';
import { epochSeconds } from '../lib/clock';
import { keys } from './keys';
import { isConditionFailure, tableName } from './table';

/** Only the SHA-256 of a reset token is stored; the token itself exists only in the e-mail. */
export async function storePasswordResetToken(options: {
  tokenHash: string;
  userId: string;
  passwordVersion: number;
  expiresAt: number;
}): Promise<void> {
  await getDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.passwordResetToken(options.tokenHash),
        type: 'password-reset',
        user_id: options.userId,
        password_version: options.passwordVersion,
        ttl: options.expiresAt,
      },
    }),
  );
}

/**
 * Deletes the token and answers what it was for, only if it existed and had not expired: the
 * conditional delete makes it single use even under concurrent confirms.
 */
export async function consumePasswordResetToken(
  tokenHash: string,
): Promise<{ userId: string; passwordVersion: number } | null> {
  try {
    const result = await getDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.passwordResetToken(tokenHash),
        ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': epochSeconds() },
        ReturnValues: 'ALL_OLD',
      }),
    );
    const item = result.Attributes;
    if (!item) return null;
    return { userId: item.user_id as string, passwordVersion: item.password_version as number };
  } catch (error) {
    if (isConditionFailure(error)) return null;
    throw error;
  }
}

/**
 * Counts reset requests per e-mail address in a fixed window; answers whether this request is
 * still within the allowance.
 */
export async function takePasswordResetAllowance(
  email: string,
  maxPerWindow: number,
  windowSeconds: number,
): Promise<boolean> {
  const now = epochSeconds();
  const client = getDocumentClient();
  try {
    const result = await client.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.passwordResetLimit(email),
        UpdateExpression: 'ADD requests :one',
        ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':now': now },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (result.Attributes?.requests as number) <= maxPerWindow;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    await client.send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.passwordResetLimit(email),
          type: 'reset-throttle',
          requests: 1,
          ttl: now + windowSeconds,
        },
      }),
    );
    return true;
  }
}
