import {
  buildPath,
  ROLES,
  type Role,
  type RouteDefinition,
  type RouteId,
  routeList,
  texts,
} from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { updateItem } from '../../src/platform/table';
import { keys } from '../../src/platform/table-keys';
import { buildTenant, tokenFor } from '../support/builders';
import { useTestGateway } from '../support/gateway';
import { forgedTokens, outsiders, usersByRole } from './identities';
import { type MatrixEntry, matrix, type Target } from './matrix';

const api = useTestGateway();
const PLACEHOLDER_ID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

function placeholderParams(definition: RouteDefinition): Record<string, string> {
  return Object.fromEntries(
    [...definition.path.matchAll(/\{(\w+)\}/g)].map((match) => [match[1], PLACEHOLDER_ID]),
  );
}

function urlFor(definition: RouteDefinition, target: Partial<Target>): string {
  const query = target.query ? `?${new URLSearchParams(target.query)}` : '';
  return buildPath(definition.path, target.params ?? placeholderParams(definition)) + query;
}

async function prepare(entry: MatrixEntry) {
  const tenant = await buildTenant();
  if (entry.kind === 'tenant') return { tenant, target: await entry.target(tenant) };
  return {
    tenant,
    target: {
      ...(entry.kind === 'caller' && entry.body ? { body: entry.body } : {}),
      readBack: () => getUserById(tenant.employee.id),
    } satisfies Target,
  };
}

function send(definition: RouteDefinition, target: Partial<Target>, token: string | undefined) {
  // A deletion carries a body only where its route asks for one (a company's typed name).
  const hasBody =
    definition.method !== 'GET' && (definition.method !== 'DELETE' || target.body !== undefined);
  return api.request(definition.method, urlFor(definition, target), {
    token,
    ...(hasBody ? { body: target.body ?? {} } : {}),
  });
}

describe('the isolation matrix', () => {
  it('has an entry for every route of the contract', () => {
    const missing = routeList.map((definition) => definition.id).filter((id) => !(id in matrix));

    expect(missing).toEqual([]);
  });

  it('refuses a user who must replace a temporary password with 403 everywhere but the password change and their own session', async () => {
    const tenant = await buildTenant();
    const people = await usersByRole(tenant);
    for (const person of Object.values(people)) {
      await updateItem({
        Key: keys.user(person.id),
        UpdateExpression: 'SET must_change_password = :true',
        ExpressionAttributeValues: { ':true': true },
      });
    }
    const tokens = Object.fromEntries(
      await Promise.all(ROLES.map(async (role) => [role, await tokenFor(people[role])] as const)),
    );
    const signedIn = (routeList as readonly RouteDefinition[]).filter(
      (definition) => !definition.access.includes('public') && !definition.endsCallerSessions,
    );

    const answers = await Promise.all(
      signedIn.map((definition) => {
        const role = ROLES.find((candidate) => definition.access.includes(candidate)) as Role;
        return send(definition, {}, tokens[role]);
      }),
    );
    for (const [index, definition] of signedIn.entries()) {
      const answer = answers[index]!;
      if (definition.openBeforePasswordChange) {
        expect(answer.body, definition.id).not.toEqual({
          detail: texts.accountAccess.passwordChangeRequired,
        });
      } else {
        expect(answer.status, definition.id).toBe(403);
        expect(answer.body, definition.id).toEqual({ detail: texts.accountAccess.passwordChangeRequired });
      }
    }
    expect(signedIn.filter((definition) => definition.openBeforePasswordChange).map(({ id }) => id)).toEqual(
      expect.arrayContaining(['users-me', 'change-password']),
    );
    expect(signedIn.filter((definition) => definition.openBeforePasswordChange)).toHaveLength(2);
  }, 180_000);

  // A route without an entry is reported by the completeness check above.
  const protectedRoutes = (routeList as readonly RouteDefinition[]).filter(
    (definition) => !definition.access.includes('public') && definition.id in matrix,
  );

  describe.each(protectedRoutes.map((definition) => [definition.id, definition] as const))(
    '%s',
    (id, definition) => {
      const entry = matrix[id as RouteId] as MatrixEntry;

      it('refuses broken, forged and stale tokens with 401 and changes nothing', async () => {
        const { tenant, target } = await prepare(entry);
        const before = await target.readBack();

        for (const [identity, token] of Object.entries(await forgedTokens(tenant.employee))) {
          const answer = await send(definition, target, token);
          expect(answer.status, identity).toBe(401);
        }

        expect(await target.readBack()).toEqual(before);
      });

      it('refuses the roles it does not allow with 403 and changes nothing', async () => {
        const { tenant, target } = await prepare(entry);
        const before = await target.readBack();
        const people = await usersByRole(tenant);
        const refusedRoles = ROLES.filter((role) => !definition.access.includes(role));

        for (const role of refusedRoles) {
          const answer = await send(definition, target, await tokenFor(people[role]));
          expect(answer.status, role).toBe(403);
        }

        expect(await target.readBack()).toEqual(before);
      });

      if (entry.kind === 'tenant') {
        it("keeps another tenant's people out (401/403/404) and changes nothing", async () => {
          const { tenant, target } = await prepare(entry);
          const before = await target.readBack();

          for (const [who, user] of Object.entries(await outsiders(tenant))) {
            if (!definition.access.includes(user.role)) continue;
            const answer = await send(definition, target, await tokenFor(user));
            expect([401, 403, 404], who).toContain(answer.status);
          }

          expect(await target.readBack()).toEqual(before);
        });
      }
    },
  );
});
