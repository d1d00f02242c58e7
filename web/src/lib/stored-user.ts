import { loginUserSchema } from '@ssm/shared';
import { type LoginUser, USER_STORAGE_KEY } from './session';

/** The user saved at login, or null when missing or no longer matching the contract. */
export function readStoredUser(): LoginUser | null {
  const raw = localStorage.getItem(USER_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = loginUserSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
