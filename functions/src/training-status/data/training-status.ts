import type { TrainingStatusFigures, WorkerTrainingStatus } from '@ssm/shared';
import { defineEntity } from '../../platform/entity';
import { deleteItem, deleteItems, putItem, putItems, transactWrite } from '../../platform/table';
import { indexKeys, keys } from '../../platform/table-keys';

/**
 * The summary of a company's workers (docs/training-status.md, "The company's workers"): how many
 * are in each status and the most urgent one's status and due date, as of `updated_at`, with the
 * warning threshold they were classified with, so a reader can move the most urgent one to today.
 * Flat attributes, so comparing two records stays a comparison of values.
 */
export type WorkersSummaryFields = {
  workers_on_time: number;
  workers_due_soon: number;
  workers_overdue: number;
  workers_untrained: number;
  /** Null for a company without workers. */
  workers_status: WorkerTrainingStatus | null;
  workers_due_date: string | null;
  workers_warning_days: number;
};

/**
 * A company's periodic-training status (docs/training-status.md): the rule's figures as of
 * `updated_at`, with the instants they come from, so a reader can recompute them for today, and
 * the summary of its workers.
 */
export type TrainingStatusRecord = TrainingStatusFigures &
  WorkersSummaryFields & {
    company_id: string;
    firm_id: string;
    company_name: string;
    last_allocation_at: string | null;
    last_training_at: string | null;
    updated_at: string;
    /** New on every write: an event writes only over the version it read. */
    version: string;
  };

export const trainingStatuses = defineEntity<TrainingStatusRecord>({
  type: 'training-status',
  key: (record) => keys.trainingStatus(record.company_id),
  indexes: (record) => indexKeys.firmTrainingStatus(record.firm_id, record.company_id),
});

export function getTrainingStatus(companyId: string): Promise<TrainingStatusRecord | null> {
  return trainingStatuses.get(keys.trainingStatus(companyId), { consistent: true });
}

/** Every status item of the firm's companies: one GSI1 partition, read to the end. */
export function listTrainingStatusesOfFirm(firmId: string): Promise<TrainingStatusRecord[]> {
  return trainingStatuses.queryAll({
    index: 'GSI1',
    partition: indexKeys.firmTrainingStatuses(firmId).GSI1PK,
  });
}

/**
 * Writes the status only if the stored item is still the version read (`null`: none stored) and
 * the company still exists, belongs to the firm, is neither being deleted nor archived, and has the name and
 * frequency the figures were computed with. Answers false when either changed meanwhile.
 */
export async function putTrainingStatusIfCurrent(
  record: TrainingStatusRecord,
  expectedVersion: string | null,
): Promise<boolean> {
  const outcome = await transactWrite({
    company: {
      ConditionCheck: {
        Key: keys.company(record.company_id),
        ConditionExpression:
          'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since) AND attribute_not_exists(archived_at) AND #name = :name AND training_frequency_months = :frequency',
        ExpressionAttributeNames: { '#name': 'name' },
        ExpressionAttributeValues: {
          ':firm': record.firm_id,
          ':name': record.company_name,
          ':frequency': record.frequency,
        },
      },
    },
    status: {
      Put: {
        Item: trainingStatuses.toItem(record),
        ...(expectedVersion === null
          ? { ConditionExpression: 'attribute_not_exists(PK)' }
          : {
              ConditionExpression: 'version = :version',
              ExpressionAttributeValues: { ':version': expectedVersion },
            }),
      },
    },
  });
  return outcome.isCommitted;
}

/** The daily job's writes: 25 items a batch, unconditional. */
export async function putTrainingStatuses(records: TrainingStatusRecord[]): Promise<void> {
  await putItems(records.map(trainingStatuses.toItem));
}

export async function deleteTrainingStatuses(companyIds: string[]): Promise<void> {
  await deleteItems(companyIds.map((companyId) => keys.trainingStatus(companyId)));
}

/**
 * Claims the owner's reminder of an ISO week: true for the first claim only, so a job run twice
 * (or retried by Lambda) sends the week's e-mail once. The marker expires at `expiresAt` (epoch s).
 */
export function claimTrainingReminder(options: {
  ownerId: string;
  isoWeek: string;
  sentAt: string;
  expiresAt: number;
}): Promise<boolean> {
  return putItem({
    Item: {
      ...keys.trainingReminder(options.ownerId, options.isoWeek),
      type: 'training-reminder',
      sent_at: options.sentAt,
      ttl: options.expiresAt,
    },
    ConditionExpression: 'attribute_not_exists(PK)',
  });
}

/** Gives a claim back after the e-mail could not be sent, so the next run tries again. */
export async function releaseTrainingReminder(ownerId: string, isoWeek: string): Promise<void> {
  await deleteItem({ Key: keys.trainingReminder(ownerId, isoWeek) });
}
