import type { RouteId } from '@ssm/shared';
import { administrationMatrix } from './administration-matrix';
import type { Tenant } from './identities';

/**
 * What the isolation matrix needs to know about each route beyond the contract: how to build a
 * target that belongs to tenant A, the request that reaches it, and how to read it back.
 * Every route of the contract must have an entry; a new route without one fails the matrix.
 */
export type Target = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The state the refused callers must not change. */
  readBack: () => Promise<unknown>;
};

export type MatrixEntry =
  | {
      kind: 'tenant';
      /** Builds something of tenant A that outsiders must not reach. */
      target: (tenant: Tenant) => Promise<Target>;
    }
  | {
      /** The route acts on the caller alone: there is no one else's target to reach. */
      kind: 'caller';
      reason: string;
      body?: unknown;
    }
  | {
      kind: 'public';
      reason: string;
    };

export const matrix: Partial<Record<RouteId, MatrixEntry>> = {
  ...administrationMatrix,
  token: { kind: 'public', reason: 'Signing in needs no token.' },
  'request-password-reset': { kind: 'public', reason: 'Asking for a reset link needs no token.' },
  'confirm-password-reset': { kind: 'public', reason: 'The e-mailed single-use token is the credential.' },
  'users-me': { kind: 'caller', reason: "Answers the caller's own profile only." },
  'change-password': {
    kind: 'caller',
    reason: "Changes the caller's own password only.",
    body: { old_password: 'Parola-Test1', new_password: 'Schimbata2026' },
  },
  'user-progress': { kind: 'caller', reason: "Answers the caller's own history only." },
};
