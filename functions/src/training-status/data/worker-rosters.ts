import type { CourseCategory, CourseSubcategory, WorkerTrainingStatus } from '@ssm/shared';
import { defineEntity } from '../../platform/entity';
import { deleteItems, putItems, queryAll, transactWrite } from '../../platform/table';
import { indexKeys, keys, WORKER_ROSTER_SORT_KEY_PREFIX } from '../../platform/table-keys';

/*
 * A company's roster (docs/training-status.md, "The firm's workers"): each active worker's name
 * and, per domain, the status and due date the rule gave them when the roster was computed, so
 * a reader moves them to today as the company's summary is moved. Written wherever the summary
 * of the company's workers is (the events that change them, the daily job); the firm's workers
 * list reads every company's roster in one Query of GSI1 instead of one per company.
 */

/** A worker's figures in one domain as computed: a reader moves the status to today from the date. */
export type RosterDomain = {
  status: WorkerTrainingStatus;
  due_date: string | null;
  /** The phase the status and date are of; absent from a part the current code has not written yet. */
  phase?: CourseSubcategory;
};

export type RosterWorker = {
  id: string;
  first_name: string;
  last_name: string;
  domains: Record<CourseCategory, RosterDomain>;
  /** Present (true) when the worker misses data their fișă prints: most do not, and absent costs nothing. */
  missing_data?: true;
};

/**
 * One part of a roster. A company's workers take as many parts as WORKERS_PER_ROSTER_PART gives
 * (an item holds at most 400 KB); every part of one computation carries its `computed_at`, so a
 * reader takes the newest computation's parts and ignores a part left over from a larger one.
 */
export type WorkerRosterRecord = {
  company_id: string;
  firm_id: string;
  company_name: string;
  part: number;
  computed_at: string;
  /** The warning threshold the statuses were classified with, to move them to another day. */
  warning_days: number;
  workers: RosterWorker[];
};

/** About 200 bytes a worker (docs/benchmarks.md): a part stays near 170 KB, well within DynamoDB's 400 KB. */
export const WORKERS_PER_ROSTER_PART = 1000;

export const workerRosters = defineEntity<WorkerRosterRecord>({
  type: 'worker-roster',
  key: (record) => keys.workerRoster(record.company_id, record.part),
  indexes: (record) => indexKeys.firmWorkerRoster(record.firm_id, record.company_id, record.part),
});

/** Every roster part of the firm's companies: one GSI1 partition, read to the end. */
export function listWorkerRostersOfFirm(firmId: string): Promise<WorkerRosterRecord[]> {
  return workerRosters.queryAll({ index: 'GSI1', partition: indexKeys.firmWorkerRosters(firmId).GSI1PK });
}

/**
 * An event's write of a company's roster: every part at once, only while the company exists,
 * belongs to the firm and is neither being deleted nor archived, and only over parts computed no later (two
 * events at once: the later computation stays). Answers false when either condition failed.
 */
export async function putWorkerRosterIfNewer(parts: readonly WorkerRosterRecord[]): Promise<boolean> {
  const [first] = parts;
  if (!first) return true;
  const outcome = await transactWrite({
    company: {
      ConditionCheck: {
        Key: keys.company(first.company_id),
        ConditionExpression:
          'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since) AND attribute_not_exists(archived_at)',
        ExpressionAttributeValues: { ':firm': first.firm_id },
      },
    },
    ...Object.fromEntries(
      parts.map((part) => [
        `part${part.part}`,
        {
          Put: {
            Item: workerRosters.toItem(part),
            ConditionExpression: 'attribute_not_exists(PK) OR computed_at <= :at',
            ExpressionAttributeValues: { ':at': part.computed_at },
          },
        },
      ]),
    ),
  });
  return outcome.isCommitted;
}

/** The daily job's writes of the rosters that changed: 25 items a batch, unconditional. */
export async function putWorkerRosters(parts: readonly WorkerRosterRecord[]): Promise<void> {
  await putItems(parts.map(workerRosters.toItem));
}

export async function deleteWorkerRosterParts(parts: readonly { company_id: string; part: number }[]) {
  await deleteItems(parts.map((part) => keys.workerRoster(part.company_id, part.part)));
}

/** Every part of a company's roster: a Query of its partition's roster keys, then their deletion. */
export async function deleteCompanyRoster(companyId: string): Promise<void> {
  const items = await queryAll({
    partition: keys.company(companyId).PK,
    sortKeyPrefix: WORKER_ROSTER_SORT_KEY_PREFIX,
    projection: 'PK, SK',
    consistent: true,
  });
  await deleteItems(items.map((item) => ({ PK: item.PK as string, SK: item.SK as string })));
}
