import { defineRoute } from '../../define';
import { psiSheetSettingsSchema } from '../../psi-sheets';
import { idParams } from '../../zod';

export const psiSheetModeRoute = defineRoute({
  id: 'psi-sheet-mode',
  area: 'companies',
  method: 'GET',
  path: '/api/companies/{id}/psi-sheet-mode',
  access: ['owner', 'admin'],
  needs: { table: 'read' },
  summary:
    "How the company keeps its workers' PSI-SU fișe: `paper` (the default: printed for ink signatures, the signed scan uploaded) or `electronic` (sealed); for the firm's owners and the company's admins.",
  params: idParams,
  response: psiSheetSettingsSchema,
});
