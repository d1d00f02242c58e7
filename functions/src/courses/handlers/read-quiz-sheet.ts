import { readQuizSheetRoute } from '@ssm/shared';
import { multipartBodyParser } from '../../http/multipart-body';
import { route } from '../../http/route';
import { readQuizSheet } from '../domain/quiz-sheet';

export const handler = route(readQuizSheetRoute, ({ body }) => readQuizSheet(body.file), multipartBodyParser);
