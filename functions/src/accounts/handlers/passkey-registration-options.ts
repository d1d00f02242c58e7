import { passkeyRegistrationOptionsRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { passkeyRegistrationOptions } from '../domain/passkey-registration';

export const handler = route(passkeyRegistrationOptionsRoute, ({ principal }) =>
  passkeyRegistrationOptions({ caller: principal }),
);
