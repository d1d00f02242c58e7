import { assessPassword, type PasswordOwner } from '@ssm/shared/password-strength';
import * as texts from '@ssm/shared/texts';
import { badRequest } from '../../platform/errors';
import type { UserRecord } from '../data/users';

/*
 * Every password a person chooses (a change, a reset, a new owner, a super owner) must not be
 * guessable: the shared estimator decides, the same one the web's strength meter shows while the
 * password is typed (docs/security.md, passwords). Generated temporary passwords are random and
 * need no check.
 */

/** Who a password is for, as the estimator wants them. */
export function passwordOwnerOf(user: Pick<UserRecord, 'username' | 'first_name' | 'last_name' | 'email'>) {
  return {
    username: user.username,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
  } satisfies PasswordOwner;
}

/** The Romanian reason a password may not be used, or null when it may. */
export async function describeWeakPassword(password: string, owner: PasswordOwner): Promise<string | null> {
  const { problem } = await assessPassword(password, owner);
  return problem ? texts.passwordStrength.problems[problem] : null;
}

/** Refuses a guessable password with 400, its reason as the detail and on the field. */
export async function refuseWeakPassword(
  password: string,
  owner: PasswordOwner,
  field: string,
): Promise<void> {
  const reason = await describeWeakPassword(password, owner);
  if (reason) throw badRequest(reason, { [field]: [reason] });
}
