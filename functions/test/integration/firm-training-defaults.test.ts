import type { ReenrolmentSettings } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { type CompanyRecord, getCompany } from '../../src/companies/data/companies';
import { type FirmRecord, getFirm } from '../../src/firms/data/firms';
import { nowIso } from '../../src/platform/clock';
import { getMailer } from '../../src/platform/mailer';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildCompany, buildTenant, buildUser, tokenFor, uniqueName } from '../support/builders';
import { assignedCourseIds, buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';
import { auditEvents, companyAuditEvents } from '../support/read-back';

const api = useTestGateway();

/*
 * The firm's default re-enrolment settings and each company's own (docs/training-status.md, "Firm
 * defaults"): one resolver serves the company page, the creation of people and the daily job.
 */

type Overview = { reenrolment: ReenrolmentSettings; reenrolment_source: 'firm' | 'company' };
type Defaults = { reenrolment: ReenrolmentSettings; companies_with_own_settings: number };

const NONE = { introductive: null, loc_munca: null, periodica: null };
const WORKPLACE_TRAINING = '2026-01-15T09:00:00.000Z';
const INSIDE_LEAD_TIME = new Date('2026-06-25T03:00:00.000Z');

function settings(ssm: Partial<ReenrolmentSettings['courses']['SSM']>, enabled = false): ReenrolmentSettings {
  return { enabled, lead_days: 30, courses: { SSM: { ...NONE, ...ssm }, 'PSI-SU': NONE } };
}

async function setFirmDefaults(owner: UserRecord, reenrolment: ReenrolmentSettings) {
  const answer = await api.request<Defaults>('PUT', '/api/training-defaults/', {
    body: { reenrolment },
    token: await tokenFor(owner),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function setCompanyReenrolment(
  owner: UserRecord,
  companyId: string,
  reenrolment: ReenrolmentSettings | null,
) {
  const answer = await api.request<Overview>('PUT', `/api/companies/${companyId}/training-settings/`, {
    body: { warning_days: 30, shorter_interval_months: null, reenrolment },
    token: await tokenFor(owner),
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
}

async function overviewOf(caller: UserRecord, companyId: string) {
  const answer = await api.get<Overview>(
    `/api/companies/${companyId}/training-overview/`,
    await tokenFor(caller),
  );
  expect(answer.status).toBe(200);
  return { reenrolment: answer.body.reenrolment, source: answer.body.reenrolment_source };
}

describe('firm defaults each company may override', () => {
  it('resolves a company to the firm’s defaults, to its own once set, and to the firm’s again when it goes back', async () => {
    const { company, owner, admin } = await buildTenant();
    const first = await buildCourse(owner, { subcategory: 'introductive' });
    const second = await buildCourse(owner, { subcategory: 'introductive' });
    const own = await buildCourse(owner, { subcategory: 'loc_munca' });

    const untouched = await overviewOf(owner, company.id);
    const defaults = await setFirmDefaults(owner, settings({ introductive: first.id }));
    const following = await overviewOf(admin, company.id);
    const overridden = await setCompanyReenrolment(owner, company.id, settings({ loc_munca: own.id }));
    await setFirmDefaults(owner, settings({ introductive: second.id }));
    const keptOwn = await overviewOf(owner, company.id);
    const back = await setCompanyReenrolment(owner, company.id, null);

    expect(untouched).toEqual({ reenrolment: settings({}), source: 'firm' });
    expect(defaults).toEqual({
      reenrolment: settings({ introductive: first.id }),
      companies_with_own_settings: 0,
    });
    expect(following).toEqual({ reenrolment: settings({ introductive: first.id }), source: 'firm' });
    expect(overridden).toMatchObject({
      reenrolment: settings({ loc_munca: own.id }),
      reenrolment_source: 'company',
    });
    expect(keptOwn).toEqual({ reenrolment: settings({ loc_munca: own.id }), source: 'company' });
    expect(back).toMatchObject({
      reenrolment: settings({ introductive: second.id }),
      reenrolment_source: 'firm',
    });
    expect((await getCompany(company.id, { consistent: true }))?.training_reenrolment).toBeUndefined();
  });

  it('changes every following company with one write on the firm, and audits each change', async () => {
    const { firm, owner } = await buildTenant();
    const companies = await Promise.all([1, 2, 3].map(() => buildCompany(firm.id)));
    const [withOwn] = companies as [CompanyRecord];
    const course = await buildCourse(owner, { subcategory: 'introductive' });
    await setCompanyReenrolment(owner, withOwn.id, settings({}));
    const before = await Promise.all(
      companies.map((company) => getCompany(company.id, { consistent: true })),
    );

    const token = await tokenFor(owner);
    const changed = await api.request<Defaults>('PUT', '/api/training-defaults/', {
      body: { reenrolment: settings({ introductive: course.id }) },
      token,
    });
    const after = await Promise.all(companies.map((company) => getCompany(company.id, { consistent: true })));
    const read = await api.get<Defaults>('/api/training-defaults/', token);

    expect(changed.body.companies_with_own_settings).toBe(1);
    expect(read.body).toEqual(changed.body);
    // No company item was written: the following ones read the firm's defaults.
    expect(after).toEqual(before);
    expect((await getFirm(firm.id))?.training_reenrolment).toEqual(settings({ introductive: course.id }));
    const firmEvents = (await auditEvents({ kind: 'firm', id: firm.id })).filter(
      (event) => event.action === 'firm_training_defaults_changed',
    );
    expect(firmEvents).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ id: owner.id }),
        details: { old: null, new: settings({ introductive: course.id }) },
      }),
    ]);
    await setCompanyReenrolment(owner, withOwn.id, null);
    const companyEvents = (await companyAuditEvents(withOwn.id)).filter(
      (event) => event.action === 'company_reenrolment_changed',
    );
    expect(companyEvents.map((event) => event.details)).toEqual([
      { company_name: withOwn.name, old: 'firm', new: settings({}) },
      { company_name: withOwn.name, old: settings({}), new: 'firm' },
    ]);
  });

  it('counts the companies with settings of their own by reading only those, however many follow the firm', async () => {
    const { firm, owner } = await buildTenant();
    const [withOwn] = await Promise.all([
      buildCompany(firm.id),
      buildCompany(firm.id, { training_reenrolment: settings({}), archived_at: nowIso() }),
    ]);
    await setCompanyReenrolment(owner, withOwn.id, settings({}));
    const token = await tokenFor(owner);
    const read = () => api.get<Defaults>('/api/training-defaults/', token);

    const few = await read();
    await Promise.all(Array.from({ length: 40 }, () => buildCompany(firm.id)));
    const many = await read();
    await setCompanyReenrolment(owner, withOwn.id, null);
    const none = await read();

    // The archived company keeps its settings but is not counted.
    expect(few.body.companies_with_own_settings).toBe(1);
    expect(many.body.companies_with_own_settings).toBe(1);
    expect(none.body.companies_with_own_settings).toBe(0);
    expect(many.headers.get('x-dynamodb-calls')).toBe('3');
    expect(many.headers.get('x-dynamodb-read-units')).toBe(few.headers.get('x-dynamodb-read-units'));
  });

  it('refuses defaults naming another firm’s course, and changes nothing', async () => {
    const { firm, owner } = await buildTenant();
    const other = await buildTenant();
    const foreign = await buildCourse(other.owner, { subcategory: 'periodica' });

    const refused = await api.request<{ detail: string }>('PUT', '/api/training-defaults/', {
      body: { reenrolment: settings({ periodica: foreign.id }, true) },
      token: await tokenFor(owner),
    });

    expect(refused.status).toBe(400);
    expect((await getFirm(firm.id))?.training_reenrolment).toBeUndefined();
  });

  it('gives a person added to a following company the firm’s new hires’ courses', async () => {
    const { company, owner } = await buildTenant();
    const introductive = await buildCourse(owner, { subcategory: 'introductive' });
    await setFirmDefaults(owner, settings({ introductive: introductive.id }));
    const username = uniqueName('nou');

    const created = await api.post<{ id: string }>(
      '/api/users/create/',
      { username, first_name: 'Ana', last_name: 'Nouă', role: 'employee', company: company.id },
      await tokenFor(owner),
    );

    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await assignedCourseIds(created.body.id)).toEqual([introductive.id]);
  });

  it('has the daily job re-enrol by the resolved settings: the firm’s where followed, none where the company switched it off', async () => {
    const { firm, owner, company: following } = await buildTenant();
    const switchedOff = await buildCompany(firm.id);
    const periodic = await buildCourse(owner, { subcategory: 'periodica' });
    await setFirmDefaults(owner, settings({ periodica: periodic.id }, true));
    await setCompanyReenrolment(owner, switchedOff.id, settings({ periodica: periodic.id }, false));
    const trained = (company: CompanyRecord) =>
      buildUser(
        { role: 'employee', firmId: firm.id, companyId: company.id },
        {
          hire_date: '2026-01-15',
          staff_category: 'muncitor',
          training_marks: [`SSM#introductive#${WORKPLACE_TRAINING}`, `SSM#loc_munca#${WORKPLACE_TRAINING}`],
        },
      );
    const [reenrolled, leftAlone] = await Promise.all([trained(following), trained(switchedOff)]);

    const run = await runTrainingStatusJob({
      now: INSIDE_LEAD_TIME,
      firms: [(await getFirm(firm.id)) as FirmRecord],
      mailer: getMailer(),
    });

    expect(run.reenrolled).toBe(1);
    expect(await assignedCourseIds(reenrolled.id)).toEqual([periodic.id]);
    expect(await assignedCourseIds(leftAlone.id)).toEqual([]);
  });
});
