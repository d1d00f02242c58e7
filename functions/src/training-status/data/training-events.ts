import type { CourseCategory, SupplementaryEventKind } from '@ssm/shared';
import { type AuditEvent, auditEventWrite } from '../../audit/data/audit';
import { type ItemKey, transactWrite } from '../../platform/table';
import { keys } from '../../platform/table-keys';

/*
 * The events that make a supplementary training due (docs/training-status.md) live on what they
 * concern: a worker's on their user item, a company's on the company item. Both are replaced
 * whole, on condition that nobody changed them since they were read (`training_events_version`),
 * with the audit event of the recording in the same transaction.
 */

/** An event recorded by an owner or admin that makes a supplementary training due. */
export type TrainingEventRecord = {
  id: string;
  kind: SupplementaryEventKind;
  /** The calendar day it happened, YYYY-MM-DD. */
  date: string;
  categories: CourseCategory[];
  recorded_by: string;
  recorded_at: string;
};

/** Where the events are kept, and what must still hold there for the write to be allowed. */
export type TrainingEventsHolder =
  | { kind: 'worker'; userId: string; firmId: string; companyId: string }
  | { kind: 'company'; companyId: string; firmId: string };

function holderKeyAndCondition(holder: TrainingEventsHolder): {
  key: ItemKey;
  condition: string;
  names: Record<string, string>;
  values: Record<string, string>;
} {
  if (holder.kind === 'worker') {
    return {
      key: keys.user(holder.userId),
      condition:
        'attribute_exists(PK) AND firm_id = :firm AND company_id = :company AND #role IN (:admin, :employee)',
      names: { '#role': 'role' },
      values: {
        ':firm': holder.firmId,
        ':company': holder.companyId,
        ':admin': 'admin',
        ':employee': 'employee',
      },
    };
  }
  return {
    key: keys.company(holder.companyId),
    condition: 'attribute_exists(PK) AND firm_id = :firm AND attribute_not_exists(deleting_since)',
    names: {},
    values: { ':firm': holder.firmId },
  };
}

/**
 * Replaces the holder's events if they are still the version read (undefined: never written).
 * Answers false when the holder changed meanwhile or no longer qualifies: nothing was written.
 */
export async function replaceTrainingEvents(options: {
  holder: TrainingEventsHolder;
  expectedVersion: number | undefined;
  events: TrainingEventRecord[];
  audit: AuditEvent;
}): Promise<boolean> {
  const { key, condition, names, values } = holderKeyAndCondition(options.holder);
  const versionCondition =
    options.expectedVersion === undefined
      ? 'attribute_not_exists(training_events_version)'
      : 'training_events_version = :version';
  const outcome = await transactWrite({
    holder: {
      Update: {
        Key: key,
        UpdateExpression: 'SET training_events = :events, training_events_version = :next',
        ConditionExpression: `${condition} AND ${versionCondition}`,
        ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: {
          ...values,
          ':events': options.events,
          ':next': (options.expectedVersion ?? 0) + 1,
          ...(options.expectedVersion === undefined ? {} : { ':version': options.expectedVersion }),
        },
      },
    },
    audit: auditEventWrite(options.audit),
  });
  return outcome.isCommitted;
}
