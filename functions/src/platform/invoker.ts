import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { InvokedJob } from '@ssm/shared';
import type { JobEvents, JobStarter } from './adapters';
import { clientSettings, oncePerColdStart } from './aws';
import { getConfig, JOB_FUNCTION_NAME_ENV } from './config';
import { describeError, logger } from './logger';

/*
 * Starting a job without waiting for it: an asynchronous Lambda invocation on AWS (Lambda queues
 * the event and retries the job as its declaration says). The local platform has no job
 * functions; it runs each job in its own process in the background (the process stays up),
 * having registered how with `runJobInProcess`.
 */

const getLambdaClient = oncePerColdStart(() => new LambdaClient(clientSettings('lambda')));

type Runner<Job extends InvokedJob> = (event: JobEvents[Job]) => Promise<void>;

const inProcessRunners: { [Job in InvokedJob]?: Runner<Job> } = {};
const runningInProcess = new Set<Promise<void>>();

/** The local platform's stand-in for a job's function. */
export function runJobInProcess<Job extends InvokedJob>(job: Job, runner: Runner<Job>): void {
  (inProcessRunners as Record<Job, Runner<Job>>)[job] = runner;
}

/** Resolves once every job started in this process so far has ended (tests wait for their mail). */
export async function inProcessJobsSettled(): Promise<void> {
  while (runningInProcess.size > 0) await Promise.allSettled([...runningInProcess]);
}

function createJobStarter<Job extends InvokedJob>(job: Job): JobStarter<JobEvents[Job]> {
  return {
    async start(event) {
      const functionName = getConfig().jobFunctionNames[job];
      if (functionName) {
        await getLambdaClient().send(
          new InvokeCommand({
            FunctionName: functionName,
            InvocationType: 'Event',
            Payload: Buffer.from(JSON.stringify(event)),
          }),
        );
        return;
      }
      const runner = inProcessRunners[job] as Runner<Job> | undefined;
      if (!runner) throw new Error(`${JOB_FUNCTION_NAME_ENV[job]} is not set`);
      // A job's failure ends its run, as Lambda's would; it must not take the process down.
      const running = runner(event).catch((error: unknown) => {
        logger.error('job failed', { job, ...describeError(error) });
      });
      runningInProcess.add(running);
      void running.finally(() => runningInProcess.delete(running));
    },
  };
}

export const getArchiveJobStarter = oncePerColdStart(() => createJobStarter('archive'));
export const getPasswordResetMailStarter = oncePerColdStart(() => createJobStarter('password-reset-mail'));
export const getInvitationMailStarter = oncePerColdStart(() => createJobStarter('invitation-mail'));
