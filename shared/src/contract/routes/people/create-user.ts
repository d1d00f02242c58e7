import * as z from 'zod';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { companyUserFieldsSchema, companyUserSchema } from '../../people';
import { leftOutNewHireCourseSchema } from '../../training-status';
import { chosenEntityId } from '../../zod';

export const createUserRoute = defineRoute({
  id: 'create-user',
  area: 'people',
  method: 'POST',
  path: '/api/users/create',
  access: ['owner'],
  needs: { table: 'write', mail: true, passwords: true },
  summary:
    "Create an employee or admin of one of the caller's companies with the new hires' courses the company names; answers a one-time `temporary_password`, the named courses left out (deleted, or without a quiz) with a Romanian notice, and e-mails an invitation.",
  body: companyUserFieldsSchema.extend({
    company: chosenEntityId(texts.people.allRequired),
  }),
  response: companyUserSchema.extend({
    temporary_password: z.string(),
    /** The courses the company names for new hires that the person did not get (deleted, or without a quiz). */
    new_hire_courses_left_out: z.array(leftOutNewHireCourseSchema),
    /** The owner's Romanian notice naming them and how to correct the settings; null when none was left out. */
    new_hire_courses_notice: z.string().nullable(),
  }),
  successStatus: 201,
});
