import { userProgressRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listUserProgress } from '../domain/quiz-attempts';

export const handler = route(userProgressRoute, ({ principal }) => listUserProgress({ caller: principal }));
