import { addOwnerRoute } from '@ssm/shared';
import { addOwner } from '../../domain/firms';
import { route } from '../route';

export const handler = route(addOwnerRoute, ({ params, body }) =>
  addOwner({ firmId: params.id, fields: body }),
);
