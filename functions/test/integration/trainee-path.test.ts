import { describe, expect, it } from 'vitest';
import { getTrainingRecord } from '../../src/records/data/records';
import { buildTenant, buildUser, tokenFor } from '../support/builders';
import { assign, buildCourse, takeQuiz } from '../support/course-builders';
import { massSign, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();

async function passQuiz(trainee: Parameters<typeof tokenFor>[0], courseId: string) {
  const answer = await takeQuiz(api, await tokenFor(trainee), courseId);
  expect(answer.status).toBe(201);
  return answer.body;
}

describe("the trainee's path from the quiz to a signed record", () => {
  it('a passed quiz starts the document waiting for the trainee, under the progress id the sign page uses', async () => {
    const { owner, admin, firm, company } = await buildTenant();
    const placement = { role: 'employee' as const, firmId: firm.id, companyId: company.id };
    const manager = await buildUser(placement, { is_workplace_manager: true });
    const employee = await buildUser(placement, { manager_id: manager.id });
    const course = await buildCourse(owner, {
      title: 'Instruire la locul de muncă',
      subcategory: 'loc_munca',
    });
    await assign(owner, course.id, { companyId: company.id });

    const attempt = await passQuiz(employee, course.id);
    const started = await getTrainingRecord(attempt.id, { consistent: true });
    await signAsTrainee(api, employee, attempt.id);
    // The worker's manager trains, the company's admin admits (docs/domain.md, signers per phase).
    await massSign(api, manager, [attempt.id]);
    await massSign(api, admin, [attempt.id]);

    expect(started).toMatchObject({
      status: 'awaiting_trainee',
      trainee_id: employee.id,
      content: { course: { id: course.id, title: 'Instruire la locul de muncă', subcategory: 'loc_munca' } },
    });
    expect((await getTrainingRecord(attempt.id, { consistent: true }))?.status).toBe('signed');
  });

  it('a failed quiz starts no document', async () => {
    const { owner, employee, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });
    const attempt = await takeQuiz(api, await tokenFor(employee), course.id, () => 'wrong');

    expect(attempt.body.completed).toBe(false);
    expect(await getTrainingRecord(attempt.body.id, { consistent: true })).toBeNull();
  });

  it("an admin's passed quiz carries their signature as the company's representative at once", async () => {
    const { owner, admin, company } = await buildTenant();
    const course = await buildCourse(owner);
    await assign(owner, course.id, { companyId: company.id });

    const attempt = await passQuiz(admin, course.id);
    const autoSign = await massSign(api, admin, [attempt.id]);
    await signAsTrainee(api, admin, attempt.id);

    expect(autoSign.body.already_signed).toEqual([attempt.id]);
    expect((await getTrainingRecord(attempt.id, { consistent: true }))?.status).toBe('awaiting_owner');
  });
});
