import { ASSIGN_GROUP_MAX, texts } from '@ssm/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCompany, buildId, signIn } from './support/builders';
import { buildCourse } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { descriptionOf, startingWith } from './support/queries';
import { renderApp } from './support/render-app';

function buildUser(username: string) {
  const [first_name = '', last_name = ''] = username.split('.');
  return { id: buildId(), username, first_name, last_name };
}

const brasov = buildCompany({ name: 'Construcții Brașov SRL' });
const iasi = buildCompany({ name: 'Panificația Moldovei SA' });
const brasovUsers = [buildUser('ion.georgescu'), buildUser('vasile.stan'), buildUser('ana.tudor')];
const iasiUsers = [buildUser('elena.rusu')];

function openAssign({
  courses = [buildCourse(), buildCourse({ title: 'Instruire PSI' })],
  assignStatus = 201,
  people = brasovUsers,
  answer = {} as Record<string, unknown>,
  refusal = {
    detail: texts.courseAssign.userNotInCompany,
    errors: { user_id: [texts.courseAssign.userNotInCompany] },
  } as { detail: string; errors?: Record<string, string[]> },
  /** Which requests are refused: by default all of them when `assignStatus` is an error. */
  isRefused = (_body: Record<string, unknown>) => assignStatus >= 300,
} = {}) {
  signIn({ role: 'owner' });
  const course = courses[0] ?? buildCourse();
  const api = fakeApi({
    'GET /api/companies/': { body: [brasov, iasi] },
    'GET /api/courses/': { body: courses },
    [`GET /api/get-company-users/${brasov.id}/`]: { body: people },
    [`GET /api/get-company-users/${iasi.id}/`]: { body: iasiUsers },
    [`POST /api/courses/${course.id}/assign/`]: (call) =>
      isRefused(call.body as Record<string, unknown>)
        ? { status: assignStatus, body: refusal }
        : {
            status: 201,
            body: {
              course: course.id,
              company_id: brasov.id,
              user_id: null,
              assigned_at: '2026-02-10T09:30:00.000Z',
              assigned: [],
              skipped: [],
              ...answer,
            },
          },
  });
  return { api, course, ...renderApp(`/assign-course/${course.id}`) };
}

const field = {
  company: () => screen.getByLabelText(startingWith(texts.courseAssign.company)) as HTMLSelectElement,
  search: () => screen.getByLabelText(texts.courseAssign.searchUser) as HTMLInputElement,
  user: () => screen.getByLabelText(texts.courseAssign.user) as HTMLSelectElement,
  allUsers: () => screen.getByRole('checkbox', { name: texts.courseAssign.allUsers }) as HTMLInputElement,
  course: () => screen.getByLabelText(startingWith(texts.courseAssign.course)) as HTMLSelectElement,
};

function optionTexts(select: HTMLSelectElement): string[] {
  return Array.from(select.options, (option) => option.text);
}

async function waitForLists() {
  await waitFor(() => expect(field.company().options.length).toBe(3));
  await waitFor(() => expect(field.course().options.length).toBeGreaterThan(1));
}

/** Assigns the course to all of Brașov's people and returns the question its open round raises. */
async function assignWholeCompanyOverItsRound(user: ReturnType<typeof openAssign>['user']) {
  await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
  await waitForLists();
  await user.selectOptions(field.company(), brasov.id);
  await user.click(field.allUsers());
  await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));
  return screen.findByRole('dialog', { name: texts.courseAssign.restartRoundTitle });
}

