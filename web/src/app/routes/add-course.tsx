import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { PageShell } from '@/components/page-shell';
import { CreateCompanyModal } from '@/features/companies/components/create-company-modal';
import { CourseForm } from '@/features/courses/components/course-form';
import { CoursesTable } from '@/features/courses/components/courses-table';
import { QuizForm } from '@/features/courses/components/quiz-form';
import type { CourseSummary } from '@/lib/queries/courses';

type CreatedCourse = Pick<CourseSummary, 'id' | 'title'>;

/**
 * /add-course: the course form; once a course is created, its quiz form; the firm's courses.
 * The quiz form stays (with what was typed) if its course is deleted meanwhile, and then asks
 * for a course first.
 */
export function Component() {
  const [createdCourse, setCreatedCourse] = useState<CreatedCourse | null>(null);
  const [isQuizFormShown, setIsQuizFormShown] = useState(false);
  const [isAddingCompany, setIsAddingCompany] = useState(false);

  const showQuizFor = (course: CreatedCourse) => {
    setCreatedCourse({ id: course.id, title: course.title });
    setIsQuizFormShown(true);
  };

  return (
    <PageShell title={texts.courses.addTitle}>
      <Group gap="sm">
        <BackToDashboard />
        {/* The product puts this button here without saying what it does: the dashboard's modal. */}
        <Button variant="light" onClick={() => setIsAddingCompany(true)}>
          {texts.companies.add}
        </Button>
      </Group>
      <CourseForm onCreated={showQuizFor} />
      {isQuizFormShown && <QuizForm course={createdCourse} />}
      <CoursesTable
        onDeleted={(courseId) => setCreatedCourse((course) => (course?.id === courseId ? null : course))}
      />
      <CreateCompanyModal opened={isAddingCompany} onClose={() => setIsAddingCompany(false)} />
    </PageShell>
  );
}
