import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { texts } from '@ssm/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConfirmModal } from '@/components/confirm-modal';
import layout from '@/components/layout.module.css';
import { SectionLoader } from '@/components/page-loader';
import phoneTable from '@/components/phone-table.module.css';
import { paths } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { type CourseSummary, useCourses } from '@/lib/queries/courses';
import { useDeleteCourse } from '../api/courses';
import { ListLoadFailure } from './list-load-failure';
import { NoQuizBadge } from './no-quiz-badge';

function CourseRow({ course, onDelete }: { course: CourseSummary; onDelete: () => void }) {
  return (
    <Table.Tr>
      <Table.Td className={layout.wrap}>
        <Group gap="xs">
          <Link to={paths.course.getHref(course.id)}>{course.title}</Link>
          {!course.has_quiz && <NoQuizBadge />}
        </Group>
      </Table.Td>
      <Table.Td className={phoneTable.secondary}>{course.category}</Table.Td>
      <Table.Td className={phoneTable.secondary}>
        {texts.courseForm.subcategoryLabels[course.subcategory]}
      </Table.Td>
      <Table.Td className={phoneTable.secondary}>{course.duration}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Button
            component={Link}
            to={paths.assignCourse.getHref(course.id)}
            size="xs"
            variant="light"
            aria-label={`${texts.courseList.assign}: ${course.title}`}
          >
            {texts.courseList.assign}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onDelete}
            aria-label={`${texts.common.delete}: ${course.title}`}
          >
            {texts.common.delete}
          </Button>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

type CoursesTableProps = {
  /** Told when a course is deleted, so a quiz form waiting for it can let go. */
  onDeleted: (courseId: string) => void;
};

/**
 * The owner's courses on /add-course: title, category, subcategory, duration, and the assign and
 * delete actions. On a phone the table scrolls inside its own box, never the page.
 */
export function CoursesTable({ onDeleted }: CoursesTableProps) {
  const courses = useCourses();
  const deleteCourse = useDeleteCourse();
  const [courseToDelete, setCourseToDelete] = useState<CourseSummary | null>(null);

  const confirmDelete = () => {
    if (!courseToDelete) return;
    const { id } = courseToDelete;
    deleteCourse.mutate(id, {
      onSuccess: () => {
        notifySuccess(texts.courseList.deleted);
        onDeleted(id);
      },
      onError: (error) => {
        console.error('Deleting the course failed', error);
        notifyError(texts.courseList.deleteFailed);
      },
      onSettled: () => setCourseToDelete(null),
    });
  };

  const renderBody = () => {
    if (courses.isPending) return <SectionLoader />;
    if (courses.isError) return <ListLoadFailure error={courses.error} onRetry={() => courses.refetch()} />;
    if (courses.data.length === 0) return <Text c="dimmed">{texts.courses.empty}</Text>;
    return (
      <Table.ScrollContainer minWidth={640} className={phoneTable.fit}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{texts.courseList.columns.title}</Table.Th>
              <Table.Th className={phoneTable.secondary}>{texts.courseList.columns.category}</Table.Th>
              <Table.Th className={phoneTable.secondary}>{texts.courseList.columns.subcategory}</Table.Th>
              <Table.Th className={phoneTable.secondary}>{texts.courseList.columns.duration}</Table.Th>
              <Table.Th>{texts.courseList.actions}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {courses.data.map((course) => (
              <CourseRow key={course.id} course={course} onDelete={() => setCourseToDelete(course)} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  };

  return (
    <Paper component="section" withBorder p="md" aria-labelledby="courses-table-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="courses-table-title">
          {texts.courseList.title}
        </Title>
        {renderBody()}
      </Stack>
      <ConfirmModal
        opened={courseToDelete !== null}
        title={texts.courseList.deleteTitle}
        isPending={deleteCourse.isPending}
        onConfirm={confirmDelete}
        onClose={() => setCourseToDelete(null)}
      >
        <Text fw={600} className={layout.wrap}>
          {courseToDelete?.title}
        </Text>
        <Text>{texts.courseList.deleteConfirm}</Text>
      </ConfirmModal>
    </Paper>
  );
}
