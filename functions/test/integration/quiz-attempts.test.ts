import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getLastCompletionDate, listProgressForUser } from '../../src/data/progress';
import { buildTenant, tokenFor } from '../support/builders';
import { assign, buildCourse, readAnswerKey } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Attempt = { id: string; course: string; quiz_score: number; completed: boolean };
type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };

/** A tenant whose employee has a course with a quiz assigned to their company. */
async function prepareTrainee() {
  const tenant = await buildTenant();
  const course = await buildCourse(tenant.owner, {
    title: 'Instruire periodică SSM',
    subcategory: 'periodica',
  });
  await assign(tenant.owner, course.id, { companyId: tenant.company.id });
  return { ...tenant, course, answerKey: await readAnswerKey(course.id) };
}

describe('POST /api/progress-list-create/', () => {
  it('grades all correct answers 100 % and records a completed attempt', async () => {
    const { employee, course, answerKey, firm, company } = await prepareTrainee();
    const answers = answerKey.map((entry) => ({ question: entry.question, answer: entry.correct }));

    const answer = await api.post<Attempt>(
      '/api/progress-list-create/',
      { course: course.id, answers },
      await tokenFor(employee),
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: answer.body.id, course: course.id, quiz_score: 100, completed: true });
    const [stored] = await listProgressForUser(employee.id, 5);
    expect(stored).toMatchObject({
      id: answer.body.id,
      firm_id: firm.id,
      company_id: company.id,
      course_title: 'Instruire periodică SSM',
      course_subcategory: 'periodica',
      quiz_score: 100,
      completed: true,
      answers,
    });
    expect(stored?.completed_at).toEqual(expect.any(String));
    expect(await getLastCompletionDate(company.id, 'periodica')).toBe(stored?.completed_at);
  });

  it('grades one wrong answer 90 %: failed, recorded without a completion date', async () => {
    const { employee, course, answerKey } = await prepareTrainee();
    const answers = answerKey.map((entry, index) => ({
      question: entry.question,
      answer: index === 4 ? entry.wrong : entry.correct,
    }));

    const answer = await api.post<Attempt>(
      '/api/progress-list-create/',
      { course: course.id, answers },
      await tokenFor(employee),
    );

    expect(answer.body).toMatchObject({ quiz_score: 90, completed: false });
    const [stored] = await listProgressForUser(employee.id, 5);
    expect(stored).toMatchObject({ quiz_score: 90, completed: false, completed_at: null });
    expect(await getLastCompletionDate(employee.company_id!, 'periodica')).toBeNull();
  });

  it('counts unanswered questions (left out or null) as wrong', async () => {
    const { employee, course, answerKey } = await prepareTrainee();
    const answers = answerKey.slice(0, 7).map((entry, index) => ({
      question: entry.question,
      answer: index === 0 ? null : entry.correct,
    }));

    const answer = await api.post<Attempt>(
      '/api/progress-list-create/',
      { course: course.id, answers },
      await tokenFor(employee),
    );

    expect(answer.body).toMatchObject({ quiz_score: 60, completed: false });
  });

  it('records an empty attempt as 0 %', async () => {
    const { employee, course } = await prepareTrainee();

    const answer = await api.post<Attempt>(
      '/api/progress-list-create/',
      { course: course.id, answers: [] },
      await tokenFor(employee),
    );

    expect(answer.body).toMatchObject({ quiz_score: 0, completed: false });
  });

  it('never completes a record from a claimed score without answers', async () => {
    const { employee, course } = await prepareTrainee();

    const answer = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      { course: course.id, quiz_score: 100, completed: true },
      await tokenFor(employee),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual({ answers: [texts.api.required] });
    expect(await listProgressForUser(employee.id, 5)).toEqual([]);
  });

  it("refuses the answers of another course's quiz and records nothing", async () => {
    const { owner, company, employee, course } = await prepareTrainee();
    const otherCourse = await buildCourse(owner);
    await assign(owner, otherCourse.id, { companyId: company.id });
    const otherKey = await readAnswerKey(otherCourse.id);

    const answer = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      {
        course: course.id,
        answers: otherKey.map((entry) => ({ question: entry.question, answer: entry.correct })),
      },
      await tokenFor(employee),
    );

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.quizTaking.foreignAnswers);
    expect(await listProgressForUser(employee.id, 5)).toEqual([]);
  });

  it('refuses an answer of another question and a question answered twice', async () => {
    const { employee, course, answerKey } = await prepareTrainee();
    const [first, second] = answerKey as [(typeof answerKey)[0], (typeof answerKey)[0]];
    const token = await tokenFor(employee);

    const swapped = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      { course: course.id, answers: [{ question: first.question, answer: second.correct }] },
      token,
    );
    const twice = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      {
        course: course.id,
        answers: [
          { question: first.question, answer: first.wrong },
          { question: first.question, answer: first.correct },
        ],
      },
      token,
    );

    expect([swapped.status, twice.status]).toEqual([400, 400]);
    expect(swapped.body.detail).toBe(texts.quizTaking.foreignAnswers);
    expect(twice.body.detail).toBe(texts.quizTaking.duplicateAnswers);
    expect(await listProgressForUser(employee.id, 5)).toEqual([]);
  });

  it('lets an admin take a course assigned to them', async () => {
    const { owner, company, admin } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id, userId: admin.id });
    const answers = (await readAnswerKey(course.id)).map((entry) => ({
      question: entry.question,
      answer: entry.correct,
    }));

    const answer = await api.post<Attempt>(
      '/api/progress-list-create/',
      { course: course.id, answers },
      await tokenFor(admin),
    );

    expect(answer.body).toMatchObject({ quiz_score: 100, completed: true });
  });

  it('answers 409 with the spec text for a course without a quiz', async () => {
    const { owner, company, employee } = await buildTenant();
    const course = await buildCourse(owner, { withQuiz: false });
    await assign(owner, course.id, { companyId: company.id });

    const answer = await api.post<ErrorAnswer>(
      '/api/progress-list-create/',
      { course: course.id, answers: [] },
      await tokenFor(employee),
    );

    expect(answer.status).toBe(409);
    expect(answer.body.detail).toBe(texts.quizTaking.noQuizDetail);
  });

  it('answers 404 for a course not assigned to the caller, in or outside the firm, and records nothing', async () => {
    const { owner, employee } = await buildTenant();
    const other = await prepareTrainee();
    const unassigned = await buildCourse(owner);
    const token = await tokenFor(employee);

    const notAssigned = await api.post(
      '/api/progress-list-create/',
      { course: unassigned.id, answers: [] },
      token,
    );
    const otherFirm = await api.post(
      '/api/progress-list-create/',
      { course: other.course.id, answers: [] },
      token,
    );
    const otherAdmin = await api.post(
      '/api/progress-list-create/',
      { course: unassigned.id, answers: [] },
      await tokenFor(other.admin),
    );

    expect([notAssigned.status, otherFirm.status, otherAdmin.status]).toEqual([404, 404, 404]);
    expect(await listProgressForUser(employee.id, 5)).toEqual([]);
    expect(await listProgressForUser(other.admin.id, 5)).toEqual([]);
  });

  it('is not for owners or anonymous callers', async () => {
    const { owner, course } = await prepareTrainee();

    const asOwner = await api.post(
      '/api/progress-list-create/',
      { course: course.id, answers: [] },
      await tokenFor(owner),
    );
    const anonymous = await api.post('/api/progress-list-create/', { course: course.id, answers: [] });

    expect([asOwner.status, anonymous.status]).toEqual([403, 401]);
    expect(await listProgressForUser(owner.id, 5)).toEqual([]);
  });

  it('shows both attempts in the profile history, newest first', async () => {
    const { employee, course, answerKey } = await prepareTrainee();
    const token = await tokenFor(employee);
    await api.post(
      '/api/progress-list-create/',
      {
        course: course.id,
        answers: answerKey.slice(1).map((entry) => ({ question: entry.question, answer: entry.correct })),
      },
      token,
    );
    await api.post(
      '/api/progress-list-create/',
      {
        course: course.id,
        answers: answerKey.map((entry) => ({ question: entry.question, answer: entry.correct })),
      },
      token,
    );

    const history = await api.get<{ course_title: string; quiz_score: number; completed: boolean }[]>(
      '/api/user-progress/',
      token,
    );

    expect(history.body.map((record) => [record.course_title, record.quiz_score, record.completed])).toEqual([
      ['Instruire periodică SSM', 100, true],
      ['Instruire periodică SSM', 90, false],
    ]);
  });
});
