import { texts } from '@ssm/shared';
import { listCompaniesOfFirm } from '../data/companies';
import { createFirm, type FirmRecord, getFirm, listFirms } from '../data/firms';
import {
  createOwner,
  deleteOwnerKeeping,
  getUserById,
  listOwnersOfFirm,
  type UserRecord,
} from '../data/users';
import { nowIso } from '../lib/clock';
import { badRequest, conflict, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import { toCompanyView } from './companies';
import { hashPassword } from './passwords';
import { type BodyOf, sortByText } from './tenancy';

/*
 * The super owner's administration: SSM firms and their owners. Only the super owner reaches
 * these functions (the route table says so), so they are not scoped to a tenant.
 */

export function toFirmView(firm: FirmRecord) {
  return { id: firm.id, name: firm.name, cui: firm.cui, reg_com: firm.reg_com, address: firm.address };
}

function toOwnerView(owner: UserRecord) {
  return {
    id: owner.id,
    username: owner.username,
    email: owner.email,
    first_name: owner.first_name,
    last_name: owner.last_name,
    firm_id: owner.firm_id as string,
  };
}

async function requireFirm(firmId: string): Promise<FirmRecord> {
  const firm = await getFirm(firmId);
  if (!firm) throw notFound(texts.firms.notFound);
  return firm;
}

export async function listSsmFirms() {
  return sortByText(await listFirms(), (firm) => firm.name).map(toFirmView);
}

export async function createSsmFirm(body: BodyOf<'create-firm'>) {
  const firm: FirmRecord = { id: newId(), ...body, created_at: nowIso() };
  const outcome = await createFirm(firm);
  if (outcome === 'cui-taken') throw conflict(texts.firms.duplicateCui);
  if (outcome === 'reg-com-taken') throw conflict(texts.firms.duplicateRegCom);
  return toFirmView(firm);
}

export async function listFirmClients(firmId: string) {
  await requireFirm(firmId);
  return sortByText(await listCompaniesOfFirm(firmId), (company) => company.name).map(toCompanyView);
}

export async function listFirmOwners(firmId: string) {
  await requireFirm(firmId);
  return (await listOwnersOfFirm(firmId)).map(toOwnerView);
}

export async function addOwner(options: { firmId: string; body: BodyOf<'add-owner'> }) {
  const { body } = options;
  // The spec's form sends the chosen firm in the body as well; it must be the firm of the path.
  if (body.firm_id !== options.firmId) {
    throw badRequest(texts.owners.selectFirm, { firm_id: [texts.owners.selectFirm] });
  }
  await requireFirm(options.firmId);
  const owner: UserRecord & { firm_id: string } = {
    id: newId(),
    username: body.username,
    role: 'owner',
    is_superowner: false,
    first_name: body.first_name,
    last_name: body.last_name,
    email: body.email,
    birth_date: null,
    hire_date: null,
    job_title: null,
    address: null,
    firm_id: options.firmId,
    company_id: null,
    password_hash: await hashPassword(body.password),
    password_version: 1,
    created_at: nowIso(),
  };
  const outcome = await createOwner(owner);
  if (outcome === 'username-taken') {
    throw conflict(texts.people.usernameTaken);
  }
  if (outcome === 'parent-missing') throw notFound(texts.firms.notFound);
  return toOwnerView(owner);
}

/** Another owner's deletion may race this one: the check is retried once on a fresh list. */
const DELETE_OWNER_ATTEMPTS = 2;

/**
 * Deletes an owner unless they are the firm's last one. The transaction checks that the owner
 * kept as the firm's remaining one still exists, so concurrent deletions cannot empty a firm.
 */
export async function deleteOwner(ownerId: string) {
  for (let attempt = 0; attempt < DELETE_OWNER_ATTEMPTS; attempt += 1) {
    const owner = await getUserById(ownerId);
    if (owner?.role !== 'owner' || !owner.firm_id) throw notFound(texts.owners.notFound);
    const remaining = (await listOwnersOfFirm(owner.firm_id)).find((other) => other.id !== owner.id);
    if (!remaining) break;
    if (await deleteOwnerKeeping({ owner, firmId: owner.firm_id, remainingOwnerId: remaining.id })) {
      return { detail: texts.owners.deleted };
    }
  }
  throw conflict(texts.owners.lastOwner);
}
