import { PUBLIC_RATE_LIMITS, type PublicRouteGroup } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { tooManyRequests } from '../../platform/errors';
import { takePublicRequestAllowance } from '../data/allowances';

/**
 * Counts one request of a client address to a group of public routes; past the group's limit in
 * its window (PUBLIC_RATE_LIMITS), 429 with the seconds until the window ends.
 */
export async function countPublicRequest(group: PublicRouteGroup, clientAddress: string): Promise<void> {
  const allowance = await takePublicRequestAllowance({
    group,
    clientAddress,
    rule: PUBLIC_RATE_LIMITS[group],
  });
  if (!allowance.isAllowed) throw tooManyRequests(texts.api.tooManyRequests, allowance.retryAfterSeconds);
}
