import { COURSE_FILE_URL_TTL_SECONDS, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { objectKeys } from '../../src/platform/object-keys';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, buildCourse, buildPdf, listStoredKeys, toMultipart } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';
import { buildXfaOnlyPdf } from '../support/pdf-fixtures';

const api = useTestGateway();

type Course = {
  id: string;
  title: string;
  description: string;
  category: string;
  subcategory: string;
  duration: number;
  file: string;
  has_quiz: boolean;
};
type CourseDetail = Course & {
  quiz: {
    questions: { id: string; text: string; answers: { id: string; text: string; is_correct?: boolean }[] }[];
  } | null;
};
type ErrorAnswer = { detail: string; errors?: Record<string, string[]> };

const form = {
  title: 'Instruire la locul de muncă: depozit',
  description: 'Riscurile specifice depozitului și măsurile de prevenire.',
  category: 'SSM',
  subcategory: 'loc_munca',
  duration: '45',
};

async function postForm(
  token: string | undefined,
  fields: Record<string, string>,
  file?: { name: string; content: Uint8Array; type?: string },
) {
  const multipart = await toMultipart(fields, file);
  return api.request<Course & ErrorAnswer>('POST', '/api/courses/', { token, ...multipart });
}

describe('POST /api/courses/ (the multipart form)', () => {
  it('creates a course of the owner firm with the PDF stored under the firm', async () => {
    const { owner, firm } = await buildTenant();
    const pdf = await buildPdf('Depozit');

    const answer = await postForm(await tokenFor(owner), form, { name: 'depozit.pdf', content: pdf });

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      title: form.title,
      description: form.description,
      category: 'SSM',
      subcategory: 'loc_munca',
      duration: 45,
      has_quiz: false,
    });
    const stored = await getCourseWithQuiz(answer.body.id);
    expect(stored?.course).toMatchObject({
      firm_id: firm.id,
      file_size: pdf.byteLength,
      created_by: owner.id,
    });
    expect(await listStoredKeys(objectKeys.courseFile(firm.id, answer.body.id))).toHaveLength(1);
    const download = await fetch(answer.body.file);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(pdf))).toBe(true);
  });

  it('applies the form defaults: SSM, introductive, 120 minutes', async () => {
    const { owner } = await buildTenant();

    const answer = await postForm(
      await tokenFor(owner),
      { title: 'Curs', description: 'Descriere', category: '', subcategory: '', duration: '' },
      { name: 'curs.pdf', content: await buildPdf() },
    );

    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ category: 'SSM', subcategory: 'introductive', duration: 120 });
  });

  it.each([
    ['title', { ...form, title: '  ' }],
    ['description', { ...form, description: '' }],
  ])("answers the spec's message when %s is missing", async (field, fields) => {
    const { owner, firm } = await buildTenant();

    const answer = await postForm(await tokenFor(owner), fields, {
      name: 'curs.pdf',
      content: await buildPdf(),
    });

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.allRequired);
    expect(answer.body.errors).toEqual({ [field]: [texts.courseForm.allRequired] });
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
  });

  it("answers the spec's message when the file is missing", async () => {
    const { owner } = await buildTenant();

    const answer = await postForm(await tokenFor(owner), form);

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: texts.courseForm.allRequired,
      errors: { file: [texts.courseForm.allRequired] },
    });
  });

  it.each([
    ['category', { category: 'HR' }, texts.courseForm.invalidCategory],
    ['subcategory', { subcategory: 'anuala' }, texts.courseForm.invalidSubcategory],
    ['duration', { duration: '0' }, texts.courseForm.invalidDuration],
    ['duration', { duration: '12.5' }, texts.courseForm.invalidDuration],
    ['duration', { duration: 'două ore' }, texts.courseForm.invalidDuration],
  ])('refuses an invalid %s', async (field, change, message) => {
    const { owner } = await buildTenant();

    const answer = await postForm(
      await tokenFor(owner),
      { ...form, ...change },
      { name: 'c.pdf', content: await buildPdf() },
    );

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ detail: message, errors: { [field]: [message] } });
  });

  it('refuses a text file renamed .pdf and stores nothing', async () => {
    const { owner, firm } = await buildTenant();
    const text = new TextEncoder().encode('Acesta nu este un PDF, doar un text redenumit.');

    const answer = await postForm(await tokenFor(owner), form, { name: 'curs.pdf', content: text });

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.notPdf);
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
  });

  it('refuses a file that starts like a PDF but does not parse, saying it is damaged', async () => {
    const { owner } = await buildTenant();
    const broken = (await buildPdf()).slice(0, 400);

    const answer = await postForm(await tokenFor(owner), form, { name: 'curs.pdf', content: broken });

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.damagedPdf);
  });

  it('refuses an XFA-only form, saying why, and stores nothing', async () => {
    const { owner, firm } = await buildTenant();

    const answer = await postForm(await tokenFor(owner), form, {
      name: 'fisa.pdf',
      content: buildXfaOnlyPdf(),
    });

    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      detail: texts.courseForm.xfaOnlyPdf,
      errors: { file: [texts.courseForm.xfaOnlyPdf] },
    });
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
  });

  it('refuses a form file over 4 MB, pointing to the direct upload', async () => {
    const { owner, firm } = await buildTenant();
    const pdf = await buildPdf();
    const oversized = new Uint8Array(4 * 1024 * 1024 + 1024);
    oversized.set(pdf);

    const answer = await postForm(await tokenFor(owner), form, { name: 'mare.pdf', content: oversized });

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toBe(texts.courseForm.formFileTooLarge);
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
  });

  it('answers 413 for a form body beyond the limit', async () => {
    const { owner } = await buildTenant();

    const answer = await postForm(await tokenFor(owner), form, {
      name: 'urias.pdf',
      content: new Uint8Array(5 * 1024 * 1024),
    });

    expect(answer.status).toBe(413);
    expect(answer.body.detail).toBe(texts.api.bodyTooLarge);
  });

  it('is for owners only: admins, employees and anonymous callers are refused and nothing is stored', async () => {
    const { admin, employee, firm } = await buildTenant();
    const file = { name: 'curs.pdf', content: await buildPdf() };

    const asAdmin = await postForm(await tokenFor(admin), form, file);
    const asEmployee = await postForm(await tokenFor(employee), form, file);
    const anonymous = await postForm(undefined, form, file);

    expect([asAdmin.status, asEmployee.status, anonymous.status]).toEqual([403, 403, 401]);
    expect(await listStoredKeys(`courses/${firm.id}/`)).toEqual([]);
  });
});

