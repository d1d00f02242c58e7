import { listSsmFirms } from '../../domain/firms';
import { route } from '../route';

export const handler = route('list-firms', () => listSsmFirms());
