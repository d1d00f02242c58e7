import type { AuditEvent } from '../../audit/data/audit';
import { auditEventWrite } from '../../audit/data/audit';
import { deleteItem, getItems, transactWrite } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/*
 * The day an owner last reminded a company's admins of the documents waiting for them
 * (docs/data-model.md): one item in the company's partition, so it goes with the company.
 */

/** The day (Bucharest) each company's admins were last reminded, by company id; one BatchGetItem per 100. */
export async function getLastReminderDays(companyIds: readonly string[]): Promise<Map<string, string>> {
  const markers = await getItems(companyIds.map((id) => keys.adminSignReminder(id)));
  return new Map(markers.map((marker) => [String(marker.company_id), String(marker.day)]));
}

/**
 * Claims `today`'s reminder of the company, with its audit event in the same transaction:
 * refused when the company was already reminded that day.
 */
export async function claimAdminSignReminder(options: {
  companyId: string;
  today: string;
  event: AuditEvent;
}): Promise<boolean> {
  const outcome = await transactWrite({
    marker: {
      Put: {
        Item: {
          ...keys.adminSignReminder(options.companyId),
          company_id: options.companyId,
          day: options.today,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR #day <> :today',
        ExpressionAttributeNames: { '#day': 'day' },
        ExpressionAttributeValues: { ':today': options.today },
      },
    },
    audit: auditEventWrite(options.event),
  });
  return outcome.isCommitted;
}

/** Gives the day back when no e-mail went out, so the owner can try again. */
export async function releaseAdminSignReminder(companyId: string): Promise<void> {
  await deleteItem({ Key: keys.adminSignReminder(companyId) });
}
