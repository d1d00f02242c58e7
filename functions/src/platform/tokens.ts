import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role, TOKEN_LIFETIME_SECONDS } from '@ssm/shared';
import { epochSeconds } from './clock';
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

/*
 * A compact JWS (RFC 7515) with HS256, made and checked with node:crypto's HMAC: the one algorithm
 * and header this platform issues need no JOSE library, whose WebCrypto import and verification cost
 * every signed-in route's cold start (docs/benchmarks.md). Every token carries this same header.
 */
const TOKEN_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function tokenSignature(signedPart: string, key: Uint8Array): Buffer {
  return createHmac('sha256', key).update(signedPart).digest();
}

export async function issueToken(claims: TokenClaims): Promise<string> {
  const issuedAt = epochSeconds();
  const payload = { ...claims, jti: randomUUID(), iat: issuedAt, exp: issuedAt + TOKEN_LIFETIME_SECONDS };
  const signedPart = `${TOKEN_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signedPart}.${tokenSignature(signedPart, await getSecretKey()).toString('base64url')}`;
}

/** The JSON object a token part encodes, or null when it is anything else. */
function decodePart(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Answers the claims of a valid, unexpired HS256 token, or null for anything else. The signature
 * is checked before any part is read, so nothing a forger writes is parsed. A token without its
 * own id cannot be revoked by a logout, so it is refused.
 */
export async function verifyToken(token: string): Promise<VerifiedToken | null> {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, body, signature] = parts as [string, string, string];
  const given = Buffer.from(signature, 'base64url');
  const expected = tokenSignature(`${header}.${body}`, await getSecretKey());
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (decodePart(header)?.alg !== 'HS256') return null;
  const payload = decodePart(body);
  if (payload === null) return null;
  const now = epochSeconds();
  const role = payload.role as Role;
  if (
    typeof payload.sub !== 'string' ||
    !ROLES.includes(role) ||
    typeof payload.pwv !== 'number' ||
    typeof payload.sv !== 'number' ||
    typeof payload.jti !== 'string' ||
    typeof payload.exp !== 'number' ||
    payload.exp <= now ||
    (payload.nbf !== undefined && (typeof payload.nbf !== 'number' || payload.nbf > now))
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
