import { texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCompany, buildId, buildPerson, signIn } from './support/builders';
import { fakeApi, type RecordedCall } from './support/fake-api';
import { renderApp } from './support/render-app';

const company = buildCompany();

/** The choices the page sent, as the server reads them from the form. */
function sentColumns(call: RecordedCall): Record<string, string> {
  return JSON.parse(String((call.body as FormData).get('columns')));
}

/** A valid new row of the file, as the preview lists it. */
const newRow = {
  row: 2,
  username: 'ana.pop',
  first_name: 'Ana',
  last_name: 'Pop',
  email: 'ana.pop@example.ro',
  role: 'employee',
  birth_date: '1985-04-03',
  hire_date: null,
  status: 'new',
  errors: {},
};

/** A preview that, like the server, lists the unknown column with the choice it was sent. */
function previewAnswer(call: RecordedCall) {
  return {
    body: {
      rows: [newRow],
      summary: { new: 1, existing: 0, invalid: 0 },
      encoding: 'windows-1250',
      header_row: 1,
      unknown_columns: [{ column: 5, header: 'Observații', choice: sentColumns(call).Observații ?? null }],
    },
  };
}

/** An import call's answer: the people it created, with their passwords file, and nothing else. */
function importAnswer(created: { id: string; username: string; email: string | null }[] = []) {
  return {
    created: created.map((person) => ({
      ...buildPerson({ ...person, first_name: 'Ana', last_name: 'Pop', company: company.id }),
      temporary_password: `parola-${person.username}`,
    })),
    existing: [],
    recovered: [] as string[],
    invalid: [],
    credentials_csv: `\uFEFFNume utilizator;Parolă\r\n${created.map((person) => `${person.username};parola-${person.username}\r\n`).join('')}`,
    invitations: created.filter((person) => person.email !== null).length,
    new_hire_courses_left_out: [],
    new_hire_courses_notice: null,
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
        body: importAnswer(),
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
          ...importAnswer(),
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

  it('shows the dates it read in words, so a day read as the month shows', async () => {
    signIn({ role: 'owner' });
    fakeApi({
      'GET /api/companies/': { body: [company] },
      'POST /api/users/import/preview/': previewAnswer,
    });
    const { user } = await openImportWith('Nume utilizator;Prenume;Nume;Email;Observații');
    await user.click(screen.getByRole('button', { name: texts.userImport.preview }));

    // In the dates column, and on a phone under the username.
    expect(await screen.findAllByText(`${texts.people.birthDate}: 3 aprilie 1985`)).toHaveLength(2);
    expect(screen.getByText(texts.importFile.datesReadHint)).toBeTruthy();
  });

  it('imports 300 new rows in batches, goes on from the one whose answer was lost, gets its passwords back and prints their access sheet', async () => {
    signIn({ role: 'owner' });
    const rows = Array.from({ length: 300 }, (_, index) => ({
      ...newRow,
      row: index + 3,
      username: `angajat.${index + 3}`,
      email: index % 2 === 0 ? `angajat.${index + 3}@example.ro` : '',
    }));
    // As the server: the second batch creates its people, but the gateway's timeout loses the answer.
    const createdBySession = new Map<string, Set<string>>();
    let secondBatchTimesOut = true;
    const api = fakeApi({
      'GET /api/companies/': { body: [company] },
      'POST /api/users/import/preview/': {
        body: {
          rows,
          summary: { new: 300, existing: 0, invalid: 0 },
          encoding: 'ods',
          header_row: 2,
          unknown_columns: [],
        },
      },
      'POST /api/users/import/': (call) => {
        const form = call.body as FormData;
        const [from, to] = [Number(form.get('from_row')), Number(form.get('to_row'))];
        const session = String(form.get('import_session'));
        const created = createdBySession.get(session) ?? new Set<string>();
        createdBySession.set(session, created);
        const batch = rows.filter((row) => row.row >= from && row.row <= to);
        const recovered = batch.filter((row) => created.has(row.username)).map((row) => row.username);
        for (const row of batch) created.add(row.username);
        if (from > 3 && secondBatchTimesOut) {
          secondBatchTimesOut = false;
          return { status: 504, body: { detail: 'Serviciul nu a răspuns la timp.' } };
        }
        const people = batch.map((row) => ({
          id: buildId(),
          username: row.username,
          email: row.email || null,
        }));
        return { status: 201, body: { ...importAnswer(people), recovered } };
      },
      'POST /api/users/access-sheet/': {
        body: { file_name: 'Fise de acces.pdf', pdf_base64: btoa('%PDF-1.7') },
      },
    });
    const { user } = await openImportWith('Nume utilizator;Prenume;Nume;Email');
    await user.click(screen.getByRole('button', { name: texts.userImport.preview }));
    expect(await screen.findByText(texts.importFile.headerRowFound(2))).toBeTruthy();
    expect(screen.getByText(texts.userImport.rowsShown(1, 100, 300))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.userImport.import }));

    expect(await screen.findByText(texts.userImport.stopped(100, 300))).toBeTruthy();
    expect(screen.getByText('Serviciul nu a răspuns la timp.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.userImport.resume }));

    expect(await screen.findByText(texts.userImport.imported(300))).toBeTruthy();
    expect(screen.getByText(texts.userImport.invitationsSent(150))).toBeTruthy();
    const secondBatch = rows.slice(100, 200).map((row) => row.username);
    expect(screen.getByText(`${texts.userImport.recoveredUsernames} ${secondBatch.join(', ')}`)).toBeTruthy();
    const calls = api.callsTo('POST /api/users/import/').map((call) => call.body as FormData);
    expect(calls.map((form) => [form.get('from_row'), form.get('to_row')])).toEqual([
      ['3', '102'],
      ['103', '202'],
      ['103', '202'],
      ['203', '302'],
    ]);
    // One run, one session: the batch sent again is recognised as the same import's.
    expect(new Set(calls.map((form) => form.get('import_session'))).size).toBe(1);

    await user.click(screen.getByRole('button', { name: texts.userImport.downloadAccessSheet }));
    await waitFor(() => expect(api.callsTo('POST /api/users/access-sheet/')).toHaveLength(1));
    const [sheetCall] = api.callsTo('POST /api/users/access-sheet/');
    const sheetBody = (sheetCall as RecordedCall).body as {
      company: string;
      people: { temporary_password: string }[];
    };
    expect(sheetBody.company).toBe(company.id);
    expect(sheetBody.people).toHaveLength(300);
    expect(sheetBody.people[0]?.temporary_password).toBe('parola-angajat.3');
  });
});
