import {
  ASSIGN_GROUP_MAX,
  COMPANY_ASSIGNMENTS_PAGE_MAX,
  COURSE_ASSIGNMENTS_PAGE_MAX,
  texts,
} from '@ssm/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { courseAssignedAt } from '../../src/assignments/data/assignments';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { buildCompany, buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, assignedCourseIds, buildCourse, takeQuiz } from '../support/course-builders';
import { expectNoScan, signAsTrainee } from '../support/documents';
import { dynamoOperation, interceptRequests } from '../support/faults';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

afterEach(() => {
  vi.restoreAllMocks();
});

type Person = { id: string; name: string };
type AssignAnswer = {
  course: string;
  company_id: string;
  user_id: string | null;
  assigned_at: string;
  assigned: Person[];
  skipped: Person[];
};
type Row = {
  company_id: string;
  company_name: string;
  user_id: string | null;
  user_name: string | null;
  assigned_at: string;
  assigned_by: string | null;
  status: 'unfinished' | 'awaiting_signature' | 'signed' | null;
};
type CompanyRow = Omit<Row, 'company_id' | 'company_name'> & {
  course_id: string;
  course_title: string | null;
  course_subcategory: string;
  replaced: boolean;
};
type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };

const nameOf = (user: { first_name: string; last_name: string }) => `${user.last_name} ${user.first_name}`;

function assignPath(courseId: string) {
  return `/api/courses/${courseId}/assign/`;
}

/** The person passes the course's quiz and signs the record: their round of it is finished. */
async function finishRound(person: UserRecord, courseId: string) {
  const passed = await takeQuiz(api, await tokenFor(person), courseId);
  await signAsTrainee(api, person, passed.body.id);
}

describe('GET /api/courses/{id}/assignments/', () => {
  it('lists to whom, when and by whom, and where each person stands: unfinished, passed awaiting signature, signed', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const course = await buildCourse(owner);
    const ownerToken = await tokenFor(owner);
    const toEmployee = await assign(owner, course.id, { companyId: company.id, userId: employee.id });
    await assign(owner, course.id, { companyId: company.id, userId: admin.id });
    await assign(owner, course.id, { companyId: company.id });
    const path = `/api/courses/${course.id}/assignments/`;

    const before = expectNoScan(await api.get<Row[]>(path, ownerToken));

    expect(before.status).toBe(200);
    expect(before.body).toContainEqual({
      company_id: company.id,
      company_name: company.name,
      user_id: null,
      user_name: null,
      assigned_at: expect.any(String),
      assigned_by: nameOf(owner),
      status: null,
    });
    expect(before.body).toContainEqual({
      company_id: company.id,
      company_name: company.name,
      user_id: employee.id,
      user_name: nameOf(employee),
      assigned_at: toEmployee.assigned_at,
      assigned_by: nameOf(owner),
      status: 'unfinished',
    });

    const passed = await takeQuiz(api, await tokenFor(employee), course.id);
    expect(passed.body.completed).toBe(true);
    const awaiting = await api.get<Row[]>(path, ownerToken);
    expect(awaiting.body.find((row) => row.user_id === employee.id)?.status).toBe('awaiting_signature');

    await signAsTrainee(api, employee, passed.body.id);
    const signed = await api.get<Row[]>(path, ownerToken);
    expect(signed.body.find((row) => row.user_id === employee.id)?.status).toBe('signed');
    expect(signed.body.find((row) => row.user_id === admin.id)?.status).toBe('unfinished');
  });

  it(`pages ${COURSE_ASSIGNMENTS_PAGE_MAX} rows at a time within 3 DynamoDB calls, each row once`, async () => {
    const { owner, firm, company } = await buildTenant();
    const course = await buildCourse(owner);
    const people = await Promise.all(
      Array.from({ length: COURSE_ASSIGNMENTS_PAGE_MAX + 2 }, () =>
        buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }),
      ),
    );
    for (const person of people) await assign(owner, course.id, { companyId: company.id, userId: person.id });
    const token = await tokenFor(owner);

    const first = expectNoScan(await api.get<Row[]>(`/api/courses/${course.id}/assignments/`, token));
    const cursor = first.headers.get('x-next-cursor');
    const second = await api.get<Row[]>(
      `/api/courses/${course.id}/assignments/?cursor=${encodeURIComponent(cursor ?? '')}`,
      token,
    );

    expect(first.body).toHaveLength(COURSE_ASSIGNMENTS_PAGE_MAX);
    expect(Number(first.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(3);
    expect(first.body.every((row) => row.user_name !== null && row.status === 'unfinished')).toBe(true);
    expect(second.headers.get('x-next-cursor')).toBeNull();
    expect([...first.body, ...second.body].map((row) => row.user_id).sort()).toEqual(
      people.map((person) => person.id).sort(),
    );
  });

  it("answers 404 for another firm's course, and refuses a page larger than the limit", async () => {
    const mine = await buildTenant();
    const theirs = await buildTenant();
    const course = await buildCourse(theirs.owner);
    await assign(theirs.owner, course.id, { companyId: theirs.company.id, userId: theirs.employee.id });
    const token = await tokenFor(mine.owner);

    const foreign = await api.get<ErrorAnswer>(`/api/courses/${course.id}/assignments/`, token);
    const tooLarge = await api.get<ErrorAnswer>(
      `/api/courses/${course.id}/assignments/?limit=${COURSE_ASSIGNMENTS_PAGE_MAX + 1}`,
      await tokenFor(theirs.owner),
    );

    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain(theirs.employee.id);
    expect(tooLarge.status).toBe(400);
  });
});

