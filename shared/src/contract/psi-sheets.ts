import * as z from 'zod';
import { PSI_SHEET_MODES, SHEET_SCAN_CONTENT_TYPES, SHEET_SCAN_MAX_BYTES } from '../constants';
import * as texts from '../texts';
import { entityId } from './zod';

/*
 * The PSI-SU fișe of a company (docs/domain.md, PSI/SU): on paper, signed in ink with the scan
 * uploaded, or electronic, which the owner opts into after accepting the legal risk.
 */

export const psiSheetModeSchema = z.enum(PSI_SHEET_MODES, texts.psiSheets.modeInvalid);

export const psiSheetSettingsSchema = z.object({
  company_id: entityId,
  mode: psiSheetModeSchema,
  /** When the mode was last changed, and by whom; null while the company keeps the default. */
  changed_at: z.iso.datetime().nullable(),
  changed_by: z.string().nullable(),
});

export const updatePsiSheetModeBodySchema = z.object({
  mode: psiSheetModeSchema,
  /** The owner read the legal risk shown beside the switch and accepts it: required for `electronic`. */
  risk_accepted: z.boolean().default(false),
});

export const sheetScanUploadBodySchema = z.object({
  content_length: z
    .int()
    .min(1, texts.psiSheets.emptyFile)
    .max(SHEET_SCAN_MAX_BYTES, texts.psiSheets.fileTooLarge),
  content_type: z.enum(SHEET_SCAN_CONTENT_TYPES, texts.psiSheets.wrongType),
});

/** One uploaded scan of a hand-signed PSI-SU fișă, as kept: written once, never replaced. */
export const sheetScanSchema = z.object({
  id: entityId,
  content_type: z.enum(SHEET_SCAN_CONTENT_TYPES),
  size: z.number().int(),
  sha256: z.string(),
  uploaded_at: z.iso.datetime(),
  uploaded_by: z.object({ id: z.string(), name: z.string() }),
  /** A short-lived link that downloads the scan as uploaded. */
  url: z.string(),
});
