import { listFirmClients } from '../../domain/firms';
import { route } from '../route';

export const handler = route('firm-clients', ({ params }) => listFirmClients(params.id));
