import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { buildTenant, tokenFor } from '../support/builders';
import { buildDocument, buildSignedDocument, massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * A company's archive holds only the records every signatory has signed, and it is offered only
 * when there is one (docs/data-model.md, companies): the count of those records, beside the count
 * of all records, is what the owner's company list and the admin's overview read.
 */

const api = useTestGateway();

type Counts = { record_count: number; signed_record_count: number };

/** The company's counts as its owner's list and its admin's overview say them (they must agree). */
async function countsOf(companyId: string, owner: UserRecord, admin: UserRecord): Promise<Counts> {
  const listed = await api.get<(Counts & { id: string })[]>('/api/companies/', await tokenFor(owner));
  const overview = await api.get<Counts>(
    `/api/companies/${companyId}/training-overview/`,
    await tokenFor(admin),
  );
  expect(listed.status).toBe(200);
  expect(overview.status).toBe(200);
  const company = listed.body.find((item) => item.id === companyId);
  const counts = { record_count: company?.record_count, signed_record_count: company?.signed_record_count };
  expect({
    record_count: overview.body.record_count,
    signed_record_count: overview.body.signed_record_count,
  }).toEqual(counts);
  return counts as Counts;
}

async function zipStatus(companyId: string, owner: UserRecord): Promise<number> {
  return (await api.post('/api/generate-company-zip/', { company_id: companyId }, await tokenFor(owner)))
    .status;
}

describe("a company's count of records signed by everyone", () => {
  it('counts a record only once its last signature lands, and a repeated signing counts it once', async () => {
    const { company, owner, admin, employee } = await buildTenant();
    const record = await buildDocument(employee);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 1, signed_record_count: 0 });

    await signAsTrainee(api, employee, record.id);
    expect((await massSign(api, admin, [record.id])).body.signed).toEqual([record.id]);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 1, signed_record_count: 0 });
    expect(await zipStatus(company.id, owner)).toBe(409);

    expect((await massSign(api, owner, [record.id])).body.signed).toEqual([record.id]);
    expect((await massSign(api, owner, [record.id])).body.already_signed).toEqual([record.id]);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 1, signed_record_count: 1 });
    expect(await zipStatus(company.id, owner)).toBe(200);
  });

  it("counts the admin's own record, signed for the company at its creation, at the owner's signature", async () => {
    const { company, owner, admin } = await buildTenant();
    const record = await buildDocument(admin);
    await signAsTrainee(api, admin, record.id);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 1, signed_record_count: 0 });

    await massSign(api, owner, [record.id]);

    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 1, signed_record_count: 1 });
  });

  it('gives its records back with the history, signed and unsigned', async () => {
    const { company, owner, admin, employee } = await buildTenant();
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    await buildDocument(employee);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 2, signed_record_count: 1 });

    const deleted = await api.del(`/api/delete-company-progress/${company.id}/`, await tokenFor(owner));

    expect(deleted.status).toBe(200);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 0, signed_record_count: 0 });
    // A record started afterwards waits for its signatures: nothing of the history is counted for it.
    await buildDocument(employee);
    expect(await countsOf(company.id, owner, admin)).toEqual({ record_count: 1, signed_record_count: 0 });
  });
});
