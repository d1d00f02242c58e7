import { TEXT_LIMITS, texts } from '@ssm/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildCurrentUser, buildFirm, signIn } from './support/builders';
import { buildCourseDetail, buildQuiz } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { pasteInto } from './support/paste';
import { descriptionOf, labelled, startingWith } from './support/queries';
import { renderApp } from './support/render-app';

/*
 * Every form's text fields count towards the server's own limit, refuse a longer text with the
 * server's message, show one message per failure and drop it once the user edits what it is about.
 */

type User = ReturnType<typeof renderApp>['user'];

/** Every alert on the page: the forms' banners and the notifications alike. */
function alertTexts(): string[] {
  return screen.queryAllByRole('alert').map((alert) => alert.textContent ?? '');
}

function openAddPerson(createAnswer: { status?: number; body?: unknown }) {
  signIn({ role: 'owner' });
  const company = buildCompany();
  const api = fakeApi({
    'GET /api/companies/': { body: [company] },
    'POST /api/users/create/': createAnswer,
  });
  return { api, company, ...renderApp('/user-management') };
}

/** The company select is filled in: the page's code and its list can take seconds on a busy machine. */
async function companiesListed(name: string) {
  await screen.findAllByRole('option', { name }, { timeout: 30_000 });
}

async function fillPerson(user: User, companyId: string) {
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.username)), 'ana.tudor');
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.email)), 'ana.tudor@example.ro');
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.firstName)), 'Ana');
  await pasteInto(user, screen.getByLabelText(labelled(texts.people.lastName)), 'Tudor');
  await user.selectOptions(screen.getByLabelText(labelled(texts.people.company)), companyId);
}

describe('the add-person form', { timeout: 60_000 }, () => {
  it('shows the counter and the limit once a text nears it, and refuses a longer one with one message', async () => {
    const { api, company, user } = openAddPerson({ status: 201, body: {} });
    await companiesListed(company.name);
    await fillPerson(user, company.id);
    const workplace = screen.getByLabelText(labelled(texts.people.workplace));
    const limit = TEXT_LIMITS.personDetail;

    await pasteInto(user, workplace, 'ă'.repeat(limit / 2));
    expect(descriptionOf(workplace)).not.toContain('/');
    await pasteInto(user, workplace, 'ă'.repeat(limit - 10));
    expect(descriptionOf(workplace)).toContain(texts.common.characterCount(limit - 10, limit));

    await pasteInto(user, workplace, 'ș'.repeat(limit + 5));
    expect((workplace as HTMLInputElement).value).toHaveLength(limit + 5);
    expect(descriptionOf(workplace)).toContain(texts.common.characterCount(limit + 5, limit));
    await user.click(screen.getByRole('button', { name: texts.people.save }));

    const tooLong = texts.api.textTooLong(limit, limit + 5);
    expect(await screen.findAllByText(tooLong)).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo('POST /api/users/create/')).toHaveLength(0);

    await user.type(workplace, '{Backspace}');
    expect(screen.queryByText(tooLong)).toBeNull();
  });

  it("puts the server's field message under its field only, and drops it once the field is edited", async () => {
    const taken = 'Numele de utilizator există deja.';
    const { company, user } = openAddPerson({
      status: 400,
      body: { detail: texts.api.validationFailed, errors: { username: [taken] } },
    });
    await companiesListed(company.name);
    await fillPerson(user, company.id);

    await user.click(screen.getByRole('button', { name: texts.people.save }));

    expect(await screen.findAllByText(taken)).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
    expect(screen.queryByText(texts.people.addFailure)).toBeNull();

    await user.type(screen.getByLabelText(labelled(texts.people.username)), 'x');
    expect(screen.queryByText(taken)).toBeNull();
  });

  it('shows a failure that names no field once, in the form, until the form is edited', async () => {
    const { company, user } = openAddPerson({ status: 500 });
    await companiesListed(company.name);
    await fillPerson(user, company.id);

    await user.click(screen.getByRole('button', { name: texts.people.save }));

    await waitFor(() => expect(alertTexts()).toEqual([texts.people.addFailure]));

    await user.type(screen.getByLabelText(labelled(texts.people.address)), 'S');
    expect(alertTexts()).toEqual([]);
  });

  it('says under each missing field that it is required, with no banner repeating it', async () => {
    const { api, company, user } = openAddPerson({ status: 201, body: {} });
    await companiesListed(company.name);

    await user.click(screen.getByRole('button', { name: texts.people.save }));

    // Last and first name, username and company: the e-mail is optional (a worker may have none).
    expect(await screen.findAllByText(texts.people.allRequired)).toHaveLength(4);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo('POST /api/users/create/')).toHaveLength(0);
  });
});

