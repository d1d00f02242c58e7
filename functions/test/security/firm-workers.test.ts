import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById } from '../../src/accounts/data/users';
import { getMailer } from '../../src/platform/mailer';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { buildTenant, tokenFor } from '../support/builders';
import { buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';

/*
 * The firm's workers list answers the caller's own firm only (docs/security.md, tenant
 * isolation): another firm's owner sees none of tenant A's workers, even naming A's company in
 * the filter, and a company's admin or employee is refused.
 */

const api = useTestGateway();

type Answer = { total: number; workers: { id: string }[]; companies: { id: string }[] };

describe.each(['/api/workers/', '/api/workers/export/'])('%s', (path) => {
  it("shows another firm's owner none of the firm's workers, even naming its company", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm, other.firm], mailer: getMailer() });
    const ownToken = await tokenFor(tenant.owner);
    const otherToken = await tokenFor(other.owner);

    const own = await api.get<Answer & { csv: string }>(path, ownToken);
    const unfiltered = await api.get<Answer & { csv: string }>(path, otherToken);
    const naming = await api.get<Answer & { csv: string }>(
      `${path}?company=${tenant.company.id}`,
      otherToken,
    );

    expect(own.status).toBe(200);
    const seen = (answer: typeof own) => JSON.stringify(answer.body);
    // Company names are unique to each test: the list and the file both name the worker's company.
    expect(seen(own)).toContain(tenant.company.name);
    expect(seen(own)).not.toContain(other.company.name);
    expect(seen(unfiltered)).toContain(other.company.name);
    for (const answer of [unfiltered, naming]) {
      expect(answer.status).toBe(200);
      expect(seen(answer)).not.toContain(tenant.company.name);
    }
    if (path === '/api/workers/') expect(naming.body.total).toBe(0);
    else expect(naming.body.csv.trim().split('\r\n')).toHaveLength(1);
  });

  it("refuses a company's admin and employee", async () => {
    const tenant = await buildTenant();
    for (const user of [tenant.admin, tenant.employee]) {
      const answer = await api.get<{ detail: string }>(path, await tokenFor(user));
      expect(answer.status).toBe(403);
      expect(answer.body.detail).toBeTruthy();
    }
  });
});

describe("the bulk actions on the firm's workers", () => {
  it("let another firm's owner neither remind nor assign a course to the firm's workers", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm, other.firm], mailer: getMailer() });
    const otherToken = await tokenFor(other.owner);
    const ownCourse = await buildCourse(other.owner);
    const tenantCourse = await buildCourse(tenant.owner);
    const naming = { filter: { company: tenant.company.id } };

    const reminded = await api.post<{ handled: number; sent: number }>(
      '/api/workers/remind/',
      naming,
      otherToken,
    );
    const assigned = await api.post<{ handled: number; assigned: number }>(
      '/api/workers/assign-course/',
      { ...naming, course_id: ownCourse.id },
      otherToken,
    );
    const foreignCourse = await api.post<{ detail: string }>(
      '/api/workers/assign-course/',
      { filter: {}, course_id: tenantCourse.id },
      otherToken,
    );

    expect(reminded.status).toBe(200);
    expect(reminded.body).toMatchObject({ handled: 0, sent: 0 });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({ handled: 0, assigned: 0 });
    expect(foreignCourse.status).toBe(404);
    for (const person of [tenant.admin, tenant.employee]) {
      expect((await getUserById(person.id, { consistent: true }))?.assigned_course_ids).toBeUndefined();
    }
  });

  it("refuses a company's admin and employee", async () => {
    const tenant = await buildTenant();
    const course = await buildCourse(tenant.owner);
    for (const user of [tenant.admin, tenant.employee]) {
      const token = await tokenFor(user);
      const reminded = await api.post('/api/workers/remind/', { filter: {} }, token);
      const assigned = await api.post(
        '/api/workers/assign-course/',
        { filter: {}, course_id: course.id },
        token,
      );
      expect([reminded.status, assigned.status]).toEqual([403, 403]);
    }
  });
});

describe("the month's plan", () => {
  it("shows another firm's owner nothing of the firm's clients and refuses their PDF", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm, other.firm], mailer: getMailer() });
    const otherToken = await tokenFor(other.owner);
    const month = new Date().toISOString().slice(0, 7);

    const plan = await api.get<{ companies: unknown[] }>(
      `/api/workers/plan/?month=${month}&company=${tenant.company.id}`,
      otherToken,
    );
    const pdf = await api.get<{ detail: string }>(
      `/api/workers/plan/pdf/?month=${month}&company=${tenant.company.id}`,
      otherToken,
    );

    expect(plan.status).toBe(200);
    expect(plan.body.companies).toEqual([]);
    expect(pdf.status).toBe(404);
    for (const user of [tenant.admin, tenant.employee]) {
      const answer = await api.get(`/api/workers/plan/?month=${month}`, await tokenFor(user));
      expect(answer.status).toBe(403);
    }
  });
});

describe("the print job of the firm's workers' fișe", () => {
  it("starts nothing for another firm's owner naming the firm's company, and shows the job to the firm's owners only", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    await runTrainingStatusJob({ now: new Date(), firms: [tenant.firm, other.firm], mailer: getMailer() });
    const naming = { filter: { company: tenant.company.id } };

    const foreign = await api.post<{ detail: string }>(
      '/api/workers/print-sheets/',
      naming,
      await tokenFor(other.owner),
    );
    const own = await api.post<{ job_id: string }>(
      '/api/workers/print-sheets/',
      naming,
      await tokenFor(tenant.owner),
    );

    expect(foreign.status).toBe(409);
    expect(foreign.body.detail).toBe(texts.firmWorkers.printSheetsEmpty);
    expect(own.status).toBe(202);
    const path = `/api/archive-jobs/${own.body.job_id}/`;
    expect((await api.get(path, await tokenFor(tenant.owner))).status).toBe(200);
    // The company's own admin neither: the ZIP may hold other companies' fișe.
    for (const [caller, status] of [
      [other.owner, 404],
      [other.admin, 404],
      [tenant.admin, 404],
      [tenant.employee, 403],
    ] as const) {
      const answer = await api.get<{ zip_url?: string }>(path, await tokenFor(caller));
      expect(answer.status).toBe(status);
      expect(answer.body.zip_url).toBeUndefined();
    }
  });

  it("refuses a company's admin and employee", async () => {
    const tenant = await buildTenant();
    for (const user of [tenant.admin, tenant.employee]) {
      const answer = await api.post('/api/workers/print-sheets/', { filter: {} }, await tokenFor(user));
      expect(answer.status).toBe(403);
    }
  });
});