describe('assign course page', () => {
  it('preselects the course from the address', async () => {
    const { course } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();

    expect(field.course().value).toBe(course.id);
    expect(optionTexts(field.company())).toEqual([texts.courseAssign.chooseCompany, brasov.name, iasi.name]);
  });

  it('asks for a company, a course and a user or all users, and sends nothing without them', async () => {
    const { api, user } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.course(), '');

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    expect(screen.getByText(texts.courseAssign.companyRequired)).toBeTruthy();
    expect(screen.getByText(texts.courseAssign.courseRequired)).toBeTruthy();
    expect(screen.getByText(texts.courseAssign.userRequired)).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("loads the company's users and finds them by username", async () => {
    const { user } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();

    await user.selectOptions(field.company(), brasov.id);
    await waitFor(() => expect(field.user().options.length).toBe(4));
    await user.type(field.search(), 'STAN');

    expect(optionTexts(field.user())).toEqual([texts.courseAssign.chooseUser, 'vasile.stan (vasile stan)']);
    await user.clear(field.search());
    await user.type(field.search(), 'nimeni');
    expect(optionTexts(field.user())).toEqual([texts.courseAssign.noUsers]);
  });

  it('disables the user choice when assigning to all users', async () => {
    const { user } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();

    await user.click(field.allUsers());

    expect(field.user().disabled).toBe(true);
    await user.click(field.allUsers());
    expect(field.user().disabled).toBe(false);
  });

  it('resets the user and the all-users choice and reloads the users when the company changes', async () => {
    const { api, user } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await waitFor(() => expect(field.user().options.length).toBe(4));
    await user.selectOptions(field.user(), brasovUsers[1]?.id ?? '');
    await user.click(field.allUsers());

    await user.selectOptions(field.company(), iasi.id);

    expect(field.allUsers().checked).toBe(false);
    expect(field.user().disabled).toBe(false);
    await waitFor(() => expect(optionTexts(field.user())).toContain('elena.rusu (elena rusu)'));
    expect(field.user().value).toBe('');
    await user.selectOptions(field.company(), brasov.id);
    await waitFor(() => expect(api.callsTo(`GET /api/get-company-users/${brasov.id}/`)).toHaveLength(2));
    expect(field.user().value).toBe('');
  });

  it('assigns to all users of the company and goes to the owner dashboard', async () => {
    const { api, user, router, course } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await user.click(field.allUsers());

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-owner'));
    expect(await screen.findByText(texts.courseAssign.assigned)).toBeTruthy();
    expect(api.callsTo(`POST /api/courses/${course.id}/assign/`)[0]?.body).toEqual({
      company_id: brasov.id,
      user_id: null,
    });
  });

  it('assigns to one user', async () => {
    const { api, user, course } = openAssign();
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await waitFor(() => expect(field.user().options.length).toBe(4));
    await user.selectOptions(field.user(), brasovUsers[0]?.id ?? '');

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    await waitFor(() =>
      expect(api.callsTo(`POST /api/courses/${course.id}/assign/`)[0]?.body).toEqual({
        company_id: brasov.id,
        user_id: brasovUsers[0]?.id,
      }),
    );
  });

  it('assigns to the people ticked, found by name, and says who was skipped and why', async () => {
    const { api, user, course, router } = openAssign({
      answer: {
        assigned: [{ id: brasovUsers[0]?.id, name: 'georgescu ion' }],
        skipped: [{ id: brasovUsers[2]?.id, name: 'tudor ana' }],
      },
    });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    const people = await screen.findByRole('group', { name: texts.courseAssign.choosePeople });
    await within(people).findByRole('checkbox', { name: 'georgescu ion (ion.georgescu)' });

    await user.type(within(people).getByLabelText(texts.courseAssign.searchPeople), 'o');
    expect(within(people).queryByRole('checkbox', { name: /vasile/ })).toBeNull();
    await user.click(within(people).getByRole('checkbox', { name: texts.courseAssign.selectAll }));
    expect(field.user().disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    expect(await screen.findByText(texts.courseAssign.groupAssigned(1, 'tudor ana'))).toBeTruthy();
    expect(api.callsTo(`POST /api/courses/${course.id}/assign/`)[0]?.body).toEqual({
      company_id: brasov.id,
      user_ids: [brasovUsers[0]?.id, brasovUsers[2]?.id],
    });
    expect(router.state.location.pathname).toMatch(/^\/assign-course\//);
  });

  it(`sends a group larger than ${ASSIGN_GROUP_MAX} in batches the server takes whole`, async () => {
    const many = Array.from({ length: ASSIGN_GROUP_MAX + 2 }, (_, index) => buildUser(`om.${index}`));
    const { api, user, course } = openAssign({ people: many });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    const people = await screen.findByRole('group', { name: texts.courseAssign.choosePeople });
    await within(people).findByRole('checkbox', { name: /om\.0\b/ });

    await user.click(within(people).getByRole('checkbox', { name: texts.courseAssign.selectAll }));
    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    await waitFor(() => expect(api.callsTo(`POST /api/courses/${course.id}/assign/`)).toHaveLength(2));
    const sent = api
      .callsTo(`POST /api/courses/${course.id}/assign/`)
      .map((call) => call.body as { user_ids: string[] });
    expect(sent.map((body) => body.user_ids.length)).toEqual([ASSIGN_GROUP_MAX, 2]);
  });

  it("shows the server's refusal of a person who has not finished the course under the person", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail = texts.courseAssign.alreadyAssigned('georgescu ion');
    const { user } = openAssign({ assignStatus: 409, refusal: { detail } });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await waitFor(() => expect(field.user().options.length).toBe(4));
    await user.selectOptions(field.user(), brasovUsers[0]?.id ?? '');

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    expect(await screen.findByText(detail)).toBeTruthy();
    expect(field.user().getAttribute('aria-invalid')).toBe('true');
    expect(field.course().getAttribute('aria-invalid')).not.toBe('true');
  });

  it("asks before restarting the whole company's open round and, confirmed, sends it again with the restart", async () => {
    const question = texts.courseAssign.companyRoundOpen(brasov.name, 2);
    const { api, user, router, course } = openAssign({
      assignStatus: 409,
      refusal: { detail: question, errors: { restart_open_round: [question] } },
      isRefused: (body) => body.restart_open_round !== true,
    });
    const dialog = await assignWholeCompanyOverItsRound(user);
    expect(within(dialog).getByText(question)).toBeTruthy();
    expect(router.state.location.pathname).toMatch(/^\/assign-course\//);
    await user.click(within(dialog).getByRole('button', { name: texts.courseAssign.restartRound }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-owner'));
    expect(api.callsTo(`POST /api/courses/${course.id}/assign/`).map((call) => call.body)).toEqual([
      { company_id: brasov.id, user_id: null },
      { company_id: brasov.id, user_id: null, restart_open_round: true },
    ]);
  });

  it('leaves the open round as it is when the question is cancelled', async () => {
    const question = texts.courseAssign.companyRoundOpen(brasov.name, 1);
    const { api, user, router, course } = openAssign({
      assignStatus: 409,
      refusal: { detail: question, errors: { restart_open_round: [question] } },
    });
    const dialog = await assignWholeCompanyOverItsRound(user);
    await user.click(within(dialog).getByRole('button', { name: texts.common.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo(`POST /api/courses/${course.id}/assign/`)).toHaveLength(1);
    expect(field.allUsers().getAttribute('aria-invalid')).not.toBe('true');
    expect(router.state.location.pathname).toMatch(/^\/assign-course\//);
  });

  it('shows a whole-company assignment made meanwhile under the all-users choice', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const detail = texts.courseAssign.companyAssignedMeanwhile;
    const { user, router } = openAssign({ assignStatus: 409, refusal: { detail } });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await user.click(field.allUsers());

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    expect(await screen.findAllByText(detail)).toHaveLength(1);
    expect(descriptionOf(field.allUsers())).toBe(detail);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toMatch(/^\/assign-course\//);
  });

  it("shows the server's reason once, under the field it names", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, router } = openAssign({ assignStatus: 400 });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await user.click(field.allUsers());

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    expect(await screen.findAllByText(texts.courseAssign.userNotInCompany)).toHaveLength(1);
    expect(screen.queryByText(texts.courseAssign.failed)).toBeNull();
    expect(router.state.location.pathname).toMatch(/^\/assign-course\//);
  });

  it('says when there is no company, user or course to choose', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    signIn({ role: 'owner' });
    fakeApi({ 'GET /api/courses/': { body: [] }, 'GET /api/companies/': { status: 500 } });

    renderApp(`/assign-course/${buildId()}`);

    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitFor(() => expect(optionTexts(field.company())).toEqual([texts.courseAssign.noCompanies]), {
      timeout: 5000,
    });
    expect(optionTexts(field.user())).toEqual([texts.courseAssign.noUsers]);
    expect(optionTexts(field.course())).toEqual([texts.courseAssign.noCourses]);
    expect(logged).toHaveBeenCalledWith('Loading the companies failed', expect.anything());
  });

  it('says why a course without a quiz cannot be assigned, marks it in the list and does not send it', async () => {
    const withoutQuiz = buildCourse({ title: 'Instruire la înălțime', has_quiz: false });
    const { api, user } = openAssign({ courses: [withoutQuiz, buildCourse({ title: 'Instruire PSI' })] });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();

    expect(optionTexts(field.course())).toContain(`Instruire la înălțime (${texts.courseEdit.noQuizBadge})`);
    expect(screen.getByText(texts.courseAssign.noQuiz)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.courseAssign.submit })).toHaveProperty('disabled', true);
    await user.selectOptions(field.course(), screen.getByRole('option', { name: 'Instruire PSI' }));
    expect(screen.queryByText(texts.courseAssign.noQuiz)).toBeNull();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("shows the server's refusal of a course that lost its quiz under the course", async () => {
    const { user } = openAssign({ assignStatus: 409, refusal: { detail: texts.courseAssign.noQuiz } });
    await screen.findByRole('heading', { name: texts.courses.assignTitle, level: 1 });
    await waitForLists();
    await user.selectOptions(field.company(), brasov.id);
    await user.click(field.allUsers());

    await user.click(screen.getByRole('button', { name: texts.courseAssign.submit }));

    expect(await screen.findByText(texts.courseAssign.noQuiz)).toBeTruthy();
    expect(field.course().getAttribute('aria-invalid')).toBe('true');
  });
});
