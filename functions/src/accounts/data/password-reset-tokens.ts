import { epochSeconds } from '../../platform/clock';
import { deleteItem, getItem, putItem } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/** Only the SHA-256 of a reset token is stored; the token itself exists only in the e-mail. */
export async function storePasswordResetToken(options: {
  tokenHash: string;
  userId: string;
  passwordVersion: number;
  expiresAt: number;
}): Promise<void> {
  await putItem({
    Item: {
      ...keys.passwordResetToken(options.tokenHash),
      type: 'password-reset',
      user_id: options.userId,
      password_version: options.passwordVersion,
      ttl: options.expiresAt,
    },
  });
}

/** What an unexpired token is for, without using it up (so a refused new password keeps the link). */
export async function findPasswordResetToken(
  tokenHash: string,
): Promise<{ userId: string; passwordVersion: number } | null> {
  const item = await getItem(keys.passwordResetToken(tokenHash), { consistent: true });
  if (!item || (item.ttl as number) <= epochSeconds()) return null;
  return { userId: item.user_id as string, passwordVersion: item.password_version as number };
}

/**
 * Deletes the token and answers what it was for, only if it existed and had not expired: the
 * conditional delete makes it single use even under concurrent confirms.
 */
export async function consumePasswordResetToken(
  tokenHash: string,
): Promise<{ userId: string; passwordVersion: number } | null> {
  const outcome = await deleteItem({
    Key: keys.passwordResetToken(tokenHash),
    ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
    ExpressionAttributeNames: { '#ttl': 'ttl' },
    ExpressionAttributeValues: { ':now': epochSeconds() },
    ReturnValues: 'ALL_OLD',
  });
  const item = outcome.isApplied ? outcome.attributes : undefined;
  if (!item) return null;
  return { userId: item.user_id as string, passwordVersion: item.password_version as number };
}
