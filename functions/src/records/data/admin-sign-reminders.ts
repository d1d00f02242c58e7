import type { AuditEvent } from '../../audit/data/audit';
import { auditEventWrite } from '../../audit/data/audit';
import { deleteItem, queryAll, transactWrite } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';

/*
 * The day an owner last reminded a company's admins of the documents waiting for them
 * (docs/data-model.md): one item in the company's partition, so it goes with the company, listed
 * on its firm's GSI1 partition, so the firm's are one Query.
 */

/**
 * The day (Bucharest) each of the firm's companies' admins were last reminded, by company id:
 * one Query of the firm's markers (a company's at most, about 150 bytes each).
 */
export async function getLastReminderDaysOfFirm(firmId: string): Promise<Map<string, string>> {
  const markers = await queryAll({
    index: 'GSI1',
    partition: indexKeys.firmAdminSignReminders(firmId).GSI1PK,
    projection: 'company_id, #day',
    projectionNames: { '#day': 'day' },
  });
  return new Map(markers.map((marker) => [String(marker.company_id), String(marker.day)]));
}

/**
 * Claims `today`'s reminder of the company, with its audit event in the same transaction:
 * refused when the company was already reminded that day.
 */
export async function claimAdminSignReminder(options: {
  firmId: string;
  companyId: string;
  today: string;
  event: AuditEvent;
}): Promise<boolean> {
  const outcome = await transactWrite({
    marker: {
      Put: {
        Item: {
          ...keys.adminSignReminder(options.companyId),
          ...indexKeys.firmAdminSignReminder(options.firmId, options.companyId),
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
