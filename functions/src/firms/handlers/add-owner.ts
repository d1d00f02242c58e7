import { addOwnerRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { addOwner } from '../domain/firms';

export const handler = route(addOwnerRoute, ({ params, body }) =>
  addOwner({ firmId: params.id, fields: body }),
);
