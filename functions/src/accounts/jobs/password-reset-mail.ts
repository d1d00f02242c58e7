import type { PasswordResetMailEvent } from '../../platform/adapters';
import { getMailer } from '../../platform/mailer';
import { sendPasswordResetMail } from '../domain/account';

/**
 * The password-reset mail job's Lambda, invoked asynchronously by `request-password-reset` so
 * that the request answers before (and whether or not) a mail is sent. A failed mail fails the
 * run, and Lambda tries it again (infra/src/jobs.ts).
 */
export async function handler(event: PasswordResetMailEvent): Promise<void> {
  await sendPasswordResetMail({ email: event.email, companyName: event.company_name, mailer: getMailer() });
}
