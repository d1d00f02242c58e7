import { updatePsiSheetModeRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { updatePsiSheetMode } from '../domain/psi-sheet-mode';

export const handler = route(updatePsiSheetModeRoute, ({ principal, params, body, request }) =>
  updatePsiSheetMode({
    owner: principal,
    companyId: params.id,
    mode: body.mode,
    riskAccepted: body.risk_accepted,
    origin: request.origin,
  }),
);
