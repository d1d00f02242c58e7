import { epochSeconds } from '../../platform/clock';
import { deleteItem, getItem, putItem } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/**
 * Only the SHA-256 of a reset token is stored; the token itself exists only in the e-mail. The
 * address it was mailed to is kept: the link works only while the account still has that address.
 */
export async function storePasswordResetToken(options: {
  tokenHash: string;
  userId: string;
  passwordVersion: number;
  sentTo: string;
  expiresAt: number;
}): Promise<void> {
  await putItem({
    Item: {
      ...keys.passwordResetToken(options.tokenHash),
      type: 'password-reset',
      user_id: options.userId,
      password_version: options.passwordVersion,
      sent_to: options.sentTo,
      ttl: options.expiresAt,
    },
  });
}

/** What an unexpired token is for, without using it up (so a refused new password keeps the link). */
export async function findPasswordResetToken(
  tokenHash: string,
): Promise<{ userId: string; passwordVersion: number; sentTo: string | null } | null> {
  const item = await getItem(keys.passwordResetToken(tokenHash), { consistent: true });
  if (!item || (item.ttl as number) <= epochSeconds()) return null;
  return {
    userId: item.user_id as string,
    passwordVersion: item.password_version as number,
    sentTo: (item.sent_to as string | undefined) ?? null,
  };
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
