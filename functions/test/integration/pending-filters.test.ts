import { texts, toBucharestDate } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { newId } from '../../src/platform/ids';
import { buildCompany, buildUser, tokenFor } from '../support/builders';
import { buildDocument, buildTenantWithoutAdmin, massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * The counter-signers' pending lists at scale (docs/product.md, counter-signing): filtered by
 * company, course and the days the trainee signed, paged, and counted over every page with the
 * ids of the whole filter, so the page can select them all.
 */

const api = useTestGateway();

type Pending = { id: string; company: { id: string }; progress: { course: { id: string } } };
const idsOf = (documents: Pending[]) => documents.map((document) => document.id);

const otherCourse = { course_id: newId(), course_title: 'Instruire introductiv-generală: stivuitoare' };

/** A document the trainee signed, waiting for the next signer. */
async function buildSignedByTrainee(trainee: UserRecord, overrides = {}) {
  const record = await buildDocument(trainee, overrides);
  await signAsTrainee(api, trainee, record.id);
  return record.id;
}

/** Every page of a pending list, `limit` at a time, following `X-Next-Cursor`. */
async function readAllPages(path: string, token: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const answer = await api.get<Pending[]>(
      `${path}${separator}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      token,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    ids.push(...answer.body.map((document) => document.id));
    cursor = answer.headers.get('x-next-cursor') ?? undefined;
    pages += 1;
  } while (cursor);
  return { ids, pages };
}

/** A firm whose two client companies have no admin: the trainee's signature sends records to the owner. */
async function buildOwnerBacklog() {
  const tenant = await buildTenantWithoutAdmin();
  const second = await buildCompany(tenant.firm.id);
  const secondEmployee = await buildUser({ role: 'employee', firmId: tenant.firm.id, companyId: second.id });
  const first = [
    await buildSignedByTrainee(tenant.employee),
    await buildSignedByTrainee(tenant.employee),
    await buildSignedByTrainee(tenant.employee, otherCourse),
  ];
  const other = [
    await buildSignedByTrainee(secondEmployee),
    await buildSignedByTrainee(secondEmployee, otherCourse),
  ];
  return { ...tenant, second, first, other, token: await tokenFor(tenant.owner) };
}

describe("the owner's pending list", () => {
  it('filters by company, course and signing days, and without a limit answers the whole filter', async () => {
    const { company, second, first, other, token } = await buildOwnerBacklog();
    const today = toBucharestDate(new Date());
    const yesterday = toBucharestDate(new Date(Date.now() - 24 * 60 * 60 * 1000));

    const all = await api.get<Pending[]>('/api/documents/pending-owner/', token);
    const ofCompany = await api.get<Pending[]>(
      `/api/documents/pending-owner/?company_id=${company.id}`,
      token,
    );
    const ofCourse = await api.get<Pending[]>(
      `/api/documents/pending-owner/?course_id=${otherCourse.course_id}`,
      token,
    );
    const ofBoth = await api.get<Pending[]>(
      `/api/documents/pending-owner/?company_id=${second.id}&course_id=${otherCourse.course_id}`,
      token,
    );
    const signedToday = await api.get<Pending[]>(
      `/api/documents/pending-owner/?signed_from=${today}&signed_to=${today}`,
      token,
    );
    const signedBefore = await api.get<Pending[]>(
      `/api/documents/pending-owner/?signed_to=${yesterday}`,
      token,
    );

    expect(all.body).toHaveLength(5);
    expect(idsOf(all.body).sort()).toEqual([...first, ...other].sort());
    expect(ofCompany.body).toHaveLength(3);
    expect(idsOf(ofCompany.body).sort()).toEqual([...first].sort());
    expect(idsOf(ofCourse.body).sort()).toEqual([first[2], other[1]].sort());
    expect(ofCourse.body[0]).toMatchObject({
      status: 'awaiting_owner',
      capacity: 'trainer',
      progress: { course: { id: otherCourse.course_id, title: otherCourse.course_title } },
    });
    expect(ofBoth.body).toHaveLength(1);
    expect(idsOf(ofBoth.body)).toEqual([other[1]]);
    expect(signedToday.body).toHaveLength(5);
    expect(signedBefore.body).toEqual([]);
  });

  it('pages a filter with the cursor to exactly the documents of the whole filter, in its order', async () => {
    const { company, first, token } = await buildOwnerBacklog();

    const whole = await api.get<Pending[]>('/api/documents/pending-owner/', token);
    const walked = await readAllPages('/api/documents/pending-owner/', token, 2);
    const filtered = await readAllPages(
      `/api/documents/pending-owner/?company_id=${company.id}&course_id=${otherCourse.course_id}`,
      token,
      1,
    );

    expect(walked.ids).toEqual(idsOf(whole.body));
    expect(walked.pages).toBe(3);
    expect(filtered.ids).toEqual([first[2]]);
  });

  it('refuses a date that is not a calendar day and a reversed range, in Romanian', async () => {
    const { owner } = await buildTenantWithoutAdmin();
    const token = await tokenFor(owner);

    const badDay = await api.get<{ detail: string }>(
      '/api/documents/pending-owner/?signed_from=2026-02-30',
      token,
    );
    const reversed = await api.get<{ detail: string }>(
      '/api/documents/pending-owner/?signed_from=2026-03-02&signed_to=2026-03-01',
      token,
    );

    expect(badDay.status).toBe(400);
    expect(badDay.body.detail).toContain(texts.documents.filterDateInvalid);
    expect(reversed.status).toBe(400);
    expect(reversed.body.detail).toContain(texts.documents.filterDatesReversed);
  });
});

describe("the admin's pending list", () => {
  it("filters the company's documents by course", async () => {
    const firm = await buildTenantWithoutAdmin();
    const admin = await buildUser({ role: 'admin', firmId: firm.firm.id, companyId: firm.company.id });
    const usual = await buildSignedByTrainee(firm.employee);
    const other = await buildSignedByTrainee(firm.employee, otherCourse);
    const token = await tokenFor(admin);

    const page = await api.get<Pending[]>(
      `/api/documents/pending-admin/?course_id=${otherCourse.course_id}`,
      token,
    );

    expect(page.body.map((document) => document.id)).toEqual([other]);
    expect(idsOf((await api.get<Pending[]>('/api/documents/pending-admin/', token)).body).sort()).toEqual(
      [usual, other].sort(),
    );
    // Once signed by the admin they leave the admin's list for the owner's.
    await massSign(api, admin, [usual, other]);
    expect((await api.get<Pending[]>('/api/documents/pending-admin/', token)).body).toEqual([]);
  });
});
