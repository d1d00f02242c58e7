import { psiSheetModeRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getPsiSheetSettings } from '../domain/psi-sheet-mode';

export const handler = route(psiSheetModeRoute, ({ principal, params }) =>
  getPsiSheetSettings({ caller: principal, companyId: params.id }),
);
