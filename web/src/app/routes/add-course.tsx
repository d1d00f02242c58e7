import { Button, Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { AddCompanyModal } from '@/features/administration/components/add-company-modal';
import type { CourseSummary } from '../api/courses';
import { CourseForm } from '../components/course-form';
import { CoursesTable } from '../components/courses-table';
import { QuizForm } from '../components/quiz-form';

type CreatedCourse = Pick<CourseSummary, 'id' | 'title'>;

/**
 * /add-course (SPEC §2, §4): the course form; once a course is created, its quiz form; the firm's
 * courses. The quiz form stays (with what was typed) if its course is deleted meanwhile, and then
 * asks for a course first.
 */
export function AddCoursePage() {
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
        <Button component={Link} to={paths.dashboardOwner.getHref()} variant="default">
          {texts.common.backToDashboard}
        </Button>
        {/* SPEC §2 puts this button here without saying what it does: the dashboard's modal. */}
        <Button variant="light" onClick={() => setIsAddingCompany(true)}>
          {texts.companies.add}
        </Button>
      </Group>
      <CourseForm onCreated={showQuizFor} />
      {isQuizFormShown && <QuizForm course={createdCourse} />}
      <CoursesTable
        onDeleted={(courseId) => setCreatedCourse((course) => (course?.id === courseId ? null : course))}
      />
      <AddCompanyModal opened={isAddingCompany} onClose={() => setIsAddingCompany(false)} />
    </PageShell>
  );
}
