import type { CourseCategory, CourseSubcategory, Language, Role, StaffCategory } from '@ssm/shared';
import { toUsernameKey } from '@ssm/shared/usernames';
import pMap from 'p-map';
import { type AssignmentRecord, takeableAssignmentWrites } from '../../assignments/data/assignments';
import { companyAcceptsUsersCheck } from '../../companies/data/companies';
import { defineEntity } from '../../platform/entity';
import {
  deleteItems,
  getItem,
  getItems,
  type ItemKey,
  queryAll,
  queryPages,
  type TransactWrite,
  transactWrite,
  updateItem,
} from '../../platform/table';
import { indexKeys, keys, usernameMarkerKey } from '../../platform/table-keys';
import type { TrainingEventRecord } from '../../training-status/data/training-events';
import { credentialMarkersOf, passkeyDeletesOf, passkeysUnchangedSince } from './passkeys';

/** A person who can sign in: super owner, firm owner, company admin or employee. */
export type UserRecord = {
  id: string;
  username: string;
  /**
   * The username's look-alike key (`toUsernameKey`), written with the username and its marker:
   * deleting or renaming the user finds the marker by it, without the confusables data.
   */
  username_key: string;
  role: Role;
  is_superowner: boolean;
  first_name: string;
  last_name: string;
  email: string | null;
  birth_date: string | null;
  hire_date: string | null;
  job_title: string | null;
  address: string | null;
  /** What the worker's fișă individuală de instruire asks besides the above (docs/signatures.md, the worker's fișă). */
  birth_place: string | null;
  workplace: string | null;
  qualification: string | null;
  /**
   * The worker's direct manager (conducătorul locului de muncă), a person of the same company, who
   * signs their workplace, periodic and supplementary trainings (docs/domain.md, signers per
   * phase). Absent or null: none set.
   */
  manager_id?: string | null;
  /** An employee an owner or admin marked as a workplace manager, who may be others' manager. */
  is_workplace_manager?: boolean;
  firm_id: string | null;
  company_id: string | null;
  password_hash: string;
  /** Raised on every password change; tokens carry it and older ones stop working. */
  password_version: number;
  /** Raised by "log out everywhere"; tokens carry it and older ones stop working. */
  session_version: number;
  /** Tokens logged out before their expiry (docs/data-model.md, sessions). */
  revoked_tokens?: RevokedToken[];
  /**
   * The password is a temporary one an owner or admin set: until the person chooses their own,
   * every route but the password change refuses them (docs/data-model.md, sessions).
   */
  must_change_password?: boolean;
  /**
   * When an owner or admin deactivated the person: they cannot sign in and the daily job, the
   * reminders and the workers' counts leave them out; their records stay. Absent: active.
   */
  deactivated_at?: string;
  /**
   * When the person registered their first passkey: from then on a new passkey needs an owner's
   * re-opening (accounts/data/passkeys.ts). Absent: registration is open.
   */
  passkey_registration_closed_at?: string;
  /** Until when (epoch seconds) a re-opening lets the person register one new passkey. */
  passkey_registration_open_until?: number;
  created_at: string;
  /**
   * The import run (an id the page made, people/domain/user-import.ts) that created the person:
   * a batch sent again after its answer was lost finds whom it created. Absent: added otherwise.
   */
  import_session?: string;
  /**
   * Courses assigned to the user directly, beside their assignment items: every signed-in request
   * reads the user item anyway, so a trainee's course list needs no Query of their partition.
   */
  assigned_course_ids?: string[];
  /** Sets the periodic-training interval (docs/training-status.md); absent or null: not entered. */
  staff_category?: StaffCategory | null;
  /**
   * The language the worker is trained in (docs/product.md, training in the worker's language):
   * the course version they open and their training screens. Absent: Romanian.
   */
  language?: Language;
  /**
   * `<domain>#<phase>#<completed_at>` of every training whose record the trainee signed, appended
   * in the signature's own transaction; readers take the latest per domain and phase.
   */
  training_marks?: string[];
  /**
   * The content hash of the worker's stored fișă individuală per domain (records/domain/worker-sheets.ts):
   * the fișă stored for the content it prints, so a download whose content hashes the same needs
   * no render and no look-up in the bucket.
   */
  training_sheets?: Partial<Record<CourseCategory, string>>;
  /** The worker's events that call for a supplementary training and no training answered yet. */
  training_events?: TrainingEventRecord[];
  /** Raised by every change of `training_events`; each change is conditional on the one it read. */
  training_events_version?: number;
  /** The worker's daily e-mail (training-status/data/training-mail.ts, docs/training-status.md "E-mails"). */
  training_reminders_off?: boolean;
  training_mail_day?: string;
  training_mail_claim?: string;
  courses_announced_until?: string;
  training_notice_stages?: Record<string, string>;
} & {
  /**
   * The periodic due date the worker was last re-enrolled for in the domain (YYYY-MM-DD), written
   * with the assignment so that no due date is re-enrolled twice (docs/training-status.md).
   */
  [attribute in `reenrolled_for_${CourseCategory}`]?: string;
};