describe('GET /api/companies/{id}/assignments/', () => {
  const pathOf = (companyId: string, query = '') => `/api/companies/${companyId}/assignments/${query}`;

  it("lists what the company and its people were given, by whom, and where each person stands, to the firm's owner and the company's admin", async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const forAll = await buildCourse(owner, { subcategory: 'periodica' });
    const forOne = await buildCourse(owner);
    const toCompany = await assign(owner, forAll.id, { companyId: company.id });
    const toEmployee = await assign(owner, forOne.id, { companyId: company.id, userId: employee.id });
    const toAdmin = await assign(owner, forOne.id, { companyId: company.id, userId: admin.id });
    await finishRound(employee, forOne.id);

    const asOwner = expectNoScan(await api.get<CompanyRow[]>(pathOf(company.id), await tokenFor(owner)));
    const asAdmin = await api.get<CompanyRow[]>(pathOf(company.id), await tokenFor(admin));

    expect(asOwner.status).toBe(200);
    const byWhom = nameOf(owner);
    expect(asOwner.body).toEqual([
      {
        course_id: forAll.id,
        course_title: forAll.title,
        course_subcategory: 'periodica',
        user_id: null,
        user_name: null,
        assigned_at: toCompany.assigned_at,
        assigned_by: byWhom,
        status: null,
        replaced: false,
      },
      {
        course_id: forOne.id,
        course_title: forOne.title,
        course_subcategory: 'introductive',
        user_id: admin.id,
        user_name: nameOf(admin),
        assigned_at: toAdmin.assigned_at,
        assigned_by: byWhom,
        status: 'unfinished',
        replaced: false,
      },
      {
        course_id: forOne.id,
        course_title: forOne.title,
        course_subcategory: 'introductive',
        user_id: employee.id,
        user_name: nameOf(employee),
        assigned_at: toEmployee.assigned_at,
        assigned_by: byWhom,
        status: 'signed',
        replaced: false,
      },
    ]);
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.body).toEqual(asOwner.body);
  });

  it('keeps a round of the past as it ended: replaced by a later assignment, without the status of the round after it', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    const forAll = await buildCourse(owner, { subcategory: 'periodica' });
    const token = await tokenFor(owner);
    const first = await assign(owner, course.id, { companyId: company.id, userId: employee.id });
    await finishRound(employee, course.id);
    const second = await assign(owner, course.id, { companyId: company.id, userId: employee.id });
    // The next round begins: the attempts item's pass is cleared.
    await api.post('/api/quiz-attempts/', { course: course.id }, await tokenFor(employee));
    const firstForAll = await assign(owner, forAll.id, { companyId: company.id });
    const againForAll = await api.post<AssignAnswer>(
      assignPath(forAll.id),
      { company_id: company.id, user_id: null, restart_open_round: true },
      token,
    );

    const rows = (await api.get<CompanyRow[]>(`/api/companies/${company.id}/assignments/`, token)).body;

    const rowAt = (assignedAt: string) => rows.find((row) => row.assigned_at === assignedAt);
    expect(rowAt(first.assigned_at)).toMatchObject({ user_id: employee.id, status: null, replaced: true });
    expect(rowAt(second.assigned_at)).toMatchObject({
      user_id: employee.id,
      status: 'unfinished',
      replaced: false,
    });
    expect(rowAt(firstForAll.assigned_at)).toMatchObject({ user_id: null, replaced: true });
    expect(rowAt(againForAll.body.assigned_at)).toMatchObject({ user_id: null, replaced: false });
  });

  it('lists one kind of training alone, newest first, paged within it, and refuses an unknown kind in Romanian', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const introductory = await buildCourse(owner);
    const periodic = await buildCourse(owner, { subcategory: 'periodica' });
    await assign(owner, introductory.id, { companyId: company.id });
    const older = await assign(owner, periodic.id, { companyId: company.id, userId: employee.id });
    const newer = await assign(owner, periodic.id, { companyId: company.id, userId: admin.id });
    const token = await tokenFor(owner);
    const periodicPath = pathOf(company.id, '?subcategory=periodica&limit=1');

    const first = await api.get<CompanyRow[]>(periodicPath, token);
    const cursor = encodeURIComponent(first.headers.get('x-next-cursor') ?? '');
    const second = await api.get<CompanyRow[]>(`${periodicPath}&cursor=${cursor}`, token);
    const unknown = await api.get<ErrorAnswer>(pathOf(company.id, '?subcategory=anuala'), token);

    expect([...first.body, ...second.body].map((row) => row.assigned_at)).toEqual([
      newer.assigned_at,
      older.assigned_at,
    ]);
    expect([unknown.status, unknown.body.detail]).toEqual([400, texts.courseForm.invalidSubcategory]);
  });

  it('keeps the rows of a course and a person deleted since, without their names', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id, userId: employee.id });
    const token = await tokenFor(owner);
    expect((await api.del(`/api/delete-user/${employee.id}/`, token)).status).toBe(200);
    expect((await api.del(`/api/courses/${course.id}/`, token)).status).toBe(200);

    const answer = await api.get<CompanyRow[]>(pathOf(company.id), token);

    expect(answer.body).toEqual([
      expect.objectContaining({
        course_id: course.id,
        course_title: null,
        user_id: employee.id,
        user_name: null,
      }),
    ]);
    expect(answer.body[0]?.status).toBeNull();
  });

  it(`pages ${COMPANY_ASSIGNMENTS_PAGE_MAX} rows at a time within 3 DynamoDB calls, grouped by the kind of training, each row once`, async () => {
    const { owner, firm, company } = await buildTenant();
    const periodic = await buildCourse(owner, { subcategory: 'periodica' });
    await assign(owner, periodic.id, { companyId: company.id });
    const introductory = await buildCourse(owner);
    const people = await Promise.all(
      Array.from({ length: COMPANY_ASSIGNMENTS_PAGE_MAX + 1 }, () =>
        buildUser({ role: 'employee', firmId: firm.id, companyId: company.id }),
      ),
    );
    await api.post(
      assignPath(introductory.id),
      { company_id: company.id, user_ids: people.map((person) => person.id) },
      await tokenFor(owner),
    );
    const token = await tokenFor(owner);

    const first = expectNoScan(await api.get<CompanyRow[]>(pathOf(company.id), token));
    const cursor = first.headers.get('x-next-cursor') ?? '';
    const second = await api.get<CompanyRow[]>(
      pathOf(company.id, `?cursor=${encodeURIComponent(cursor)}`),
      token,
    );

    expect(first.body).toHaveLength(COMPANY_ASSIGNMENTS_PAGE_MAX);
    expect(Number(first.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(3);
    // The periodic course, assigned first, leads: the kind of training groups the rows.
    expect(first.body[0]).toMatchObject({ course_id: periodic.id, user_id: null });
    expect(second.headers.get('x-next-cursor')).toBeNull();
    const personRows = [...first.body, ...second.body].filter((row) => row.user_id !== null);
    expect(personRows.map((row) => row.user_id).sort()).toEqual(people.map((person) => person.id).sort());
    expect(personRows.every((row) => row.status === 'unfinished' && row.user_name !== null)).toBe(true);
  });

  it("answers 404 to another firm's owner and to the admin of another company of the firm, and 400 to a bad page, in Romanian", async () => {
    const mine = await buildTenant();
    const theirs = await buildTenant();
    const sister = await buildCompany(theirs.firm.id);
    const sisterAdmin = await buildUser({ role: 'admin', firmId: theirs.firm.id, companyId: sister.id });
    const course = await buildCourse(theirs.owner);
    await assign(theirs.owner, course.id, { companyId: theirs.company.id, userId: theirs.employee.id });
    const ownerToken = await tokenFor(theirs.owner);

    const foreignOwner = await api.get<ErrorAnswer>(pathOf(theirs.company.id), await tokenFor(mine.owner));
    const otherAdmin = await api.get<ErrorAnswer>(pathOf(theirs.company.id), await tokenFor(sisterAdmin));
    const employee = await api.get<ErrorAnswer>(pathOf(theirs.company.id), await tokenFor(theirs.employee));
    const tooLarge = await api.get<ErrorAnswer>(
      pathOf(theirs.company.id, `?limit=${COMPANY_ASSIGNMENTS_PAGE_MAX + 1}`),
      ownerToken,
    );
    // A cursor of the company's partition that points outside its assignments.
    const outside = Buffer.from(JSON.stringify({ PK: `COMPANY#${theirs.company.id}`, SK: 'META' })).toString(
      'base64url',
    );
    const badCursor = await api.get<ErrorAnswer>(pathOf(theirs.company.id, `?cursor=${outside}`), ownerToken);

    expect([foreignOwner.status, foreignOwner.body.detail]).toEqual([404, texts.companies.notFound]);
    expect([otherAdmin.status, otherAdmin.body.detail]).toEqual([404, texts.companies.notFound]);
    for (const refused of [foreignOwner, otherAdmin, employee]) {
      expect(JSON.stringify(refused.body)).not.toContain(course.id);
    }
    expect(employee.status).toBe(403);
    expect(tooLarge.status).toBe(400);
    expect([badCursor.status, badCursor.body.detail]).toEqual([400, texts.api.invalidCursor]);
  });
});

