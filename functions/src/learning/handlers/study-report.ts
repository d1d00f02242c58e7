import { studyReportRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { reportStudy } from '../domain/study';

export const handler = route(studyReportRoute, ({ principal, body }) =>
  reportStudy({ trainee: principal, report: body }),
);
