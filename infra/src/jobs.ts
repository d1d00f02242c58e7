import { type JobId, QUEUE_URL_ENV } from '@ssm/functions/deployment';
import type { AwsNeeds, QueueAccess, QueueName } from '@ssm/shared';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { type AccessRoles, AppFunction, type GrantTargets, type Sizing } from './app-function';

/** A background function: not a route, started by a route (asynchronously) or by a schedule. */
export type JobDeclaration = {
  /** Also names its handler module (`jobModulePath` of `@ssm/functions/deployment`). */
  id: JobId;
  description: string;
  needs: AwsNeeds;
  sizing: Sizing;
  /** How often Lambda retries a failed asynchronous run (0 to 2). */
  retries: number;
  /** Variables of this job alone, on top of the platform's. */
  environment?: Record<string, string>;
  /** A daily/periodic start by EventBridge; the cron fields are in UTC. */
  schedule?: events.CronOptions;
  /**
   * A job that consumes a queue (`needs.queues`): at most this many of its runs at once, which
   * keeps SES and DynamoDB at a steady pace however many messages wait.
   */
  maxConcurrency?: number;
};

/** The platform's jobs. */
export const jobList: readonly JobDeclaration[] = [
  {
    id: 'archive',
    description: "Builds a company's ZIP archive of signed records; renders records a mass sign left",
    // Reads the signed record PDFs (rendering and sealing any a large mass sign left for later),
    // streams the ZIP into the archives bucket, records progress.
    needs: { table: 'write', buckets: { courseFiles: 'readwrite', archives: 'readwrite' }, seal: 'sign' },
    // Streaming keeps memory bounded (~250 MB for 2,000 files); the 15-minute cap covers the largest company.
    sizing: { memorySize: 1024, timeout: Duration.minutes(15) },
    // The job records its progress and failure in the table for the polling page; a silent retry
    // would restart the ZIP from zero behind it.
    retries: 0,
    // Every PDF passes through the heap, and V8 grows its young generation with the allocation
    // rate: small semi-spaces keep a 2,000-record archive near 160 MB instead of ~280 MB, flat as
    // the company grows (docs/benchmarks.md, "Company archive").
    environment: { NODE_OPTIONS: '--max-semi-space-size=2 --max-old-space-size=256' },
  },
  {
    id: 'password-reset-mail',
    description: 'Mails a password reset link to the account a reset request names, if there is one',
    // Finds the account, stores the link's hash, sends the mail.
    needs: { table: 'write', mail: true },
    sizing: { memorySize: 256, timeout: Duration.seconds(30) },
    // A mail that SES refused is tried again: each try stores a link of its own, and an unused
    // link expires within the hour.
    retries: 2,
  },
  {
    id: 'invitation-mail',
    description: 'Mails the invitations of the people one import batch created',
    // Reads the people, stores each link's hash, sends the mails one after another.
    needs: { table: 'write', mail: true },
    // 250 mails one after another with SES's latency, and two pauses to try refused ones again.
    sizing: { memorySize: 256, timeout: Duration.minutes(5) },
    // The job tries a refused mail again itself; a run again whole would mail everyone twice, and
    // whoever is left without one still has the temporary password from the import.
    retries: 0,
  },
  {
    id: 'training-status',
    description: 'Queues one message per firm for the daily training-status run (daily)',
    // One Query of the firms, then SendMessageBatch: it reads the table and sends to the queue only.
    needs: { table: 'read', queues: { trainingStatusFirms: 'send' } },
    // 10,000 firms are 1,000 batches of 10: well under a minute.
    sizing: { memorySize: 256, timeout: Duration.minutes(5) },
    // Queueing a firm twice is harmless (its run is idempotent): a failed dispatch is tried again.
    retries: 2,
    // 03:00 UTC is 05:00 in Bucharest in winter, 06:00 in summer: done before the working day.
    schedule: { minute: '0', hour: '3' },
  },
  {
    id: 'training-status-firm',
    description: "Recomputes one firm's companies' training status, re-enrols, mails (one queue message)",
    // Writes the status items, re-enrolments and e-mail claims; mails workers, admins and owners.
    needs: { table: 'write', mail: true, queues: { trainingStatusFirms: 'consume' } },
    // A firm's run takes its companies 16 at a time: a firm of 1,000 companies of 50 people took
    // about 8.5 minutes on DynamoDB Local on a 2-core machine (docs/benchmarks.md, the daily job).
    sizing: { memorySize: 1024, timeout: Duration.minutes(15) },
    // Started by the queue, not asynchronously: SQS redelivers a failed firm (three receives).
    retries: 0,
    maxConcurrency: 10,
  },
];

