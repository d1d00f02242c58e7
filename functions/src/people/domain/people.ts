import { type CompanyUserFields, RECORD_LANGUAGE } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { readTakenUsernameAllowance, takeTakenUsernameAllowance } from '../../accounts/data/allowances';
import type { CreateUserOutcome } from '../../accounts/data/users';
import * as userTable from '../../accounts/data/users';
import { requestEmailChange } from '../../accounts/domain/email-change';
import { generateTemporaryPassword, hashGeneratedPassword } from '../../accounts/domain/passwords';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import {
  createCompanyMember,
  newHireCoursesNotice,
  readReenrolment,
} from '../../assignments/domain/named-courses';
import { actorOf, auditEventWrite, newAuditEvent, type RequestOrigin } from '../../audit/data/audit';
import type { CompanyRecord } from '../../companies/data/companies';
import { type CompanyMember, isCompanyMemberOf } from '../../companies/domain/company-members';
import {
  type BodyOf,
  getCaredForCompany,
  getOwnCompany,
  isAdminElsewhere,
} from '../../companies/domain/tenancy';
import type { Mailer } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { isWorkplaceManager } from '../../records/domain/signer-rules';
import { refreshTrainingStatus } from '../../training-status/domain/training-status';
import { sendInvitation } from './invitations';

/*
 * An owner's people: the admins and employees of the firm's companies. Users created here get a
 * one-time temporary password (docs/product.md, adding people) and, with an e-mail address, an
 * invitation whose link lets them choose their own password (invitations.ts).
 */

export function toCompanyUserView(user: CompanyMember) {
  return {
    id: user.id,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    birth_date: user.birth_date,
    hire_date: user.hire_date,
    address: user.address,
    job_title: user.job_title,
    birth_place: user.birth_place,
    workplace: user.workplace,
    qualification: user.qualification,
    staff_category: user.staff_category ?? null,
    language: user.language ?? RECORD_LANGUAGE,
    role: user.role,
    company: user.company_id,
    manager: user.manager_id ?? null,
    is_workplace_manager: user.is_workplace_manager === true,
    active: !user.deactivated_at,
  };
}

/** A new admin or employee of the company with a fresh temporary password (answered once). */
export async function buildCompanyMember(fields: CompanyUserFields, company: CompanyRecord) {
  const temporaryPassword = generateTemporaryPassword();
  const id = newId();
  const user: CompanyMember = userTable.newUserRecord({
    id,
    ...fields,
    is_superowner: false,
    firm_id: company.firm_id,
    company_id: company.id,
    password_hash: await hashGeneratedPassword(temporaryPassword, id),
    password_version: 1,
    created_at: nowIso(),
  });
  return { user, temporaryPassword };
}

/**
 * How many answers "this username is taken" an owner gets in an hour. Usernames are unique on the
 * whole platform, so such an answer tells an owner that an account exists, perhaps in another
 * firm; the allowance keeps that from becoming a way to list another firm's people
 * (docs/security.md, enumeration), while an owner who mistypes a few names never meets it.
 */
export const TAKEN_USERNAME_ANSWERS_PER_HOUR = 30;

/** Whoever chooses usernames for people (an owner adding them, an owner or admin editing them). */
type UsernameChooser = Pick<OwnerPrincipal | AdminPrincipal, 'user'>;
const TAKEN_USERNAME_ANSWERS = { maxPerWindow: TAKEN_USERNAME_ANSWERS_PER_HOUR, windowSeconds: 3600 };

/**
 * Refuses (429) every call that could answer "taken" once the owner's allowance is spent, a
 * free username included: otherwise a refusal would tell a taken name from a free one.
 */
export async function requireTakenUsernameAnswersLeft(owner: UsernameChooser): Promise<void> {
  const allowance = await readTakenUsernameAllowance(owner.user.id, TAKEN_USERNAME_ANSWERS);
  if (!allowance.isAllowed) {
    throw tooManyRequests(texts.usernameChecks.tooManyTaken, allowance.retryAfterSeconds);
  }
}

/** Counts `count` "taken" answers to the owner; past the allowance, 429 and no answer. */
export async function spendTakenUsernameAnswers(owner: UsernameChooser, count: number): Promise<void> {
  if (count === 0) return;
  const allowance = await takeTakenUsernameAllowance(owner.user.id, TAKEN_USERNAME_ANSWERS, count);
  if (!allowance.isAllowed) {
    throw tooManyRequests(texts.usernameChecks.tooManyTaken, allowance.retryAfterSeconds);
  }
}