/** A logged-out token: its id, and its expiry, after which it is refused anyway and forgotten. */
export type RevokedToken = { id: string; expires_at: number };

function parentListingKey(user: UserRecord): { GSI1PK: string; GSI1SK: string } {
  const sortKey = indexKeys.userListingSortKey(user.username);
  if (user.firm_id === null) return { ...indexKeys.superowners(), ...sortKey };
  if (user.company_id === null) return { ...indexKeys.firmOwners(user.firm_id), ...sortKey };
  return { ...indexKeys.companyUsers(user.company_id), ...sortKey };
}

/** The user's entry in the by-e-mail index, through which a password reset finds the account. */
export function emailIndexKeys(user: Pick<UserRecord, 'id'> & { email: string }) {
  return { ...indexKeys.usersByEmail(user.email), GSI2SK: `USER#${user.id}` };
}

/** Whether two addresses reach the same mailbox, as the by-e-mail index compares them. */
export function isSameMailbox(first: string | null, second: string | null): boolean {
  if (first === null || second === null) return first === second;
  return indexKeys.usersByEmail(first).GSI2PK === indexKeys.usersByEmail(second).GSI2PK;
}

export const users = defineEntity<UserRecord>({
  type: 'user',
  key: (user) => keys.user(user.id),
  indexes: (user) => ({
    ...parentListingKey(user),
    ...(user.email ? emailIndexKeys({ id: user.id, email: user.email }) : {}),
  }),
});

/**
 * Reserves the username (whatever its case) and points a login at the user. Pure: a bundle that
 * never touches the markers drops it and the confusables data behind `usernameMarkerKey`.
 */
