import { computeTrainingStatus, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { listUsersOfCompany, type UserRecord, users as userEntity } from '../../src/accounts/data/users';
import {
  type CompanyRecord,
  companies as companyEntity,
  listCompaniesOfFirm,
} from '../../src/companies/data/companies';
import { now, nowIso } from '../../src/platform/clock';
import { newId } from '../../src/platform/ids';
import { putItems } from '../../src/platform/table';
import {
  listRecordsAwaitingAdmin,
  type TrainingRecord,
  trainingRecords,
} from '../../src/records/data/records';
import { buildTrainingRecord } from '../../src/records/domain/record-signing';
import { getSealing } from '../../src/signing/seal';
import {
  listTrainingStatusesOfFirm,
  putTrainingStatuses,
} from '../../src/training-status/data/training-status';
import { summarizeWorkers } from '../../src/training-status/domain/company-workers';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, buildCourse } from '../support/course-builders';
import { buildCompletedProgress, expectNoScan } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * Lists that grow with the firm are read to the end, page by page: each partition here holds more
 * than DynamoDB answers in one Query (1 MB), so a repository that stopped after the first page
 * would miss items. Long addresses make a few dozen items weigh that much.
 */

const api = useTestGateway();
const PADDING = 'Str. Lungă nr. 1, '.repeat(1200);
/** 60 items of ~22 KB: about 1.3 MB, more than one page. */
const ITEM_COUNT = 60;

function range(count: number): number[] {
  return Array.from({ length: count }, (_, index) => index);
}

async function addHeavyCompanies(firmId: string): Promise<CompanyRecord[]> {
  const companies = range(ITEM_COUNT).map(
    (index): CompanyRecord => ({
      id: newId(),
      firm_id: firmId,
      name: `Compania ${String(index).padStart(3, '0')} SRL`,
      registration_number: `J40/${index + 1}/2020`,
      address: PADDING,
      training_frequency_months: 6,
      created_at: nowIso(),
      record_count: 0,
      signed_record_count: 0,
      awaiting_admin_count: 0,
    }),
  );
  await putItems(companies.map(companyEntity.toItem));
  return companies;
}

async function addHeavyEmployees(template: UserRecord): Promise<UserRecord[]> {
  const users = range(ITEM_COUNT).map(
    (index): UserRecord => ({
      ...template,
      id: newId(),
      username: `${template.username}.${index}`,
      address: PADDING,
    }),
  );
  await putItems(users.map(userEntity.toItem));
  return users;
}

