import * as z from 'zod';
import { isValidCui, isValidTradeRegisterNumber, normalizeIdentifier } from '../identifiers';
import { texts } from '../texts';
import { detailSchema, newPasswordSchema } from './auth';
import { companySchema } from './companies';
import { defineRoute } from './define';
import { emailSchema, mandatoryText, usernameSchema } from './fields';
import { chosenEntityId, entityId } from './zod';

export const firmSchema = z.object({
  id: entityId,
  name: z.string(),
  cui: z.string(),
  reg_com: z.string(),
  address: z.string(),
});

export const ownerSchema = z.object({
  id: entityId,
  username: z.string(),
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  firm_id: entityId,
});

const firmParams = z.object({ id: entityId });
const required = texts.firms.allRequired;

export const firmRoutes = [
  defineRoute({
    id: 'list-firms',
    area: 'firms',
    method: 'GET',
    path: '/api/ssm-firms',
    access: ['superowner'],
    needs: { table: 'read' },
    summary: 'Every SSM firm of the platform, by name.',
    response: z.array(firmSchema),
  }),
  defineRoute({
    id: 'create-firm',
    area: 'firms',
    method: 'POST',
    path: '/api/ssm-firms/create',
    access: ['superowner'],
    needs: { table: 'write' },
    summary: 'Create an SSM firm; CUI (check digit) and trade-register number are checked and unique.',
    body: z.object({
      name: mandatoryText(required),
      cui: mandatoryText(required, 20)
        .refine(isValidCui, texts.firms.cuiInvalid)
        .transform(normalizeIdentifier),
      reg_com: mandatoryText(required, 30)
        .refine((value) => isValidTradeRegisterNumber(value), texts.firms.regComInvalid)
        .transform(normalizeIdentifier),
      address: mandatoryText(required, 300),
    }),
    response: firmSchema,
    successStatus: 201,
  }),
  defineRoute({
    id: 'firm-clients',
    area: 'firms',
    method: 'GET',
    path: '/api/ssm-firms/{id}/clients',
    access: ['superowner'],
    needs: { table: 'read' },
    summary: "The firm's client companies, by name.",
    params: firmParams,
    response: z.array(companySchema),
  }),
  defineRoute({
    id: 'firm-owners',
    area: 'firms',
    method: 'GET',
    path: '/api/ssm-firms/{id}/owners',
    access: ['superowner'],
    needs: { table: 'read' },
    summary: "The firm's owners, by username.",
    params: firmParams,
    response: z.array(ownerSchema),
  }),
  defineRoute({
    id: 'add-owner',
    area: 'firms',
    method: 'POST',
    path: '/api/ssm-firms/{id}/add-owner',
    access: ['superowner'],
    needs: { table: 'write' },
    summary: 'Create an owner of the firm with the password the super owner chose.',
    params: firmParams,
    body: z.object({
      firm_id: chosenEntityId(texts.owners.selectFirm),
      username: usernameSchema(required),
      password: newPasswordSchema,
      email: emailSchema(required),
      first_name: mandatoryText(required, 100),
      last_name: mandatoryText(required, 100),
    }),
    response: ownerSchema,
    successStatus: 201,
  }),
  defineRoute({
    id: 'delete-owner',
    area: 'firms',
    method: 'DELETE',
    path: '/api/owners/{id}/delete',
    access: ['superowner'],
    needs: { table: 'write' },
    summary: 'Delete an owner; the firm keeps at least one. Their tokens stop working.',
    params: z.object({ id: entityId }),
    response: detailSchema,
  }),
] as const;
