import * as z from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { ROLES } from '../roles';
import { texts } from '../texts';
import { defineRoute } from './define';
import { entityId, isoDate, requiredText } from './zod';

const signedInRoles = ['owner', 'admin', 'employee', 'superowner'] as const;

/** The password policy: length bounds and at least one letter and one digit. */
export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, texts.api.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, texts.api.passwordTooLong)
  .refine((value) => /\p{L}/u.test(value) && /\d/.test(value), texts.api.passwordNeedsLetterAndDigit);

export const loginUserSchema = z.object({
  id: entityId,
  role: z.enum(ROLES),
  is_superowner: z.boolean(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});

export const currentUserSchema = loginUserSchema.extend({
  email: z.string().nullable(),
  birth_date: isoDate.nullable(),
  hire_date: isoDate.nullable(),
  job_title: z.string().nullable(),
  address: z.string().nullable(),
  company: entityId.nullable(),
  company_name: z.string().nullable(),
  firm_id: entityId.nullable(),
  firm_name: z.string().nullable(),
});

export const detailSchema = z.object({ detail: z.string() });

export const authRoutes = [
  defineRoute({
    id: 'token',
    area: 'auth',
    method: 'POST',
    path: '/api/token',
    access: ['public'],
    needs: { table: 'write' },
    summary: 'Sign in with username and password; answers an 8-hour bearer token.',
    body: z.object({
      username: requiredText(150, texts.login.usernameRequired),
      password: z.string().min(1, texts.login.passwordRequired).max(PASSWORD_MAX_LENGTH),
    }),
    response: z.object({ access: z.string(), user: loginUserSchema }),
  }),
  defineRoute({
    id: 'users-me',
    area: 'auth',
    method: 'GET',
    path: '/api/users/me',
    access: signedInRoles,
    needs: { table: 'read' },
    summary: 'The signed-in user with profile fields, company and firm.',
    response: currentUserSchema,
  }),
  defineRoute({
    id: 'change-password',
    area: 'auth',
    method: 'POST',
    path: '/api/change-password',
    access: signedInRoles,
    needs: { table: 'write' },
    summary: 'Change the own password; tokens issued before stop working, and a fresh one is answered.',
    body: z.object({
      old_password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
      new_password: newPasswordSchema,
    }),
    response: detailSchema.extend({ access: z.string() }),
  }),
  defineRoute({
    id: 'request-password-reset',
    area: 'auth',
    method: 'POST',
    path: '/api/request-password-reset',
    access: ['public'],
    needs: { table: 'write', mail: true },
    summary: 'E-mail a one-hour reset link; answers the same whether or not the account exists.',
    body: z.object({
      email: z.string().trim().min(1).max(254).pipe(z.email(texts.api.invalidEmail)),
      company_name: requiredText(200),
    }),
    response: detailSchema,
  }),
  defineRoute({
    id: 'confirm-password-reset',
    area: 'auth',
    method: 'POST',
    path: '/api/reset-password/confirm',
    access: ['public'],
    needs: { table: 'write' },
    summary: 'Set a new password with the single-use token from the reset e-mail.',
    body: z.object({
      token: z.string().trim().min(20).max(200),
      new_password: newPasswordSchema,
    }),
    response: detailSchema,
  }),
] as const;
