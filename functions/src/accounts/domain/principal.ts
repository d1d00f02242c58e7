import type { Role } from '@ssm/shared';
import { verifyToken } from '../../platform/tokens';
import { getUserById, type UserRecord } from '../data/users';

/*
 * The verified caller as the domain sees it: the stored user, with the tenancy its role implies
 * made part of the type. The route wrapper builds it once per request (`toPrincipal`) and hands
 * each handler the principal of the roles its route admits, so a function taking an
 * `OwnerPrincipal` has the owner's firm as a string, with no check or cast of its own.
 */

/** The token a request came with: what a logout revokes. Absent for principals built in code. */
export type Session = { tokenId: string; expiresAt: number };
type Signed = { user: UserRecord; session?: Session };

export type SuperownerPrincipal = Signed & { role: 'superowner' };
export type OwnerPrincipal = Signed & { role: 'owner'; firmId: string };
export type AdminPrincipal = Signed & { role: 'admin'; firmId: string; companyId: string };
export type EmployeePrincipal = Signed & { role: 'employee'; firmId: string; companyId: string };

/** An admin or an employee: a member of one client company of one firm. */
export type CompanyMemberPrincipal = AdminPrincipal | EmployeePrincipal;
export type Principal = SuperownerPrincipal | OwnerPrincipal | CompanyMemberPrincipal;

/** The principal of a caller in one of the roles. */
export type PrincipalOf<R extends Role> = Extract<Principal, { role: R }>;

/**
 * The principal of a stored user, or null when the user's tenancy does not fit their role (an
 * owner without a firm, an employee without a company): such a user reaches nothing.
 */
export function toPrincipal(user: UserRecord): Principal | null {
  const { firm_id: firmId, company_id: companyId } = user;
  switch (user.role) {
    case 'superowner':
      return { role: 'superowner', user };
    case 'owner':
      return firmId ? { role: 'owner', user, firmId } : null;
    case 'admin':
    case 'employee':
      return firmId && companyId ? { role: user.role, user, firmId, companyId } : null;
  }
}

/** The principal of a user known to hold the role (seeds, scripts, tests); throws otherwise. */
export function principalAs<R extends Role>(user: UserRecord, role: R): PrincipalOf<R> {
  const principal = toPrincipal(user);
  if (principal?.role !== role) throw new Error(`User ${user.id} is not a ${role} with a tenancy`);
  return principal as PrincipalOf<R>;
}

/**
 * Verifies a bearer token and loads its user. A deleted or deactivated user, a token issued before the last
 * password change or the last "log out everywhere", a logged-out token, a token whose role or
 * tenant no longer matches the stored user, or a user whose tenancy does not fit their role is
 * refused (null). Everything is decided on the one user item every request reads anyway.
 */
export async function authenticate(authorizationHeader: string): Promise<Principal | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorizationHeader.trim());
  if (!match?.[1]) return null;
  const claims = await verifyToken(match[1]);
  if (!claims) return null;
  const user = await getUserById(claims.sub);
  if (!user || user.deactivated_at) return null;
  const isCurrent =
    user.password_version === claims.pwv &&
    user.session_version === claims.sv &&
    !user.revoked_tokens?.some((revoked) => revoked.id === claims.jti) &&
    user.role === claims.role &&
    user.firm_id === claims.firm_id &&
    user.company_id === claims.company_id;
  const principal = isCurrent ? toPrincipal(user) : null;
  return principal && { ...principal, session: { tokenId: claims.jti, expiresAt: claims.exp } };
}

/**
 * Whether the caller may read a person's training papers (a signed record, a fișă): the person,
 * an admin of their company, an owner of their firm.
 */
export function canReadTrainingPapersOf(
  caller: Principal,
  person: { userId: string; companyId: string | undefined; firmId: string | undefined },
): boolean {
  if (caller.user.id === person.userId) return true;
  if (caller.role === 'admin') return caller.companyId === person.companyId;
  if (caller.role === 'owner') return caller.firmId === person.firmId;
  return false;
}
