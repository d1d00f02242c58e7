import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const dashboards = [
  { role: 'owner', path: '/courses', empty: texts.courses.empty },
  { role: 'admin', path: '/dashboard-admin', empty: texts.courses.noAssigned },
  { role: 'employee', path: '/dashboard-employee', empty: texts.courses.noAssigned },
] as const;

async function findCourseList() {
  return screen.findByRole('region', { name: texts.courses.listTitle });
}

describe('course list on the courses page and the dashboards', () => {
  it.each(dashboards)(
    'lists the $role courses with title, description and file link',
    async ({ role, path }) => {
      const course = buildCourse();
      signIn({ role });
      fakeApi({
        'GET /api/courses/': {
          body: [
            course,
            buildCourse({ title: 'Instruire PSI', description: 'Stingerea incendiilor.', file: '' }),
          ],
        },
      });

      renderApp(path);

      const list = await findCourseList();
      const link = await within(list).findByRole('link', { name: course.title });
      expect(link.getAttribute('href')).toBe(`/courses/${course.id}`);
      expect(within(list).getByText(course.description)).toBeTruthy();
      // Only the course with a file has the file link; a trainee's opens the course page, where
      // the study time is counted, never the file itself.
      const fileLinks = within(list).getAllByRole('link', { name: texts.courses.openFile });
      expect(fileLinks).toHaveLength(1);
      expect(fileLinks[0]?.getAttribute('href')).toBe(
        role === 'owner' ? course.file : `/courses/${course.id}`,
      );
    },
  );

  it.each(dashboards)('says so when the $role has no course', async ({ role, path, empty }) => {
    signIn({ role });
    fakeApi({ 'GET /api/courses/': { body: [] } });

    renderApp(path);

    expect(await within(await findCourseList()).findByText(empty)).toBeTruthy();
  });

  it('offers the owner, and only the owner, the way to add a course', async () => {
    signIn({ role: 'owner' });
    fakeApi({ 'GET /api/courses/': { body: [] } });
    renderApp('/courses');

    const list = await findCourseList();
    expect(within(list).getByRole('link', { name: texts.courses.addTitle }).getAttribute('href')).toBe(
      '/add-course',
    );
  });

  it('has no add button for an employee', async () => {
    signIn({ role: 'employee' });
    fakeApi({ 'GET /api/courses/': { body: [] } });
    renderApp('/dashboard-employee');

    const list = await findCourseList();
    await within(list).findByText(texts.courses.noAssigned);
    expect(within(list).queryByRole('link', { name: texts.courses.addTitle })).toBeNull();
  });

  it('logs a failed list and offers to try again instead of claiming there is none', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn({ role: 'employee' });
    const api = fakeApi({ 'GET /api/courses/': { status: 500 } });
    const { user } = renderApp('/dashboard-employee');

    const list = await findCourseList();
    expect(await within(list).findByText(texts.courses.listLoadFailed)).toBeTruthy();
    expect(within(list).queryByText(texts.courses.noAssigned)).toBeNull();
    expect(logged).toHaveBeenCalledWith('Loading the courses failed', expect.anything());
    await user.click(within(list).getByRole('button', { name: texts.courses.retry }));
    expect(api.callsTo('GET /api/courses/')).toHaveLength(2);
  });
});
