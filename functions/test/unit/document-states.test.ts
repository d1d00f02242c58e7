import { describe, expect, it } from 'vitest';
import {
  decideSigning,
  findSignerRole,
  requiredRolesAfterSigning,
  requiredRolesAtStart,
  type SignableDocument,
  type Signer,
  statusOf,
} from '../../src/records/domain/record-states';

function documentOf(overrides: Partial<SignableDocument> = {}): SignableDocument {
  return {
    status: 'awaiting_trainee',
    trainee_id: 'trainee',
    company_id: 'company',
    firm_id: 'firm',
    signed_roles: [],
    ...overrides,
  };
}

const employee: Signer = { id: 'trainee', role: 'employee', company_id: 'company', firm_id: 'firm' };
const admin: Signer = { id: 'admin', role: 'admin', company_id: 'company', firm_id: 'firm' };
const owner: Signer = { id: 'owner', role: 'owner', company_id: null, firm_id: 'firm' };

/** Signs in turn as each role, as the API would, and collects the states the document passes. */
function walk(hasCompanyAdmin: boolean, start: SignableDocument = documentOf()) {
  let document = start;
  const states = [document.status];
  for (const role of ['trainee', 'representative', 'trainer'] as const) {
    if (decideSigning(document, role).kind !== 'sign') continue;
    const signedRoles = [...document.signed_roles, role];
    const status = statusOf(requiredRolesAfterSigning(document, role, hasCompanyAdmin), signedRoles);
    document = { ...document, status, signed_roles: signedRoles };
    states.push(status);
  }
  return states;
}

describe('the training document state machine', () => {
  it('goes trainee -> company admin -> owner -> signed when the company has an admin', () => {
    expect(walk(true)).toEqual(['awaiting_trainee', 'awaiting_admin', 'awaiting_owner', 'signed']);
  });

  it('skips the company admin when the company has none', () => {
    expect(walk(false)).toEqual(['awaiting_trainee', 'awaiting_owner', 'signed']);
  });

  it("takes an admin trainee's automatic representative signature and goes from the trainee to the owner", () => {
    const withAutomatic = documentOf({ signed_roles: ['representative'] });

    expect(statusOf(requiredRolesAtStart(true), ['representative'])).toBe('awaiting_trainee');
    expect(walk(true, withAutomatic)).toEqual(['awaiting_trainee', 'awaiting_owner', 'signed']);
    // Even if the company lost its admins since: the representative has already signed.
    expect(walk(false, withAutomatic)).toEqual(['awaiting_trainee', 'awaiting_owner', 'signed']);
  });

  it('lets nobody sign out of turn: the owner cannot sign what waits for the admin', () => {
    const waitingForAdmin = documentOf({ status: 'awaiting_admin', signed_roles: ['trainee'] });

    expect(decideSigning(waitingForAdmin, 'trainer')).toEqual({
      kind: 'not-awaiting',
      status: 'awaiting_admin',
    });
    expect(decideSigning(documentOf(), 'representative')).toEqual({
      kind: 'not-awaiting',
      status: 'awaiting_trainee',
    });
    expect(decideSigning(waitingForAdmin, 'representative')).toEqual({ kind: 'sign' });
  });

  it('reports a second signature in the same capacity as already signed', () => {
    const signedByTrainee = documentOf({ status: 'awaiting_admin', signed_roles: ['trainee'] });

    expect(decideSigning(signedByTrainee, 'trainee')).toEqual({ kind: 'already-signed' });
    expect(
      decideSigning(documentOf({ status: 'signed', signed_roles: ['trainee', 'trainer'] }), 'trainer'),
    ).toEqual({
      kind: 'already-signed',
    });
  });
});

describe('who signs a document, and as what', () => {
  it('the consent page signs only the own record, as the trainee', () => {
    expect(findSignerRole(documentOf(), employee, 'consent-page')).toBe('trainee');
    expect(findSignerRole(documentOf(), { ...employee, id: 'colleague' }, 'consent-page')).toBeNull();
    expect(findSignerRole(documentOf({ trainee_id: 'admin' }), admin, 'consent-page')).toBe('trainee');
  });

  it("a mass sign signs as the company's representative (its admin) or the trainer (its firm's owner)", () => {
    expect(findSignerRole(documentOf(), admin, 'mass-sign')).toBe('representative');
    expect(findSignerRole(documentOf(), owner, 'mass-sign')).toBe('trainer');
  });

  it('refuses everyone outside the scope: other company, other firm, employees', () => {
    expect(findSignerRole(documentOf(), { ...admin, company_id: 'other' }, 'mass-sign')).toBeNull();
    expect(findSignerRole(documentOf(), { ...owner, firm_id: 'other' }, 'mass-sign')).toBeNull();
    expect(findSignerRole(documentOf(), employee, 'mass-sign')).toBeNull();
  });
});
