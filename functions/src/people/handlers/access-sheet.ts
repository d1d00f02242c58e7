import { accessSheetRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { renderAccessSheet } from '../domain/access-sheets';

export const handler = route(accessSheetRoute, ({ principal, body }) =>
  renderAccessSheet({ caller: principal, body }),
);
