import { deleteOwnerRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { deleteOwner } from '../domain/firms';

export const handler = route(deleteOwnerRoute, ({ params }) => deleteOwner({ ownerId: params.id }));
