import { texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildId, signIn } from './support/builders';
import { fakeApi, type RecordedCall } from './support/fake-api';
import { renderApp } from './support/render-app';

const company = {
  id: buildId(),
  name: 'Construcții Someș SRL',
  registration_number: 'J12/345/2019',
  address: 'Str. Fabricii nr. 9, Cluj-Napoca',
  training_frequency_months: 6,
  record_count: 0,
  signed_record_count: 0,
};

/** The choices the page sent, as the server reads them from the form. */
function sentColumns(call: RecordedCall): Record<string, string> {
  return JSON.parse(String((call.body as FormData).get('columns')));
}

/** A preview that, like the server, lists the unknown column with the choice it was sent. */
function previewAnswer(call: RecordedCall) {
  return {
    body: {
      rows: [
        {
          row: 2,
          username: 'ana.pop',
          first_name: 'Ana',
          last_name: 'Pop',
          email: 'ana.pop@example.ro',
          role: 'employee',
          status: 'new',
          errors: {},
        },
      ],
      summary: { new: 1, existing: 0, invalid: 0 },
      encoding: 'windows-1250',
      unknown_columns: [{ column: 5, header: 'Observații', choice: sentColumns(call).Observații ?? null }],
    },
  };
}

/** Opens the import page and chooses the company and a CSV with the header given. */
async function openImportWith(header: string) {
  const rendered = renderApp('/user-management/import');
  const { user } = rendered;
  await screen.findByRole('option', { name: company.name });
  await user.selectOptions(screen.getByLabelText(new RegExp(`^${texts.people.company}( \\*)?$`)), company.id);
  await user.upload(
    document.querySelector('input[type="file"]') as HTMLInputElement,
    new File([`${header}\r\n`], 'angajati.csv', { type: 'text/csv' }),
  );
  return rendered;
}

describe('the user import of /user-management/import', () => {
  it('says how the file was read and imports only once the unknown column is ignored and previewed', async () => {
    signIn({ role: 'owner' });
    const api = fakeApi({
      'GET /api/companies/': { body: [company] },
      'POST /api/users/import/preview/': previewAnswer,
      'POST /api/users/import/': {
        status: 201,
        body: { created: [], existing: [], invalid: [], credentials_csv: '\uFEFF' },
      },
    });
    const { user } = await openImportWith('Nume utilizator;Prenume;Nume;Email;Observații');

    await user.click(screen.getByRole('button', { name: texts.userImport.preview }));
    await screen.findByText(texts.importFile.encodingRead(texts.importFile.encodings['windows-1250']));
    const importButton = screen.getByRole('button', { name: texts.userImport.import });
    expect(importButton).toHaveProperty('disabled', true);

    await user.selectOptions(
      screen.getByLabelText(texts.importFile.columnChoice('Observații')),
      texts.importFile.ignoreColumn,
    );
    expect(importButton).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: texts.userImport.preview }));
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    await user.click(importButton);

    await waitFor(() => expect(api.callsTo('POST /api/users/import/')).toHaveLength(1));
    const [importCall] = api.callsTo('POST /api/users/import/');
    expect(sentColumns(importCall as RecordedCall)).toEqual({ Observații: 'ignore' });
    expect(sentColumns(api.callsTo('POST /api/users/import/preview/')[0] as RecordedCall)).toEqual({});
  });

  it('shows the notice of the named courses the imported people did not get, with the way to the settings', async () => {
    signIn({ role: 'owner' });
    const notice = texts.workerTraining.importCoursesLeftOut(
      texts.workerTraining.leftOutCoursePeople(
        texts.workerTraining.leftOutCourseDeleted('Instruire la locul de muncă SSM'),
        200,
      ),
    );
    fakeApi({
      'GET /api/companies/': { body: [company] },
      'POST /api/users/import/preview/': (call) => ({
        body: { ...previewAnswer(call).body, unknown_columns: [] },
      }),
      'POST /api/users/import/': {
        status: 201,
        body: {
          created: [],
          existing: [],
          invalid: [],
          credentials_csv: '\uFEFF',
          new_hire_courses_left_out: [
            {
              course_id: buildId(),
              category: 'SSM',
              subcategory: 'loc_munca',
              title: null,
              reason: 'deleted',
              people: 200,
            },
          ],
          new_hire_courses_notice: notice,
        },
      },
    });
    const { user, router } = await openImportWith('Nume utilizator;Prenume;Nume;Email');
    await user.click(screen.getByRole('button', { name: texts.userImport.preview }));
    const importButton = screen.getByRole('button', { name: texts.userImport.import });
    await waitFor(() => expect(importButton).toHaveProperty('disabled', false));
    await user.click(importButton);

    const shown = await screen.findByText(notice);
    expect(shown.closest('[role="status"]')?.textContent).toContain(
      texts.workerTraining.newHireCoursesLeftOutTitle,
    );
    await user.click(screen.getByRole('link', { name: texts.workerTraining.openCompanySettings }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/companii/${company.id}`));
  });
});
