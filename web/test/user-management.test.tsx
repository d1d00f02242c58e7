import { texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildId, buildPerson, signIn } from './support/builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

const company = buildCompany();

/** A label exactly, with or without Mantine's required asterisk. */
function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

function openUserManagement(createAnswer: { status?: number; body?: unknown }) {
  signIn({ role: 'owner' });
  const api = fakeApi({
    'GET /api/companies/': { body: [company] },
    'POST /api/users/create/': createAnswer,
  });
  return { api, ...renderApp('/user-management') };
}

type User = ReturnType<typeof renderApp>['user'];

/** Fills the required fields of the add-user form, once its companies are listed. */
async function fillRequiredFields(user: User) {
  await screen.findAllByRole('option', { name: company.name });
  await user.type(screen.getByLabelText(label(texts.people.username)), 'ana.tudor');
  await user.type(screen.getByLabelText(label(texts.people.email)), 'ana.tudor@example.ro');
  await user.type(screen.getByLabelText(label(texts.people.firstName)), 'Ana');
  await user.type(screen.getByLabelText(label(texts.people.lastName)), 'Tudor');
  await user.selectOptions(screen.getByLabelText(label(texts.people.company)), company.id);
}

/** Fills only the required fields of the add-user form and saves it. */
async function submitRequiredFields(user: User) {
  await fillRequiredFields(user);
  await user.click(screen.getByRole('button', { name: texts.people.save }));
}

const createdUser = {
  ...buildPerson({
    email: 'ana.tudor@example.ro',
    birth_place: 'Târgu Mureș',
    workplace: 'Atelierul de întreținere',
    qualification: 'Lăcătuș mecanic',
    role: 'admin',
    company: company.id,
  }),
  temporary_password: 'Kp3sWq9ZtR4mX7',
  new_hire_courses_left_out: [],
  new_hire_courses_notice: null,
};

describe('the add-user form of /user-management', () => {
  it('says under every missing required field that it is required, and sends nothing', async () => {
    const { api, user } = openUserManagement({ status: 201, body: createdUser });

    await user.click(await screen.findByRole('button', { name: texts.people.save }));

    // Username, first and last name, company: the e-mail is optional (a worker may have none).
    expect(await screen.findAllByText(texts.people.allRequired)).toHaveLength(4);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.callsTo('POST /api/users/create/')).toHaveLength(0);
  });

  it('sends the fields and shows the temporary password once, with a copy button', async () => {
    const { api, user, router } = openUserManagement({ status: 201, body: createdUser });

    await fillRequiredFields(user);
    await user.type(screen.getByLabelText(label(texts.people.birthPlace)), 'Târgu Mureș');
    await user.type(screen.getByLabelText(label(texts.people.workplace)), 'Atelierul de întreținere');
    await user.type(screen.getByLabelText(label(texts.people.qualification)), 'Lăcătuș mecanic');
    await user.selectOptions(screen.getByLabelText(label(texts.people.role)), 'admin');
    await user.click(screen.getByRole('button', { name: texts.people.save }));

    expect(await screen.findByText(createdUser.temporary_password)).toBeTruthy();
    expect(screen.getByRole('button', { name: texts.people.copy })).toBeTruthy();
    expect(api.callsTo('POST /api/users/create/')[0]?.body).toMatchObject({
      username: 'ana.tudor',
      email: 'ana.tudor@example.ro',
      birth_place: 'Târgu Mureș',
      workplace: 'Atelierul de întreținere',
      qualification: 'Lăcătuș mecanic',
      role: 'admin',
      company: company.id,
    });
    await user.click(screen.getByRole('button', { name: texts.people.continueToDashboard }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard-owner'));
  });

  it('shows, with the temporary password, which named courses the person did not get, with the way to the settings', async () => {
    const notice = texts.workerTraining.newHireCoursesLeftOut(
      texts.workerTraining.leftOutCourseWithoutQuiz('Instruire la locul de muncă SSM', 'Lucrul la înălțime'),
    );
    const { user, router } = openUserManagement({
      status: 201,
      body: {
        ...createdUser,
        new_hire_courses_left_out: [
          {
            course_id: buildId(),
            category: 'SSM',
            subcategory: 'loc_munca',
            title: 'Lucrul la înălțime',
            reason: 'no_quiz',
          },
        ],
        new_hire_courses_notice: notice,
      },
    });

    await submitRequiredFields(user);

    const shown = await screen.findByText(notice);
    expect(shown.closest('[role="status"]')?.textContent).toContain(
      texts.workerTraining.newHireCoursesLeftOutTitle,
    );
    expect(screen.getByText(createdUser.temporary_password)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: texts.workerTraining.openCompanySettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companii/${company.id}`));
  });

  it('shows no course notice when the person got every named course', async () => {
    const { user } = openUserManagement({
      status: 201,
      body: createdUser,
    });

    await submitRequiredFields(user);

    expect(await screen.findByText(createdUser.temporary_password)).toBeTruthy();
    expect(screen.queryByText(texts.workerTraining.newHireCoursesLeftOutTitle)).toBeNull();
  });

  it("shows the server's message under the field once, with no banner or notification repeating it", async () => {
    const { user } = openUserManagement({
      status: 409,
      body: { detail: texts.people.usernameTaken, errors: { username: [texts.people.usernameTaken] } },
    });

    await submitRequiredFields(user);

    expect(await screen.findAllByText(texts.people.usernameTaken)).toHaveLength(1);
    expect(screen.queryByText(texts.people.addFailure)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
