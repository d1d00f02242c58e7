import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type TraineeCourseState, texts, traineeCourseState } from '@ssm/shared';
import { Link } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import { SignRecordButton, TraineeStatusBadge } from '@/components/trainee-status';
import { paths } from '@/config/paths';
import { type CourseSummary, useCourses } from '@/lib/queries/courses';
import { useMyAttempts, useMyTrainings } from '@/lib/queries/my-trainee-records';
import { useScreenLanguage } from '@/lib/screen-language';
import { readSession } from '@/lib/session';
import classes from './courses.module.css';
import { ListLoadFailure } from './list-load-failure';
import { NoQuizBadge } from './no-quiz-badge';

/** What a trainee's card adds: their state with the course and, while it is not done, its due date. */
type TraineeProgress = { state: TraineeCourseState; dueDate: string | null };

function TraineeCourseProgress({ course, progress }: { course: CourseSummary; progress: TraineeProgress }) {
  const { state, dueDate } = progress;
  const screen = useScreenLanguage();
  return (
    <Group gap="xs" wrap="wrap">
      <TraineeStatusBadge status={state.status} />
      {dueDate && state.status !== 'done' && (
        <Text size="sm">{screen.texts.dashboard.dueDate(screen.formatDate(dueDate))}</Text>
      )}
      {state.recordToSign && (
        <SignRecordButton
          recordId={state.recordToSign}
          label={`${screen.texts.dashboard.sign}: ${course.title}`}
        />
      )}
    </Group>
  );
}

type CourseCardProps = {
  course: CourseSummary;
  progress: TraineeProgress | null;
  /** An owner's card marks a course without a quiz, which cannot be assigned yet. */
  isOwner: boolean;
};

function CourseCard({ course, progress, isOwner }: CourseCardProps) {
  const { texts: screenTexts } = useScreenLanguage();
  return (
    <Paper component="li" withBorder p="md" className={classes.card}>
      <Stack gap={6}>
        <Anchor component={Link} to={paths.course.getHref(course.id)} fw={600} className={layout.wrap}>
          {course.title}
        </Anchor>
        {progress && <TraineeCourseProgress course={course} progress={progress} />}
        {isOwner && !course.has_quiz && (
          <Group>
            <NoQuizBadge />
          </Group>
        )}
        <Text size="sm" c="dimmed" className={classes.clamp}>
          {course.description}
        </Text>
        {course.file && isOwner && (
          <Anchor
            href={course.file}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            className={classes.fileLink}
          >
            {texts.courses.openFile}
          </Anchor>
        )}
        {course.file && !isOwner && (
          // A trainee studies the file on the course page, where the study time is counted.
          <Anchor
            component={Link}
            to={paths.course.getHref(course.id)}
            size="sm"
            className={classes.fileLink}
          >
            {screenTexts.dashboard.openFile}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * A trainee's state with each course, from their attempts, and its due date from their trainings;
 * null for an owner, or until the attempts have loaded (the cards show without it rather than wait).
 */
function useTraineeProgress(isTrainee: boolean): ((course: CourseSummary) => TraineeProgress) | null {
  const attempts = useMyAttempts({ enabled: isTrainee });
  const trainings = useMyTrainings({ enabled: isTrainee });
  const attemptList = attempts.data;
  if (!attemptList) return null;
  return (course) => ({
    state: traineeCourseState(course.id, attemptList),
    dueDate: trainings.data?.domains[course.category].phases[course.subcategory].due_date ?? null,
  });
}

function CourseCards({ isOwner }: { isOwner: boolean }) {
  const courses = useCourses();
  const progressOf = useTraineeProgress(!isOwner);
  const { texts: screenTexts } = useScreenLanguage();

  if (courses.isPending) return <SectionLoader label={screenTexts.frame.loading} />;
  if (courses.isError) return <ListLoadFailure error={courses.error} onRetry={() => courses.refetch()} />;
  if (courses.data.length === 0) {
    return <Text c="dimmed">{isOwner ? texts.courses.empty : screenTexts.dashboard.noAssigned}</Text>;
  }
  return (
    <ul className={classes.cards}>
      {courses.data.map((course) => (
        <CourseCard
          key={course.id}
          course={course}
          progress={progressOf?.(course) ?? null}
          isOwner={isOwner}
        />
      ))}
    </ul>
  );
}

/**
 * The dashboards' course list (docs/product.md, Course list): the firm's courses for an owner, with the way to add one;
 * the assigned ones for admins and employees. Each links to its course page. `/courses` shows it
 * under its own page heading, so there it has none.
 */
export function CourseList({ hasHeading = true }: { hasHeading?: boolean }) {
  const isOwner = readSession()?.role === 'owner';
  const screen = useScreenLanguage();
  return (
    <Stack component="section" gap="sm" aria-label={screen.texts.dashboard.coursesTitle} lang={screen.tag}>
      <Group justify="space-between" gap="sm">
        {hasHeading && (
          <Title order={2} size="h3">
            {screen.texts.dashboard.coursesTitle}
          </Title>
        )}
        {isOwner && (
          <Button component={Link} to={paths.addCourse.getHref()} size="sm">
            {texts.courses.addTitle}
          </Button>
        )}
      </Group>
      <CourseCards isOwner={isOwner} />
    </Stack>
  );
}