describe('POST /api/courses/{courseId}/assign/: duplicates and chosen groups', () => {
  it('refuses to assign again to a person who has not finished the course, naming them, and changes nothing', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    const first = await assign(owner, course.id, { companyId: company.id, userId: employee.id });

    const again = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_id: employee.id },
      await tokenFor(owner),
    );

    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(texts.courseAssign.alreadyAssigned(nameOf(employee)));
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).toBe(
      first.assigned_at,
    );
  });

  it('counts a passed record waiting for the signature as unfinished, and a signed one as finished: a new round may start', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    const token = await tokenFor(owner);
    await assign(owner, course.id, { companyId: company.id });
    const passed = await takeQuiz(api, await tokenFor(employee), course.id);

    const whilePending = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_id: employee.id },
      token,
    );
    await signAsTrainee(api, employee, passed.body.id);
    const afterSigning = await api.post<AssignAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_id: employee.id },
      token,
    );

    expect(whilePending.status).toBe(409);
    expect(whilePending.body.detail).toContain(nameOf(employee));
    expect(afterSigning.status).toBe(201);
    expect(afterSigning.body.assigned).toEqual([{ id: employee.id, name: nameOf(employee) }]);
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).toBe(
      afterSigning.body.assigned_at,
    );
  });

  it('asks before assigning again to the whole company while any of its people has not finished it, saying how many; confirmed, it restarts the round', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const course = await buildCourse(owner);
    const token = await tokenFor(owner);
    const first = await assign(owner, course.id, { companyId: company.id });
    const toCompany = { company_id: company.id, user_id: null };
    await finishRound(employee, course.id);

    const asked = await api.post<ErrorAnswer>(assignPath(course.id), toCompany, token);
    const unchanged = await courseAssignedAt(course.id, { id: admin.id, companyId: company.id });
    const confirmed = await api.post<AssignAnswer>(
      assignPath(course.id),
      { ...toCompany, restart_open_round: true },
      token,
    );

    const question = texts.courseAssign.companyRoundOpen(company.name, 1);
    expect(asked.status).toBe(409);
    expect(asked.body).toEqual({ detail: question, errors: { restart_open_round: [question] } });
    expect(unchanged).toBe(first.assigned_at);
    expect(confirmed.status).toBe(201);
    expect(await courseAssignedAt(course.id, { id: admin.id, companyId: company.id })).toBe(
      confirmed.body.assigned_at,
    );
    const restarted = await api.post<ErrorAnswer>(
      '/api/quiz-attempts/',
      { course: course.id },
      await tokenFor(employee),
    );
    expect(restarted.status).toBe(201);
  });

  it('assigns the whole company again at once when everyone has finished its round', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    for (const person of [employee, admin]) await finishRound(person, course.id);

    const again = await api.post<AssignAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_id: null },
      await tokenFor(owner),
    );

    expect(again.status).toBe(201);
    expect(await courseAssignedAt(course.id, { id: admin.id, companyId: company.id })).toBe(
      again.body.assigned_at,
    );
  });

  it("counts everyone active in the company who has not finished the whole company's round", async () => {
    const { owner, firm, company } = await buildTenant();
    await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { deactivated_at: '2026-01-05T08:00:00.000Z' },
    );
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });

    const answer = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_id: null },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.courseAssign.companyRoundOpen(company.name, 3));
  });

  it('takes the restart of an open round only for the whole company', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);

    const answer = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_id: employee.id, restart_open_round: true },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseAssign.restartOnlyForCompany);
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).toBeNull();
  });

  it('of two whole-company assignments made at once, writes one and answers the other 409', async () => {
    const { owner, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const token = await tokenFor(owner);
    // Both requests have read the company's round before either writes.
    let arrived = 0;
    let releaseWrites = () => {};
    const bothRead = new Promise<void>((resolve) => {
      releaseWrites = resolve;
    });
    interceptRequests(getDocumentClient(), async (request) => {
      if (dynamoOperation(request) === 'TransactWriteItems' && arrived < 2) {
        arrived += 1;
        if (arrived === 2) releaseWrites();
        await bothRead;
      }
      return undefined;
    });

    const answers = await Promise.all(
      [0, 1].map(() =>
        api.post<ErrorAnswer>(
          assignPath(course.id),
          { company_id: company.id, user_id: null, restart_open_round: true },
          token,
        ),
      ),
    );
    vi.restoreAllMocks();

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(answers.find((answer) => answer.status === 409)?.body.detail).toBe(
      texts.courseAssign.companyAssignedMeanwhile,
    );
    const rows = await api.get<CompanyRow[]>(`/api/companies/${company.id}/assignments/`, token);
    expect(rows.body.filter((row) => row.course_id === course.id)).toHaveLength(2);
  });

  it('assigns a chosen group at once, skips and lists the people who have not finished it', async () => {
    const { owner, firm, company, employee, admin } = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const bystander = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id, userId: admin.id });

    const answer = await api.post<AssignAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_ids: [employee.id, admin.id, colleague.id] },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(201);
    expect(answer.body.user_id).toBeNull();
    expect(answer.body.assigned.map((person) => person.id).sort()).toEqual(
      [employee.id, colleague.id].sort(),
    );
    expect(answer.body.skipped).toEqual([{ id: admin.id, name: nameOf(admin) }]);
    expect(await assignedCourseIds(employee.id)).toEqual([course.id]);
    expect(await assignedCourseIds(colleague.id)).toEqual([course.id]);
    expect(await courseAssignedAt(course.id, { id: bystander.id, companyId: company.id })).toBeNull();
  });

  it('answers 409 naming everyone when no one of the group can be assigned', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });

    const answer = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_ids: [employee.id, admin.id] },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(
      texts.courseAssign.alreadyAssigned(`${nameOf(employee)}, ${nameOf(admin)}`),
    );
  });

  it('assigns no one of a group holding a person of another company or another firm', async () => {
    const { owner, firm, company, employee } = await buildTenant();
    const elsewhere = await buildCompany(firm.id);
    const moved = await buildUser({ role: 'employee', firmId: firm.id, companyId: elsewhere.id });
    const stranger = (await buildTenant()).employee;
    const course = await buildCourse(owner);
    const token = await tokenFor(owner);

    const otherCompany = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_ids: [employee.id, moved.id] },
      token,
    );
    const otherFirm = await api.post<ErrorAnswer>(
      assignPath(course.id),
      { company_id: company.id, user_ids: [employee.id, stranger.id] },
      token,
    );

    expect(otherCompany.status).toBe(400);
    expect(otherCompany.body.detail).toBe(texts.courseAssign.userNotInCompany);
    expect(otherFirm.status).toBe(404);
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).toBeNull();
  });

  it(`refuses a group of more than ${ASSIGN_GROUP_MAX}, an empty group, and a person and a group together`, async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    const token = await tokenFor(owner);
    const bodies = [
      { company_id: company.id, user_ids: Array.from({ length: ASSIGN_GROUP_MAX + 1 }, () => employee.id) },
      { company_id: company.id, user_ids: [] },
      { company_id: company.id, user_id: employee.id, user_ids: [employee.id] },
    ];

    const answers = await Promise.all(
      bodies.map((body) => api.post<ErrorAnswer>(assignPath(course.id), body, token)),
    );

    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers[0]?.body.detail).toContain(texts.courseAssign.groupTooLarge(ASSIGN_GROUP_MAX));
    expect(answers[1]?.body.detail).toContain(texts.courseAssign.userRequired);
    expect(await courseAssignedAt(course.id, { id: employee.id, companyId: company.id })).toBeNull();
  });
});
