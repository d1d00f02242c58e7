import { madeOnFirstUse, type RouteById, type RouteId, type z } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { AdminPrincipal, OwnerPrincipal } from '../../accounts/domain/principal';
import { notFound } from '../../platform/errors';
import { type CompanyRecord, getCompany } from '../data/companies';

/** The validated body of a route, as its handler receives it. */
export type BodyOf<Id extends RouteId> =
  RouteById<Id> extends { body: infer Schema extends z.ZodType } ? z.output<Schema> : never;

/** A company of the owner's firm; another firm's company answers 404, like a missing one. */
export async function getOwnCompany(owner: OwnerPrincipal, companyId: string): Promise<CompanyRecord> {
  const company = await getCompany(companyId);
  if (!company || company.firm_id !== owner.firmId) throw notFound(texts.companies.notFound);
  return company;
}

/** Whether the caller may look after the company: one of the owner's firm, the admin's own. */
export function isCaredForBy(
  caller: OwnerPrincipal | AdminPrincipal,
  company: CompanyRecord | null,
): company is CompanyRecord {
  if (!company || company.firm_id !== caller.firmId) return false;
  return caller.role === 'owner' || caller.companyId === company.id;
}

/**
 * Whether the caller is an admin and the company is not theirs: known before the company is read,
 * so an admin's other company need not be.
 */
export function isAdminElsewhere(caller: OwnerPrincipal | AdminPrincipal, companyId: string): boolean {
  return caller.role === 'admin' && caller.companyId !== companyId;
}

/**
 * The company an owner or admin may look after (`isCaredForBy`). Any other answers 404, like a
 * missing one; an admin's other company is not even read.
 */
export async function getCaredForCompany(
  caller: OwnerPrincipal | AdminPrincipal,
  companyId: string,
): Promise<CompanyRecord> {
  const company = isAdminElsewhere(caller, companyId) ? null : await getCompany(companyId);
  if (!isCaredForBy(caller, company)) throw notFound(texts.companies.notFound);
  return company;
}

const collator = madeOnFirstUse(() => new Intl.Collator('ro', { sensitivity: 'base', numeric: true }));

/** Compares two Romanian texts (ș after s, case ignored), as people expect a list of names. */
export function compareText(first: string, second: string): number {
  return collator().compare(first, second);
}

/** Sorts by a Romanian text (`compareText`). */
export function sortByText<T>(items: T[], text: (item: T) => string): T[] {
  return [...items].sort((a, b) => compareText(text(a), text(b)));
}
