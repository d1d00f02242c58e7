import { defineRoute } from '../../define';
import { signingChallengeBodySchema, signingCodeSchema } from '../../records';

export const signingCodeRoute = defineRoute({
  id: 'signing-code',
  area: 'records',
  method: 'POST',
  path: '/api/signing-codes',
  access: ['employee', 'admin', 'owner'],
  answersInWorkerLanguage: true,
  needs: { table: 'write', mail: true },
  summary:
    "For a caller without a passkey: fixes the signatures they may make now on the listed documents (as a signing challenge does) and e-mails a 6-digit one-time code bound to them (their binding hash, or the manifest hash over several), to the caller's address; valid for 10 minutes, used once, dead after 5 wrong tries, 5 codes per 15 minutes (429 beyond). A caller with a passkey, without an e-mail address, or whose documents' companies refuse the simple signature is answered 409 with the reason.",
  body: signingChallengeBodySchema,
  successStatus: 201,
  response: signingCodeSchema,
});
