import { SignJWT } from 'jose';

/** An HS256 token with any claims and expiry, signed with any secret: for forged-token tests. */
export function signToken(
  claims: Record<string, unknown>,
  secret: string,
  expiresAt: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub as string)
    .setIssuedAt()
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}
