import { Alert, Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageShell } from '@/components/page-shell';
import { paths } from '@/config/paths';
import { type CourseDetail, useCourse } from '../api/courses';
import { BackToDashboard } from '../components/back-to-dashboard';
import classes from '../components/courses.module.css';
import { LazyPdfViewer } from '../components/pdf-viewer/lazy-pdf-viewer';

/**
 * The course's PDF. The link is presigned for 15 minutes: it is kept while the page is open (a
 * background refetch must not reload the document under the reader), and asked for again once
 * when the file fails to load, which is what an expired link looks like.
 */
function CourseMaterial({
  course,
  refetch,
}: {
  course: CourseDetail;
  refetch: () => Promise<string | null>;
}) {
  const [file, setFile] = useState(course.file);
  const [hasAskedAgain, setHasAskedAgain] = useState(false);

  const loadAgain = async () => {
    if (hasAskedAgain) return;
    setHasAskedAgain(true);
    const freshFile = await refetch();
    if (freshFile && freshFile !== file) setFile(freshFile);
  };

  return (
    <Stack component="section" gap="sm" aria-labelledby="course-material-title">
      <Title order={2} size="h3" id="course-material-title">
        {texts.courseDetail.material}
      </Title>
      {file ? (
        <LazyPdfViewer file={file} title={course.title} onLoadError={loadAgain} />
      ) : (
        <Text c="dimmed">{texts.courseDetail.noMaterial}</Text>
      )}
    </Stack>
  );
}

/** SPEC §4: the quiz opens only once the trainee confirms having studied the material. */
function QuizGate({ courseId }: { courseId: string }) {
  const navigate = useNavigate();
  const [hasConfirmed, setHasConfirmed] = useState(false);
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Checkbox
          label={texts.courseDetail.confirmStudied}
          checked={hasConfirmed}
          onChange={(event) => setHasConfirmed(event.currentTarget.checked)}
        />
        <Button
          disabled={!hasConfirmed}
          onClick={() => navigate(paths.quiz.getHref(courseId))}
          className={classes.submit}
        >
          {texts.courseDetail.goToQuiz}
        </Button>
      </Stack>
    </Paper>
  );
}

export function CourseDetailPage() {
  const { id = '' } = useParams();
  const course = useCourse(id);

  const renderContent = () => {
    if (course.isPending) {
      return (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{texts.courseDetail.loading}</Text>
        </Group>
      );
    }
    if (course.isError) {
      return (
        <Alert color="red" role="alert">
          {texts.courseDetail.loadFailed}
        </Alert>
      );
    }
    return (
      <>
        <Text className={classes.preserveLines}>{course.data.description}</Text>
        <CourseMaterial
          course={course.data}
          refetch={async () => (await course.refetch()).data?.file ?? null}
        />
        <QuizGate courseId={id} />
      </>
    );
  };

  return (
    <PageShell title={course.data?.title ?? texts.courses.detailTitle(id)}>
      <Group>
        <BackToDashboard />
      </Group>
      {renderContent()}
    </PageShell>
  );
}
