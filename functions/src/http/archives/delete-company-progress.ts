import { deleteCompanyProgressRoute } from '@ssm/shared';
import { deleteCompanyHistory } from '../../domain/company-history';
import { getArchives, getCourseFiles } from '../../lib/storage';
import { route } from '../route';

export const handler = route(deleteCompanyProgressRoute, ({ params, principal, request }) =>
  deleteCompanyHistory({
    owner: principal,
    companyId: params.companyId,
    origin: request.origin,
    courseFiles: getCourseFiles(),
    archives: getArchives(),
  }),
);
