import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role, TOKEN_LIFETIME_SECONDS } from '@ssm/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { readDeploymentKey } from './deployment-keys';

/** What a bearer token says about its holder; the stored user is still checked on every call. */
export type TokenClaims = {
  sub: string;
  role: Role;
  is_superowner: boolean;
  firm_id: string | null;
  company_id: string | null;
  /** The password version at issue time: a password change makes older tokens invalid. */
  pwv: number;
  /** The session version at issue time: "log out everywhere" makes older tokens invalid. */
  sv: number;
};

/** A verified token: its claims, its own id (what a logout revokes) and when it expires. */
export type VerifiedToken = TokenClaims & { jti: string; exp: number };

const getSecretKey = () => readDeploymentKey('tokenSecret');

export async function issueToken(claims: TokenClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(await getSecretKey());
}

/**
 * Answers the claims of a valid, unexpired HS256 token, or null for anything else. A token
 * without its own id cannot be revoked by a logout, so it is refused.
 */
export async function verifyToken(token: string): Promise<VerifiedToken | null> {
  try {
    const { payload } = await jwtVerify(token, await getSecretKey(), { algorithms: ['HS256'] });
    const role = payload.role as Role;
    if (
      typeof payload.sub !== 'string' ||
      !ROLES.includes(role) ||
      typeof payload.pwv !== 'number' ||
      typeof payload.sv !== 'number' ||
      typeof payload.jti !== 'string' ||
      typeof payload.exp !== 'number'
    )
      return null;
    return {
      sub: payload.sub,
      role,
      is_superowner: payload.is_superowner === true,
      firm_id: typeof payload.firm_id === 'string' ? payload.firm_id : null,
      company_id: typeof payload.company_id === 'string' ? payload.company_id : null,
      pwv: payload.pwv,
      sv: payload.sv,
      jti: payload.jti,
      exp: payload.exp,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

/** What a reminder link's key may do: nothing but switch one worker's reminders (docs/training-status.md). */
const REMINDER_LINK_PURPOSE = 'training-reminders';

async function reminderLinkSignature(userId: string): Promise<string> {
  return createHmac('sha256', await getSecretKey())
    .update(`${REMINDER_LINK_PURPOSE}:${userId}`)
    .digest('base64url');
}

/**
 * The key of a worker's link to stop their reminders: their id and an HMAC of it with the token
 * secret. It never expires (an old e-mail's link keeps working) and grants nothing else.
 */
export async function issueReminderLinkToken(userId: string): Promise<string> {
  return `${userId}.${await reminderLinkSignature(userId)}`;
}

/** The worker a reminder link's key names, or null when it was not issued by this platform. */
export async function readReminderLinkToken(token: string): Promise<string | null> {
  const separator = token.lastIndexOf('.');
  if (separator <= 0) return null;
  const userId = token.slice(0, separator);
  const given = Buffer.from(token.slice(separator + 1));
  const expected = Buffer.from(await reminderLinkSignature(userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
