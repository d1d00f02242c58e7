import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import * as texts from '@ssm/shared/texts';
import { storePasswordResetToken } from '../../accounts/data/password-reset-tokens';
import { getUsersById, type UserRecord } from '../../accounts/data/users';
import { hashResetToken } from '../../accounts/domain/account';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import type { Mailer } from '../../platform/adapters';
import { epochSeconds } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { describeError, logger } from '../../platform/logger';

/*
 * The invitation a new admin or employee with an e-mail gets (docs/product.md, adding people):
 * their username and a link to choose their password. A person added by hand gets it from the
 * add-user call; the people of an import from the invitation job (jobs/invitation-mail.ts), which
 * each import batch hands its created people to, so that a thousand mails neither hold up the
 * import nor meet SES's sending rate inside one API call.
 */

/** How long the invitation's set-password link works. */
export const INVITATION_LINK_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

/**
 * Between the rounds of the invitation job: a mail SES refused (its throttling outlasted the
 * SDK's own retries, or SES was briefly down) is tried again after each pause.
 */
export const INVITATION_RETRY_PAUSES_MS = [5_000, 30_000] as const;

/** Stores the link's hash and mails the invitation; throws when the mail is refused. */
async function mailInvitation(user: UserRecord, company: CompanyRecord, mailer: Mailer): Promise<void> {
  if (!user.email) return;
  const token = randomBytes(32).toString('base64url');
  await storePasswordResetToken({
    tokenHash: hashResetToken(token),
    userId: user.id,
    passwordVersion: user.password_version,
    sentTo: user.email,
    expiresAt: epochSeconds() + INVITATION_LINK_LIFETIME_SECONDS,
  });
  const { publicBaseUrl } = getConfig();
  const setPasswordLink = `${publicBaseUrl}/reset-password/confirm?token=${token}`;
  await mailer.send({
    to: user.email,
    subject: texts.people.invitationSubject,
    text: [
      `Bună ziua, ${user.first_name} ${user.last_name},`,
      '',
      `Ți-a fost creat un cont pe platforma de instruire SSM și PSI pentru ${company.name}.`,
      `Numele tău de utilizator este: ${user.username}`,
      '',
      'Alege-ți parola deschizând linkul de mai jos (valabil 7 zile):',
      setPasswordLink,
      '',
      `Poți intra și cu parola temporară primită de la responsabilul SSM, la ${publicBaseUrl}/login`,
      'După autentificare, schimbă parola din pagina de profil.',
    ].join('\n'),
    links: [setPasswordLink],
  });
}

/**
 * Mails the invitation of a person just added by hand. The account already exists when this
 * runs, so a mail failure is logged and never fails the call: the owner has the temporary
 * password either way.
 */
export async function sendInvitation(options: {
  user: UserRecord;
  company: CompanyRecord;
  mailer: Mailer;
}): Promise<void> {
  try {
    await mailInvitation(options.user, options.company, options.mailer);
  } catch (error) {
    logger.error('invitation mail failed', { userId: options.user.id, ...describeError(error) });
  }
}

/**
 * The invitation job's work: one mail to each of the company's people named who has an e-mail
 * and has not chosen a password since (still on the one they were created with, or on a temporary
 * one such as an import's recovery gives; one deleted or moved is left out).
 * A mail refused is tried again after each of `retryPauses`, only it: the others are not mailed
 * twice. Those refused every time fail the job, so that its error alarm fires; they still hold the
 * temporary password the owner downloaded with the import, which is why the job is never run
 * again whole (infra/src/jobs.ts, retries 0).
 */
export async function sendImportInvitations(options: {
  companyId: string;
  userIds: readonly string[];
  mailer: Mailer;
  retryPauses?: readonly number[];
}): Promise<{ sent: number }> {
  const company = await getCompany(options.companyId);
  if (!company) return { sent: 0 };
  const invited = (await getUsersById(options.userIds)).filter(
    (user) =>
      isCompanyMemberOf(user, company.firm_id) &&
      user.company_id === company.id &&
      user.email &&
      (user.password_version === 1 || user.must_change_password === true) &&
      !user.deactivated_at,
  );
  let waiting = invited;
  let sent = 0;
  const pauses = options.retryPauses ?? INVITATION_RETRY_PAUSES_MS;
  for (let round = 0; waiting.length > 0; round += 1) {
    const refused: UserRecord[] = [];
    // One at a time: SES's sending rate (14 a second by default) is the account's, shared by
    // every job and route that mails.
    for (const user of waiting) {
      try {
        await mailInvitation(user, company, options.mailer);
        sent += 1;
      } catch (error) {
        refused.push(user);
        logger.warn('invitation mail refused', { userId: user.id, round, ...describeError(error) });
      }
    }
    waiting = refused;
    const pause = pauses[round];
    if (waiting.length === 0 || pause === undefined) break;
    await sleep(pause);
  }
  const failed = waiting.map((user) => user.id);
  if (failed.length > 0) {
    logger.error('invitation mails failed', {
      companyId: company.id,
      failed: failed.length,
      userIds: failed,
    });
    throw new Error(`${failed.length} of ${invited.length} invitations could not be mailed`);
  }
  return { sent };
}
