import { signingCodeRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getMailer } from '../../platform/mailer';
import { nextServerTimestamp } from '../domain/record-signing';
import { requestSigningCode } from '../domain/signing-codes';

export const handler = route(signingCodeRoute, ({ body, principal }) =>
  requestSigningCode({
    caller: principal.user,
    channel: body.channel,
    documentIds: body.document_ids,
    nextTimestamp: nextServerTimestamp,
    mailer: getMailer(),
  }),
);
