import { myTrainingsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getOwnTrainings } from '../domain/worker-trainings';

export const handler = route(myTrainingsRoute, ({ principal }) => getOwnTrainings({ member: principal }));
