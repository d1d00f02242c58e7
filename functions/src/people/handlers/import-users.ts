import { importUsersRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { getInvitationMailStarter } from '../../platform/invoker';
import { importUsers } from '../domain/user-import';

export const handler = route(
  importUsersRoute,
  ({ principal, body, request }) =>
    importUsers({
      owner: principal,
      companyId: body.company,
      file: body.file,
      columns: body.columns,
      range: { from: body.from_row, to: body.to_row },
      importSession: body.import_session,
      origin: request.origin,
      invitationJob: getInvitationMailStarter(),
    }),
  multipartBodyParser,
);
