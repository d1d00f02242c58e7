import * as z from 'zod';
import { TEXT_LIMITS } from '../../../constants';
import { isValidCui, isValidTradeRegisterNumber, normalizeIdentifier } from '../../../identifiers';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { formText } from '../../fields';
import { firmSchema } from '../../firms';

export const createFirmRoute = defineRoute({
  id: 'create-firm',
  area: 'firms',
  method: 'POST',
  path: '/api/ssm-firms/create',
  access: ['superowner'],
  needs: { table: 'write' },
  summary: 'Create an SSM firm; CUI (check digit) and trade-register number are checked and unique.',
  body: z.object({
    name: formText(texts.firms.allRequired),
    cui: formText(texts.firms.allRequired, TEXT_LIMITS.firmCui)
      .refine(isValidCui, texts.firms.cuiInvalid)
      .transform(normalizeIdentifier),
    reg_com: formText(texts.firms.allRequired, TEXT_LIMITS.firmTradeRegisterNumber)
      .refine((value) => isValidTradeRegisterNumber(value), texts.firms.regComInvalid)
      .transform(normalizeIdentifier),
    address: formText(texts.firms.allRequired, TEXT_LIMITS.address),
  }),
  response: firmSchema,
  successStatus: 201,
});
