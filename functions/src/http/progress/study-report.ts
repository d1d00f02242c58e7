import { studyReportRoute } from '@ssm/shared';
import { reportStudy } from '../../domain/study';
import { route } from '../route';

export const handler = route(studyReportRoute, ({ principal, body }) =>
  reportStudy({ trainee: principal, report: body }),
);
