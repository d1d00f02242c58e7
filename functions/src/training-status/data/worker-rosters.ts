import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants } from 'node:zlib';
import {
  COURSE_CATEGORIES,
  type CourseCategory,
  type CourseSubcategory,
  TEXT_LIMITS,
  type WorkerTrainingStatus,
} from '@ssm/shared';
import { defineEntity } from '../../platform/entity';
import { deleteItems, type Item, putItems, queryAll, transactWrite } from '../../platform/table';
import { indexKeys, keys, WORKER_ROSTER_SORT_KEY_PREFIX } from '../../platform/table-keys';

/*
 * A company's roster (docs/training-status.md, "The firm's workers"): each active worker's name
 * and, per domain, the status and due date the rule gave them when the roster was computed, so
 * a reader moves them to today as the company's summary is moved. Written wherever the summary
 * of the company's workers is (the events that change them, the daily job); the firm's workers
 * list reads every company's roster in one Query of GSI1 instead of one per company.
 *
 * Stored compressed (docs/data-model.md, the worker roster part): a part's workers are one Binary
 * attribute, the Brotli of a JSON array with an array per worker: about 35 bytes a worker at
 * real ids and names (42 with the part's other attributes) where a map per worker with named
 * attributes was about 210. The firm's list reads every part of the firm, so its Query pages,
 * read units and unmarshalling go with these bytes. This module is the only one that sees the
 * encoding: its writers take and its readers give the workers decoded.
 */

/** A worker's figures in one domain as computed: a reader moves the status to today from the date. */
export type RosterDomain = {
  status: WorkerTrainingStatus;
  due_date: string | null;
  /** The phase the status and date are of. */
  phase: CourseSubcategory;
};

export type RosterWorker = {
  id: string;
  first_name: string;
  last_name: string;
  domains: Record<CourseCategory, RosterDomain>;
  /** Present (true) when the worker misses data their fișă prints: most do not. */
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

/** A part as stored: its workers encoded (`encodeRosterWorkers`). */
type StoredRosterPart = Omit<WorkerRosterRecord, 'workers'> & { workers: Uint8Array };

/**
 * A worker as encoded: id, first and last name, 1 when they miss fișă data (else 0), then per
 * domain of COURSE_CATEGORIES, in its order, the status, due date and phase.
 */
type EncodedWorker = [string, string, string, 0 | 1, ...(string | null)[]];

/**
 * The most a worker's encoding takes before compression, which compression does not exceed by
 * more than a few bytes a part: the id and flag, the names at their longest with every UTF-16
 * unit escaped as `\uXXXX` (6 bytes, the worst JSON gives), and per domain the longest status,
 * date and phase with their quotes and commas.
 */
export const WORKER_ENCODING_MAX_BYTES =
  40 + 2 * (3 + 6 * TEXT_LIMITS.personName) + COURSE_CATEGORIES.length * 60;

/** A part's encoded workers at most: an item holds 400 KB, the part's other attributes under 1 KB. */
const ROSTER_PART_WORKERS_MAX_BYTES = 350_000;

/** 256 workers a part, whatever their names; at ordinary names they compress to some 5 KB. */
export const WORKERS_PER_ROSTER_PART = Math.floor(ROSTER_PART_WORKERS_MAX_BYTES / WORKER_ENCODING_MAX_BYTES);

/** Brotli's quality 11 (its default) saves under a tenth of these bytes at a hundred times the time. */
const BROTLI_PARAMS = {
  [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
  [zlibConstants.BROTLI_PARAM_QUALITY]: 5,
};

/** The workers of a part as stored. */
export function encodeRosterWorkers(workers: readonly RosterWorker[]): Uint8Array {
  const encoded = workers.map(
    (worker): EncodedWorker => [
      worker.id,
      worker.first_name,
      worker.last_name,
      worker.missing_data ? 1 : 0,
      ...COURSE_CATEGORIES.flatMap((domain) => {
        const figures = worker.domains[domain];
        return [figures.status, figures.due_date, figures.phase];
      }),
    ],
  );
  const text = Buffer.from(JSON.stringify(encoded));
  return brotliCompressSync(text, {
    params: { ...BROTLI_PARAMS, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: text.byteLength },
  });
}

/** The workers `encodeRosterWorkers` stored, as they were. */
export function decodeRosterWorkers(bytes: Uint8Array): RosterWorker[] {
  const encoded = JSON.parse(brotliDecompressSync(bytes).toString('utf8')) as EncodedWorker[];
  return encoded.map(([id, firstName, lastName, missingData, ...figures]) => ({
    id,
    first_name: firstName,
    last_name: lastName,
    domains: Object.fromEntries(
      COURSE_CATEGORIES.map((domain, index) => [
        domain,
        {
          status: figures[index * 3] as WorkerTrainingStatus,
          due_date: figures[index * 3 + 1] ?? null,
          phase: figures[index * 3 + 2] as CourseSubcategory,
        },
      ]),
    ) as RosterWorker['domains'],
    ...(missingData === 1 ? { missing_data: true as const } : {}),
  }));
}

/** The stored parts (`StoredRosterPart`): the firm's export and import read and write them as they are. */
export const workerRosters = defineEntity<StoredRosterPart>({
  type: 'worker-roster',
  key: (record) => keys.workerRoster(record.company_id, record.part),
  indexes: (record) => indexKeys.firmWorkerRoster(record.firm_id, record.company_id, record.part),
});

/** A part's item, its workers encoded. */
export function workerRosterItem(part: WorkerRosterRecord): Item {
  return workerRosters.toItem({ ...part, workers: encodeRosterWorkers(part.workers) });
}

/** Every roster part of the firm's companies: one GSI1 partition, read to the end. */
export async function listWorkerRostersOfFirm(firmId: string): Promise<WorkerRosterRecord[]> {
  const parts = await workerRosters.queryAll({
    index: 'GSI1',
    partition: indexKeys.firmWorkerRosters(firmId).GSI1PK,
  });
  return parts.map((part) => ({ ...part, workers: decodeRosterWorkers(part.workers) }));
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
            Item: workerRosterItem(part),
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
  await putItems(parts.map(workerRosterItem));
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
