import type { CourseCategory, CourseSubcategory, Role, StaffCategory } from '@ssm/shared';
import {
  getItem,
  getItems,
  type ItemKey,
  queryAll,
  queryPages,
  type TransactWrite,
  transactWrite,
  updateItem,
} from '../lib/table';
import { companyAcceptsUsersCheck } from './companies';
import { defineEntity } from './entity';
import { indexKeys, keys, normalizeEmail } from './keys';
import type { TrainingEventRecord } from './training-events';

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
  /** Sets the periodic-training interval (docs/training-status.md); absent or null: not entered. */
  staff_category?: StaffCategory | null;
  /**
   * `<domain>#<phase>#<completed_at>` of every training whose record the trainee signed, appended
   * in the signature's own transaction; readers take the latest per domain and phase.
   */
  training_marks?: string[];
  /** The worker's events that call for a supplementary training and no training answered yet. */
  training_events?: TrainingEventRecord[];
  /** Raised by every change of `training_events`; each change is conditional on the one it read. */
  training_events_version?: number;
};

function parentListingKey(user: UserRecord): { GSI1PK: string; GSI1SK: string } {
  const sortKey = indexKeys.userListingSortKey(user.username);
  if (user.firm_id === null) return { ...indexKeys.superowners(), ...sortKey };
  if (user.company_id === null) return { ...indexKeys.firmOwners(user.firm_id), ...sortKey };
  return { ...indexKeys.companyUsers(user.company_id), ...sortKey };
}

export const users = defineEntity<UserRecord>({
  type: 'user',
  key: (user) => keys.user(user.id),
  indexes: (user) => ({
    ...parentListingKey(user),
    ...(user.email ? { ...indexKeys.usersByEmail(user.email), GSI2SK: `USER#${user.id}` } : {}),
  }),
});

/** Reserves the username (whatever its case) and points a login at the user. */
export const usernameMarkers = defineEntity<{ username: string; user_id: string }>({
  type: 'username',
  key: (marker) => keys.usernameMarker(marker.username),
});

/** How one signed training is remembered on its trainee's user item (`training_marks`). */
export function trainingMark(
  category: CourseCategory,
  phase: CourseSubcategory,
  completedAt: string,
): string {
  return `${category}#${phase}#${completedAt}`;
}

/** The write that appends trainings to a worker's marks: never fails on marks already there, never goes backwards. */
export function appendTrainingMarksWrite(userId: string, marks: readonly string[]) {
  return {
    Update: {
      Key: keys.user(userId),
      UpdateExpression: 'SET training_marks = list_append(if_not_exists(training_marks, :none), :marks)',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':none': [], ':marks': [...marks] },
    },
  } satisfies TransactWrite;
}

/** Trainings a worker had before the platform knew them (the demo's paper history). */
export async function appendTrainingMarks(userId: string, marks: readonly string[]): Promise<boolean> {
  return (await updateItem(appendTrainingMarksWrite(userId, marks).Update)).isApplied;
}

export function getUserById(
  userId: string,
  options: { consistent?: boolean } = {},
): Promise<UserRecord | null> {
  return users.get(keys.user(userId), options);
}

export async function getUserIdByUsername(username: string): Promise<string | null> {
  const item = await getItem(keys.usernameMarker(username));
  return (item?.user_id as string | undefined) ?? null;
}

export async function getUserByUsername(username: string): Promise<UserRecord | null> {
  const userId = await getUserIdByUsername(username);
  return userId ? getUserById(userId) : null;
}

