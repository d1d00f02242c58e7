import { deleteOwner } from '../../domain/firms';
import { route } from '../route';

export const handler = route('delete-owner', ({ params }) => deleteOwner(params.id));
