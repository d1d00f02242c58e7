import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { conflict } from '../lib/errors';
import { indexKeys, keys, normalizeEmail, normalizeUsername } from './keys';
import { isTransactionConditionFailure, tableName } from './table';

/** A person who can sign in: super owner, firm owner, company admin or employee. */
export type UserRecord = {
  id: string;
  username: string;
  role: Role;
  is_superowner: boolean;
  first_name: string;
  last_name: string;
  email: string | null;
  birth_date: string | null;
  hire_date: string | null;
  job_title: string | null;
  address: string | null;
  firm_id: string | null;
  company_id: string | null;
  password_hash: string;
  /** Raised on every password change; tokens carry it and older ones stop working. */
  password_version: number;
  created_at: string;
};

const USER_TYPE = 'user';

function parentListingKey(user: UserRecord): { GSI1PK: string; GSI1SK: string } {
  const sortKey = `USER#${normalizeUsername(user.username)}`;
  if (user.role === 'superowner') return { GSI1PK: indexKeys.superowners().GSI1PK, GSI1SK: sortKey };
  if (user.role === 'owner') return { GSI1PK: `FIRM#${user.firm_id}#OWNERS`, GSI1SK: sortKey };
  return { GSI1PK: `COMPANY#${user.company_id}#USERS`, GSI1SK: sortKey };
}

export function toUserItem(user: UserRecord): Record<string, unknown> {
  return {
    ...keys.user(user.id),
    type: USER_TYPE,
    ...parentListingKey(user),
    ...(user.email ? { ...indexKeys.usersByEmail(user.email), GSI2SK: `USER#${user.id}` } : {}),
    ...user,
  };
}

function fromUserItem(item: Record<string, unknown> | undefined): UserRecord | null {
  if (!item || item.type !== USER_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, GSI2PK, GSI2SK, type, ...user } = item;
  return user as UserRecord;
}

export async function getUserById(userId: string): Promise<UserRecord | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(userId) }),
  );
  return fromUserItem(result.Item);
}

export async function getUserIdByUsername(username: string): Promise<string | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.usernameMarker(username) }),
  );
  return (result.Item?.user_id as string | undefined) ?? null;
}

export async function getUserByUsername(username: string): Promise<UserRecord | null> {
  const userId = await getUserIdByUsername(username);
  return userId ? getUserById(userId) : null;
}

/** The user and the marker reserving the username are written together or not at all. */
export function buildCreateUserWrites(user: UserRecord) {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.usernameMarker(user.username), type: 'username', user_id: user.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Put: {
        TableName: tableName(),
        Item: toUserItem(user),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

export async function createUser(user: UserRecord, usernameTakenDetail: string): Promise<void> {
  try {
    await getDocumentClient().send(new TransactWriteCommand({ TransactItems: buildCreateUserWrites(user) }));
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw conflict(usernameTakenDetail);
    throw error;
  }
}

/** Sets a new password hash and version, provided nobody changed it since it was read. */
export async function updatePassword(
  user: Pick<UserRecord, 'id' | 'password_version'>,
  passwordHash: string,
): Promise<number> {
  const nextVersion = user.password_version + 1;
  await getDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(user.id),
      UpdateExpression: 'SET password_hash = :hash, password_version = :next',
      ConditionExpression: 'password_version = :current',
      ExpressionAttributeValues: {
        ':hash': passwordHash,
        ':next': nextVersion,
        ':current': user.password_version,
      },
    }),
  );
  return nextVersion;
}

export async function findUsersByEmail(email: string): Promise<UserRecord[]> {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.usersByEmail(normalizeEmail(email)).GSI2PK },
      Limit: 50,
    }),
  );
  return (result.Items ?? []).map((item) => fromUserItem(item)).filter((user) => user !== null);
}

export async function hasSuperowner(): Promise<boolean> {
  const result = await getDocumentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.superowners().GSI1PK },
      Limit: 1,
    }),
  );
  return (result.Items ?? []).length > 0;
}

export async function deleteUserAndMarker(user: Pick<UserRecord, 'id' | 'username'>): Promise<void> {
  await getDocumentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        { Delete: { TableName: tableName(), Key: keys.user(user.id) } },
        { Delete: { TableName: tableName(), Key: keys.usernameMarker(user.username) } },
      ],
    }),
  );
}
