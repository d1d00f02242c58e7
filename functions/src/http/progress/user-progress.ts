import { userProgressRoute } from '@ssm/shared';
import { listUserProgress } from '../../domain/quiz-attempts';
import { route } from '../route';

export const handler = route(userProgressRoute, ({ principal }) => listUserProgress({ caller: principal }));
