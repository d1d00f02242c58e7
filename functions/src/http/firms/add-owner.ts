import { addOwner } from '../../domain/firms';
import { route } from '../route';

export const handler = route('add-owner', ({ params, body }) => addOwner({ firmId: params.id, body }));
