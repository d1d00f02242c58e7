import { usersMeRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { describeCurrentUser } from '../domain/account';

export const handler = route(usersMeRoute, ({ principal }) => describeCurrentUser({ caller: principal }));
