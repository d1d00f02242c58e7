import { deleteOwnerRoute } from '@ssm/shared';
import { deleteOwner } from '../../domain/firms';
import { route } from '../route';

export const handler = route(deleteOwnerRoute, ({ params }) => deleteOwner({ ownerId: params.id }));
