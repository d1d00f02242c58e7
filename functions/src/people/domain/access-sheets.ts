import * as texts from '@ssm/shared/texts';
import { getUsersById } from '../../accounts/data/users';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import { toSafeName } from '../../archives/domain/archive-layout';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import { type BodyOf, getCaredForCompany, sortByText } from '../../companies/domain/tenancy';
import { getConfig } from '../../platform/config';
import { notFound } from '../../platform/errors';

/*
 * The printable access sheet (docs/product.md, user import): how a worker without an e-mail gets
 * in, right after an import or a password reset by their admin or owner. The temporary passwords
 * come from the caller, who was just answered them: the server keeps only their hashes, so it
 * prints them as sent, for people it checks the caller may reach.
 */

/**
 * The sheet of the named people of one company the caller cares for: an owner's any company of
 * the firm, an admin's own, and of it only the employees (whose passwords an admin resets).
 * Anyone else named answers 404, like a missing person.
 */
export async function renderAccessSheet(options: {
  caller: OwnerPrincipal | AdminPrincipal;
  body: BodyOf<'access-sheet'>;
}) {
  const { caller, body } = options;
  const company = await getCaredForCompany(caller, body.company);
  const passwords = new Map(body.people.map((person) => [person.id, person.temporary_password]));
  const people = await getUsersById([...passwords.keys()]);
  const reachable = people.filter(
    (person) =>
      isCompanyMemberOf(person, company.firm_id) &&
      person.company_id === company.id &&
      (caller.role === 'owner' || person.role === 'employee'),
  );
  if (reachable.length !== passwords.size) throw notFound(texts.people.notFound);
  const { renderAccessSheetPdf } = await import('./access-sheet-pdf');
  const bytes = await renderAccessSheetPdf({
    companyName: company.name,
    loginUrl: `${getConfig().publicBaseUrl}/login`,
    cards: sortByText(reachable, (person) => `${person.last_name} ${person.first_name}`).map((person) => ({
      first_name: person.first_name,
      last_name: person.last_name,
      username: person.username,
      password: passwords.get(person.id) as string,
    })),
  });
  return {
    file_name: texts.accessSheet.fileName(toSafeName(company.name)),
    pdf_base64: Buffer.from(bytes).toString('base64'),
  };
}
