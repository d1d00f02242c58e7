import { QUIZ_ANSWER_COUNT, QUIZ_QUESTION_COUNT } from '@ssm/shared';
import type { CourseDetail, CourseSummary } from '@/features/courses/api/courses';
import { buildId } from './builders';

type Quiz = NonNullable<CourseDetail['quiz']>;

export function buildCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  return {
    id: buildId(),
    title: 'Instruire introductiv-generală SSM',
    description: 'Noțiunile de bază ale securității și sănătății în muncă.',
    category: 'SSM',
    subcategory: 'introductive',
    duration: 120,
    file: 'https://files.example.com/courses/curs.pdf?X-Amz-Signature=abc',
    has_quiz: true,
    created_at: '2026-02-10T09:30:00.000Z',
    ...overrides,
  };
}

/** A full quiz; the first answer of each question is the correct one (owners see `is_correct`). */
export function buildQuiz({ withCorrect = false } = {}): Quiz {
  return {
    questions: Array.from({ length: QUIZ_QUESTION_COUNT }, (_, questionIndex) => ({
      id: buildId(),
      text: `Întrebarea de test ${questionIndex + 1}?`,
      answers: Array.from({ length: QUIZ_ANSWER_COUNT }, (_, answerIndex) => ({
        id: buildId(),
        text: `Varianta ${questionIndex + 1}.${answerIndex + 1}`,
        ...(withCorrect ? { is_correct: answerIndex === 0 } : {}),
      })),
    })),
  };
}

export function buildCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return { ...buildCourse(), quiz: buildQuiz(), ...overrides };
}
