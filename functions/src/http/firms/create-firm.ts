import { createSsmFirm } from '../../domain/firms';
import { route } from '../route';

export const handler = route('create-firm', ({ body }) => createSsmFirm(body));
