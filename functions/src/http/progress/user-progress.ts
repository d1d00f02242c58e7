import { PROFILE_HISTORY_LIMIT } from '@ssm/shared';
import { listProgressForUser } from '../../data/progress';
import { route } from '../route';

export const handler = route('user-progress', async ({ principal }) => {
  const records = await listProgressForUser(principal.user.id, PROFILE_HISTORY_LIMIT);
  return records.map((record) => ({
    id: record.id,
    course: record.course_id,
    course_title: record.course_title,
    quiz_score: record.quiz_score,
    completed: record.completed,
    completed_at: record.completed_at,
  }));
});
