import * as z from 'zod';
import { detailSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const reopenPasskeyRegistrationRoute = defineRoute({
  id: 'reopen-passkey-registration',
  area: 'accounts',
  method: 'POST',
  path: '/api/users/{userId}/passkey-registration',
  access: ['owner', 'superowner'],
  needs: { table: 'write' },
  summary:
    "Let a person who lost their devices register one new passkey within 7 days (audited): an owner for the firm's admins and employees, the super owner for owners. Anyone else's answers 404.",
  params: z.object({ userId: entityId }),
  response: detailSchema,
});
