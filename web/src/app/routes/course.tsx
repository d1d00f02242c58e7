import { Group } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { SectionLoader } from '@/components/page-loader';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { CourseAssignmentsTable } from '@/features/assignments/components/course-assignments-table';
import { CourseEditor } from '@/features/courses/components/course-edit-form';
import { QuizAttemptsTable } from '@/features/courses/components/quiz-attempts-table';
import { CourseContent } from '@/features/learning/components/course-content';
import { CourseRecordToSign } from '@/features/records/components/records-to-sign';
import { useCourse } from '@/lib/queries/courses';
import { readSession } from '@/lib/session';

/**
 * /courses/{id}: the course's description and PDF, then the way to its quiz; above them, the
 * trainee's passed record of it still waiting for their signature. The owner's lists of whom the
 * course reached and of the quiz attempts, below the PDF, render (and ask for their pages) as
 * they come near the screen, as the owner dashboard's lower sections do.
 */
export function Component() {
  const { id = '' } = useParams();
  const course = useCourse(id);
  const isTrainee = readSession()?.role !== 'owner';
  // Each saved edit shows the course afresh: the viewer keeps its link while open otherwise.
  const [savedEdits, setSavedEdits] = useState(0);

  const renderContent = () => {
    if (course.isPending) return <SectionLoader label={texts.courseDetail.loading} />;
    if (course.isError) return <ErrorAlert>{texts.courseDetail.loadFailed}</ErrorAlert>;
    return (
      <>
        {!isTrainee && (
          <CourseEditor course={course.data} onSaved={() => setSavedEdits((count) => count + 1)} />
        )}
        <CourseContent
          key={savedEdits}
          course={course.data}
          refetchFile={async () => (await course.refetch()).data?.file ?? null}
          reportsStudy={isTrainee}
        />
        {readSession()?.role === 'owner' && (
          <RenderWhenNear>
            <CourseAssignmentsTable courseId={course.data.id} />
            <QuizAttemptsTable courseId={course.data.id} />
          </RenderWhenNear>
        )}
      </>
    );
  };

  return (
    <PageShell title={course.data?.title ?? texts.courses.detailTitle(id)}>
      <Group>
        <BackToDashboard />
      </Group>
      {isTrainee && <CourseRecordToSign courseId={id} />}
      {renderContent()}
    </PageShell>
  );
}
