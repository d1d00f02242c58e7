import { describe, expect, it } from 'vitest';
import { getFirm } from '../../src/firms/data/firms';
import { buildTenant, tokenFor } from '../support/builders';
import { buildCourse } from '../support/course-builders';
import { useTestGateway } from '../support/gateway';
import { NO_REENROLMENT } from './matrix';

/*
 * The firm's training defaults are the caller's own firm's only (docs/security.md, tenant
 * isolation): another firm's owner reads and sets their own firm's, never tenant A's, and a
 * company's admin or employee is refused both.
 */

const api = useTestGateway();

type Defaults = { reenrolment: typeof NO_REENROLMENT };

describe('/api/training-defaults/', () => {
  it("lets another firm's owner neither read nor change the firm's defaults", async () => {
    const tenant = await buildTenant();
    const other = await buildTenant();
    const course = await buildCourse(tenant.owner, { subcategory: 'introductive' });
    const defaults = {
      ...NO_REENROLMENT,
      courses: { ...NO_REENROLMENT.courses, SSM: { ...NO_REENROLMENT.courses.SSM, introductive: course.id } },
    };
    const set = await api.request('PUT', '/api/training-defaults/', {
      body: { reenrolment: defaults },
      token: await tokenFor(tenant.owner),
    });
    const otherToken = await tokenFor(other.owner);

    const read = await api.get<Defaults>('/api/training-defaults/', otherToken);
    // Naming tenant A's course is refused as not the caller's firm's; their own empty defaults are theirs alone.
    const naming = await api.request('PUT', '/api/training-defaults/', {
      body: { reenrolment: defaults },
      token: otherToken,
    });
    const own = await api.request('PUT', '/api/training-defaults/', {
      body: { reenrolment: NO_REENROLMENT },
      token: otherToken,
    });

    expect(set.status).toBe(200);
    expect(read.status).toBe(200);
    expect(read.body.reenrolment.courses.SSM.introductive).toBeNull();
    expect(naming.status).toBe(400);
    expect(own.status).toBe(200);
    expect((await getFirm(tenant.firm.id))?.training_reenrolment).toEqual(defaults);
    expect((await getFirm(other.firm.id))?.training_reenrolment).toEqual(NO_REENROLMENT);
  });

  it('refuses an admin and an employee both routes, and changes nothing', async () => {
    const tenant = await buildTenant();

    for (const user of [tenant.admin, tenant.employee]) {
      const token = await tokenFor(user);
      const read = await api.get('/api/training-defaults/', token);
      const write = await api.request('PUT', '/api/training-defaults/', {
        body: { reenrolment: NO_REENROLMENT },
        token,
      });

      expect(read.status).toBe(403);
      expect(write.status).toBe(403);
    }
    expect((await getFirm(tenant.firm.id))?.training_reenrolment).toBeUndefined();
  });
});
