import { getUserById, type UserRecord } from '../../accounts/data/users';
import type { TrainingRecord } from '../data/records';
import { requiredRolesOf } from './record-states';
import { directManagerOf } from './signer-rules';

/** The trainees read for one request, each once however many of their records it signs. */
export type TraineeCache = Map<string, Promise<UserRecord | null>>;

/**
 * The signer's id when they are the record's trainee's direct manager now and may sign as such
 * (docs/domain.md, signers per phase); null otherwise. Read only for a record that needs a manager.
 */
export async function managerIdFor(
  record: TrainingRecord,
  signer: UserRecord,
  trainees: TraineeCache,
): Promise<string | null> {
  if (!requiredRolesOf(record).includes('manager')) return null;
  let trainee = trainees.get(record.trainee_id);
  if (!trainee) {
    trainee = getUserById(record.trainee_id);
    trainees.set(record.trainee_id, trainee);
  }
  const manager = directManagerOf((await trainee) ?? null, signer);
  return manager?.id ?? null;
}
