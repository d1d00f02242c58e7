import { epochSeconds } from '../../platform/clock';
import { getItem, putItem, type TransactWrite, transactWrite } from '../../platform/table';
import { keys } from '../../platform/table-keys';
import { emailIndexKeys } from './users';

/**
 * A requested new e-mail address of an account (docs/security.md, identity changes): it becomes
 * the account's address only when someone opens the link mailed to it. Only the SHA-256 of the
 * link's token is stored.
 */
export type EmailChange = { userId: string; fromEmail: string | null; toEmail: string };

const EMAIL_CHANGE_TYPE = 'email-change';

export async function storeEmailChange(change: EmailChange & { tokenHash: string; expiresAt: number }) {
  await putItem({
    Item: {
      ...keys.emailChangeToken(change.tokenHash),
      type: EMAIL_CHANGE_TYPE,
      user_id: change.userId,
      from_email: change.fromEmail,
      to_email: change.toEmail,
      ttl: change.expiresAt,
    },
  });
}

/** The unexpired change a token stands for, without using it up. */
export async function findEmailChange(tokenHash: string): Promise<EmailChange | null> {
  const item = await getItem(keys.emailChangeToken(tokenHash), { consistent: true });
  if (!item || (item.ttl as number) <= epochSeconds()) return null;
  return {
    userId: item.user_id as string,
    fromEmail: (item.from_email as string | null) ?? null,
    toEmail: item.to_email as string,
  };
}

/**
 * Uses the token and gives the account its new address (with the by-e-mail index entry) and the
 * audit event, in one transaction: only while the token exists unexpired and the account still
 * has the address the change was asked from, so a link is single use and a second pending change
 * dies with the first one confirmed. False when a condition failed (nothing written).
 */
export async function applyEmailChange(options: {
  tokenHash: string;
  change: EmailChange;
  audit: TransactWrite | null;
}): Promise<boolean> {
  const { change } = options;
  const { GSI2PK, GSI2SK } = emailIndexKeys({ id: change.userId, email: change.toEmail });
  const stillFrom =
    change.fromEmail === null
      ? {
          condition: '(attribute_not_exists(email) OR attribute_type(email, :nullType))',
          values: { ':nullType': 'NULL' },
        }
      : { condition: 'email = :from', values: { ':from': change.fromEmail } };
  const outcome = await transactWrite({
    token: {
      Delete: {
        Key: keys.emailChangeToken(options.tokenHash),
        ConditionExpression: 'attribute_exists(PK) AND #ttl > :now',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':now': epochSeconds() },
      },
    },
    user: {
      Update: {
        Key: keys.user(change.userId),
        UpdateExpression: 'SET email = :to, GSI2PK = :gsi2pk, GSI2SK = :gsi2sk',
        ConditionExpression: `attribute_exists(PK) AND ${stillFrom.condition}`,
        ExpressionAttributeValues: {
          ':to': change.toEmail,
          ':gsi2pk': GSI2PK,
          ':gsi2sk': GSI2SK,
          ...stillFrom.values,
        },
      },
    },
    audit: options.audit,
  });
  return outcome.isCommitted;
}
