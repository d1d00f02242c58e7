import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TrainingStatusFigures } from '@ssm/shared';
import { getDocumentClient } from '../lib/aws';
import { deleteItems, putItems } from './batch-writes';
import { indexKeys, keys } from './keys';
import { queryAll } from './queries';
import { isConditionFailure, isTransactionConditionFailure, tableName } from './table';

/**
 * A company's periodic-training status (docs/training-status.md): the rule's figures as of
 * `updated_at`, with the instants they come from, so a reader can recompute them for today.
 */
export type TrainingStatusRecord = TrainingStatusFigures & {
  company_id: string;
  firm_id: string;
  company_name: string;
  last_allocation_at: string | null;
  last_training_at: string | null;
  updated_at: string;
  /** New on every write: an event writes only over the version it read. */
  version: string;
};

const TRAINING_STATUS_TYPE = 'training-status';

function toTrainingStatusItem(record: TrainingStatusRecord): Record<string, unknown> {
  return {
    ...keys.trainingStatus(record.company_id),
    type: TRAINING_STATUS_TYPE,
    ...indexKeys.firmTrainingStatus(record.firm_id, record.company_id),
    ...record,
  };
}

function fromTrainingStatusItem(item: Record<string, unknown> | undefined): TrainingStatusRecord | null {
  if (!item || item.type !== TRAINING_STATUS_TYPE) return null;
  const { PK, SK, GSI1PK, GSI1SK, type, ...record } = item;
  return record as TrainingStatusRecord;
}

export async function getTrainingStatus(companyId: string): Promise<TrainingStatusRecord | null> {
  const result = await getDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: keys.trainingStatus(companyId), ConsistentRead: true }),
  );
  return fromTrainingStatusItem(result.Item);
}

/** Every status item of the firm's companies: one GSI1 partition, read to the end. */
export async function listTrainingStatusesOfFirm(firmId: string): Promise<TrainingStatusRecord[]> {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: 'GSI1',
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': indexKeys.firmTrainingStatuses(firmId).GSI1PK },
  });
  return items.map((item) => fromTrainingStatusItem(item)).filter((record) => record !== null);
}

/**
 * Writes the status only if the stored item is still the version read (`null`: none stored) and
 * the company still exists, belongs to the firm, is not being deleted, and has the name and
 * frequency the figures were computed with. Answers false when either changed meanwhile.
 */
export async function putTrainingStatusIfCurrent(
  record: TrainingStatusRecord,
  expectedVersion: string | null,
): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: keys.company(record.company_id),
              ConditionExpression:
                'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since) AND #name = :name AND training_frequency_months = :frequency',
              ExpressionAttributeNames: { '#name': 'name' },
              ExpressionAttributeValues: {
                ':firm': record.firm_id,
                ':name': record.company_name,
                ':frequency': record.frequency,
              },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: toTrainingStatusItem(record),
              ...(expectedVersion === null
                ? { ConditionExpression: 'attribute_not_exists(PK)' }
                : {
                    ConditionExpression: 'version = :version',
                    ExpressionAttributeValues: { ':version': expectedVersion },
                  }),
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) return false;
    throw error;
  }
}

/** The daily job's writes: 25 items a batch, unconditional. */
export async function putTrainingStatuses(records: TrainingStatusRecord[]): Promise<void> {
  await putItems(records.map(toTrainingStatusItem));
}

export async function deleteTrainingStatuses(companyIds: string[]): Promise<void> {
  await deleteItems(companyIds.map((companyId) => keys.trainingStatus(companyId)));
}

/**
 * Claims the owner's reminder of an ISO week: true for the first claim only, so a job run twice
 * (or retried by Lambda) sends the week's e-mail once. The marker expires at `expiresAt` (epoch s).
 */
export async function claimTrainingReminder(options: {
  ownerId: string;
  isoWeek: string;
  sentAt: string;
  expiresAt: number;
}): Promise<boolean> {
  try {
    await getDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.trainingReminder(options.ownerId, options.isoWeek),
          type: 'training-reminder',
          sent_at: options.sentAt,
          ttl: options.expiresAt,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Gives a claim back after the e-mail could not be sent, so the next run tries again. */
export async function releaseTrainingReminder(ownerId: string, isoWeek: string): Promise<void> {
  await getDocumentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: keys.trainingReminder(ownerId, isoWeek) }),
  );
}
