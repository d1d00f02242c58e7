import { fileURLToPath } from 'node:url';
import type { InvokedJob, RouteDefinition } from '@ssm/shared';

/*
 * What a deployment needs to know of this package, and all that `infra/` imports from it
 * (`@ssm/functions/deployment`): where each route's handler and each job's module lives, and the
 * names of the environment and the table the code reads. The local gateway finds handlers the same
 * way, so a route has a handler in both places or in neither.
 */
export {
  DEFAULT_SEALED_FILE_RETENTION_YEARS,
  ENV,
  JOB_FUNCTION_NAME_ENV,
  ORIGIN_TOKEN_HEADER,
  parseSealedFileRetentionYears,
  QUEUE_URL_ENV,
} from './platform/config';
export { SEALED_FILE_PREFIXES } from './platform/object-keys';
export { TABLE_KEYS } from './platform/table-definition';

const SOURCE_ROOT = new URL('./', import.meta.url);

/** The handler module of a route: `src/<area>/handlers/<id>.ts`, its area being its slice. */
export function handlerModulePath(route: Pick<RouteDefinition, 'area' | 'id'>): string {
  return fileURLToPath(new URL(`${route.area}/handlers/${route.id}.ts`, SOURCE_ROOT));
}

/** The jobs that are not routes: the archive and the mails the routes start, and the daily run. */
export type JobId = InvokedJob | 'training-status' | 'training-status-firm';

const JOB_MODULES: Record<JobId, string> = {
  archive: 'archives/jobs/archive.ts',
  'password-reset-mail': 'accounts/jobs/password-reset-mail.ts',
  'invitation-mail': 'people/jobs/invitation-mail.ts',
  'training-status': 'training-status/jobs/training-status.ts',
  'training-status-firm': 'training-status/jobs/training-status-firm.ts',
};

export function jobModulePath(job: JobId): string {
  return fileURLToPath(new URL(JOB_MODULES[job], SOURCE_ROOT));
}