/** A free variant of a taken username (`ion.pop` → `ion.pop2`), or null when the first few are taken. */
async function suggestFreeUsername(username: string): Promise<string | null> {
  const candidates = [2, 3, 4, 5, 6, 7, 8, 9]
    .map((number) => `${username.slice(0, 148)}${number}`)
    .filter((candidate) => candidate !== username);
  const taken = await userTable.findUserIdsByUsernames(candidates);
  return candidates.find((candidate) => !taken.has(candidate)) ?? null;
}

/**
 * Maps a failed creation to the caller's error; the company vanishing reads as not found. A
 * taken username spends one of the owner's answers and offers a free variant beside the detail.
 */
export async function describeCreateFailure(
  outcome: Exclude<CreateUserOutcome, 'created'>,
  owner: UsernameChooser,
  username: string,
) {
  if (outcome !== 'username-taken') return notFound(texts.companies.notFound);
  await spendTakenUsernameAnswers(owner, 1);
  const suggestion = await suggestFreeUsername(username);
  return conflict(
    texts.people.usernameTaken,
    suggestion ? { username: [texts.usernameChecks.takenTrySuggestion(suggestion)] } : undefined,
  );
}

export async function createUser(options: {
  owner: OwnerPrincipal;
  fields: BodyOf<'create-user'>;
  mailer: Mailer;
}) {
  const { company: companyId, ...fields } = options.fields;
  const company = await getOwnCompany(options.owner, companyId);
  await requireTakenUsernameAnswersLeft(options.owner);
  const [{ user, temporaryPassword }, { settings }] = await Promise.all([
    buildCompanyMember(fields, company),
    readReenrolment(company),
  ]);
  const { outcome, leftOut } = await createCompanyMember({
    user,
    company,
    settings,
    assignedBy: options.owner.user.id,
  });
  if (outcome !== 'created') throw await describeCreateFailure(outcome, options.owner, user.username);
  await refreshTrainingStatus({ companyId: company.id, workers: { written: [user] } });
  await sendInvitation({ user, company, mailer: options.mailer });
  return {
    ...toCompanyUserView(user),
    temporary_password: temporaryPassword,
    new_hire_courses_left_out: leftOut,
    new_hire_courses_notice: newHireCoursesNotice(leftOut),
  };
}

export async function listCompanyUsers(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  companyId: string;
  limit?: number | undefined;
  cursor?: string | undefined;
}) {
  const company = await getCaredForCompany(options.caller, options.companyId);
  const { users, nextCursor } = await userTable.listUsersOfCompany(company.id, options);
  return {
    items: users.filter((user) => isCompanyMemberOf(user, company.firm_id)).map(toCompanyUserView),
    nextCursor,
  };
}

/** A passkey registered while the person was being deleted fails the deletion: read again once. */
const DELETE_USER_ATTEMPTS = 2;

/**
 * Deletes an admin's or employee's account: the user item, the username marker and their
 * passkeys go together, so the user's tokens stop working at once (authentication loads the
 * user on every call), the username is free again and no key of theirs is left. Their training
 * records stay with the company until its history is deleted (docs/data-model.md).
 */
export async function deleteUser(options: { owner: OwnerPrincipal; userId: string }) {
  const firmId = options.owner.firmId;
  for (let attempt = 0; attempt < DELETE_USER_ATTEMPTS; attempt += 1) {
    const user = await userTable.getUserById(options.userId, { consistent: true });
    if (!isCompanyMemberOf(user, firmId)) break;
    if (await userTable.deleteCompanyUser(user, firmId)) {
      await refreshTrainingStatus({ companyId: user.company_id, workers: { reread: [user.id] } });
      return { detail: texts.people.deleted };
    }
  }
  throw notFound(texts.people.notFound);
}

/**
 * The admin or employee the caller may edit, as stored now: an owner reaches the firm's company
 * members, an admin their own company's; anyone else answers 404 like a missing person.
 */
async function getEditablePerson(
  caller: OwnerPrincipal | AdminPrincipal,
  userId: string,
): Promise<CompanyMember> {
  const user = await userTable.getUserById(userId, { consistent: true });
  if (!isCompanyMemberOf(user, caller.firmId) || isAdminElsewhere(caller, user.company_id)) {
    throw notFound(texts.people.notFound);
  }
  return user;
}

