import * as texts from '@ssm/shared/texts';
import { nowIso } from '../../platform/clock';
import { conflict } from '../../platform/errors';
import { newId } from '../../platform/ids';
import { createUser, newUserRecord, type UserRecord } from '../data/users';
import { hashPassword } from './passwords';

/** Creates a platform super owner (first start, or the `create-superowner` script on AWS). */
export async function createSuperowner(options: {
  username: string;
  password: string;
  firstName?: string;
  lastName?: string;
  email?: string | null;
}): Promise<UserRecord> {
  const id = newId();
  const user: UserRecord = newUserRecord({
    id,
    username: options.username.trim(),
    role: 'superowner',
    is_superowner: true,
    first_name: options.firstName ?? 'Administrator',
    last_name: options.lastName ?? 'platformă',
    email: options.email ?? null,
    birth_date: null,
    hire_date: null,
    job_title: null,
    address: null,
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: null,
    company_id: null,
    password_hash: await hashPassword(options.password, id),
    password_version: 1,
    created_at: nowIso(),
  });
  if ((await createUser(user)) !== 'created') throw conflict(texts.people.usernameTaken);
  return user;
}
