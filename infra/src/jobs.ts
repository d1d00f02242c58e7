import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { AwsNeeds, InvokedJob } from '@ssm/shared';
import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import { AppFunction, type GrantTargets, type Sizing } from './app-function';

/** A background function: not a route, started by a route (asynchronously) or by a schedule. */
export type JobDeclaration = {
  id: string;
  /** The handler module (exporting `handler`), relative to the repository root. */
  module: string;
  description: string;
  needs: AwsNeeds;
  sizing: Sizing;
  /** How often Lambda retries a failed asynchronous run (0 to 2). */
  retries: number;
  /** Variables of this job alone, on top of the platform's. */
  environment?: Record<string, string>;
  /** A daily/periodic start by EventBridge; the cron fields are in UTC. */
  schedule?: events.CronOptions;
};

/**
 * The platform's jobs. A job's function exists only once its module does, so the stack keeps
 * synthesising while the jobs are still being written, and picks each up when it lands.
 */
export const jobList: readonly JobDeclaration[] = [
  {
    id: 'archive' satisfies InvokedJob,
    module: 'functions/src/jobs/archive.ts',
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
    id: 'password-reset-mail' satisfies InvokedJob,
    module: 'functions/src/jobs/password-reset-mail.ts',
    description: 'Mails a password reset link to the account a reset request names, if there is one',
    // Finds the account, stores the link's hash, sends the mail.
    needs: { table: 'write', mail: true },
    sizing: { memorySize: 256, timeout: Duration.seconds(30) },
    // A mail that SES refused is tried again: each try stores a link of its own, and an unused
    // link expires within the hour.
    retries: 2,
  },
  {
    id: 'training-status',
    module: 'functions/src/jobs/training-status.ts',
    description: "Recomputes every client company's periodic-training status (daily)",
    // Writes the status items and the reminder markers; mails each owner's weekly digest.
    needs: { table: 'write', mail: true },
    sizing: { memorySize: 1024, timeout: Duration.minutes(15) },
    // Recomputing is idempotent: a failed run is simply tried again.
    retries: 2,
    // 03:00 UTC is 05:00 in Bucharest in winter, 06:00 in summer: done before the working day.
    schedule: { minute: '0', hour: '3' },
  },
];

/** The declarations whose handler module exists under `repoRoot`. */
export function selectPresentJobs(jobs: readonly JobDeclaration[], repoRoot: string): JobDeclaration[] {
  return jobs.filter((job) => existsSync(resolve(repoRoot, job.module)));
}

export type JobsProps = {
  jobs: readonly JobDeclaration[];
  codeFor: (job: JobDeclaration) => lambda.Code;
  targets: GrantTargets;
  environment: Record<string, string>;
};

/** One function per present job; scheduled ones get their EventBridge rule. */
export class Jobs extends Construct {
  readonly functions = new Map<string, AppFunction>();
  readonly rules = new Map<string, events.Rule>();

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    for (const job of props.jobs) {
      const appFunction = new AppFunction(this, job.id, {
        description: job.description,
        code: props.codeFor(job),
        sizing: job.sizing,
        needs: job.needs,
        targets: props.targets,
        environment: { ...props.environment, ...job.environment },
      });
      appFunction.function.configureAsyncInvoke({ retryAttempts: job.retries });
      this.functions.set(job.id, appFunction);
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