function openAddCompany(createAnswer: { status?: number; body?: unknown }) {
  signIn({ role: 'owner' });
  const api = fakeApi({
    'GET /api/courses/': { body: [] },
    'POST /api/companies/': createAnswer,
  });
  return { api, ...renderApp('/add-course') };
}

async function openCompanyModal(user: User) {
  await user.click(await screen.findByRole('button', { name: texts.companies.add }));
  return screen.findByRole('dialog', { name: texts.companies.add });
}

describe('the add-company modal', () => {
  it('counts the name towards its limit and refuses a longer one with one message', async () => {
    const { api, user } = openAddCompany({ status: 201, body: {} });
    const dialog = await openCompanyModal(user);
    const name = within(dialog).getByLabelText(startingWith(texts.companies.name));
    const limit = TEXT_LIMITS.name;

    await pasteInto(user, name, 'Î'.repeat(limit + 1));
    expect(descriptionOf(name)).toContain(texts.common.characterCount(limit + 1, limit));
    await pasteInto(
      user,
      within(dialog).getByLabelText(startingWith(texts.companies.registrationNumber)),
      'J12/345/2019',
    );
    await pasteInto(
      user,
      within(dialog).getByLabelText(startingWith(texts.companies.address)),
      'Str. Fabricii 9',
    );
    await user.click(within(dialog).getByRole('button', { name: texts.companies.add }));

    expect(await within(dialog).findAllByText(texts.api.textTooLong(limit, limit + 1))).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo('POST /api/companies/')).toHaveLength(0);
  });

  it('shows a refused company once, in the modal, and not again when the modal is reopened', async () => {
    const duplicate = 'Există deja o companie cu acest număr de înregistrare.';
    const { user } = openAddCompany({ status: 409, body: { detail: duplicate } });
    let dialog = await openCompanyModal(user);
    await pasteInto(user, within(dialog).getByLabelText(startingWith(texts.companies.name)), 'Someș SRL');
    await pasteInto(
      user,
      within(dialog).getByLabelText(startingWith(texts.companies.registrationNumber)),
      'J12/345/2019',
    );
    await pasteInto(
      user,
      within(dialog).getByLabelText(startingWith(texts.companies.address)),
      'Str. Fabricii 9',
    );

    await user.click(within(dialog).getByRole('button', { name: texts.companies.add }));

    await waitFor(() => expect(alertTexts()).toEqual([duplicate]));
    expect(within(dialog).getByRole('alert').textContent).toBe(duplicate);

    await user.click(within(dialog).getByRole('button', { name: texts.common.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await openCompanyModal(user);
    expect(alertTexts()).toEqual([]);
    expect(within(dialog).queryByText(duplicate)).toBeNull();
  });
});

function openProfile(changePassword: { status?: number; body?: unknown }) {
  signIn({ role: 'employee' });
  fakeApi({
    'GET /api/users/me/': { body: buildCurrentUser() },
    'GET /api/user-progress/': { body: [] },
    'GET /api/passkeys/': { body: { items: [], registration_open: true } },
    'POST /api/change-password/': changePassword,
  });
  return renderApp('/profile');
}

describe('the change-password form', () => {
  it('counts the old password towards its limit and refuses a longer one with one message', async () => {
    const { user } = openProfile({ body: { detail: 'ok', access: 'fresh.token.value' } });
    const oldPassword = await screen.findByLabelText(startingWith(texts.profile.oldPassword));
    const limit = TEXT_LIMITS.password;

    await pasteInto(user, oldPassword, 'p'.repeat(limit + 2));
    expect(descriptionOf(oldPassword)).toContain(texts.common.characterCount(limit + 2, limit));
    await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));

    const tooLong = texts.api.textTooLong(limit, limit + 2);
    expect(await screen.findAllByText(tooLong)).toHaveLength(1);
    expect(alertTexts()).toEqual([]);

    await user.type(oldPassword, '{Backspace}');
    expect(screen.queryByText(tooLong)).toBeNull();
  });

  it("shows the server's refusal of the old password once, under it, until it is retyped", async () => {
    const { user } = openProfile({
      status: 400,
      body: { detail: texts.api.wrongOldPassword, errors: { old_password: [texts.api.wrongOldPassword] } },
    });
    const oldPassword = await screen.findByLabelText(startingWith(texts.profile.oldPassword));
    await pasteInto(user, oldPassword, 'Gresita2025');
    await pasteInto(user, screen.getByLabelText(startingWith(texts.profile.newPassword)), 'Noua2026x');
    await pasteInto(user, screen.getByLabelText(startingWith(texts.profile.confirmPassword)), 'Noua2026x');

    await user.click(screen.getByRole('button', { name: texts.profile.changePasswordSubmit }));

    expect(await screen.findAllByText(texts.api.wrongOldPassword)).toHaveLength(1);
    expect(alertTexts()).toEqual([]);

    await user.type(oldPassword, '1');
    expect(screen.queryByText(texts.api.wrongOldPassword)).toBeNull();
  });
});

