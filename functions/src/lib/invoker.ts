import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import type { ArchiveJobEvent, ArchiveJobStarter } from './adapters';
import { clientSettings, oncePerColdStart } from './aws';
import { getConfig } from './config';

/*
 * Starting the archive job without waiting for it: an asynchronous Lambda invocation on AWS. The
 * local platform has no job function; it runs the job in its own process in the background
 * (the process stays up), having registered how with `runArchiveJobsInProcess`.
 */

const getLambdaClient = oncePerColdStart(() => new LambdaClient(clientSettings('lambda')));

let inProcessRunner: ((event: ArchiveJobEvent) => Promise<void>) | undefined;

/** The local platform's stand-in for the job's function. */
export function runArchiveJobsInProcess(runner: (event: ArchiveJobEvent) => Promise<void>): void {
  inProcessRunner = runner;
}

export const getArchiveJobStarter = oncePerColdStart(
  (): ArchiveJobStarter => ({
    async start(event) {
      const { archiveJobFunctionName } = getConfig();
      if (archiveJobFunctionName) {
        await getLambdaClient().send(
          new InvokeCommand({
            FunctionName: archiveJobFunctionName,
            InvocationType: 'Event',
            Payload: Buffer.from(JSON.stringify(event)),
          }),
        );
        return;
      }
      if (!inProcessRunner) throw new Error('ARCHIVE_JOB_FUNCTION_NAME is not set');
      void inProcessRunner(event);
    },
  }),
);
