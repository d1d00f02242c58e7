import { type AnyRoute, routeList } from '@ssm/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { principalAs } from '../../src/accounts/domain/principal';
import { newArchiveJob, putArchiveJob } from '../../src/archives/data/archive-jobs';
import { startQuizAttempt } from '../../src/learning/domain/quiz-attempts';
import { newId } from '../../src/platform/ids';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, buildCourse } from '../support/course-builders';
import { buildDocument, buildSignedDocument } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * Every GET of the route table answers with at most 3 DynamoDB calls (the caller's GetItem
 * included; a public route's count of its caller's address, one UpdateItem, on top) and no Scan, as every role it admits, read from the gateway's x-dynamodb-* headers.
 * A GET added to the route table fails here until it has a sample request below.
 */

const api = useTestGateway();
const MAX_GET_CALLS = 3;
const THIS_MONTH = new Date().toISOString().slice(0, 7);

type Caller = 'superowner' | 'owner' | 'admin' | 'employee' | 'public';
type Fixture = {
  ids: {
    firm: string;
    company: string;
    course: string;
    document: string;
    pendingDocument: string;
    archiveJob: string;
    hash: string;
    employee: string;
  };
  tokens: Record<Exclude<Caller, 'public'>, string>;
};

const SAMPLE_PATHS: Record<string, (ids: Fixture['ids']) => string> = {
  'users-me': () => '/api/users/me/',
  'user-progress': () => '/api/user-progress/',
  'list-courses': () => '/api/courses/',
  'get-course': (ids) => `/api/courses/${ids.course}/`,
  'course-quiz-attempts': (ids) => `/api/courses/${ids.course}/quiz-attempts/`,
  'course-assignments': (ids) => `/api/courses/${ids.course}/assignments/`,
  'company-assignments': (ids) => `/api/companies/${ids.company}/assignments/`,
  'list-firms': () => '/api/ssm-firms/',
  'firm-clients': (ids) => `/api/ssm-firms/${ids.firm}/clients/`,
  'firm-owners': (ids) => `/api/ssm-firms/${ids.firm}/owners/`,
  'list-companies': () => '/api/companies/',
  'company-users': (ids) => `/api/company/${ids.company}/users/?limit=20`,
  'get-company-users': (ids) => `/api/get-company-users/${ids.company}/?limit=20`,
  'pending-admin': () => '/api/documents/pending-admin/?limit=20',
  'pending-owner': () => '/api/documents/pending-owner/?limit=20',
  'pending-manager': () => '/api/documents/pending-manager/',
  'missing-signer': (ids) => `/api/documents/missing-signer/?company_id=${ids.company}`,
  'user-progress-admin': () => '/api/user-progress-admin/?limit=20',
  'verify-signature': (ids) => `/api/verify-signature/?hash=${ids.hash}`,
  'seal-certificate': () => '/api/seal-certificate/',
  'signed-record': (ids) => `/api/documents/${ids.document}/pdf/`,
  'record-preview': (ids) => `/api/documents/${ids.pendingDocument}/preview/`,
  'worker-training-sheet': (ids) => `/api/users/${ids.employee}/training-sheet/SSM/`,
  'sheet-scans': (ids) => `/api/users/${ids.employee}/training-sheet-scans/`,
  'psi-sheet-mode': (ids) => `/api/companies/${ids.company}/psi-sheet-mode/`,
  'archive-job': (ids) => `/api/archive-jobs/${ids.archiveJob}/`,
  'company-training-status': () => '/api/companies/training-status/',
  'firm-workers': () => '/api/workers/?status=overdue',
  'firm-workers-export': () => '/api/workers/export/',
  'month-plan': () => `/api/workers/plan/?month=${THIS_MONTH}`,
  'month-plan-pdf': (ids) => `/api/workers/plan/pdf/?month=${THIS_MONTH}&company=${ids.company}`,
  'company-register': () => '/api/company-register/',
  'firm-training-defaults': () => '/api/training-defaults/',
  'company-training-overview': (ids) => `/api/companies/${ids.company}/training-overview/`,
  'company-worker-trainings': (ids) => `/api/companies/${ids.company}/worker-trainings/?limit=20`,
  'my-trainings': () => '/api/users/me/trainings/',
  'list-passkeys': () => '/api/passkeys/',
  'admin-backlog': () => '/api/documents/admin-backlog/',
};

