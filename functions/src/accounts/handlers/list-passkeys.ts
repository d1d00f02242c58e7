import { listPasskeysRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { listCallerPasskeys } from '../domain/passkeys';

export const handler = route(listPasskeysRoute, ({ principal }) => listCallerPasskeys({ caller: principal }));
