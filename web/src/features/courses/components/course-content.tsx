import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { paths } from '@/config/paths';
import type { CourseDetail } from '../api/courses';
import classes from './courses.module.css';
import { LazyPdfViewer } from './pdf-viewer/lazy-pdf-viewer';

type CourseContentProps = {
  course: CourseDetail;
  /** Asks the server for the course again; answers its fresh file link, if any. */
  refetchFile: () => Promise<string | null>;
};

/**
 * The course's PDF. The link is presigned for 15 minutes: it is kept while the page is open (a
 * background refetch must not reload the document under the reader), and asked for again once
 * when the file fails to load, which is what an expired link looks like.
 */
function CourseMaterial({ course, refetchFile }: CourseContentProps) {
  const [file, setFile] = useState(course.file);
  const [hasAskedAgain, setHasAskedAgain] = useState(false);

  const loadAgain = async () => {
    if (hasAskedAgain) return;
    setHasAskedAgain(true);
    const freshFile = await refetchFile();
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

/** The quiz opens only once the trainee confirms having studied the material. */
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
          className={layout.submit}
        >
          {texts.courseDetail.goToQuiz}
        </Button>
      </Stack>
    </Paper>
  );
}

/** The course page's body: the description, the PDF, then the way to the quiz. */
export function CourseContent({ course, refetchFile }: CourseContentProps) {
  return (
    <>
      <Text className={classes.preserveLines}>{course.description}</Text>
      <CourseMaterial course={course} refetchFile={refetchFile} />
      <QuizGate courseId={course.id} />
    </>
  );
}
