import { signingChallengeRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { nextServerTimestamp } from '../domain/record-signing';
import { createSigningChallenge } from '../domain/signing-authorisation';

export const handler = route(signingChallengeRoute, ({ body, principal }) =>
  createSigningChallenge({
    caller: principal.user,
    channel: body.channel,
    documentIds: body.document_ids,
    nextTimestamp: nextServerTimestamp,
  }),
);
