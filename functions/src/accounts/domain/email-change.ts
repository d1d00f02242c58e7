import { randomBytes } from 'node:crypto';
import * as texts from '@ssm/shared/texts';
import {
  accountAuditScope,
  auditEventWrite,
  newAuditEvent,
  PUBLIC_ACTOR,
  type RequestOrigin,
} from '../../audit/data/audit';
import type { Mailer } from '../../platform/adapters';
import { epochSeconds } from '../../platform/clock';
import { getConfig } from '../../platform/config';
import { AppError } from '../../platform/errors';
import { describeError, logger } from '../../platform/logger';
import { applyEmailChange, findEmailChange, storeEmailChange } from '../data/email-changes';
import { getUserById, type UserRecord } from '../data/users';
import { hashResetToken } from './account';

/*
 * A new e-mail address for an account (docs/security.md, identity changes). Whoever may edit the
 * profile may ask for it, but the address a password reset mails its link to changes only when
 * the link mailed to the new address is opened; the old address is told at once, so a change the
 * person did not want does not go unnoticed.
 */

/** How long the confirmation link mailed to the new address works. */
export const EMAIL_CHANGE_LINK_LIFETIME_SECONDS = 48 * 60 * 60;

function fullName(user: Pick<UserRecord, 'first_name' | 'last_name'>) {
  return `${user.first_name} ${user.last_name}`;
}

/**
 * Stores the change and mails the confirmation link to the new address and the notice to the old
 * one; the edit that asked for it audits it. The profile is saved before this runs, so a mail the transport refuses is logged and
 * does not fail the edit: the change simply stays unconfirmed, and saving it again sends a new link.
 */
export async function requestEmailChange(options: {
  person: UserRecord;
  toEmail: string;
  requestedBy: UserRecord;
  mailer: Mailer;
}): Promise<void> {
  const { person, toEmail } = options;
  const token = randomBytes(32).toString('base64url');
  await storeEmailChange({
    tokenHash: hashResetToken(token),
    userId: person.id,
    fromEmail: person.email,
    toEmail,
    expiresAt: epochSeconds() + EMAIL_CHANGE_LINK_LIFETIME_SECONDS,
  });
  const { publicBaseUrl } = getConfig();
  const link = `${publicBaseUrl}/email-change/confirm?token=${token}`;
  const requester = options.requestedBy.id === person.id ? 'tine' : fullName(options.requestedBy);
  try {
    await options.mailer.send({
      to: toEmail,
      subject: texts.emailChange.confirmSubject,
      text: [
        `Bună ziua, ${fullName(person)},`,
        '',
        `Această adresă a fost propusă de ${requester} ca adresă de e-mail a contului ${person.username} de pe platforma de instruire SSM și PSI.`,
        'Pentru a o confirma, deschide linkul de mai jos în cel mult 48 de ore:',
        link,
        '',
        'Dacă nu recunoști contul, ignoră acest mesaj: adresa nu va fi folosită.',
      ].join('\n'),
      links: [link],
    });
    if (person.email) {
      await options.mailer.send({
        to: person.email,
        subject: texts.emailChange.noticeSubject,
        text: [
          `Bună ziua, ${fullName(person)},`,
          '',
          `${requester === 'tine' ? 'Ai cerut' : `${requester} a cerut`} schimbarea adresei de e-mail a contului tău (${person.username}) în ${toEmail}.`,
          'Adresa nouă va fi folosită numai după ce este confirmată din mesajul trimis la ea; până atunci contul păstrează adresa aceasta.',
          '',
          'Dacă nu ai cerut tu această schimbare, anunță-l imediat pe responsabilul SSM al companiei tale.',
        ].join('\n'),
        links: [],
      });
    }
  } catch (error) {
    logger.error('e-mail change mail failed', { userId: person.id, ...describeError(error) });
  }
}

/**
 * Makes the new address the account's own, with the token from the link: single use, within its
 * lifetime, and only while the account still has the address the change was asked from. Every
 * password reset link mailed before stops working (they name the address they went to).
 */
export async function confirmEmailChange(options: { token: string; origin: RequestOrigin }) {
  const invalid = () => new AppError('validation', texts.emailChange.invalidToken);
  const tokenHash = hashResetToken(options.token);
  const change = await findEmailChange(tokenHash);
  const user = change && (await getUserById(change.userId, { consistent: true }));
  if (!change || !user || user.email !== change.fromEmail) throw invalid();
  const scope = accountAuditScope(user);
  const audit = scope
    ? auditEventWrite(
        newAuditEvent({
          scope,
          action: 'email_changed',
          actor: PUBLIC_ACTOR,
          origin: options.origin,
          subject: { user_id: user.id },
          details: { username: user.username, email: { old: change.fromEmail, new: change.toEmail } },
        }),
      )
    : null;
  if (!(await applyEmailChange({ tokenHash, change, audit }))) throw invalid();
  return { detail: texts.emailChange.confirmed };
}
