import { createHash, randomBytes } from 'node:crypto';
import { companyNameKey, PASSWORD_RESET_TOKEN_LIFETIME_SECONDS, RECORD_LANGUAGE } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import {
  accountAuditScope,
  newAuditEvent,
  PUBLIC_ACTOR,
  type RequestOrigin,
  recordAuditEvent,
} from '../../audit/data/audit';
import { getCompany } from '../../companies/data/companies';
import { getFirm } from '../../firms/data/firms';
import type { JobStarter, Mailer, PasswordResetMailEvent } from '../../platform/adapters';
import { epochSeconds } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { AppError, badRequest, forbidden, tooManyRequests, unauthenticated } from '../../platform/errors';
import { describeError, logger } from '../../platform/logger';
import { issueReminderLinkToken, issueToken } from '../../platform/tokens';
import { takePasswordResetAllowance } from '../data/allowances';
import { clearAccountThrottle, getLoginThrottles, recordLoginFailure } from '../data/login-throttle';
import {
  consumePasswordResetToken,
  findPasswordResetToken,
  storePasswordResetToken,
} from '../data/password-reset-tokens';
import {
  endAllSessions,
  findUsersByEmail,
  getUserById,
  getUserByUsername,
  revokeToken,
  type UserRecord,
  updatePassword,
} from '../data/users';
import { passwordOwnerOf, refuseWeakPassword } from './password-policy';
import { hashPassword, isPlatformPasswordHash, verifyLoginPassword, verifyPassword } from './passwords';
import type { Principal } from './principal';

export const PASSWORD_RESETS_PER_HOUR = 3;

export function tokenClaimsFor(user: UserRecord) {
  return {
    sub: user.id,
    role: user.role,
    is_superowner: user.is_superowner,
    firm_id: user.firm_id,
    company_id: user.company_id,
    pwv: user.password_version,
    sv: user.session_version,
  };
}

/**
 * Checks a username and password. Past LOGIN_MAX_FAILURES failures of one username from one
 * client address, or LOGIN_MAX_FAILURES_PER_ADDRESS from one address across usernames, in the
 * window, logins from that address answer 429 whatever the password, so guessing is slow while
 * the account's owner, elsewhere, still signs in; an unknown username costs as much time as a
 * wrong password.
 */
export async function logIn(options: {
  username: string;
  password: string;
  clientAddress: string;
  origin: RequestOrigin;
}) {
  const attempt = { username: options.username, clientAddress: options.clientAddress };
  const throttles = await getLoginThrottles(attempt);
  if (throttles.lockedForSeconds !== null) {
    throw tooManyRequests(texts.api.tooManyLoginAttempts, throttles.lockedForSeconds);
  }
  const user = await getUserByUsername(options.username);
  const isValid = await verifyLoginPassword(options.password, user);
  if (user && !isPlatformPasswordHash(user.password_hash)) {
    // Only a write outside the platform leaves such a value: the operators and the account's
    // firm must hear of it (docs/security.md, the insider).
    logger.warn('a stored password hash is not one the platform made', {
      userId: user.id,
      clientAddress: options.clientAddress,
    });
    const scope = accountAuditScope(user);
    if (scope) {
      await recordAuditEvent(
        newAuditEvent({
          scope,
          action: 'foreign_password_hash',
          actor: PUBLIC_ACTOR,
          origin: options.origin,
          subject: { user_id: user.id },
          details: { username: user.username },
        }),
      );
    }
  }
  if (!user || !isValid) {
    await recordLoginFailure(attempt);
    throw unauthenticated(texts.login.failure);
  }
  if (throttles.accountHasFailures) await clearAccountThrottle(attempt);
  // Said only to whoever knows the password, so it tells nobody else the account exists.
  if (user.deactivated_at) throw forbidden(texts.accountAccess.accountDeactivated);
  await refuseArchivedCompany(user);
  return {
    must_change_password: user.must_change_password === true,
    access: await issueToken(tokenClaimsFor(user)),
    user: {
      id: user.id,
      role: user.role,
      is_superowner: user.is_superowner,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
    },
  };
}

/**
 * An admin or employee of an archived company does not sign in (docs/security.md, archived
 * companies): the company item is read here, when a session would begin, and archiving ended
 * the sessions already open, so no request of theirs needs a read of its own.
 */
