import * as z from 'zod';
import { entityId } from './zod';

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
