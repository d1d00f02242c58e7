import type { CourseCategory, CourseSubcategory, SignerRole } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import {
  decideSigning,
  findSignerRole,
  requiredRolesAfterSigning,
  requiredRolesAtStart,
  type SignableDocument,
  statusOf,
} from '../../src/records/domain/record-states';
import type { CandidateSigner } from '../../src/records/domain/signer-rules';

function courseOf(subcategory: CourseSubcategory, category: CourseCategory = 'SSM') {
  return {
    id: 'course',
    title: 'Curs',
    category,
    subcategory,
    duration_minutes: 60,
    file_sha256: 'a'.repeat(64),
  };
}

function documentOf(
  overrides: Partial<SignableDocument> = {},
  subcategory: CourseSubcategory = 'introductive',
): SignableDocument {
  const content = { course: courseOf(subcategory) };
  return {
    content,
    status: 'awaiting_trainee',
    trainee_id: 'trainee',
    company_id: 'company',
    firm_id: 'firm',
    signed_roles: [],
    start: { required_roles: requiredRolesAtStart({ content }, false) },
    signatures: [],
    ...overrides,
  };
}

const employee: CandidateSigner = { id: 'trainee', role: 'employee', company_id: 'company', firm_id: 'firm' };
const manager: CandidateSigner = { id: 'manager', role: 'employee', company_id: 'company', firm_id: 'firm' };
const admin: CandidateSigner = { id: 'admin', role: 'admin', company_id: 'company', firm_id: 'firm' };
const owner: CandidateSigner = { id: 'owner', role: 'owner', company_id: null, firm_id: 'firm' };

/** Signs in turn in every capacity, as the API would, and collects the states the document passes. */
function walk(hasCompanyAdmin: boolean, start: SignableDocument = documentOf()) {
  let document = start;
  const states = [document.status];
  const order: SignerRole[] = ['trainee', 'manager', 'representative', 'admitter', 'trainer', 'verifier'];
  for (const role of order) {
    if (decideSigning(document, role).kind !== 'sign') continue;
    const signedRoles = [...document.signed_roles, role];
    const requiredRoles = requiredRolesAfterSigning(document, role, hasCompanyAdmin);
    const status = statusOf(requiredRoles, signedRoles);
    document = {
      ...document,
      status,
      signed_roles: signedRoles,
      signatures: [...document.signatures, { required_roles: requiredRoles }],
    };
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
    const content = { course: courseOf('introductive') };
    const required = requiredRolesAtStart({ content }, true);
    const withAutomatic = documentOf({
      signed_roles: ['representative'],
      start: { required_roles: required },
      signatures: [{ required_roles: required }],
    });

    expect(statusOf(required, ['representative'])).toBe('awaiting_trainee');
    expect(walk(true, withAutomatic)).toEqual(['awaiting_trainee', 'awaiting_owner', 'signed']);
    // Even if the company lost its admins since: the representative has already signed.
    expect(walk(false, withAutomatic)).toEqual(['awaiting_trainee', 'awaiting_owner', 'signed']);
  });

  it('follows the rule table: workplace training by the manager, admitted by an admin, whatever the company', () => {
    for (const category of ['SSM', 'PSI-SU'] as const) {
      const start = documentOf({}, 'loc_munca');
      const document = { ...start, content: { course: courseOf('loc_munca', category) } };
      expect(walk(false, document)).toEqual([
        'awaiting_trainee',
        'awaiting_manager',
        'awaiting_admin',
        'signed',
      ]);
    }
  });

  it('follows the rule table: periodic and supplementary training by the manager, checked by the SSM service', () => {
    for (const subcategory of ['periodica', 'suplimentara'] as const) {
      expect(walk(true, documentOf({}, subcategory))).toEqual([
        'awaiting_trainee',
        'awaiting_manager',
        'awaiting_owner',
        'signed',
      ]);
    }
  });

  it('lets nobody sign out of turn: the owner cannot sign what waits for the admin', () => {
    const waitingForAdmin = documentOf({
      status: 'awaiting_admin',
      signed_roles: ['trainee'],
      signatures: [{ required_roles: ['trainee', 'representative', 'trainer'] }],
    });

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

  it('a mass sign of a workplace training: the manager as trainer, an admin admits, the owner has no part', () => {
    const workplace = documentOf({}, 'loc_munca');

    expect(findSignerRole(workplace, manager, 'mass-sign', 'manager')).toBe('manager');
    expect(findSignerRole(workplace, manager, 'mass-sign', null)).toBeNull();
    expect(findSignerRole(workplace, admin, 'mass-sign')).toBe('admitter');
    expect(findSignerRole(workplace, owner, 'mass-sign')).toBeNull();
    // An admin who is the trainee's manager signs as manager first, then may admit.
    const awaitingManager = {
      ...workplace,
      status: 'awaiting_manager' as const,
      signed_roles: ['trainee' as const],
    };
    expect(findSignerRole(awaitingManager, admin, 'mass-sign', 'admin')).toBe('manager');
    // Nobody admits themselves to work.
    expect(findSignerRole({ ...workplace, trainee_id: 'admin' }, admin, 'mass-sign')).toBeNull();
  });

  it('refuses everyone outside the scope: other company, other firm, employees', () => {
    expect(findSignerRole(documentOf(), { ...admin, company_id: 'other' }, 'mass-sign')).toBeNull();
    expect(findSignerRole(documentOf(), { ...owner, firm_id: 'other' }, 'mass-sign')).toBeNull();
    expect(findSignerRole(documentOf(), employee, 'mass-sign')).toBeNull();
  });
});
