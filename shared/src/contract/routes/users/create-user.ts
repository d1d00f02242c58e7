import * as z from 'zod';
import { texts } from '../../../texts';
import { defineRoute } from '../../define';
import { companyUserFieldsSchema, companyUserSchema } from '../../users';
import { chosenEntityId } from '../../zod';

export const createUserRoute = defineRoute({
  id: 'create-user',
  area: 'users',
  method: 'POST',
  path: '/api/users/create',
  access: ['owner'],
  needs: { table: 'write', mail: true },
  summary:
    "Create an employee or admin of one of the caller's companies; answers a one-time `temporary_password` and e-mails an invitation.",
  body: companyUserFieldsSchema.extend({
    company: chosenEntityId(texts.people.allRequired),
  }),
  response: companyUserSchema.extend({ temporary_password: z.string() }),
  successStatus: 201,
});
