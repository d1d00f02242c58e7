import { deleteCompanyProgressRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getArchives, getCourseFiles } from '../../platform/storage';
import { deleteCompanyHistory } from '../domain/company-history';

export const handler = route(deleteCompanyProgressRoute, ({ params, principal, request }) =>
  deleteCompanyHistory({
    owner: principal,
    companyId: params.companyId,
    origin: request.origin,
    courseFiles: getCourseFiles(),
    archives: getArchives(),
  }),
);