async function refuseArchivedCompany(user: { company_id: string | null }) {
  if (!user.company_id) return;
  const company = await getCompany(user.company_id);
  if (company?.archived_at) throw forbidden(texts.accountAccess.companyArchived);
}

export async function describeCurrentUser(options: { caller: Principal }) {
  const { user } = options.caller;
  const isWorker = user.role === 'admin' || user.role === 'employee';
  const [company, firm] = await Promise.all([
    user.company_id ? getCompany(user.company_id) : null,
    user.firm_id ? getFirm(user.firm_id) : null,
  ]);
  return {
    id: user.id,
    role: user.role,
    is_superowner: user.is_superowner,
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    birth_date: user.birth_date,
    hire_date: user.hire_date,
    job_title: user.job_title,
    address: user.address,
    company: user.company_id,
    company_name: company?.name ?? null,
    firm_id: user.firm_id,
    firm_name: firm?.name ?? null,
    language: user.language ?? RECORD_LANGUAGE,
    training_reminders: isWorker && !user.training_reminders_off,
    reminders_key: isWorker ? await issueReminderLinkToken(user.id) : null,
  };
}

/**
 * Logs out the token the request came with: it is refused from now until its expiry, while the
 * user's other sessions (another phone, another browser) go on.
 */
export async function logOut(options: { caller: Principal }) {
  const { user, session } = options.caller;
  if (!session) throw unauthenticated(texts.api.invalidToken);
  const isRevoked = await revokeToken(
    user,
    { id: session.tokenId, expires_at: session.expiresAt },
    epochSeconds(),
  );
  if (!isRevoked) throw unauthenticated(texts.api.invalidToken);
  return { detail: texts.sessions.loggedOut };
}

/** Ends every session of the caller, this one included (a lost phone, a shared computer). */
export async function logOutEverywhere(options: { caller: Principal }) {
  if (!(await endAllSessions(options.caller.user.id))) throw unauthenticated(texts.api.invalidToken);
  return { detail: texts.sessions.loggedOutEverywhere };
}

export async function changePassword(options: {
  caller: Principal;
  oldPassword: string;
  newPassword: string;
}) {
  const { user } = options.caller;
  if (!(await verifyPassword(options.oldPassword, user.password_hash, user.id))) {
    throw badRequest(texts.api.wrongOldPassword, { old_password: [texts.api.wrongOldPassword] });
  }
  if (options.oldPassword === options.newPassword) {
    throw badRequest(texts.api.passwordSameAsOld, { new_password: [texts.api.passwordSameAsOld] });
  }
  await refuseWeakPassword(options.newPassword, passwordOwnerOf(user), 'new_password');
  const passwordVersion = await updatePassword(user, await hashPassword(options.newPassword, user.id));
  // A concurrent change won: this request's token is already stale.
  if (passwordVersion === null) throw unauthenticated(texts.api.invalidToken);
  const access = await issueToken(tokenClaimsFor({ ...user, password_version: passwordVersion }));
  return { detail: texts.profile.passwordChanged, access };
}

/** Only this hash of a reset or invitation token is stored. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The accounts a reset request names (docs/security.md, password reset): the active accounts of
 * the address, when it has one; else those whose company (an admin's or employee's) or firm (an
 * owner's) has the typed name, compared by `companyNameKey` (case, diacritics, spacing and the
 * legal form do not count). The mail goes to the address either way, so a name that does not
 * match the only account changes nothing its holder could not do.
 */
async function findAccountsForReset(email: string, companyName: string): Promise<UserRecord[]> {
  // A deactivated person cannot sign in whatever their password: a link would only mislead them.
  const accounts = (await findUsersByEmail(email)).filter((user) => !user.deactivated_at);
  if (accounts.length <= 1) return accounts;
  const wanted = companyNameKey(companyName);
  if (wanted === '') return [];
  const named: UserRecord[] = [];
  for (const user of accounts) {
    const organisation = user.company_id
      ? await getCompany(user.company_id)
      : user.firm_id
        ? await getFirm(user.firm_id)
        : null;
    if (organisation && companyNameKey(organisation.name) === wanted) named.push(user);
  }
  return named;
}

/**
 * Takes a reset request and hands it to the password-reset mail job; the answer is the same
 * whether or not the account exists, and it does not wait for the mail: the request does the
 * same work for every address (its allowance and the hand-off), so neither the answer nor its
 * time tells who has an account. A hand-off that fails is logged and answered the same way.
 */
