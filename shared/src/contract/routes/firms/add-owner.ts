import * as z from 'zod';
import { TEXT_LIMITS } from '../../../constants';
import * as texts from '../../../texts';
import { newPasswordSchema } from '../../accounts';
import { defineRoute } from '../../define';
import { emailSchema, formText, usernameSchema } from '../../fields';
import { ownerSchema } from '../../firms';
import { chosenEntityId, idParams } from '../../zod';

export const addOwnerRoute = defineRoute({
  id: 'add-owner',
  area: 'firms',
  method: 'POST',
  path: '/api/ssm-firms/{id}/add-owner',
  access: ['superowner'],
  needs: { table: 'write', passwords: true },
  summary: 'Create an owner of the firm with the password the super owner chose.',
  params: idParams,
  body: z.object({
    firm_id: chosenEntityId(texts.owners.selectFirm),
    username: usernameSchema(texts.firms.allRequired),
    password: newPasswordSchema,
    email: emailSchema(texts.firms.allRequired),
    first_name: formText(texts.firms.allRequired, TEXT_LIMITS.personName),
    last_name: formText(texts.firms.allRequired, TEXT_LIMITS.personName),
  }),
  response: ownerSchema,
  successStatus: 201,
});
