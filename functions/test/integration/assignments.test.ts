import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { courseAssignedAt, getLastAssignmentDate } from '../../src/assignments/data/assignments';
import { buildCompany, buildTenant, buildUser, tokenFor } from '../support/builders';
import { assignedCourseIds, buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Assignment = { course: string; company_id: string; user_id: string | null; assigned_at: string };
type ErrorAnswer = { detail: string; errors: Record<string, string[]> };

describe('POST /api/courses/{courseId}/assign/', () => {
  it('assigns a course to one user of a company', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const course = await buildCourse(owner);

    const answer = await api.post<Assignment>(
      `/api/courses/${course.id}/assign/`,
      { company_id: company.id, user_id: employee.id },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ course: course.id, company_id: company.id, user_id: employee.id });
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).not.toBeNull();
    expect(await courseAssignedAt(course.id, { id: admin.id, companyId: company.id })).toBeNull();
  });

  it('assigns a course to all users of a company, present and future', async () => {
    const { owner, firm, company, employee, admin } = await buildTenant();
    const course = await buildCourse(owner);

    const answer = await api.post<Assignment>(
      `/api/courses/${course.id}/assign/`,
      { company_id: company.id, user_id: null },
      await tokenFor(owner),
    );
    const newcomer = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });

    expect(answer.status).toBe(201);
    expect(answer.body.user_id).toBeNull();
    for (const user of [employee, admin, newcomer]) {
      expect(await assignedCourseIds(user.id)).toEqual([course.id]);
    }
  });

  it('refuses a course without a quiz with 409 in Romanian, and assigns nothing', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner, { subcategory: 'periodica', withQuiz: false });

    const answer = await api.post<ErrorAnswer>(
      `/api/courses/${course.id}/assign/`,
      { company_id: company.id, user_id: null },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.courseAssign.noQuiz);
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).toBeNull();
    expect(await getLastAssignmentDate(company.id, 'periodica')).toBeNull();
  });

  it('records the allocation date of a periodic course for the training status, also after deletion', async () => {
    const { owner, company, employee } = await buildTenant();
    const periodic = await buildCourse(owner, { subcategory: 'periodica' });
    const introductory = await buildCourse(owner, { subcategory: 'introductive' });
    const token = await tokenFor(owner);
    expect(await getLastAssignmentDate(company.id, 'periodica')).toBeNull();

    const first = await api.post<Assignment>(
      `/api/courses/${periodic.id}/assign/`,
      { company_id: company.id, user_id: employee.id },
      token,
    );
    const second = await api.post<Assignment>(
      `/api/courses/${periodic.id}/assign/`,
      { company_id: company.id, user_id: null },
      token,
    );
    await api.post(
      `/api/courses/${introductory.id}/assign/`,
      { company_id: company.id, user_id: null },
      token,
    );
    await api.del(`/api/courses/${periodic.id}/`, token);

    expect(second.body.assigned_at > first.body.assigned_at).toBe(true);
    expect(await getLastAssignmentDate(company.id, 'periodica')).toBe(second.body.assigned_at);
  });

  it.each([
    ['no company', () => ({ user_id: null }), 'company_id', texts.courseAssign.companyRequired],
    [
      'an empty company',
      () => ({ company_id: '', user_id: null }),
      'company_id',
      texts.courseAssign.companyRequired,
    ],
    [
      'no user nor "all users"',
      (companyId: string) => ({ company_id: companyId }),
      'user_id',
      texts.courseAssign.userRequired,
    ],
  ])("answers the spec's message for %s", async (_, makeBody, field, message) => {
    const { owner, company } = await buildTenant();
    const course = await buildCourse(owner);

    const answer = await api.post<ErrorAnswer>(
      `/api/courses/${course.id}/assign/`,
      makeBody(company.id),
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: message, errors: { [field]: [message] } });
  });

  it('answers both messages when the company and the user are missing', async () => {
    const { owner } = await buildTenant();
    const course = await buildCourse(owner);

    const answer = await api.post<ErrorAnswer>(
      `/api/courses/${course.id}/assign/`,
      {},
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({
      company_id: [texts.courseAssign.companyRequired],
      user_id: [texts.courseAssign.userRequired],
    });
  });

  it('refuses a user of another company of the same firm', async () => {
    const { owner, firm, company } = await buildTenant();
    const otherCompany = await buildCompany(firm.id);
    const stranger = await buildUser({ role: 'employee', firmId: firm.id, companyId: otherCompany.id });
    const course = await buildCourse(owner);

    const answer = await api.post<ErrorAnswer>(
      `/api/courses/${course.id}/assign/`,
      { company_id: company.id, user_id: stranger.id },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseAssign.userNotInCompany);
    expect(await courseAssignedAt(course.id, { id: stranger.id, companyId: otherCompany.id })).toBeNull();
  });

  it("answers 404 for another firm's company, user or course, and assigns nothing", async () => {
    const { owner, company, employee } = await buildTenant();
    const other = await buildTenant();
    const course = await buildCourse(owner);
    const foreignCourse = await buildCourse(other.owner);
    const token = await tokenFor(owner);

    const foreignCompany = await api.post(
      `/api/courses/${course.id}/assign/`,
      { company_id: other.company.id, user_id: null },
      token,
    );
    const foreignUser = await api.post(
      `/api/courses/${course.id}/assign/`,
      { company_id: other.company.id, user_id: other.employee.id },
      token,
    );
    const foreignCourseAnswer = await api.post(
      `/api/courses/${foreignCourse.id}/assign/`,
      { company_id: company.id, user_id: employee.id },
      token,
    );
    const missingUser = await api.post(
      `/api/courses/${course.id}/assign/`,
      { company_id: company.id, user_id: '01JZZZZZZZZZZZZZZZZZZZZZZZ' },
      token,
    );

    expect([
      foreignCompany.status,
      foreignUser.status,
      foreignCourseAnswer.status,
      missingUser.status,
    ]).toEqual([404, 404, 404, 404]);
    expect(await assignedCourseIds(other.employee.id)).toEqual([]);
    expect(await assignedCourseIds(employee.id)).toEqual([]);
  });

  it("refuses another firm's owner (404), admins and employees (403) and anonymous callers (401)", async () => {
    const { owner, company, admin, employee } = await buildTenant();
    const other = await buildTenant();
    const course = await buildCourse(owner);
    const body = { company_id: company.id, user_id: null };

    const answers = [
      await api.post(`/api/courses/${course.id}/assign/`, body, await tokenFor(other.owner)),
      await api.post(`/api/courses/${course.id}/assign/`, body, await tokenFor(admin)),
      await api.post(`/api/courses/${course.id}/assign/`, body, await tokenFor(employee)),
      await api.post(`/api/courses/${course.id}/assign/`, body),
    ];

    expect(answers.map((answer) => answer.status)).toEqual([404, 403, 403, 401]);
    expect(await assignedCourseIds(employee.id)).toEqual([]);
    expect(await getLastAssignmentDate(company.id, 'introductive')).toBeNull();
  });
});
