import { texts } from '@ssm/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

type Sheet = { file_name: string; pdf_base64: string };

async function readSheet(sheet: Sheet) {
  const bytes = Buffer.from(sheet.pdf_base64, 'base64');
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  return { bytes, text, totalPages };
}

describe('POST /api/users/access-sheet/', () => {
  it('prints a card per person, by name, with the password given, the login address and the reset path', async () => {
    const { owner, firm, company } = await buildTenant();
    const people = await Promise.all(
      Array.from({ length: 11 }, (_, index) =>
        buildUser(
          { role: 'employee', firmId: firm.id, companyId: company.id },
          { first_name: 'Ștefan', last_name: `Țurcanu${String.fromCharCode(65 + index)}`, email: null },
        ),
      ),
    );
    const passwords = people.map((person, index) => ({
      id: person.id,
      temporary_password: `Kx7pQm${index}vTzR2a`,
    }));

    const answer = await api.post<Sheet>(
      '/api/users/access-sheet/',
      { company: company.id, people: passwords.toReversed() },
      await tokenFor(owner),
    );

    expect(answer.status).toBe(200);
    expect(answer.body.file_name).toBe(`Fise de acces ${company.name}.pdf`);
    const { bytes, text, totalPages } = await readSheet(answer.body);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(totalPages).toBe(2);
    for (const [index, person] of people.entries()) {
      expect(text).toContain(`${person.last_name} ${person.first_name}`);
      expect(text).toContain(person.username);
      expect(text).toContain(passwords[index]?.temporary_password);
    }
    // Sorted by name, as a list of people is read, whatever order they were sent in.
    expect(text.indexOf('ȚurcanuA')).toBeLessThan(text.indexOf('ȚurcanuK'));
    expect(text).toContain(`${texts.accessSheet.username}:`);
    expect(text).toContain(`${texts.accessSheet.signInAt} http://localhost:3000/login`);
    expect(text.replace(/\s+/g, ' ')).toContain(texts.accessSheet.forgotten);
  });

  it("lets an admin print their own company's employees, and no admin or outsider", async () => {
    const { admin, employee, firm, company } = await buildTenant();
    const otherAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: company.id });
    const other = await buildTenant();
    const card = (id: string) => ({ id, temporary_password: 'Kx7pQm9vTzR2a' });
    const token = await tokenFor(admin);

    const own = await api.post<Sheet>(
      '/api/users/access-sheet/',
      { company: company.id, people: [card(employee.id)] },
      token,
    );
    const anAdmin = await api.post(
      '/api/users/access-sheet/',
      { company: company.id, people: [card(otherAdmin.id)] },
      token,
    );
    const elsewhere = await api.post(
      '/api/users/access-sheet/',
      { company: company.id, people: [card(employee.id), card(other.employee.id)] },
      token,
    );
    const anotherCompany = await api.post(
      '/api/users/access-sheet/',
      { company: other.company.id, people: [card(other.employee.id)] },
      token,
    );

    expect(own.status).toBe(200);
    expect((await readSheet(own.body)).text).toContain(employee.username);
    expect(anAdmin).toMatchObject({ status: 404, body: { detail: texts.people.notFound } });
    expect(elsewhere).toMatchObject({ status: 404, body: { detail: texts.people.notFound } });
    expect(anotherCompany).toMatchObject({ status: 404, body: { detail: texts.companies.notFound } });
  });

  it('refuses a sheet of nobody with a Romanian 400', async () => {
    const { owner, company } = await buildTenant();

    const answer = await api.post(
      '/api/users/access-sheet/',
      { company: company.id, people: [] },
      await tokenFor(owner),
    );

    expect(answer).toMatchObject({ status: 400, body: { detail: texts.accessSheet.peopleRequired } });
  });
});