describe('GET /api/courses/', () => {
  it("answers the owner the firm's courses, newest first, and nothing of another firm", async () => {
    const { owner } = await buildTenant();
    const other = await buildTenant();
    const first = await buildCourse(owner);
    const second = await buildCourse(owner, { withQuiz: false });
    await buildCourse(other.owner);

    const answer = await api.get<Course[]>('/api/courses/', await tokenFor(owner));

    expect(answer.status).toBe(200);
    expect(answer.body.map((course) => [course.id, course.has_quiz])).toEqual([
      [second.id, false],
      [first.id, true],
    ]);
  });

  it('answers admins and employees only what is assigned to them or to their company', async () => {
    const { owner, company, admin, employee } = await buildTenant();
    const forCompany = await buildCourse(owner);
    const forEmployee = await buildCourse(owner);
    const forAdmin = await buildCourse(owner);
    await buildCourse(owner);
    await assign(owner, forCompany.id, { companyId: company.id });
    await assign(owner, forEmployee.id, { companyId: company.id, userId: employee.id });
    await assign(owner, forAdmin.id, { companyId: company.id, userId: admin.id });

    const asEmployee = await api.get<Course[]>('/api/courses/', await tokenFor(employee));
    const asAdmin = await api.get<Course[]>('/api/courses/', await tokenFor(admin));

    expect(asEmployee.body.map((course) => course.id)).toEqual([forEmployee.id, forCompany.id]);
    expect(asAdmin.body.map((course) => course.id)).toEqual([forAdmin.id, forCompany.id]);
  });

  it('gives an employee added after an "all users" assignment the course too', async () => {
    const { owner, firm, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });

    const newcomer = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const answer = await api.get<Course[]>('/api/courses/', await tokenFor(newcomer));

    expect(answer.body.map((listed) => listed.id)).toEqual([course.id]);
  });

  it('answers an empty list to an employee with nothing assigned', async () => {
    const { owner, employee } = await buildTenant();
    await buildCourse(owner);

    const answer = await api.get('/api/courses/', await tokenFor(employee));

    expect(answer).toMatchObject({ status: 200, body: [] });
  });

  it('refuses the super owner and anonymous callers', async () => {
    const superowner = await buildUser({ role: 'superowner' });

    const asSuperowner = await api.get('/api/courses/', await tokenFor(superowner));
    const anonymous = await api.get('/api/courses/');

    expect([asSuperowner.status, anonymous.status]).toEqual([403, 401]);
  });
});

