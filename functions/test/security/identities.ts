import type { Role } from '@ssm/shared';
import { endAllSessions, revokeToken, type UserRecord } from '../../src/accounts/data/users';
import { tokenClaimsFor } from '../../src/accounts/domain/account';
import { epochSeconds } from '../../src/platform/clock';
import { getConfig } from '../../src/platform/config';
import { deleteItems, updateItem } from '../../src/platform/table';
import { keys, usernameMarkerKey } from '../../src/platform/table-keys';
import { verifyToken } from '../../src/platform/tokens';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { signToken } from '../support/tokens';

/*
 * The callers every protected route must refuse, built fresh for each check: broken or forged
 * tokens (401), roles the route does not allow (403), and people of another tenant (401/403/404).
 */

export type Tenant = Awaited<ReturnType<typeof buildTenant>>;

function encode(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Tokens that must never authenticate, derived from a real user's valid claims. */
export async function forgedTokens(user: UserRecord): Promise<Record<string, string | undefined>> {
  const claims = tokenClaimsFor(user);
  const secret = getConfig().tokenSecret as string;
  const valid = await tokenFor(user);
  const [header, , signature] = valid.split('.');
  // Fellows of the same role and tenancy, so that only what was done to them is refused.
  const buildFellow = () =>
    buildUser(
      user.role === 'superowner'
        ? { role: 'superowner' }
        : user.role === 'owner'
          ? { role: 'owner', firmId: user.firm_id as string }
          : { role: user.role, firmId: user.firm_id as string, companyId: user.company_id as string },
    );
  const deleted = await buildFellow();
  const deletedToken = await tokenFor(deleted);
  await deleteItems([keys.user(deleted.id), usernameMarkerKey(deleted.username)]);
  const loggedOut = await buildFellow();
  const loggedOutToken = await tokenFor(loggedOut);
  const session = (await verifyToken(loggedOutToken))!;
  await revokeToken(loggedOut, { id: session.jti, expires_at: session.exp }, epochSeconds());
  const loggedOutEverywhere = await buildFellow();
  const endedToken = await tokenFor(loggedOutEverywhere);
  await endAllSessions(loggedOutEverywhere.id);
  const deactivated = await buildFellow();
  const deactivatedToken = await tokenFor(deactivated);
  await updateItem({
    Key: keys.user(deactivated.id),
    UpdateExpression: 'SET deactivated_at = :at',
    ExpressionAttributeValues: { ':at': new Date().toISOString() },
  });

  return {
    'no token': undefined,
    'malformed token': 'not.a.token',
    'expired token': await signToken(claims, secret, Math.floor(Date.now() / 1000) - 60),
    'tampered claims': `${header}.${encode({ ...claims, role: 'superowner', is_superowner: true, exp: inAnHour() })}.${signature}`,
    'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode({ ...claims, exp: inAnHour() })}.`,
    'wrong secret': await signToken(claims, 'a-different-secret-of-sufficient-length', inAnHour()),
    'deleted user': deletedToken,
    'logged-out token': loggedOutToken,
    'token of a user logged out everywhere': endedToken,
    'token of a deactivated user': deactivatedToken,
    'token without its own id (issued before logouts were revocable)': await signToken(
      { ...claims, sv: undefined },
      secret,
      inAnHour(),
    ),
  };
}

/** One user of each role in tenant A's world, to try the roles a route does not allow. */
export async function usersByRole(tenant: Tenant): Promise<Record<Role, UserRecord>> {
  return {
    superowner: await buildUser({ role: 'superowner' }),
    owner: tenant.owner,
    admin: tenant.admin,
    employee: tenant.employee,
  };
}

/** People who belong elsewhere: another firm's owner, another company's admin, a colleague. */
export async function outsiders(tenant: Tenant): Promise<Record<string, UserRecord>> {
  const other = await buildTenant();
  const colleague = await buildUser({
    role: 'employee',
    firmId: tenant.firm.id,
    companyId: tenant.company.id,
  });
  return {
    "another firm's owner": other.owner,
    "another company's admin": other.admin,
    "another company's employee": other.employee,
    'another employee of the same company': colleague,
  };
}