describe('the password reset request', () => {
  it('counts the company name towards its limit and refuses a longer one with one message', async () => {
    const api = fakeApi({
      'POST /api/request-password-reset': { body: { detail: texts.passwordReset.requested } },
    });
    const { user } = renderApp('/reset-password');
    const companyName = await screen.findByLabelText(labelled(texts.passwordReset.companyName), undefined, {
      timeout: 30_000,
    });
    const limit = TEXT_LIMITS.name;

    await pasteInto(user, screen.getByLabelText(labelled(texts.passwordReset.email)), 'ana.tudor@example.ro');
    await pasteInto(user, companyName, 'Ș'.repeat(limit + 3));
    expect(descriptionOf(companyName)).toContain(texts.common.characterCount(limit + 3, limit));
    await user.click(screen.getByRole('button', { name: texts.passwordReset.submit }));

    expect(await screen.findAllByText(texts.api.textTooLong(limit, limit + 3))).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo('POST /api/request-password-reset')).toHaveLength(0);
  });
});

describe('the course form', () => {
  it("says the description's limit before anything is typed, counts both texts near their limits and refuses longer ones with one message each", async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({ 'GET /api/courses/': { body: [] } });
    const { user } = renderApp('/add-course');
    const description = await screen.findByLabelText(startingWith(texts.courseForm.description));
    const title = screen.getByLabelText(startingWith(texts.courseForm.title));
    const limit = TEXT_LIMITS.courseDescription;
    const titleLimit = TEXT_LIMITS.courseTitle;

    expect(descriptionOf(description)).toBe(texts.common.characterLimit(limit));
    // A single line's limit is far beyond what a title needs: said only near it.
    expect(descriptionOf(title)).toBe('');
    await pasteInto(user, description, 'ă'.repeat(limit - 100));
    expect(descriptionOf(description)).toBe(texts.common.characterCount(limit - 100, limit));
    await pasteInto(user, description, 'ș'.repeat(limit + 1));
    await pasteInto(user, title, 'Î'.repeat(titleLimit + 2));
    expect(descriptionOf(title)).toBe(texts.common.characterCount(titleLimit + 2, titleLimit));
    await user.click(screen.getByRole('button', { name: texts.courseForm.submit }));

    expect(await screen.findAllByText(texts.api.textTooLong(limit, limit + 1))).toHaveLength(1);
    expect(screen.getAllByText(texts.api.textTooLong(titleLimit, titleLimit + 2))).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo('POST /api/courses/upload-url/')).toHaveLength(0);
  });
});

