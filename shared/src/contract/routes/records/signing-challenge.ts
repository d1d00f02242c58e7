import { defineRoute } from '../../define';
import { signingChallengeBodySchema, signingChallengeSchema } from '../../records';

export const signingChallengeRoute = defineRoute({
  id: 'signing-challenge',
  area: 'records',
  method: 'POST',
  path: '/api/signing-challenges',
  access: ['employee', 'admin', 'owner'],
  answersInWorkerLanguage: true,
  needs: { table: 'write' },
  summary:
    "WebAuthn request options for signing the listed documents with the caller's passkey: the challenge is the binding hash of the one signature, or the manifest hash over several; single-use, valid for 5 minutes, bound to the caller, the documents' versions, the capacities and the instants. Documents that do not wait for the caller are listed apart; none left answers 409.",
  body: signingChallengeBodySchema,
  successStatus: 201,
  response: signingChallengeSchema,
});
