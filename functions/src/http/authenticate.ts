import { getUserById, type UserRecord } from '../data/users';
import type { TokenClaims } from '../domain/tokens';
import { verifyToken } from '../domain/tokens';

/** The verified caller: the token's claims and the user as stored now. */
export type Principal = { user: UserRecord; claims: TokenClaims };

/**
 * Verifies a bearer token and loads its user. A deleted user, a token issued before the last
 * password change, or a token whose role or tenant no longer matches the stored user is refused.
 */
export async function authenticate(authorizationHeader: string): Promise<Principal | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(authorizationHeader.trim());
  if (!match?.[1]) return null;
  const claims = await verifyToken(match[1]);
  if (!claims) return null;
  const user = await getUserById(claims.sub);
  if (!user) return null;
  const isCurrent =
    user.password_version === claims.pwv &&
    user.role === claims.role &&
    user.firm_id === claims.firm_id &&
    user.company_id === claims.company_id;
  return isCurrent ? { user, claims } : null;
}
