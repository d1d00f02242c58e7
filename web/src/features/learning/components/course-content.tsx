import { Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { LazyPdfViewer } from '@/components/pdf-viewer/lazy-pdf-viewer';
import { paths } from '@/config/paths';
import type { CourseDetail } from '@/lib/queries/courses';
import { type StudyProgress, useStudyReports } from '../api/study-reports';
import classes from './learning.module.css';

type CourseContentProps = {
  course: CourseDetail;
  /** Asks the server for the course again; answers its fresh file link, if any. */
  refetchFile: () => Promise<string | null>;
  /** A trainee's page reports the study to the server; an owner's preview does not. */
  reportsStudy: boolean;
};

/** The study the server has credited, under the viewer, with the course's minimum if it has one. */
function StudyProgressLine({ progress }: { progress: StudyProgress }) {
  const minimum = progress.min_study_seconds > 0 ? texts.study.duration(progress.min_study_seconds) : null;
  return (
    <Text size="sm" c="dimmed" role="status">
      {texts.courseDetail.studied(texts.study.duration(progress.studied_seconds), minimum)}
    </Text>
  );
}

/**
 * The course's PDF. The link is presigned for 15 minutes: it is kept while the page is open (a
 * background refetch must not reload the document under the reader), and asked for again once
 * when the file fails to load, which is what an expired link looks like.
 */
function CourseMaterial({ course, refetchFile, reportsStudy }: CourseContentProps) {
  const [file, setFile] = useState(course.file);
  const study = useStudyReports(course.id, reportsStudy && Boolean(file));
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
        <LazyPdfViewer
          file={file}
          title={course.title}
          onLoadError={loadAgain}
          onPageShown={study.notePage}
        />
      ) : (
        <Text c="dimmed">{texts.courseDetail.noMaterial}</Text>
      )}
      {study.progress && <StudyProgressLine progress={study.progress} />}
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
export function CourseContent({ course, refetchFile, reportsStudy }: CourseContentProps) {
  return (
    <>
      <Text className={classes.preserveLines}>{course.description}</Text>
      <CourseMaterial course={course} refetchFile={refetchFile} reportsStudy={reportsStudy} />
      <QuizGate courseId={course.id} />
    </>
  );
}
