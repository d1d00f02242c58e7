import * as texts from '@ssm/shared/texts';
import type { UserRecord } from '../../accounts/data/users';
import * as userTable from '../../accounts/data/users';
import { refuseWeakPassword } from '../../accounts/domain/password-policy';
import { hashPassword } from '../../accounts/domain/passwords';
import { listCompaniesOfFirm } from '../../companies/data/companies';
import { toCompanyView } from '../../companies/domain/companies';
import { type BodyOf, sortByText } from '../../companies/domain/tenancy';
import { nowIso } from '../../platform/clock';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { newId } from '../../platform/ids';
import type { FirmRecord } from '../data/firms';
import * as firmTable from '../data/firms';

/*
 * The super owner's administration: SSM firms and their owners. Only the super owner reaches
 * these functions (the route table says so), so they are not scoped to a tenant.
 */

export function toFirmView(firm: FirmRecord) {
  return { id: firm.id, name: firm.name, cui: firm.cui, reg_com: firm.reg_com, address: firm.address };
}

function toOwnerView(owner: UserRecord & { firm_id: string }) {
  return {
    id: owner.id,
    username: owner.username,
    email: owner.email,
    first_name: owner.first_name,
    last_name: owner.last_name,
    firm_id: owner.firm_id,
  };
}

/** The firm's owners as stored: owners of a firm always name it. */
async function listOwners(firmId: string) {
  const owners = await userTable.listOwnersOfFirm(firmId);
  return owners.map((owner) => ({ ...owner, firm_id: firmId }));
}

async function requireFirm(firmId: string): Promise<FirmRecord> {
  const firm = await firmTable.getFirm(firmId);
  if (!firm) throw notFound(texts.firms.notFound);
  return firm;
}

export async function listFirms() {
  return sortByText(await firmTable.listFirms(), (firm) => firm.name).map(toFirmView);
}

export async function createFirm(options: { fields: BodyOf<'create-firm'> }) {
  const firm: FirmRecord = { id: newId(), ...options.fields, created_at: nowIso() };
  const outcome = await firmTable.createFirm(firm);
  if (outcome === 'cui-taken') throw conflict(texts.firms.duplicateCui);
  if (outcome === 'reg-com-taken') throw conflict(texts.firms.duplicateRegCom);
  return toFirmView(firm);
}

export async function listFirmClients(options: { firmId: string }) {
  await requireFirm(options.firmId);
  const companies = await listCompaniesOfFirm(options.firmId);
  return sortByText(companies, (company) => company.name).map(toCompanyView);
}

export async function listFirmOwners(options: { firmId: string }) {
  await requireFirm(options.firmId);
  return (await listOwners(options.firmId)).map(toOwnerView);
}

export async function addOwner(options: { firmId: string; fields: BodyOf<'add-owner'> }) {
  const { fields: body } = options;
  // The spec's form sends the chosen firm in the body as well; it must be the firm of the path.
  if (body.firm_id !== options.firmId) {
    throw badRequest(texts.owners.selectFirm, { firm_id: [texts.owners.selectFirm] });
  }
  await requireFirm(options.firmId);
  await refuseWeakPassword(
    body.password,
    { username: body.username, firstName: body.first_name, lastName: body.last_name, email: body.email },
    'password',
  );
  const ownerId = newId();
  const owner = userTable.newUserRecord({
    id: ownerId,
    username: body.username,
    role: 'owner' as const,
    is_superowner: false,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    birth_date: null,
    hire_date: null,
    job_title: null,
    address: null,
    birth_place: null,
    workplace: null,
    qualification: null,
    firm_id: options.firmId,
    company_id: null,
    password_hash: await hashPassword(body.password, ownerId),
    password_version: 1,
    created_at: nowIso(),
  } satisfies Omit<UserRecord, 'username_key' | 'session_version'>);
  const outcome = await userTable.createUser(owner);
  if (outcome === 'username-taken') {
    throw conflict(texts.people.usernameTaken);
  }
  if (outcome === 'parent-missing') throw notFound(texts.firms.notFound);
  return toOwnerView(owner);
}

/**
 * Another owner's deletion, or the owner's registering a passkey, may race this one: the check
 * is retried once on a fresh read.
 */
const DELETE_OWNER_ATTEMPTS = 2;

/**
 * Deletes an owner, with their passkeys, unless they are the firm's last one. The transaction
 * checks that the owner kept as the firm's remaining one still exists, so concurrent deletions
 * cannot empty a firm.
 */
export async function deleteOwner(options: { ownerId: string }) {
  for (let attempt = 0; attempt < DELETE_OWNER_ATTEMPTS; attempt += 1) {
    const owner = await userTable.getUserById(options.ownerId, { consistent: true });
    if (owner?.role !== 'owner' || !owner.firm_id) throw notFound(texts.owners.notFound);
    const remaining = (await listOwners(owner.firm_id)).find((other) => other.id !== owner.id);
    if (!remaining) break;
    if (await userTable.deleteOwner({ owner, firmId: owner.firm_id, remainingOwnerId: remaining.id })) {
      return { detail: texts.owners.deleted };
    }
  }
  throw conflict(texts.owners.lastOwner);
}