/** A queue's messages are received this many times before they go to its dead-letter queue. */
export const MAX_RECEIVE_COUNT = 3;

/**
 * The daily job's queue of firms and its dead-letter queue, both encrypted by SQS and TLS-only.
 * A message stays hidden while a consumer runs (15 minutes at most) and a while more.
 */
export class JobQueues extends Construct {
  readonly queues: Record<QueueName, sqs.Queue>;
  readonly deadLetterQueues: Record<QueueName, sqs.Queue>;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const deadLetters = new sqs.Queue(this, 'trainingStatusFirms-dead-letters', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
    });
    const queue = new sqs.Queue(this, 'trainingStatusFirms', {
      encryption: sqs.QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      visibilityTimeout: Duration.minutes(20),
      deadLetterQueue: { queue: deadLetters, maxReceiveCount: MAX_RECEIVE_COUNT },
    });
    this.queues = { trainingStatusFirms: queue };
    this.deadLetterQueues = { trainingStatusFirms: deadLetters };
  }
}

export type JobsProps = {
  jobs: readonly JobDeclaration[];
  codeFor: (job: JobDeclaration) => lambda.Code;
  targets: GrantTargets;
  roles: AccessRoles;
  environment: Record<string, string>;
  queues: Record<QueueName, sqs.IQueue>;
};

/**
 * One function per present job; scheduled ones get their EventBridge rule, senders the address of
 * their queue, consumers an event source mapping (one message per run, failed ones reported back).
 */
export class Jobs extends Construct {
  readonly functions = new Map<string, AppFunction>();
  readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    for (const job of props.jobs) {
      const queueNeeds = Object.entries(job.needs.queues ?? {}) as [QueueName, QueueAccess][];
      const queueUrls = Object.fromEntries(
        queueNeeds
          .filter(([, access]) => access === 'send')
          .map(([name]) => [QUEUE_URL_ENV[name], props.queues[name].queueUrl]),
      );
      const appFunction = new AppFunction(this, job.id, {
        description: job.description,
        code: props.codeFor(job),
        sizing: job.sizing,
        needs: job.needs,
        targets: props.targets,
        roles: props.roles,
        environment: { ...props.environment, ...queueUrls, ...job.environment },
      });
      appFunction.function.configureAsyncInvoke({ retryAttempts: job.retries });
      this.functions.set(job.id, appFunction);
      for (const [name, access] of queueNeeds) {
        if (access !== 'consume') continue;
        // Not SqsEventSource: it would attach a policy of its own; the role's inline statements
        // already hold exactly what reading the queue needs (app-function.ts).
        appFunction.function.addEventSourceMapping(`${name}-source`, {
          eventSourceArn: props.queues[name].queueArn,
          batchSize: 1,
          reportBatchItemFailures: true,
          ...(job.maxConcurrency ? { maxConcurrency: job.maxConcurrency } : {}),
        });
      }
      if (job.schedule) {
        const rule = new events.Rule(this, `${job.id}-schedule`, {
          description: `Starts ${job.id}: ${job.description}`,
          schedule: events.Schedule.cron(job.schedule),
        });
        rule.addTarget(new targets.LambdaFunction(appFunction.function));
        this.rules.set(job.id, rule);
      }
    }
  }
}
