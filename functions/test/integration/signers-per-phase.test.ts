import { type CourseCategory, type CourseSubcategory, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { getTrainingRecord, type TrainingRecord } from '../../src/records/data/records';
import { buildCompany, buildTenant, buildUser, tokenFor } from '../support/builders';
import { buildDocument, buildUpload, expectNoScan, massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runPdftotext } from '../support/pdf-tools';

/*
 * The rule table of docs/domain.md (signers per phase) as the API enforces it: who signs a record
 * of each training type, in which order, what each signer's list shows, what happens when the
 * worker has no manager, and that each path's seal chain verifies.
 */

const api = useTestGateway();

type PendingDocument = { id: string; status: string; capacity: string };
type Verification = { valid: boolean; signatures?: { role: string }[] };

/** The edit form's body for the person as stored, with the given changes. */
function editBody(user: UserRecord, changes: Record<string, unknown>) {
  return {
    username: user.username,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email ?? `${user.username}@example.ro`,
    birth_date: user.birth_date,
    hire_date: user.hire_date,
    address: user.address,
    job_title: user.job_title,
    birth_place: user.birth_place,
    workplace: user.workplace,
    qualification: user.qualification,
    staff_category: user.staff_category ?? null,
    ...changes,
  };
}

async function edit(caller: UserRecord, user: UserRecord, changes: Record<string, unknown>) {
  const stored = (await getUserById(user.id, { consistent: true })) as UserRecord;
  return api.request('PATCH', `/api/users/${user.id}/`, {
    token: await tokenFor(caller),
    body: editBody(stored, changes),
  }) as Promise<{ status: number; body: Record<string, unknown> & { detail?: string } }>;
}

/** A company with a worker, a colleague, a workplace manager (an employee) and an admin. */
async function buildTeam() {
  const tenant = await buildTenant();
  const place = { role: 'employee' as const, firmId: tenant.firm.id, companyId: tenant.company.id };
  const manager = await buildUser(place, { first_name: 'Mihai', last_name: 'Șef' });
  const colleague = await buildUser(place);
  expect((await edit(tenant.owner, manager, { is_workplace_manager: true })).status).toBe(200);
  const set = await edit(tenant.owner, tenant.employee, { manager: manager.id });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  expect(set.body).toMatchObject({ manager: manager.id });
  // The edit form completes a missing e-mail: the worker signs as now stored.
  const worker = (await getUserById(tenant.employee.id, { consistent: true })) as UserRecord;
  return { ...tenant, worker, manager, colleague };
}

async function signedByTrainee(
  worker: UserRecord,
  subcategory: CourseSubcategory,
  category: CourseCategory = 'SSM',
) {
  const record = await buildDocument(worker, { course_subcategory: subcategory, course_category: category });
  await signAsTrainee(api, worker, record.id);
  return record;
}

async function stored(id: string): Promise<TrainingRecord> {
  return (await getTrainingRecord(id, { consistent: true })) as TrainingRecord;
}

async function pendingFor(manager: UserRecord) {
  const answer = expectNoScan(
    await api.get<PendingDocument[]>('/api/documents/pending-manager/', await tokenFor(manager)),
  );
  expect(answer.status).toBe(200);
  return answer.body.map((document) => document.id);
}

/** The capacity a pending list says the record waits for (the consent its signer reads). */
async function capacityListed(list: 'pending-manager' | 'pending-admin', caller: UserRecord, id: string) {
  const answer = await api.get<PendingDocument[]>(`/api/documents/${list}/`, await tokenFor(caller));
  return answer.body.find((document) => document.id === id)?.capacity;
}

async function verify(hash: string) {
  return (await api.get<Verification>(`/api/verify-signature/?hash=${encodeURIComponent(hash)}`)).body;
}

describe('signers per phase', () => {
  it('has a workplace training signed by the worker, their manager as trainer and an admin who admits', async () => {
    const { worker, manager, colleague, admin, owner } = await buildTeam();
    for (const category of ['SSM', 'PSI-SU'] as const) {
      const record = await signedByTrainee(worker, 'loc_munca', category);
      expect((await stored(record.id)).status).toBe('awaiting_manager');

      const early = await massSign(api, admin, [record.id]);
      expect(early.body.not_signed).toEqual([
        {
          id: record.id,
          reason: 'not_awaiting_you',
          detail: `${texts.documents.notSignedReasons.not_awaiting_you} (${texts.documents.statusLabels.awaiting_manager})`,
        },
      ]);
      for (const outsider of [owner, colleague]) {
        expect((await massSign(api, outsider, [record.id])).body.not_signed).toEqual([
          { id: record.id, reason: 'not_found', detail: texts.documents.notSignedReasons.not_found },
        ]);
      }
      expect(await pendingFor(colleague)).toEqual([]);
      expect(await pendingFor(manager)).toContain(record.id);

      expect(await capacityListed('pending-manager', manager, record.id)).toBe('manager');

      expect((await massSign(api, manager, [record.id])).body.signed).toEqual([record.id]);
      expect((await stored(record.id)).status).toBe('awaiting_admin');
      // The admin's list says the record waits for the admission to work, whose consent differs.
      expect(await capacityListed('pending-admin', admin, record.id)).toBe('admitter');
      expect((await massSign(api, admin, [record.id])).body.signed).toEqual([record.id]);

      const signed = await stored(record.id);
      expect(signed.status).toBe('signed');
      expect(signed.signatures.map((signature) => [signature.role, signature.signer.id])).toEqual([
        ['trainee', worker.id],
        ['manager', manager.id],
        ['admitter', admin.id],
      ]);
      const verification = await verify(signed.document_hash as string);
      expect(verification.valid).toBe(true);
      expect(verification.signatures?.map((signature) => signature.role)).toEqual([
        'trainee',
        'manager',
        'admitter',
      ]);

      // The record's PDF names each signer in the capacity the law names.
      const link = await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(owner));
      const pdf = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
      const text = (await runPdftotext(pdf, { layout: false })).replace(/\s+/g, ' ');
      for (const role of ['manager', 'admitter'] as const) {
        expect(text).toContain(texts.documents.signerRoleLabels[role]);
      }
      expect(text).toContain(`${manager.last_name} ${manager.first_name}`);
    }
  });

  it('has periodic and supplementary trainings given by the manager and checked by the SSM service', async () => {
    const { worker, admin, owner } = await buildTeam();
    // An admin may be the manager as well.
    expect((await edit(owner, worker, { manager: admin.id })).status).toBe(200);
    for (const subcategory of ['periodica', 'suplimentara'] as const) {
      const record = await signedByTrainee(worker, subcategory);

      const early = await massSign(api, owner, [record.id]);
      expect(early.body.not_signed[0]?.reason).toBe('not_awaiting_you');
      expect(await pendingFor(admin)).toContain(record.id);
      expect((await massSign(api, admin, [record.id])).body.signed).toEqual([record.id]);
      expect((await stored(record.id)).status).toBe('awaiting_owner');
      expect((await massSign(api, owner, [record.id])).body.signed).toEqual([record.id]);

      const signed = await stored(record.id);
      expect(signed.signatures.map((signature) => signature.role)).toEqual([
        'trainee',
        'manager',
        'verifier',
      ]);
      expect((await verify(signed.document_hash as string)).valid).toBe(true);
    }
  });

  it('keeps introductory-general training with the admin as the employer and the SSM service as trainer', async () => {
    const { worker, admin, owner, manager } = await buildTeam();
    const record = await signedByTrainee(worker, 'introductive');

    expect((await massSign(api, manager, [record.id])).body.not_signed[0]?.reason).toBe('not_found');
    expect((await massSign(api, admin, [record.id])).body.signed).toEqual([record.id]);
    expect((await massSign(api, owner, [record.id])).body.signed).toEqual([record.id]);

    const signed = await stored(record.id);
    expect(signed.signatures.map((signature) => signature.role)).toEqual([
      'trainee',
      'representative',
      'trainer',
    ]);
    expect((await verify(signed.document_hash as string)).valid).toBe(true);
  });

  it("shows a record whose worker has no manager on the owner's and the admin's lists until one is set", async () => {
    const { owner, admin, company, employee: worker } = await buildTenant();
    const record = await signedByTrainee(worker, 'periodica');
    const missingUrl = `/api/documents/missing-signer/?company_id=${company.id}`;

    const missing = expectNoScan(await api.get<PendingDocument[]>(missingUrl, await tokenFor(owner)));
    expect(missing.status).toBe(200);
    expect(missing.body.map((document) => [document.id, document.status])).toEqual([
      [record.id, 'awaiting_manager'],
    ]);
    expect((await api.get<PendingDocument[]>(missingUrl, await tokenFor(admin))).body).toHaveLength(1);

    expect((await edit(owner, worker, { manager: admin.id })).status).toBe(200);

    expect((await api.get<PendingDocument[]>(missingUrl, await tokenFor(owner))).body).toEqual([]);
    expect(await pendingFor(admin)).toEqual([record.id]);
  });

  it('counts a manager who was deactivated or unmarked as missing', async () => {
    const { worker, manager, owner, company } = await buildTeam();
    const record = await signedByTrainee(worker, 'loc_munca');

    expect((await edit(owner, manager, { is_workplace_manager: false })).status).toBe(200);

    const missing = await api.get<PendingDocument[]>(
      `/api/documents/missing-signer/?company_id=${company.id}`,
      await tokenFor(owner),
    );
    expect(missing.body.map((document) => document.id)).toEqual([record.id]);
    expect(await pendingFor(manager)).toEqual([]);
    expect((await massSign(api, manager, [record.id])).body.not_signed[0]?.reason).toBe('not_found');
  });

  it('refuses a manager who may not be one, with the reason, and changes nothing', async () => {
    const { owner, admin, firm, employee, company } = await buildTenant();
    const unmarked = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const otherCompany = await buildCompany(firm.id);
    const stranger = await buildUser({ role: 'admin', firmId: firm.id, companyId: otherCompany.id });

    for (const [caller, manager, detail] of [
      [owner, unmarked.id, texts.people.managerInvalid],
      [admin, stranger.id, texts.people.managerInvalid],
      [owner, '01JZZZZZZZZZZZZZZZZZZZZZZZ', texts.people.managerInvalid],
      [owner, employee.id, texts.people.managerIsSelf],
    ] as const) {
      const answer = await edit(caller, employee, { manager });
      expect(answer.status).toBe(400);
      expect(answer.body.detail).toBe(detail);
    }
    expect((await getUserById(employee.id, { consistent: true }))?.manager_id ?? null).toBeNull();
  });

  it("refuses a trainee's second signature with the Romanian reason", async () => {
    const { worker } = await buildTeam();
    const record = await signedByTrainee(worker, 'loc_munca');

    const again = await api.post<{ detail: string }>(
      '/api/signatures/upload/',
      await buildUpload(worker, record.id),
      await tokenFor(worker),
    );
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe(texts.signing.alreadySigned);
  });
});
