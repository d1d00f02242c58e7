import type { InvitationMailEvent } from '../../platform/adapters';
import { getMailer } from '../../platform/mailer';
import { sendImportInvitations } from '../domain/invitations';

/**
 * The invitation job's Lambda, invoked asynchronously by each batch of `import-users` with the
 * people it created: it mails their invitations one after another, trying a refused one again
 * itself (docs/product.md, user import).
 */
export async function handler(event: InvitationMailEvent): Promise<void> {
  await sendImportInvitations({ companyId: event.company_id, userIds: event.user_ids, mailer: getMailer() });
}
