import { QUIZ_ANSWER_COUNT, QUIZ_QUESTION_COUNT } from '@ssm/shared';
import type { ApiResponse } from '@/lib/api-client';
import type { CourseDetail, CourseSummary } from '@/lib/queries/courses';
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
    min_study_minutes: 60,
    min_study_reason: null,
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
  const course = buildCourse();
  return {
    ...course,
    quiz: buildQuiz(),
    language: 'ro',
    missing_language: null,
    versions: [{ language: 'ro', title: course.title, file_sha256: 'ab'.repeat(32), has_quiz: true }],
    ...overrides,
  };
}

export type Attempt = ApiResponse<'start-quiz-attempt'>;

/** The attempt the server hands out for the course: its quiz's questions, with no answer key. */
export function buildAttempt(
  course: CourseDetail = buildCourseDetail(),
  overrides: Partial<Attempt> = {},
): Attempt {
  return {
    attempt: buildId(),
    course: course.id,
    course_title: course.title,
    questions: (course.quiz ?? buildQuiz()).questions.map((question) => ({
      id: question.id,
      text: question.text,
      answers: question.answers.map((answer) => ({ id: answer.id, text: answer.text })),
    })),
    language: 'ro',
    expires_at: '2026-02-10T10:30:00.000Z',
    attempts_left: 2,
    ...overrides,
  };
}