/** The audit event of an owner's or admin's act on a person, kept with the person's company. */
function personAuditWrite(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  person: CompanyMember;
  action: 'password_reset_by_carer' | 'user_deactivated' | 'user_reactivated';
  origin: RequestOrigin;
}) {
  const { person } = options;
  return auditEventWrite(
    newAuditEvent({
      scope: { kind: 'company', id: person.company_id },
      action: options.action,
      actor: actorOf(options.caller.user),
      origin: options.origin,
      subject: { user_id: person.id },
      details: { username: person.username, role: person.role },
    }),
  );
}

/**
 * Gives a person a new temporary password (docs/security.md, password reset by an owner or
 * admin): an owner for any admin or employee of the firm, an admin for the employees of their
 * own company (another admin answers 403). The old password and every session stop working,
 * and the person must choose a password before anything else; the password is answered once.
 */
export async function resetPasswordOf(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  userId: string;
  origin: RequestOrigin;
}) {
  const { caller } = options;
  const person = await getEditablePerson(caller, options.userId);
  if (caller.role === 'admin' && person.role !== 'employee') {
    throw forbidden(texts.accountAccess.adminResetsEmployeesOnly);
  }
  const temporaryPassword = await giveTemporaryPassword({ ...options, person });
  if (temporaryPassword === null) throw conflict(texts.people.changedMeanwhile);
  return { detail: texts.accountAccess.resetDone, temporary_password: temporaryPassword };
}

/**
 * A new temporary password for a person the caller may reset, written with its audit event on
 * the person as read; null when the person changed meanwhile (nothing written).
 */
export async function giveTemporaryPassword(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  person: CompanyMember;
  origin: RequestOrigin;
}): Promise<string | null> {
  const { person } = options;
  const temporaryPassword = generateTemporaryPassword();
  const audit = personAuditWrite({ ...options, action: 'password_reset_by_carer' });
  const isWritten = await userTable.setTemporaryPassword(
    person,
    await hashGeneratedPassword(temporaryPassword, person.id),
    audit,
  );
  return isWritten ? temporaryPassword : null;
}

/**
 * Deactivates a person (they cannot sign in, their sessions end; the daily job, the reminders
 * and the workers' counts leave them out; their records stay) or reactivates them, within the
 * scope of editing a person. Nobody deactivates themselves. The company's status is counted
 * again (docs/training-status.md, the events).
 */
export async function setPersonActive(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  userId: string;
  active: boolean;
  origin: RequestOrigin;
}) {
  const { caller, active } = options;
  const person = await getEditablePerson(caller, options.userId);
  if (person.id === caller.user.id) throw forbidden(texts.accountAccess.cannotDeactivateSelf);
  if (active === !person.deactivated_at) return toCompanyUserView(person);
  const deactivatedAt = active ? null : nowIso();
  const audit = personAuditWrite({
    ...options,
    person,
    action: active ? 'user_reactivated' : 'user_deactivated',
  });
  if (!(await userTable.setCompanyUserActive(person, deactivatedAt, audit))) {
    throw conflict(texts.people.changedMeanwhile);
  }
  const updated: CompanyMember = { ...person };
  if (deactivatedAt) updated.deactivated_at = deactivatedAt;
  else delete updated.deactivated_at;
  await refreshTrainingStatus({ companyId: person.company_id, workers: { written: [updated] } });
  return toCompanyUserView(updated);
}

/**
 * What an edit changed, each attribute with its old and new value, for the audit trail; an
 * e-mail change that waits for its confirmation is listed with the address asked for.
 */
function describeChanges(
  read: CompanyMember,
  changes: userTable.CompanyUserChanges,
  requestedEmail: string | null,
): Record<string, { old: unknown; new: unknown }> {
  const changed = Object.entries(changes).flatMap(([name, value]) => {
    const old =
      read[name as keyof userTable.CompanyUserChanges] ?? (name === 'language' ? RECORD_LANGUAGE : null);
    return old === (value ?? null) ? [] : [[name, { old, new: value ?? null }] as const];
  });
  if (requestedEmail !== null) changed.push(['email', { old: read.email, new: requestedEmail }]);
  return Object.fromEntries(changed);
}

/**
 * Edits an admin's or employee's profile and, for an owner, their company within the firm and
 * their role (docs/product.md, editing a person). An admin edits the employees of their own
 * company and their own profile, never another admin's (403: an admin must not be able to take a
 * colleague's account over), and neither moves people out nor changes a role. A new e-mail
 * address is only asked for: it becomes the account's once the link mailed to it is opened
 * (docs/security.md, identity changes). The edit and its audit event (every changed attribute,
 * old and new) are written together. Signed records copied the profile when they were made and
 * stay as they are; the worker's fișă prints the profile as it is now, so the next download
 * renders a new one (records/domain/worker-sheets.ts). Both companies' training status follows a
 * move.
 */