describe('lists larger than one DynamoDB page', () => {
  it('the firm’s companies: the repository and GET /api/companies/ answer every one', async () => {
    const { firm, company, owner } = await buildTenant();
    const added = await addHeavyCompanies(firm.id);

    const listed = await listCompaniesOfFirm(firm.id);
    const answer = expectNoScan(await api.get<{ id: string }[]>('/api/companies/', await tokenFor(owner)));

    const expected = [company.id, ...added.map((entry) => entry.id)].sort();
    expect(listed.map((entry) => entry.id).sort()).toEqual(expected);
    expect(answer.status).toBe(200);
    expect(answer.body.map((entry) => entry.id).sort()).toEqual(expected);
    expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeGreaterThan(2);
  });

  it('a company’s users: all of them without a limit, and page by page with one', async () => {
    const { company, owner, employee } = await buildTenant();
    const added = await addHeavyEmployees(employee);
    const token = await tokenFor(owner);

    const { users } = await listUsersOfCompany(company.id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=25&cursor=${encodeURIComponent(cursor)}` : '?limit=25';
      const page = expectNoScan(
        await api.get<{ id: string }[]>(`/api/company/${company.id}/users/${query}`, token),
      );
      expect(page.status).toBe(200);
      expect(page.body.length).toBeLessThanOrEqual(25);
      seen.push(...page.body.map((user) => user.id));
      cursor = page.headers.get('x-next-cursor');
      pages += 1;
    } while (cursor);

    expect(users).toHaveLength(ITEM_COUNT + 2);
    expect(pages).toBeGreaterThanOrEqual(3);
    expect(new Set(seen).size).toBe(ITEM_COUNT + 2);
    expect(seen).toEqual(expect.arrayContaining(added.map((user) => user.id)));
  });

  it('documents waiting for the admin: every one, from more than one page', async () => {
    const { firm, company, employee } = await buildTenant();
    const trainee = { ...employee, address: PADDING };
    const { sealer } = await getSealing();
    const records = await Promise.all(
      range(ITEM_COUNT).map(
        async (): Promise<TrainingRecord> => ({
          ...(await buildTrainingRecord({
            progress: buildCompletedProgress(trainee),
            trainee,
            company,
            firm,
            sealer,
          })),
          status: 'awaiting_admin',
          signed_roles: ['trainee'],
        }),
      ),
    );
    await putItems(records.map(trainingRecords.toItem));

    const page = await listRecordsAwaitingAdmin(company.id);

    expect(page.nextCursor).toBeNull();
    expect(page.records.map((record) => record.id).sort()).toEqual(records.map((record) => record.id).sort());
  });

  it('the firm’s training-status items: every company’s, from more than one page', async () => {
    const { firm } = await buildTenant();
    const companies = await addHeavyCompanies(firm.id);
    await putTrainingStatuses(
      companies.map((company) => ({
        company_id: company.id,
        firm_id: firm.id,
        company_name: `${company.name} ${PADDING}`,
        ...computeTrainingStatus({
          frequencyMonths: 6,
          lastAllocationAt: null,
          lastTrainingAt: null,
          now: now(),
        }),
        ...summarizeWorkers(company, [], now()),
        last_allocation_at: null,
        last_training_at: null,
        updated_at: nowIso(),
        version: newId(),
      })),
    );

    const listed = await listTrainingStatusesOfFirm(firm.id);

    expect(listed.map((record) => record.company_id).sort()).toEqual(
      companies.map((company) => company.id).sort(),
    );
  });
});

describe('a paging cursor is only the key of the Query it came from', () => {
  const encode = (key: Record<string, unknown>) => Buffer.from(JSON.stringify(key)).toString('base64url');
  const decode = (cursor: string) =>
    JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Record<string, string>;

  /** The route's real next cursor, decoded: the first page of two rows when there are three. */
  async function realCursor(path: string, token: string) {
    const first = await api.get(`${path}?limit=2`, token);
    expect(first.status).toBe(200);
    return decode(first.headers.get('x-next-cursor') ?? '');
  }

  /** Keys with other attribute names than the Query's own: DynamoDB would answer them with a ValidationException. */
  function reshaped(key: Record<string, string>, indexKeys: readonly string[]) {
    const withoutSortKey = Object.fromEntries(Object.entries(key).filter(([name]) => name !== 'SK'));
    const indexOnly = Object.fromEntries(Object.entries(key).filter(([name]) => indexKeys.includes(name)));
    return [
      { ...key, GSI2PK: 'x' },
      { ...key, extra: 'x' },
      withoutSortKey,
      ...(indexKeys.length > 0 ? [indexOnly] : [{ ...key, GSI1PK: 'x' }]),
    ];
  }

  it('a table Query (a company’s assignments) and an index Query (a company’s users) answer 400 to any other key shape', async () => {
    const { owner, firm, company } = await buildTenant();
    for (let index = 0; index < 3; index += 1) {
      await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
      await assign(owner, (await buildCourse(owner)).id, { companyId: company.id });
    }
    const token = await tokenFor(owner);
    const routes = [
      { path: `/api/companies/${company.id}/assignments/`, indexKeys: [] },
      { path: `/api/company/${company.id}/users/`, indexKeys: ['GSI1PK', 'GSI1SK'] },
    ];

    for (const { path, indexKeys } of routes) {
      const key = await realCursor(path, token);
      for (const tampered of reshaped(key, indexKeys)) {
        const answer = await api.get(`${path}?limit=2&cursor=${encode(tampered)}`, token);
        expect({ tampered, status: answer.status, body: answer.body }).toEqual({
          tampered,
          status: 400,
          body: { detail: texts.api.invalidCursor },
        });
      }
    }
  });
});
