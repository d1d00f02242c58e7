import { ROLES, type Role, TOKEN_LIFETIME_SECONDS } from '@ssm/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { getConfig } from './config';
import { readSecretString } from './secrets';

/** What a bearer token says about its holder; the stored user is still checked on every call. */
export type TokenClaims = {
  sub: string;
  role: Role;
  is_superowner: boolean;
  firm_id: string | null;
  company_id: string | null;
  /** The password version at issue time: a password change makes older tokens invalid. */
  pwv: number;
};

let secretKey: Promise<Uint8Array> | undefined;

async function loadSecret(): Promise<Uint8Array> {
  const config = getConfig();
  return new TextEncoder().encode(config.tokenSecret ?? (await readSecretString(config.tokenSecretArn!)));
}

function getSecretKey(): Promise<Uint8Array> {
  secretKey ??= loadSecret().catch((error: unknown) => {
    secretKey = undefined;
    throw error;
  });
  return secretKey;
}

export function resetTokenSecretForTests(): void {
  secretKey = undefined;
}

export async function issueToken(claims: TokenClaims): Promise<string> {
  const { sub, ...rest } = claims;
  return new SignJWT(rest)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(sub)
    .setIssuedAt()
    .setExpirationTime(`${TOKEN_LIFETIME_SECONDS}s`)
    .sign(await getSecretKey());
}

/** Answers the claims of a valid, unexpired HS256 token, or null for anything else. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await getSecretKey(), { algorithms: ['HS256'] });
    const role = payload.role as Role;
    if (typeof payload.sub !== 'string' || !ROLES.includes(role) || typeof payload.pwv !== 'number')
      return null;
    return {
      sub: payload.sub,
      role,
      is_superowner: payload.is_superowner === true,
      firm_id: typeof payload.firm_id === 'string' ? payload.firm_id : null,
      company_id: typeof payload.company_id === 'string' ? payload.company_id : null,
      pwv: payload.pwv,
    };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}
