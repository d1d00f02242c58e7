import { usersMeRoute } from '@ssm/shared';
import { describeCurrentUser } from '../../domain/account';
import { route } from '../route';

export const handler = route(usersMeRoute, ({ principal }) => describeCurrentUser({ caller: principal }));
