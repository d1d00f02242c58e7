import { myTrainingsRoute } from '@ssm/shared';
import { getOwnTrainings } from '../../domain/worker-trainings';
import { route } from '../route';

export const handler = route(myTrainingsRoute, ({ principal }) => getOwnTrainings({ member: principal }));
