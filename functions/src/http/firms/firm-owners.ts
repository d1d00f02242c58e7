import { listFirmOwners } from '../../domain/firms';
import { route } from '../route';

export const handler = route('firm-owners', ({ params }) => listFirmOwners(params.id));
