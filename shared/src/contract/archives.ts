import * as z from 'zod';
import { entityId } from './zod';

/** An archive job as the owner's page polls it (docs/api.md, archives). */
export const archiveJobSchema = z.object({
  job_id: entityId,
  status: z.enum(['running', 'done', 'failed']),
  progress: z.number().int().min(0).max(100),
  zip_url: z.string().optional(),
  /** The signed records in the finished ZIP. */
  record_count: z.number().int().min(0).optional(),
  /** A print job of the workers' fișe: the fișe (and scans) in the finished ZIP, and those missing. */
  sheet_count: z.number().int().min(0).optional(),
  missing_count: z.number().int().min(0).optional(),
  detail: z.string().optional(),
});
