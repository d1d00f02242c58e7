import { type loginUserSchema, ROLES, type Role, TOKEN_STORAGE_KEY, type z } from '@ssm/shared';
import { decodeJwt } from 'jose';
import { paths } from '@/config/paths';

export type LoginUser = z.infer<typeof loginUserSchema>;

export type Session = {
  token: string;
  role: Role;
  isSuperowner: boolean;
};

export type AccessDecision = 'allow' | 'login' | 'unauthorized';

const ROLE_STORAGE_KEY = 'role';
export const USER_STORAGE_KEY = 'user';

function getToken(): string | null {
  return localStorage.getItem(TOKEN_STORAGE_KEY);
}

/** Whether a token is stored at all, valid or not: without one, nobody was signed in. */
export function hasStoredToken(): boolean {
  return getToken() !== null;
}

/** Set while the signed-in user must replace a temporary password an owner or admin gave them. */
export const PASSWORD_CHANGE_STORAGE_KEY = 'must-change-password';

/**
 * Whether the owner dashboard last showed a new firm's first steps on this device, once its lists
 * had answered (`FIRST_STEPS_SHOWN` or `FIRST_STEPS_HIDDEN`): `public/preload-page.js` paints the
 * whole dashboard from the HTML only after an established firm's, where the first steps will not
 * push the rest down (app/prerender.tsx). A login starts without it; the session's end clears it.
 */
export const FIRST_STEPS_STORAGE_KEY = 'dashboard-first-steps';
export const FIRST_STEPS_SHOWN = 'shown';
export const FIRST_STEPS_HIDDEN = 'hidden';

/** Records whether the owner dashboard showed the first steps (see `FIRST_STEPS_STORAGE_KEY`). */
export function rememberFirstSteps(shown: boolean): void {
  localStorage.setItem(FIRST_STEPS_STORAGE_KEY, shown ? FIRST_STEPS_SHOWN : FIRST_STEPS_HIDDEN);
}

/**
 * Stores what the product keeps locally after a login: the token, the role and the user, and
 * whether the password must be changed before anything else.
 */
export function saveSession({
  access,
  user,
  must_change_password: mustChangePassword = false,
}: {
  access: string;
  user: LoginUser;
  must_change_password?: boolean;
}): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, access);
  localStorage.setItem(ROLE_STORAGE_KEY, user.role);
  localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  localStorage.removeItem(FIRST_STEPS_STORAGE_KEY);
  if (mustChangePassword) localStorage.setItem(PASSWORD_CHANGE_STORAGE_KEY, '1');
  else localStorage.removeItem(PASSWORD_CHANGE_STORAGE_KEY);
}

/** Whether the user must choose a password before any other page (the server refuses the rest). */
export function isPasswordChangeRequired(): boolean {
  return localStorage.getItem(PASSWORD_CHANGE_STORAGE_KEY) !== null;
}

/** The temporary password was replaced: the pages open again. */
export function clearPasswordChangeRequired(): void {
  localStorage.removeItem(PASSWORD_CHANGE_STORAGE_KEY);
}

/** A password change invalidates the old token; the server hands out a fresh one for this session. */
export function replaceToken(access: string): void {
  localStorage.setItem(TOKEN_STORAGE_KEY, access);
}

/** All local storage is cleared, not only our keys, whenever a session ends. */
export function clearSession(): void {
  localStorage.clear();
}

/**
 * The stored user's role and super-owner flag, read without the contract's schema: the route guard
 * runs on the first load, which should not carry zod.
 */
function readStoredAccess(): { role: unknown; isSuperowner: boolean } {
  try {
    const user: unknown = JSON.parse(localStorage.getItem(USER_STORAGE_KEY) ?? 'null');
    if (typeof user !== 'object' || user === null) return { role: null, isSuperowner: false };
    return {
      role: 'role' in user ? user.role : null,
      isSuperowner: 'is_superowner' in user && user.is_superowner === true,
    };
  } catch {
    return { role: null, isSuperowner: false };
  }
}

function parseRole(value: unknown): Role | null {
  return ROLES.find((role) => role === value) ?? null;
}

/**
 * The current session, or null when the token is missing, not a decodable JWT, without an
 * expiry or expired. The signature is the server's business; here only its claims matter.
 */
export function readSession(now: number = Date.now()): Session | null {
  const token = getToken();
  if (!token) return null;
  let claims: ReturnType<typeof decodeJwt>;
  try {
    claims = decodeJwt(token);
  } catch {
    return null;
  }
  if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return null;
  const storedAccess = readStoredAccess();
  const role =
    parseRole(claims.role) ??
    parseRole(storedAccess.role) ??
    parseRole(localStorage.getItem(ROLE_STORAGE_KEY));
  if (!role) return null;
  const isSuperowner = claims.is_superowner === true || storedAccess.isSuperowner || role === 'superowner';
  return { token, role, isSuperowner };
}

/** The route guard: a super owner enters only routes that allow super owners; others need their role. */
export function decideAccess(session: Session | null, allowed: readonly Role[]): AccessDecision {
  if (!session) return 'login';
  if (session.isSuperowner) return allowed.includes('superowner') ? 'allow' : 'unauthorized';
  return allowed.includes(session.role) ? 'allow' : 'unauthorized';
}

/** Where a user lands after signing in (docs/product.md, Login). */
export function getDashboardHref({ role, isSuperowner }: Pick<Session, 'role' | 'isSuperowner'>): string {
  if (isSuperowner) return paths.dashboardSuperowner.getHref();
  switch (role) {
    case 'owner':
      return paths.dashboardOwner.getHref();
    case 'admin':
      return paths.dashboardAdmin.getHref();
    case 'employee':
      return paths.dashboardEmployee.getHref();
    default:
      return paths.unauthorized.getHref();
  }
}

/**
 * Where a signed-in user goes from the login page: the password change a reset requires before
 * anything else, else the page `next` names, else their dashboard. The login form, once
 * answered, and the login page, which then renders again, send the user to the same place.
 */
export function getLandingHref(
  session: Pick<Session, 'role' | 'isSuperowner'>,
  next?: string | null,
): string {
  if (isPasswordChangeRequired()) return paths.changePassword.getHref();
  return next ?? getDashboardHref(session);
}

/** A full page load drops every cached query and in-memory state of the ended session. */
export function endSessionAndGoTo(href: string): void {
  clearSession();
  window.location.assign(href);
}