export async function updateUser(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  userId: string;
  fields: BodyOf<'update-user'>;
  origin: RequestOrigin;
  mailer: Mailer;
}) {
  const { caller, fields } = options;
  const user = await getEditablePerson(caller, options.userId);
  const {
    company: companyId = user.company_id,
    role = user.role,
    language = user.language ?? RECORD_LANGUAGE,
    email,
    manager,
    is_workplace_manager: workplaceManagerMark,
    ...profile
  } = fields;
  const isMoved = companyId !== user.company_id;
  const managerId = manager === undefined ? (isMoved ? null : (user.manager_id ?? null)) : manager;
  if (caller.role === 'admin') {
    if (user.role !== 'employee' && user.id !== caller.user.id) {
      throw forbidden(texts.people.adminEditsEmployeesOnly);
    }
    if (isMoved || role !== user.role) throw forbidden(texts.people.adminKeepsCompanyAndRole);
  } else if (isMoved) {
    await getOwnCompany(caller, companyId);
  }
  if (profile.username !== user.username) await requireTakenUsernameAnswersLeft(caller);
  if (manager !== undefined && manager !== null) await requireManagerFor(user, manager, companyId);
  const requestedEmail = userTable.isSameMailbox(email, user.email) ? null : email;
  const isMarkChanged =
    workplaceManagerMark !== undefined && workplaceManagerMark !== (user.is_workplace_manager === true);
  const changes = {
    ...profile,
    language,
    email: requestedEmail === null ? email : user.email,
    role,
    company_id: companyId,
    manager_id: managerId,
    ...(isMarkChanged ? { is_workplace_manager: workplaceManagerMark } : {}),
  };
  const changed = describeChanges(user, changes, requestedEmail);
  const audit =
    Object.keys(changed).length === 0
      ? null
      : auditEventWrite(
          newAuditEvent({
            scope: { kind: 'company', id: user.company_id },
            action: 'profile_updated',
            actor: actorOf(caller.user),
            origin: options.origin,
            subject: { user_id: user.id },
            details: {
              username: user.username,
              changes: changed,
              email_awaiting_confirmation: requestedEmail !== null,
            },
          }),
        );
  const outcome = await userTable.updateCompanyUser(user, changes, audit);
  if (outcome === 'username-taken') throw await describeCreateFailure(outcome, caller, profile.username);
  if (outcome === 'company-missing') throw notFound(texts.companies.notFound);
  if (outcome === 'changed-meanwhile') throw conflict(texts.people.changedMeanwhile);
  const updated: CompanyMember = { ...user, ...changes };
  if (requestedEmail !== null) {
    await requestEmailChange({
      person: updated,
      toEmail: requestedEmail,
      requestedBy: caller.user,
      mailer: options.mailer,
    });
  }
  await refreshTrainingStatus({ companyId, workers: { written: [updated] } });
  if (isMoved) await refreshTrainingStatus({ companyId: user.company_id, workers: { reread: [user.id] } });
  return { ...toCompanyUserView(updated), email_confirmation_sent_to: requestedEmail };
}

/**
 * Refuses a direct manager who may not sign as one (docs/domain.md, signers per phase): the
 * person themselves, or anyone but an active admin or marked employee of the person's company.
 */
async function requireManagerFor(person: CompanyMember, managerId: string, companyId: string) {
  if (managerId === person.id) {
    throw badRequest(texts.people.managerIsSelf, { manager: [texts.people.managerIsSelf] });
  }
  const candidate = await userTable.getUserById(managerId, { consistent: true });
  if (!candidate || candidate.company_id !== companyId || !isWorkplaceManager(candidate)) {
    throw badRequest(texts.people.managerInvalid, { manager: [texts.people.managerInvalid] });
  }
}

/** Ends every session of an admin or employee of the owner's firm (a lost phone, a leaver). */
export async function endSessionsOfUser(options: { owner: OwnerPrincipal; userId: string }) {
  if (!(await userTable.endAllSessions(options.userId, { firmId: options.owner.firmId }))) {
    throw notFound(texts.people.notFound);
  }
  return { detail: texts.sessions.userLoggedOutEverywhere };
}
