import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { Role } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { conflict } from '../lib/errors';
import { buildCompanyAcceptsUsersCheck } from './companies';
import { type ItemKey, indexKeys, keys, normalizeEmail } from './keys';
import { type Page, queryAll, queryPage } from './queries';
import { cancellationReasons, isTransactionConditionFailure, tableName } from './table';

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
  /**
   * Courses assigned to the user directly, beside their assignment items: every signed-in request
   * reads the user item anyway, so a trainee's course list needs no Query of their partition.
   */
  assigned_course_ids?: string[];
};

const USER_TYPE = 'user';

function parentListingKey(user: UserRecord): { GSI1PK: string; GSI1SK: string } {
  const sortKey = indexKeys.userListingSortKey(user.username);
  if (user.role === 'superowner') return { ...indexKeys.superowners(), ...sortKey };
  if (user.role === 'owner') return { ...indexKeys.firmOwners(user.firm_id as string), ...sortKey };
  return { ...indexKeys.companyUsers(user.company_id as string), ...sortKey };
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

/** Reserves the username and points a login at the user. */
export function toUsernameMarkerItem(user: Pick<UserRecord, 'id' | 'username'>): Record<string, unknown> {
  return { ...keys.usernameMarker(user.username), type: 'username', user_id: user.id };
}

/** The user and the marker reserving the username are written together or not at all. */
export function buildCreateUserWrites(user: UserRecord) {
  return [
    {
      Put: {
        TableName: tableName(),
        Item: toUsernameMarkerItem(user),
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

export type CreateMemberOutcome = 'created' | 'username-taken' | 'parent-missing';

function toCreateMemberOutcome(error: unknown): CreateMemberOutcome {
  const reasons = cancellationReasons(error);
  if (reasons[0] === 'ConditionalCheckFailed' || reasons[1] === 'ConditionalCheckFailed')
    return 'username-taken';
  if (reasons[2] === 'ConditionalCheckFailed') return 'parent-missing';
  throw error;
}

/**
 * An owner, its username marker and a check that the firm exists, in one transaction: an owner
 * can never be added to a firm that is not there, nor take a username already in use.
 */
export async function createOwner(user: UserRecord & { firm_id: string }): Promise<CreateMemberOutcome> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          ...buildCreateUserWrites(user),
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.firm(user.firm_id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
        ],
      }),
    );
    return 'created';
  } catch (error) {
    return toCreateMemberOutcome(error);
  }
}

/** An admin or employee with its username marker, provided the company still accepts people. */
export async function createCompanyMember(
  user: UserRecord & { firm_id: string; company_id: string },
): Promise<CreateMemberOutcome> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          ...buildCreateUserWrites(user),
          buildCompanyAcceptsUsersCheck(user.company_id, user.firm_id),
        ],
      }),
    );
    return 'created';
  } catch (error) {
    return toCreateMemberOutcome(error);
  }
}

/** Which of the usernames are taken, and by which user: BatchGet of their markers, 100 at a time. */
export async function findUserIdsByUsernames(usernames: string[]): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(usernames.map((username) => keys.usernameMarker(username).PK))];
  for (let start = 0; start < unique.length; start += 100) {
    let requested: ItemKey[] = unique.slice(start, start + 100).map((PK) => ({ PK, SK: 'META' }));
    while (requested.length > 0) {
      const result = await getDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: requested } } }),
      );
      for (const item of result.Responses?.[tableName()] ?? []) {
        found.set(item.PK as string, item.user_id as string);
      }
      requested = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
    }
  }
  return new Map(
    usernames
      .map((username) => [username, found.get(keys.usernameMarker(username).PK)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

export async function listOwnersOfFirm(firmId: string): Promise<UserRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.firmOwners(firmId).GSI1PK },
  });
  return items.map((item) => fromUserItem(item)).filter((user) => user !== null);
}

/** The company's admins and employees by username; a page of them when `limit` is given. */
export async function listUsersOfCompany(
  companyId: string,
  page: { limit?: number | undefined; cursor?: string | undefined } = {},
): Promise<{ users: UserRecord[]; nextCursor: string | null }> {
  const partition = indexKeys.companyUsers(companyId).GSI1PK;
  const result: Page = await queryPage(
    {
      TableName: tableName(),
      IndexName: 'GSI1',
      KeyConditionExpression: 'GSI1PK = :pk',
      ExpressionAttributeValues: { ':pk': partition },
    },
    { ...page, partition: { name: 'GSI1PK', value: partition } },
  );
  return {
    users: result.items.map((item) => fromUserItem(item)).filter((user) => user !== null),
    nextCursor: result.nextCursor,
  };
}

/**
 * Deletes an owner, their marker, and checks in the same transaction that another owner of the
 * firm still exists: two concurrent deletions can never leave a firm without an owner. Answers
 * false when a condition failed.
 */
export async function deleteOwnerKeeping(options: {
  owner: Pick<UserRecord, 'id' | 'username'>;
  firmId: string;
  remainingOwnerId: string;
}): Promise<boolean> {
  const isOwnerOfFirm = 'attribute_exists(PK) AND #role = :owner AND firm_id = :firm';
  const names = { '#role': 'role' };
  const values = { ':owner': 'owner', ':firm': options.firmId };
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.user(options.owner.id),
              ConditionExpression: isOwnerOfFirm,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
          { Delete: { TableName: tableName(), Key: keys.usernameMarker(options.owner.username) } },
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.user(options.remainingOwnerId),
              ConditionExpression: isOwnerOfFirm,
              ExpressionAttributeNames: names,
              ExpressionAttributeValues: values,
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Deletes an admin's or employee's account and username marker, only if they are still a
 * company member of the firm. Answers false when they were not (or no longer) there.
 */
export async function deleteCompanyMember(
  user: Pick<UserRecord, 'id' | 'username'>,
  firmId: string,
): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName(),
              Key: keys.user(user.id),
              ConditionExpression:
                'attribute_exists(PK) AND firm_id = :firm AND #role IN (:admin, :employee)',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':firm': firmId, ':admin': 'admin', ':employee': 'employee' },
            },
          },
          { Delete: { TableName: tableName(), Key: keys.usernameMarker(user.username) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}

/** Every item of a user's partition (account, progress, assignments...) with the username marker. */
export async function listUserItemKeys(user: Pick<UserRecord, 'id' | 'username'>): Promise<ItemKey[]> {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.user(user.id).PK },
    ProjectionExpression: 'PK, SK',
  });
  return [
    ...items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })),
    keys.usernameMarker(user.username),
  ];
}

/**
 * Whether the company has at least one admin (its employer's representative). Reads the company's
 * user listing, keeping only admins, and stops at the first one found.
 */
export async function hasCompanyAdmin(companyId: string): Promise<boolean> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await getDocumentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        FilterExpression: '#role = :admin',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':pk': indexKeys.companyUsers(companyId).GSI1PK, ':admin': 'admin' },
        ProjectionExpression: 'PK',
        ...(startKey ? { ExclusiveStartKey: startKey } : {}),
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return false;
}