export const usernameMarkers = /* @__PURE__ */ defineEntity<{ username: string; user_id: string }>({
  type: 'username',
  key: (marker) => usernameMarkerKey(marker.username),
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

/** Records which fișe individuale of the worker are stored now (their content hashes by domain). */
export async function recordTrainingSheets(
  userId: string,
  sheets: Partial<Record<CourseCategory, string>>,
): Promise<void> {
  await updateItem({
    Key: keys.user(userId),
    UpdateExpression: 'SET training_sheets = :sheets',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':sheets': sheets },
  });
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

/** The users that exist among the ids, in no particular order: one BatchGetItem per 100. */
export function getUsersById(userIds: readonly string[]): Promise<UserRecord[]> {
  return users.getMany(userIds.map((id) => keys.user(id)));
}

/** The user the username (or a look-alike of it) belongs to: one GetItem of its marker. */
export async function getUserIdByUsername(username: string): Promise<string | null> {
  const marker = await getItem(usernameMarkerKey(username));
  return (marker?.user_id as string | undefined) ?? null;
}

/** No user has this id (ids are ULIDs, which never start with 8 or above). */
const NO_SUCH_USER_ID = '8ZZZZZZZZZZZZZZZZZZZZZZZZZ';

/**
 * The user a login names. An unknown username still reads a user item (one that never exists),
 * so that it costs the same two calls as a known one and its answer comes no sooner.
 */
export async function getUserByUsername(username: string): Promise<UserRecord | null> {
  const userId = await getUserIdByUsername(username);
  return getUserById(userId ?? NO_SUCH_USER_ID);
}

/**
 * A new user's record: with its first session version and its username's look-alike key, as every
 * write of a username stores it.
 */
export function newUserRecord<User extends Omit<UserRecord, 'username_key' | 'session_version'>>(
  user: User,
): User & Pick<UserRecord, 'username_key' | 'session_version'> {
  return { session_version: 0, ...user, username_key: toUsernameKey(user.username) };
}

/** Reserves the username (by its look-alike key) for the user, unless another account holds it. */
function usernameMarkerPut(user: Pick<UserRecord, 'id' | 'username_key'>): TransactWrite {
  return {
    Put: {
      Item: { ...keys.usernameMarker(user.username_key), type: usernameMarkers.type, user_id: user.id },
      ConditionExpression: 'attribute_not_exists(PK)',
    },
  };
}

/** The user and the marker reserving the username are written together or not at all. */
export function createUserWrites(user: UserRecord) {
  return {
    usernameMarker: usernameMarkerPut(user),
    user: {
      Put: {
        Item: users.toItem(user),
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  } satisfies Record<string, TransactWrite>;
}

/**
 * Deletes the user's username marker, found by the look-alike key stored with the username, only
 * if it names this user: a marker another account holds is never taken with this one.
 */
function usernameMarkerDelete(user: Pick<UserRecord, 'id' | 'username_key'>): TransactWrite {
  return {
    Delete: {
      Key: keys.usernameMarker(user.username_key),
      ConditionExpression: 'attribute_not_exists(PK) OR user_id = :user',
      ExpressionAttributeValues: { ':user': user.id },
    },
  };
}

export type CreateUserOutcome = 'created' | 'username-taken' | 'parent-missing' | 'course-missing';

/**
 * Creates the user with its username marker and, in the same transaction, the check that its
 * parent (the firm of an owner, the company of an admin or employee) still takes people, and the
 * courses assigned to them from the start (the user item lists them already): a user can never be
 * added where it cannot be, nor take a username already in use, nor exist without those courses.
 * 'course-missing' when one of the courses was deleted meanwhile or has no quiz, so could never be
 * passed (nothing written).
 */
export async function createUser(
  user: UserRecord,
  courses: readonly { assignment: AssignmentRecord; allocationId: string }[] = [],
): Promise<CreateUserOutcome> {
  const parent =
    user.company_id !== null && user.firm_id !== null
      ? companyAcceptsUsersCheck(user.company_id, user.firm_id)
      : user.firm_id !== null
        ? { ConditionCheck: { Key: keys.firm(user.firm_id), ConditionExpression: 'attribute_exists(PK)' } }
        : null;
  const courseWrites = Object.fromEntries(
    courses.flatMap(({ assignment, allocationId }, index) =>
      Object.entries(takeableAssignmentWrites(assignment, allocationId)).map(([name, write]) => [
        `${name}${index}`,
        write,
      ]),
    ),
  ) as Record<string, TransactWrite>;
  const outcome = await transactWrite({ ...createUserWrites(user), parent, ...courseWrites });
  if (outcome.isCommitted) return 'created';
  const { failed } = outcome;
  if (failed.has('usernameMarker') || failed.has('user')) return 'username-taken';
  return failed.has('parent') ? 'parent-missing' : 'course-missing';
}

/**
 * Sets a new password hash and version, provided nobody changed it since it was read; null
 * otherwise. The person chose it: a temporary password's forced change is over.
 */
export async function updatePassword(
  user: Pick<UserRecord, 'id' | 'password_version'>,
  passwordHash: string,
): Promise<number | null> {
  const nextVersion = user.password_version + 1;
  const outcome = await updateItem({
    Key: keys.user(user.id),
    UpdateExpression: 'SET password_hash = :hash, password_version = :next REMOVE must_change_password',
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
  return users.queryFirst({ index: 'GSI2', partition: indexKeys.usersByEmail(email).GSI2PK }, 50);
}

export async function hasSuperowner(): Promise<boolean> {
  return (await users.queryFirst({ index: 'GSI1', partition: indexKeys.superowners().GSI1PK }, 1)).length > 0;
}

/**
 * Which of the usernames (or look-alikes of them) are taken, and by which user: BatchGet of
 * their markers, 100 at a time.
 */
export async function findUserIdsByUsernames(usernames: string[]): Promise<Map<string, string>> {
  const markerKeys = new Map(usernames.map((username) => [username, usernameMarkerKey(username)]));
  const markers = await getItems([...markerKeys.values()]);
  const found = new Map(markers.map((item) => [item.PK as string, item.user_id as string]));
  return new Map(
    [...markerKeys].flatMap(([username, key]) => {
      const userId = found.get(key.PK);
      return userId === undefined ? [] : [[username, userId] as const];
    }),
  );
}

export function listOwnersOfFirm(firmId: string): Promise<UserRecord[]> {
  return users.queryAll({ index: 'GSI1', partition: indexKeys.firmOwners(firmId).GSI1PK });
}

/** Every admin and employee of the company: one GSI1 partition, read to the end. */
export function listAllUsersOfCompany(companyId: string): Promise<UserRecord[]> {
  return users.queryAll({ index: 'GSI1', partition: indexKeys.companyUsers(companyId).GSI1PK });
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

/** A user about to be deleted, as read: their passkeys are deleted with them. */
type DeletedUser = Pick<UserRecord, 'id' | 'username_key' | 'passkey_registration_closed_at'>;

/**
 * Deletes an owner, their marker and passkeys, and checks in the same transaction that another
 * owner of the firm still exists: two concurrent deletions can never leave a firm without an
 * owner. Answers false when a condition failed.
 */
export async function deleteOwner(options: {
  owner: DeletedUser;
  firmId: string;
  remainingOwnerId: string;
}): Promise<boolean> {
  const isOwnerOfFirm = {
    ConditionExpression: 'attribute_exists(PK) AND #role = :owner AND firm_id = :firm',
    ExpressionAttributeNames: { '#role': 'role' },
    ExpressionAttributeValues: { ':owner': 'owner', ':firm': options.firmId },
  };
  const passkeysAsRead = passkeysUnchangedSince(options.owner);
  const outcome = await transactWrite({
    owner: {
      Delete: {
        Key: keys.user(options.owner.id),
        ...isOwnerOfFirm,
        ConditionExpression: `${isOwnerOfFirm.ConditionExpression} AND ${passkeysAsRead.expression}`,
        ExpressionAttributeValues: { ...isOwnerOfFirm.ExpressionAttributeValues, ...passkeysAsRead.values },
      },
    },
    usernameMarker: usernameMarkerDelete(options.owner),
    remainingOwner: { ConditionCheck: { Key: keys.user(options.remainingOwnerId), ...isOwnerOfFirm } },
    ...(await passkeyDeletesOf(options.owner.id)),
  });
  return outcome.isCommitted;
}

/**
 * Deletes an admin's or employee's account, username marker and passkeys, only if they are
 * still a company member of the firm. Answers false when they were not (or no longer) there, or
 * registered a passkey since they were read.
 */
export async function deleteCompanyUser(user: DeletedUser, firmId: string): Promise<boolean> {
  const passkeysAsRead = passkeysUnchangedSince(user);
  const outcome = await transactWrite({
    user: {
      Delete: {
        Key: keys.user(user.id),
        ConditionExpression: `attribute_exists(PK) AND firm_id = :firm AND #role IN (:admin, :employee) AND ${passkeysAsRead.expression}`,
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: {
          ':firm': firmId,
          ':admin': 'admin',
          ':employee': 'employee',
          ...passkeysAsRead.values,
        },
      },
    },
    usernameMarker: usernameMarkerDelete(user),
    ...(await passkeyDeletesOf(user.id)),
  });
  return outcome.isCommitted;
}

/**
 * Every item of a user's partition (account, progress, assignments, passkeys...) with the
 * username marker and the passkeys' credential reservations.
 */
async function listUserItemKeys(user: Pick<UserRecord, 'id' | 'username_key'>): Promise<ItemKey[]> {
  const items = await queryAll({ partition: keys.user(user.id).PK, projection: 'PK, SK, credential_id' });
  return [
    ...items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })),
    keys.usernameMarker(user.username_key),
    ...credentialMarkersOf(items),
  ];
}

/** Parallel Queries of the users' partitions while they are deleted. */
const USER_READ_CONCURRENCY = 16;

/**
 * Deletes the users with everything in their partitions (progress, assignments, attempts...) and
 * their username markers: a Query of each partition's keys, then BatchWriteItem, 25 a call.
 */
export async function deleteUsersWithTheirItems(
  toDelete: readonly Pick<UserRecord, 'id' | 'username_key'>[],
): Promise<void> {
  const userItemKeys = await pMap(toDelete, listUserItemKeys, { concurrency: USER_READ_CONCURRENCY });
  await deleteItems(userItemKeys.flat());
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

/**
 * Adds a token to the user's revoked tokens, which every authenticated request reads with the
 * user. Entries past their expiry are dropped on the way when the list as read has any, with a
 * condition that nobody changed the list since; a concurrent logout that wins keeps its entry,
 * and this one is then appended without the clean-up. Answers false when the user is gone.
 */
export async function revokeToken(
  user: Pick<UserRecord, 'id' | 'revoked_tokens'>,
  token: RevokedToken,
  now: number,
): Promise<boolean> {
  const current = user.revoked_tokens ?? [];
  const live = current.filter((entry) => entry.expires_at > now);
  if (live.length < current.length) {
    const pruned = await updateItem({
      Key: keys.user(user.id),
      UpdateExpression: 'SET revoked_tokens = :next',
      ConditionExpression: 'attribute_exists(PK) AND revoked_tokens = :current',
      ExpressionAttributeValues: { ':next': [...live, token], ':current': current },
    });
    if (pruned.isApplied) return true;
  }
  const appended = await updateItem({
    Key: keys.user(user.id),
    UpdateExpression: 'SET revoked_tokens = list_append(if_not_exists(revoked_tokens, :none), :token)',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':none': [], ':token': [token] },
  });
  return appended.isApplied;
}

/**
 * Raises the user's session version, so every token issued until now stops working, and forgets
 * the revoked tokens (all older than the new version). `firmId` limits it to an admin or
 * employee of that firm (an owner acting on their people); answers false when the user is not,
 * or no longer, there.
 */
export async function endAllSessions(
  userId: string,
  scope: { firmId: string } | null = null,
): Promise<boolean> {
  const ofFirm = scope
    ? {
        condition: ' AND firm_id = :firm AND #role IN (:admin, :employee)',
        names: { '#role': 'role' },
        values: { ':firm': scope.firmId, ':admin': 'admin', ':employee': 'employee' },
      }
    : { condition: '', names: undefined, values: {} };
  const outcome = await updateItem({
    Key: keys.user(userId),
    UpdateExpression: 'SET session_version = session_version + :one REMOVE revoked_tokens',
    ConditionExpression: `attribute_exists(PK)${ofFirm.condition}`,
    ...(ofFirm.names ? { ExpressionAttributeNames: ofFirm.names } : {}),
    ExpressionAttributeValues: { ':one': 1, ...ofFirm.values },
  });
  return outcome.isApplied;
}

/** What an edit of a person may change: the add-user form's fields, their company and role. */
export type CompanyUserChanges = Pick<
  UserRecord,
  | 'username'
  | 'first_name'
  | 'last_name'
  | 'email'
  | 'birth_date'
  | 'hire_date'
  | 'address'
  | 'job_title'
  | 'birth_place'
  | 'workplace'
  | 'qualification'
  | 'staff_category'
  | 'manager_id'
  | 'is_workplace_manager'
  | 'language'
> & { role: 'admin' | 'employee'; company_id: string };

export type UpdateCompanyUserOutcome = 'updated' | 'username-taken' | 'company-missing' | 'changed-meanwhile';

/**
 * Writes an edit of an admin or employee in one transaction: the changed attributes and what
 * follows them (company listing, username order and look-alike key, e-mail), only if the user is still
 * as read (firm, company, role, username); with a username of another look-alike key, the old
 * key's marker goes and the new one is reserved; with a new company, that company must still take people. A new
 * role or company also ends every session; the audit event of the edit goes in the same
 * transaction. Nothing else on the item (marks, sheets, tokens) is
 * touched, so a signature landing meanwhile keeps its mark.
 */
export async function updateCompanyUser(
  read: UserRecord & { firm_id: string; company_id: string },
  changes: CompanyUserChanges,
  audit: TransactWrite | null,
): Promise<UpdateCompanyUserOutcome> {
  const usernameKey = toUsernameKey(changes.username);
  const next: UserRecord = { ...read, ...changes };
  const { GSI1PK, GSI1SK, GSI2PK, GSI2SK } = users.toItem(next);
  const setValues: Record<string, unknown> = { ...changes, username_key: usernameKey, GSI1PK, GSI1SK };
  if (GSI2PK) Object.assign(setValues, { GSI2PK, GSI2SK });
  const names = Object.fromEntries(Object.keys(setValues).map((name) => [`#${name}`, name]));
  const values = Object.fromEntries(Object.entries(setValues).map(([name, value]) => [`:${name}`, value]));
  const endsSessions = changes.role !== read.role || changes.company_id !== read.company_id;
  const set = [
    ...Object.keys(setValues).map((name) => `#${name} = :${name}`),
    ...(endsSessions ? ['session_version = session_version + :one'] : []),
  ];
  const remove = [...(GSI2PK ? [] : ['GSI2PK', 'GSI2SK']), ...(endsSessions ? ['revoked_tokens'] : [])];
  const isUsernameChanged = usernameKey !== read.username_key;
  const outcome = await transactWrite({
    user: {
      Update: {
        Key: keys.user(read.id),
        UpdateExpression: `SET ${set.join(', ')}${remove.length > 0 ? ` REMOVE ${remove.join(', ')}` : ''}`,
        ConditionExpression:
          'attribute_exists(PK) AND firm_id = :readFirm AND company_id = :readCompany AND #role = :readRole AND #username = :readUsername',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: {
          ...values,
          ':readFirm': read.firm_id,
          ':readCompany': read.company_id,
          ':readRole': read.role,
          ':readUsername': read.username,
          ...(endsSessions ? { ':one': 1 } : {}),
        },
      },
    },
    newUsernameMarker: isUsernameChanged
      ? usernameMarkerPut({ id: read.id, username_key: usernameKey })
      : null,
    oldUsernameMarker: isUsernameChanged ? usernameMarkerDelete(read) : null,
    company:
      changes.company_id === read.company_id
        ? null
        : companyAcceptsUsersCheck(changes.company_id, read.firm_id),
    audit,
  });
  if (outcome.isCommitted) return 'updated';
  const { failed } = outcome;
  if (failed.has('newUsernameMarker')) return 'username-taken';
  if (failed.has('company')) return 'company-missing';
  return 'changed-meanwhile';
}

/** The condition that an admin or employee is still as read: same firm, company, role and password. */
function isCompanyUserAsRead(read: UserRecord & { firm_id: string; company_id: string }) {
  return {
    ConditionExpression:
      'attribute_exists(PK) AND firm_id = :readFirm AND company_id = :readCompany AND #role = :readRole AND password_version = :readPassword',
    names: { '#role': 'role' },
    values: {
      ':readFirm': read.firm_id,
      ':readCompany': read.company_id,
      ':readRole': read.role,
      ':readPassword': read.password_version,
    },
  };
}

/**
 * Gives an admin or employee a temporary password an owner or admin chose for them, with the
 * audit event, in one transaction conditioned on the user as read: the password version and
 * the session version rise (every token stops working) and the person must choose a password
 * at the next sign-in. False when the user changed meanwhile (nothing written).
 */
export async function setTemporaryPassword(
  read: UserRecord & { firm_id: string; company_id: string },
  passwordHash: string,
  audit: TransactWrite,
): Promise<boolean> {
  const asRead = isCompanyUserAsRead(read);
  const outcome = await transactWrite({
    user: {
      Update: {
        Key: keys.user(read.id),
        UpdateExpression:
          'SET password_hash = :hash, password_version = :next, must_change_password = :true, session_version = session_version + :one REMOVE revoked_tokens',
        ConditionExpression: asRead.ConditionExpression,
        ExpressionAttributeNames: asRead.names,
        ExpressionAttributeValues: {
          ...asRead.values,
          ':hash': passwordHash,
          ':next': read.password_version + 1,
          ':true': true,
          ':one': 1,
        },
      },
    },
    audit,
  });
  return outcome.isCommitted;
}

/**
 * Deactivates an admin or employee (ending every session) or reactivates them, with the audit
 * event, in one transaction conditioned on the user as read. False when the user changed
 * meanwhile (nothing written).
 */
export async function setCompanyUserActive(
  read: UserRecord & { firm_id: string; company_id: string },
  deactivatedAt: string | null,
  audit: TransactWrite,
): Promise<boolean> {
  const asRead = isCompanyUserAsRead(read);
  const update =
    deactivatedAt === null
      ? { expression: 'REMOVE deactivated_at', values: {} }
      : {
          expression:
            'SET deactivated_at = :at, session_version = session_version + :one REMOVE revoked_tokens',
          values: { ':at': deactivatedAt, ':one': 1 },
        };
  const outcome = await transactWrite({
    user: {
      Update: {
        Key: keys.user(read.id),
        UpdateExpression: update.expression,
        ConditionExpression: asRead.ConditionExpression,
        ExpressionAttributeNames: asRead.names,
        ExpressionAttributeValues: { ...asRead.values, ...update.values },
      },
    },
    audit,
  });
  return outcome.isCommitted;
}