describe('GET /api/courses/{id}/', () => {
  it('answers the owner everything, including which answer is correct', async () => {
    const { owner, firm } = await buildTenant();
    const course = await buildCourse(owner, { title: 'Lucrul la înălțime' });

    const answer = await api.get<CourseDetail>(`/api/courses/${course.id}/`, await tokenFor(owner));

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: course.id, title: 'Lucrul la înălțime', has_quiz: true });
    expect(answer.body.quiz?.questions).toHaveLength(10);
    for (const question of answer.body.quiz?.questions ?? []) {
      expect(question.answers).toHaveLength(4);
      expect(question.answers.filter((choice) => choice.is_correct)).toHaveLength(1);
    }
    const fileUrl = new URL(answer.body.file);
    expect(fileUrl.pathname).toContain(`/${objectKeys.courseFile(firm.id, course.id)}`);
    expect(fileUrl.searchParams.get('X-Amz-Expires')).toBe(String(COURSE_FILE_URL_TTL_SECONDS));
    expect(fileUrl.searchParams.get('response-content-disposition')).toContain(
      encodeURIComponent('Lucrul la înălțime.pdf'),
    );
  });

  it('never shows an employee or an admin the quiz: they get their questions from an attempt', async () => {
    const { owner, company, admin, employee } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });

    for (const trainee of [employee, admin]) {
      const answer = await api.get<CourseDetail>(`/api/courses/${course.id}/`, await tokenFor(trainee));

      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ has_quiz: true, quiz: null });
      expect(JSON.stringify(answer.body)).not.toContain('is_correct');
      expect(JSON.stringify(answer.body)).not.toContain('correct_answer');
    }
  });

  it('answers 404, with no PDF link, to an employee the course is not assigned to', async () => {
    const { owner, company, employee } = await buildTenant();
    const colleague = await buildUser({ role: 'employee', firmId: employee.firm_id!, companyId: company.id });
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id, userId: colleague.id });

    const answer = await api.get(`/api/courses/${course.id}/`, await tokenFor(employee));

    expect(answer.status).toBe(404);
    expect(JSON.stringify(answer.body)).not.toContain('X-Amz');
  });

  it("answers 404 to another firm's owner and to another company's admin", async () => {
    const { owner, company } = await buildTenant();
    const other = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });

    const asOwner = await api.get(`/api/courses/${course.id}/`, await tokenFor(other.owner));
    const asAdmin = await api.get(`/api/courses/${course.id}/`, await tokenFor(other.admin));

    expect([asOwner.status, asAdmin.status]).toEqual([404, 404]);
  });

  it('answers 404 for an id that does not exist and 400 for one that is not an id', async () => {
    const { owner } = await buildTenant();
    const token = await tokenFor(owner);

    const missing = await api.get('/api/courses/01JZZZZZZZZZZZZZZZZZZZZZZZ/', token);
    const malformed = await api.get('/api/courses/12/', token);

    expect([missing.status, malformed.status]).toEqual([404, 400]);
  });
});

describe('DELETE /api/courses/{id}/', () => {
  it('deletes the course, its quiz, its assignments and its PDF', async () => {
    const { owner, firm, company, employee } = await buildTenant();
    const course = await buildCourse(owner);
    // The person first: once the company has it unfinished, the person alone would be refused.
    await assign(owner, course.id, { companyId: company.id, userId: employee.id });
    await assign(owner, course.id, { companyId: company.id });

    const answer = await api.del(`/api/courses/${course.id}/`, await tokenFor(owner));

    expect(answer).toMatchObject({ status: 200, body: { detail: texts.courseList.deleted } });
    expect(await getCourseWithQuiz(course.id)).toBeNull();
    expect(await listStoredKeys(objectKeys.courseFile(firm.id, course.id))).toEqual([]);
    const list = await api.get('/api/courses/', await tokenFor(employee));
    expect(list.body).toEqual([]);
  });

  it("refuses another firm's owner (404), admins and employees (403), and keeps the course", async () => {
    const { owner, firm, admin, employee } = await buildTenant();
    const other = await buildTenant();
    const course = await buildCourse(owner);

    const asOtherOwner = await api.del(`/api/courses/${course.id}/`, await tokenFor(other.owner));
    const asAdmin = await api.del(`/api/courses/${course.id}/`, await tokenFor(admin));
    const asEmployee = await api.del(`/api/courses/${course.id}/`, await tokenFor(employee));
    const anonymous = await api.del(`/api/courses/${course.id}/`);

    expect([asOtherOwner.status, asAdmin.status, asEmployee.status, anonymous.status]).toEqual([
      404, 403, 403, 401,
    ]);
    expect(await getCourseWithQuiz(course.id)).not.toBeNull();
    expect(await listStoredKeys(objectKeys.courseFile(firm.id, course.id))).toHaveLength(1);
  });
});
