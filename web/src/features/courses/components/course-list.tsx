import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { Link } from 'react-router-dom';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { readSession } from '@/lib/session';
import { type CourseSummary, useCourses } from '../api/courses';
import classes from './courses.module.css';
import { ListLoadFailure } from './list-load-failure';

function CourseCard({ course }: { course: CourseSummary }) {
  return (
    <Paper component="li" withBorder p="md" className={classes.card}>
      <Stack gap={6}>
        <Anchor component={Link} to={paths.course.getHref(course.id)} fw={600} className={layout.wrap}>
          {course.title}
        </Anchor>
        <Text size="sm" c="dimmed" className={classes.clamp}>
          {course.description}
        </Text>
        {course.file && (
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
      </Stack>
    </Paper>
  );
}

function CourseCards({ isOwner }: { isOwner: boolean }) {
  const courses = useCourses();

  if (courses.isPending) return <SectionLoader />;
  if (courses.isError) return <ListLoadFailure error={courses.error} onRetry={() => courses.refetch()} />;
  if (courses.data.length === 0) {
    return <Text c="dimmed">{isOwner ? texts.courses.empty : texts.courses.noAssigned}</Text>;
  }
  return (
    <ul className={classes.cards}>
      {courses.data.map((course) => (
        <CourseCard key={course.id} course={course} />
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
  return (
    <Stack component="section" gap="sm" aria-label={texts.courses.listTitle}>
      <Group justify="space-between" gap="sm">
        {hasHeading && (
          <Title order={2} size="h3">
            {texts.courses.listTitle}
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
