import { Button, Group, Stack } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, Suspense, useState } from 'react';
import { SectionLoader } from '@/components/page-loader';
import type { CourseDetail } from '@/lib/queries/courses';
import { NoQuizBadge } from './no-quiz-badge';

/*
 * The forms load when opened: their fields, the form library and the quiz's sheet import are not
 * what the course's page shows first, and were most of the code it evaluated before painting.
 */
const CourseEditForm = lazy(async () => ({ default: (await import('./course-edit-form')).CourseEditForm }));
const QuizForm = lazy(async () => ({ default: (await import('./quiz-form')).QuizForm }));

type CourseEditorProps = {
  course: CourseDetail;
  /** Told once the edit is saved and the course read again (with a link to a new PDF, if any). */
  onSaved: () => void;
};

/**
 * The owner's ways to change the course from its page: its fields, and its quiz (added, or edited
 * whole), each opening its form in place.
 */
export function CourseEditor({ course, onSaved }: CourseEditorProps) {
  const [openForm, setOpenForm] = useState<'course' | 'quiz' | null>(null);
  const close = () => setOpenForm(null);
  if (openForm === 'course') {
    return (
      <Suspense fallback={<SectionLoader />}>
        <CourseEditForm course={course} onClose={close} onSaved={onSaved} />
      </Suspense>
    );
  }
  if (openForm === 'quiz') {
    return (
      <Stack gap="sm">
        <Suspense fallback={<SectionLoader />}>
          <QuizForm course={course} savedQuiz={course.quiz} onSaved={close} />
        </Suspense>
        <Group>
          <Button variant="default" onClick={close}>
            {texts.courseEdit.cancel}
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="sm">
      <Button variant="light" onClick={() => setOpenForm('course')}>
        {texts.courseEdit.open}
      </Button>
      <Button variant="light" onClick={() => setOpenForm('quiz')}>
        {course.quiz ? texts.courseEdit.editQuiz : texts.courseEdit.addQuiz}
      </Button>
      {!course.quiz && <NoQuizBadge />}
    </Group>
  );
}
