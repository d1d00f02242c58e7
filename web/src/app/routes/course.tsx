import { Group } from '@mantine/core';
import { isLanguage, texts } from '@ssm/shared';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorAlert } from '@/components/alerts';
import { BackToDashboard } from '@/components/back-to-dashboard';
import { SectionLoader } from '@/components/page-loader';
import { PageShell } from '@/components/page-shell';
import { RenderWhenNear } from '@/components/render-when-near';
import { CourseEditor } from '@/features/courses/components/course-editor';
import { CourseContent } from '@/features/learning/components/course-content';
import { CourseRecordToSign } from '@/features/records/components/records-to-sign';
import { useCourse } from '@/lib/queries/courses';
import { useScreenLanguage } from '@/lib/screen-language';
import { readSession } from '@/lib/session';

/* The owner's lists under the PDF load with their section, once it comes near the screen. */
const CourseVersionsPanel = lazy(async () => ({
  default: (await import('@/features/courses/components/course-versions-panel')).CourseVersionsPanel,
}));
const CourseAssignmentsTable = lazy(async () => ({
  default: (await import('@/features/assignments/components/course-assignments-table'))
    .CourseAssignmentsTable,
}));
const QuizAttemptsTable = lazy(async () => ({
  default: (await import('@/features/courses/components/quiz-attempts-table')).QuizAttemptsTable,
}));

/**
 * /courses/{id}: the course's description and PDF, then the way to its quiz; above them, the
 * trainee's passed record of it still waiting for their signature. The owner's lists of whom the
 * course reached and of the quiz attempts, below the PDF, load, render and ask for their pages as
 * they come near the screen, as the owner dashboard's lower sections do.
 */
export function Component() {
  const { id = '' } = useParams();
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('language');
  const language = isLanguage(asked) ? asked : undefined;
  const course = useCourse(id, language);
  const screen = useScreenLanguage();
  const isTrainee = readSession()?.role !== 'owner';
  // Each saved edit shows the course afresh: the viewer keeps its link while open otherwise.
  const [savedEdits, setSavedEdits] = useState(0);

  const renderContent = () => {
    if (course.isPending) return <SectionLoader label={screen.texts.course.loading} />;
    if (course.isError) return <ErrorAlert>{screen.texts.course.loadFailed}</ErrorAlert>;
    return (
      <>
        {!isTrainee && (
          <CourseEditor course={course.data} onSaved={() => setSavedEdits((count) => count + 1)} />
        )}
        <CourseContent
          key={`${savedEdits}-${course.data.language}`}
          language={language}
          course={course.data}
          refetchFile={async () => (await course.refetch()).data?.file ?? null}
          reportsStudy={isTrainee}
        />
        {readSession()?.role === 'owner' && (
          <RenderWhenNear>
            <Suspense fallback={<SectionLoader />}>
              <CourseVersionsPanel course={course.data} />
              <CourseAssignmentsTable courseId={course.data.id} />
              <QuizAttemptsTable courseId={course.data.id} />
            </Suspense>
          </RenderWhenNear>
        )}
      </>
    );
  };

  return (
    <PageShell title={course.data?.title ?? texts.courses.detailTitle(id)} lang={screen.tag}>
      <Group>
        <BackToDashboard />
      </Group>
      {isTrainee && <CourseRecordToSign courseId={id} />}
      {renderContent()}
    </PageShell>
  );
}
