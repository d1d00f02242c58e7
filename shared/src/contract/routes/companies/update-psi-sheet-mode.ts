import { defineRoute } from '../../define';
import { psiSheetSettingsSchema, updatePsiSheetModeBodySchema } from '../../psi-sheets';
import { idParams } from '../../zod';

export const updatePsiSheetModeRoute = defineRoute({
  id: 'update-psi-sheet-mode',
  area: 'companies',
  method: 'PUT',
  path: '/api/companies/{id}/psi-sheet-mode',
  access: ['owner'],
  needs: { table: 'write' },
  summary:
    "Sets how the company keeps its workers' PSI-SU fișe. `electronic` needs `risk_accepted: true` (the owner read the legal risk), else 400; every change is audited with the old and the new mode.",
  params: idParams,
  body: updatePsiSheetModeBodySchema,
  response: psiSheetSettingsSchema,
});