describe('the quiz form', () => {
  it("says each question's limit before anything is typed, counts an answer near its limit and refuses a longer one with one message", async () => {
    signIn({ role: 'owner' });
    const course = buildCourseDetail({ file: '', quiz: buildQuiz({ withCorrect: true }) });
    const api = fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      [`GET /api/courses/${course.id}/quiz-attempts/`]: { body: [] },
      [`GET /api/courses/${course.id}/assignments/`]: { body: [] },
      [`POST /api/courses/${course.id}/quiz/`]: { body: buildQuiz({ withCorrect: true }) },
    });
    renderApp(`/courses/${course.id}`);
    fireEvent.click(await screen.findByRole('button', { name: texts.courseEdit.editQuiz }));
    // The quiz form loads when opened.
    const form = await screen.findByRole(
      'region',
      { name: texts.quizForm.forCourse(course.title) },
      { timeout: 10_000 },
    );
    const field = (path: string) => form.querySelector(`[data-path="${path}"]`) as HTMLElement;
    const answer = field('questions.0.answers.0');
    const limit = TEXT_LIMITS.quizAnswer;

    expect(descriptionOf(field('questions.0.question_text'))).toBe(
      texts.common.characterLimit(TEXT_LIMITS.quizQuestion),
    );
    expect(descriptionOf(answer)).toBe('');
    // fireEvent: typing into one field of the uncontrolled bank of 50 is slow in jsdom.
    fireEvent.change(answer, { target: { value: 'r'.repeat(limit - 50) } });
    expect(descriptionOf(answer)).toBe(texts.common.characterCount(limit - 50, limit));
    fireEvent.change(answer, { target: { value: 'r'.repeat(limit + 1) } });
    fireEvent.click(within(form).getByRole('button', { name: texts.quizForm.submit }));

    expect(await within(form).findAllByText(texts.api.textTooLong(limit, limit + 1))).toHaveLength(1);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo(`POST /api/courses/${course.id}/quiz/`)).toHaveLength(0);
  });
});

describe('the add-owner form', () => {
  function openAddOwner() {
    signIn({ role: 'superowner' });
    const firm = buildFirm();
    const api = fakeApi({ 'GET /api/ssm-firms/': { body: [firm] } });
    return { api, firm, ...renderApp('/dashboard-superowner') };
  }

  it("says the password rules before anything is typed, flags the new owner's own names and refuses them before sending", async () => {
    const { api, firm, user } = openAddOwner();
    const form = await screen.findByRole('region', { name: texts.owners.addTitle });
    const password = within(form).getByLabelText(labelled(texts.people.password));

    expect(descriptionOf(password)).toBe(texts.passwordStrength.rulesForAccountHolder);
    await waitFor(() => expect(within(form).getAllByRole('option', { name: firm.name })).toHaveLength(1));
    await user.selectOptions(within(form).getByLabelText(labelled(texts.owners.firm)), firm.id);
    await pasteInto(user, within(form).getByLabelText(labelled(texts.people.username)), 'andrei.owner');
    await pasteInto(user, within(form).getByLabelText(labelled(texts.people.email)), 'andrei@example.ro');
    await pasteInto(user, within(form).getByLabelText(labelled(texts.people.firstName)), 'Andrei');
    await pasteInto(user, within(form).getByLabelText(labelled(texts.people.lastName)), 'Georgescu');
    await pasteInto(user, password, 'Georgescu!Verde47');
    const problem = (content: string) => content.includes(texts.passwordStrength.problems.personal);
    expect(await within(form).findByText(problem)).toBeTruthy();

    await user.click(within(form).getByRole('button', { name: texts.owners.submit }));

    expect(await within(form).findByText(texts.passwordStrength.problems.personal)).toBeTruthy();
    expect(descriptionOf(password)).toContain(texts.passwordStrength.problems.personal);
    expect(alertTexts()).toEqual([]);
    expect(api.callsTo(`POST /api/ssm-firms/${firm.id}/add-owner/`)).toHaveLength(0);
  });
});
