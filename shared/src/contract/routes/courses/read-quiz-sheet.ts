import * as z from 'zod';
import { MAX_IMPORT_FILE_BYTES, QUIZ_ANSWER_COUNT } from '../../../constants';
import * as texts from '../../../texts';
import { defineRoute } from '../../define';
import { formFile } from '../../zod';

export const readQuizSheetRoute = defineRoute({
  id: 'read-quiz-sheet',
  area: 'courses',
  method: 'POST',
  path: '/api/courses/quiz-sheet',
  access: ['owner'],
  needs: { table: 'read' },
  summary:
    'Read a CSV, XLSX or ODS of quiz questions (question, 4 answers, the number of the correct one) into a bank the course form shows before it is saved; each refused row with its number and reason. Stores nothing.',
  body: z.object({ file: formFile(texts.quizImport.fileRequired) }),
  acceptsMultipart: true,
  maxBodyBytes: MAX_IMPORT_FILE_BYTES,
  response: z.object({
    questions: z.array(
      z.object({
        question_text: z.string(),
        answers: z.array(z.string()).length(QUIZ_ANSWER_COUNT),
        correct_index: z
          .int()
          .min(0)
          .max(QUIZ_ANSWER_COUNT - 1),
      }),
    ),
    /** The rows that could not be read, by their number in the spreadsheet, with the reason in Romanian. */
    errors: z.array(z.object({ row: z.int(), detail: z.string() })),
  }),
  routeClass: 'heavy',
});
