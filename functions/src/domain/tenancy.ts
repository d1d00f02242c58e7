import { type RouteById, type RouteId, texts, type z } from '@ssm/shared';
import { type CompanyRecord, getCompany } from '../data/companies';
import type { UserRecord } from '../data/users';
import { forbidden, notFound } from '../lib/errors';

/** The validated body of a route, as its handler receives it. */
export type BodyOf<Id extends RouteId> =
  RouteById<Id> extends { body: infer Schema extends z.ZodType } ? z.output<Schema> : never;

/** The caller's firm, from the stored user (never from the request). */
export function requireFirmId(caller: UserRecord): string {
  if (!caller.firm_id) throw forbidden();
  return caller.firm_id;
}

/** A company of the caller's firm; another firm's company answers 404, like a missing one. */
export async function getOwnCompany(caller: UserRecord, companyId: string): Promise<CompanyRecord> {
  const firmId = requireFirmId(caller);
  const company = await getCompany(companyId);
  if (!company || company.firm_id !== firmId) throw notFound(texts.companies.notFound);
  return company;
}

const collator = new Intl.Collator('ro', { sensitivity: 'base', numeric: true });

/** Sorts by a Romanian text (ș after s, case ignored), as people expect a list of names. */
export function sortByText<T>(items: T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => collator.compare(text(a), text(b)));
}