/** The user and the marker reserving the username are written together or not at all. */
export function createUserWrites(user: UserRecord) {
  return {
    usernameMarker: {
      Put: {
        Item: { ...keys.usernameMarker(user.username), type: usernameMarkers.type, user_id: user.id },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    user: { Put: { Item: users.toItem(user), ConditionExpression: 'attribute_not_exists(PK)' } },
  } satisfies Record<string, TransactWrite>;
}

export type CreateUserOutcome = 'created' | 'username-taken' | 'parent-missing';

/**
 * Creates the user with its username marker and, in the same transaction, the check that its
 * parent (the firm of an owner, the company of an admin or employee) still takes people: a user
 * can never be added where it cannot be, nor take a username already in use.
 */
export async function createUser(user: UserRecord): Promise<CreateUserOutcome> {
  const parent =
    user.company_id !== null && user.firm_id !== null
      ? companyAcceptsUsersCheck(user.company_id, user.firm_id)
      : user.firm_id !== null
        ? { ConditionCheck: { Key: keys.firm(user.firm_id), ConditionExpression: 'attribute_exists(PK)' } }
        : null;
  const outcome = await transactWrite({ ...createUserWrites(user), parent });
  if (outcome.isCommitted) return 'created';
  if (outcome.failed.has('usernameMarker') || outcome.failed.has('user')) return 'username-taken';
  return 'parent-missing';
}

/** Sets a new password hash and version, provided nobody changed it since it was read; null otherwise. */
export async function updatePassword(
  user: Pick<UserRecord, 'id' | 'password_version'>,
  passwordHash: string,
): Promise<number | null> {
  const nextVersion = user.password_version + 1;
  const outcome = await updateItem({
    Key: keys.user(user.id),
    UpdateExpression: 'SET password_hash = :hash, password_version = :next',
    ConditionExpression: 'password_version = :current',
    ExpressionAttributeValues: {
      ':hash': passwordHash,
      ':next': nextVersion,
      ':current': user.password_version,
    },
  });
  return outcome.isApplied ? nextVersion : null;
}

export function findUsersByEmail(email: string): Promise<UserRecord[]> {
  return users.queryFirst(
    { index: 'GSI2', partition: indexKeys.usersByEmail(normalizeEmail(email)).GSI2PK },
    50,
  );
}

export async function hasSuperowner(): Promise<boolean> {
  return (await users.queryFirst({ index: 'GSI1', partition: indexKeys.superowners().GSI1PK }, 1)).length > 0;
}

/** Which of the usernames are taken, and by which user: BatchGet of their markers, 100 at a time. */
export async function findUserIdsByUsernames(usernames: string[]): Promise<Map<string, string>> {
  const markers = await getItems(usernames.map((username) => keys.usernameMarker(username)));
  const found = new Map(markers.map((item) => [item.PK as string, item.user_id as string]));
  return new Map(
    usernames
      .map((username) => [username, found.get(keys.usernameMarker(username).PK)] as const)
      .filter((entry): entry is readonly [string, string] => entry[1] !== undefined),
  );
}

export function listOwnersOfFirm(firmId: string): Promise<UserRecord[]> {
  return users.queryAll({ index: 'GSI1', partition: indexKeys.firmOwners(firmId).GSI1PK });
}

/** The company's admins and employees by username; a page of them when `limit` is given. */
export async function listUsersOfCompany(
  companyId: string,
  page: { limit?: number | undefined; cursor?: string | undefined } = {},
): Promise<{ users: UserRecord[]; nextCursor: string | null }> {
  const result = await users.queryPage(
    { index: 'GSI1', partition: indexKeys.companyUsers(companyId).GSI1PK },
    page,
  );
  return { users: result.items, nextCursor: result.nextCursor };
}

/**
 * Deletes an owner, their marker, and checks in the same transaction that another owner of the
 * firm still exists: two concurrent deletions can never leave a firm without an owner. Answers
 * false when a condition failed.
 */
export async function deleteOwner(options: {
  owner: Pick<UserRecord, 'id' | 'username'>;
  firmId: string;
  remainingOwnerId: string;
}): Promise<boolean> {
  const isOwnerOfFirm = {
    ConditionExpression: 'attribute_exists(PK) AND #role = :owner AND firm_id = :firm',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':owner': 'owner', ':firm': options.firmId },
  };
  const outcome = await transactWrite({
    owner: { Delete: { Key: keys.user(options.owner.id), ...isOwnerOfFirm } },
    usernameMarker: { Delete: { Key: keys.usernameMarker(options.owner.username) } },
    remainingOwner: { ConditionCheck: { Key: keys.user(options.remainingOwnerId), ...isOwnerOfFirm } },
  });
  return outcome.isCommitted;
}

/**
 * Deletes an admin's or employee's account and username marker, only if they are still a
 * company member of the firm. Answers false when they were not (or no longer) there.
 */
export async function deleteCompanyUser(
  user: Pick<UserRecord, 'id' | 'username'>,
  firmId: string,
): Promise<boolean> {
  const outcome = await transactWrite({
    user: {
      Delete: {
        Key: keys.user(user.id),
        ConditionExpression: 'attribute_exists(PK) AND firm_id = :firm AND #role IN (:admin, :employee)',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':firm': firmId, ':admin': 'admin', ':employee': 'employee' },
      },
    },
    usernameMarker: { Delete: { Key: keys.usernameMarker(user.username) } },
  });
  return outcome.isCommitted;
}

/** Every item of a user's partition (account, progress, assignments...) with the username marker. */
export async function listUserItemKeys(user: Pick<UserRecord, 'id' | 'username'>): Promise<ItemKey[]> {
  const items = await queryAll({ partition: keys.user(user.id).PK, projection: 'PK, SK' });
  return [
    ...items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })),
    keys.usernameMarker(user.username),
  ];
}

/**
 * Whether the company has at least one admin (its employer's representative). Reads the company's
 * user listing, keeping only admins, and stops at the first page that has one.
 */
export async function hasCompanyAdmin(companyId: string): Promise<boolean> {
  const pages = queryPages({
    index: 'GSI1',
    partition: indexKeys.companyUsers(companyId).GSI1PK,
    filter: { expression: '#role = :admin', names: { '#role': 'role' }, values: { ':admin': 'admin' } },
    projection: 'PK',
  });
  for await (const page of pages) if (page.length > 0) return true;
  return false;
}
