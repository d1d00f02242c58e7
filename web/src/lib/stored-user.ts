import { ROLES } from '@ssm/shared';
import { type LoginUser, USER_STORAGE_KEY } from './session';

/**
 * Whether a stored value has the login user's shape. The login's answer followed the contract (the
 * server checks every answer against it); this only guards against storage written by something
 * else, and runs without zod, which the first screen of a page does not load.
 */
function isLoginUser(value: unknown): value is LoginUser {
  if (typeof value !== 'object' || value === null) return false;
  const user = value as Record<keyof LoginUser, unknown>;
  return (
    [user.id, user.username, user.first_name, user.last_name].every((field) => typeof field === 'string') &&
    ROLES.some((role) => role === user.role) &&
    typeof user.is_superowner === 'boolean'
  );
}

/** The user saved at login, or null when missing or not of the login user's shape. */
export function readStoredUser(): LoginUser | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const user: unknown = JSON.parse(raw);
    return isLoginUser(user) ? user : null;
  } catch {
    return null;
  }
}
