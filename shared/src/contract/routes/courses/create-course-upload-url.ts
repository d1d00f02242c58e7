import * as z from 'zod';
import { COURSE_FILE_MAX_BYTES, PDF_CONTENT_TYPE } from '../../../constants';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { entityId } from '../../zod';

export const createCourseUploadUrlRoute = defineRoute({
  id: 'create-course-upload-url',
  area: 'courses',
  method: 'POST',
  path: '/api/courses/upload-url',
  access: ['owner'],
  needs: { table: 'read', buckets: { courseFiles: 'write' } },
  summary: 'A presigned PUT for one course PDF of the stated size; the course then names its upload_id.',
  body: z.object({
    content_length: z
      .int()
      .min(1, texts.courseForm.emptyFile)
      .max(COURSE_FILE_MAX_BYTES, texts.courseForm.fileTooLarge),
    content_type: z.literal(PDF_CONTENT_TYPE, texts.courseForm.onlyPdf).default(PDF_CONTENT_TYPE),
  }),
  response: z.object({
    upload_id: entityId,
    upload_url: z.string(),
    method: z.literal('PUT'),
    /** Headers the upload must carry exactly as given (they are part of the signature). */
    headers: z.record(z.string(), z.string()),
    expires_in: z.number().int(),
  }),
});
