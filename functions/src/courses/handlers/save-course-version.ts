import { saveCourseVersionRoute } from '@ssm/shared';
import { route } from '../../http/route';
import { getCourseFiles } from '../../platform/storage';
import { saveCourseVersion } from '../domain/course-versions';
import { takeUpload } from '../domain/courses';

export const handler = route(saveCourseVersionRoute, ({ principal, params, body }) => {
  const courseFiles = getCourseFiles();
  return saveCourseVersion({
    owner: principal,
    courseId: params.id,
    language: params.language,
    fields: body,
    courseFiles,
    takeUpload: (uploadKey) => takeUpload(uploadKey, courseFiles),
  });
});