const gets = routeList.filter((route): route is AnyRoute & { method: 'GET' } => route.method === 'GET');

let fixture: Fixture;

beforeAll(async () => {
  const { firm, company, owner, admin, employee } = await buildTenant();
  const superowner = await buildUser({ role: 'superowner' });
  const course = await buildCourse(owner);
  await assign(owner, course.id, { companyId: company.id });
  await startQuizAttempt({ trainee: principalAs(employee, 'employee'), courseId: course.id });
  const direct = await buildCourse(owner);
  await assign(owner, direct.id, { companyId: company.id, userId: employee.id });
  const signed = await buildSignedDocument(api, { trainee: employee, admin, owner });
  const pending = await buildDocument(employee);
  const archiveJob = newId();
  await putArchiveJob({
    ...newArchiveJob({
      companyId: company.id,
      companyName: company.name,
      firmId: firm.id,
      requestedBy: owner.id,
    }),
    id: archiveJob,
  });
  // The first opening of the course in the round records it (one UpdateItem); the measured GET is
  // a later one. The study report is measured after a report interval has passed.
  for (const trainee of [employee, admin])
    await api.get(`/api/courses/${course.id}/`, await tokenFor(trainee));
  // The first download renders the record (and the fișă); the measured one reads it.
  await api.get(`/api/documents/${signed.id}/pdf/`, await tokenFor(employee));
  await api.get(`/api/users/${employee.id}/training-sheet/SSM/`, await tokenFor(employee));
  const people: Record<Exclude<Caller, 'public'>, UserRecord> = { superowner, owner, admin, employee };
  const tokens = Object.fromEntries(
    await Promise.all(Object.entries(people).map(async ([role, user]) => [role, await tokenFor(user)])),
  ) as Fixture['tokens'];
  fixture = {
    ids: {
      firm: firm.id,
      company: company.id,
      course: course.id,
      document: signed.id,
      pendingDocument: pending.id,
      archiveJob,
      hash: signed.document_hash as string,
      employee: employee.id,
    },
    tokens,
  };
});

describe('DynamoDB calls per GET', () => {
  it('has a sample request for every GET of the route table', () => {
    expect(gets.map((route) => route.id).filter((id) => !SAMPLE_PATHS[id])).toEqual([]);
  });

  for (const route of gets) {
    const maxCalls = MAX_GET_CALLS + ('rateGroup' in route ? 1 : 0);
    for (const caller of route.access as readonly Caller[]) {
      it(`GET ${route.path} as ${caller}: at most ${maxCalls} calls, no Scan`, async () => {
        const path = SAMPLE_PATHS[route.id]?.(fixture.ids) ?? '';
        const answer = await api.get(path, caller === 'public' ? undefined : fixture.tokens[caller]);

        expect(answer.status).toBe(200);
        expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
        expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(maxCalls);
      });
    }
  }

  it('credits a study report in at most 3 calls (the caller, one BatchGetItem, one UpdateItem), no Scan', async () => {
    const answer = await api.post(
      '/api/study-reports/',
      { course: fixture.ids.course, seconds: 0, pages: [1], page_count: 1 },
      fixture.tokens.employee,
    );

    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
    expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(3);
  });

  it("deletes a worker's training event in at most 11 calls (the caller, the company, the worker, one transaction, then the status refresh with the company's roster), no Scan", async () => {
    const { company, employee } = fixture.ids;
    const recorded = await api.post<{ id: string }>(
      `/api/companies/${company}/training-events/`,
      { user_id: employee, kind: 'work_accident', date: '2026-01-05', categories: ['SSM'] },
      fixture.tokens.owner,
    );
    const version = (await getUserById(employee, { consistent: true }))?.training_events_version;

    const answer = await api.del(
      `/api/companies/${company}/training-events/${recorded.body.id}/?user_id=${employee}&version=${version}`,
      fixture.tokens.owner,
    );

    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-dynamodb-scans')).toBe('0');
    expect(Number(answer.headers.get('x-dynamodb-calls'))).toBeLessThanOrEqual(11);
  });

  it('lists a course assigned directly to the employee as well as the company’s', async () => {
    const answer = await api.get<{ id: string }[]>('/api/courses/', fixture.tokens.employee);

    expect(answer.body).toHaveLength(2);
    expect(answer.body.map((course) => course.id)).toContain(fixture.ids.course);
  });
});