export async function requestPasswordReset(options: {
  email: string;
  companyName: string;
  mailJob: JobStarter<PasswordResetMailEvent>;
  requestId: string;
}) {
  const answer = { detail: texts.passwordReset.requested };
  const allowance = await takePasswordResetAllowance(options.email, {
    maxPerWindow: PASSWORD_RESETS_PER_HOUR,
    windowSeconds: 3600,
  });
  if (!allowance.isAllowed) return answer;
  try {
    await options.mailJob.start({ email: options.email, company_name: options.companyName });
  } catch (error) {
    // Answering an error here would differ from nothing to mail only by the time it takes; the
    // operators see the failure (the person asks again), the caller sees the usual answer.
    logger.error('password reset mail hand-off failed', {
      requestId: options.requestId,
      ...describeError(error),
    });
  }
  return answer;
}

/** A fresh single-use reset link for the account, valid PASSWORD_RESET_TOKEN_LIFETIME_SECONDS. */
async function issueResetLink(user: UserRecord, sentTo: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storePasswordResetToken({
    tokenHash: hashResetToken(token),
    userId: user.id,
    passwordVersion: user.password_version,
    sentTo,
    expiresAt: epochSeconds() + PASSWORD_RESET_TOKEN_LIFETIME_SECONDS,
  });
  return `${getConfig().publicBaseUrl}/reset-password/confirm?token=${token}`;
}

/**
 * The password-reset mail job: one mail to the address, with a single-use link valid for one
 * hour for each account the request names (`findAccountsForReset`), each under its username, as
 * someone who forgot their password may have forgotten it too. A mail the transport refuses
 * fails the job, so that Lambda tries it again; each try stores links of its own.
 */
export async function sendPasswordResetMail(options: { email: string; companyName: string; mailer: Mailer }) {
  const accounts = await findAccountsForReset(options.email, options.companyName);
  const [first] = accounts;
  if (!first?.email) return;
  const address = first.email;
  const links = await Promise.all(accounts.map((user) => issueResetLink(user, address)));
  const greeting =
    accounts.length === 1 ? `Bună ziua, ${first.first_name} ${first.last_name},` : 'Bună ziua,';
  try {
    await options.mailer.send({
      to: address,
      subject: texts.passwordReset.mailSubject,
      text: [
        greeting,
        '',
        'Am primit o cerere de resetare a parolei contului tău de pe platforma de instruire SSM și PSI.',
        'Pentru a alege o parolă nouă, deschide linkul de mai jos în cel mult o oră:',
        ...accounts.flatMap((user, index) => [
          '',
          `Numele de utilizator: ${user.username}${accounts.length > 1 ? ` (${user.first_name} ${user.last_name})` : ''}`,
          links[index] as string,
        ]),
        '',
        'Dacă nu tu ai cerut resetarea, ignoră acest mesaj: parola ta rămâne neschimbată.',
      ].join('\n'),
      links,
    });
  } catch (error) {
    logger.error('password reset mail failed', { userId: first.id, ...describeError(error) });
    throw error;
  }
}

/**
 * Sets the password chosen through a reset or invitation link. A guessable password is refused
 * before the link is used up, so the person can choose again with the same link.
 */
export async function confirmPasswordReset(options: {
  token: string;
  newPassword: string;
  clientAddress: string;
}) {
  const invalid = () => new AppError('validation', texts.passwordReset.invalidToken);
  const tokenHash = hashResetToken(options.token);
  const reset = await findPasswordResetToken(tokenHash);
  const user = reset && (await getUserById(reset.userId));
  // A password or an e-mail address changed since the link was sent makes the link void.
  if (
    !reset ||
    !user ||
    user.password_version !== reset.passwordVersion ||
    user.email === null ||
    user.email !== reset.sentTo
  ) {
    throw invalid();
  }
  await refuseWeakPassword(options.newPassword, passwordOwnerOf(user), 'new_password');
  // Single use: of simultaneous confirms only one deletes the token; the update's condition on
  // the password version catches a change made since the user was read.
  if (!(await consumePasswordResetToken(tokenHash))) throw invalid();
  if ((await updatePassword(user, await hashPassword(options.newPassword, user.id))) === null)
    throw invalid();
  await clearAccountThrottle({ username: user.username, clientAddress: options.clientAddress });
  return { detail: texts.passwordReset.confirmed };
}
