import type { CourseCategory, CourseSubcategory, WorkerTrainingStatus } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import { keys } from '../../src/platform/keys';
import { getMailer } from '../../src/platform/mailer';
import { updateItem } from '../../src/platform/table';
import { getTrainingStatus } from '../../src/training-status/data/training-status';
import { backfillTrainingMarks } from '../../src/training-status/domain/training-marks-backfill';
import { runTrainingStatusJob } from '../../src/training-status/domain/training-status-job';
import { tokenFor } from '../support/builders';
import { buildDocument, buildTenantWithoutAdmin, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

/*
 * Records signed before the per-worker rule gave their trainees no training mark, so those workers
 * read "Neinstruit" (docs/training-status.md, stored items). The backfill gives each the marks
 * their signatures would have given, once.
 */

const api = useTestGateway();
const DAY_MS = 86_400_000;
const INITIAL_TRAININGS: [CourseCategory, CourseSubcategory][] = [
  ['SSM', 'introductive'],
  ['SSM', 'loc_munca'],
  ['PSI-SU', 'introductive'],
  ['PSI-SU', 'loc_munca'],
];

type Worker = { id: string; training: { status: WorkerTrainingStatus } };

/** The worker's initial trainings, completed ten days ago and signed by them on the consent page. */
async function signInitialTrainings(trainee: UserRecord) {
  const completedAt = new Date(Date.now() - 10 * DAY_MS).toISOString();
  for (const [category, subcategory] of INITIAL_TRAININGS) {
    const document = await buildDocument(trainee, {
      course_category: category,
      course_subcategory: subcategory,
      completed_at: completedAt,
    });
    await signAsTrainee(api, trainee, document.id);
  }
}

/** What a user item signed before the rule looks like: records signed, no marks. */
async function forgetMarks(userId: string) {
  await updateItem({ Key: keys.user(userId), UpdateExpression: 'REMOVE training_marks' });
}

async function statusOf(owner: UserRecord, companyId: string, workerId: string) {
  const answer = await api.get<Worker[]>(
    `/api/companies/${companyId}/worker-trainings/`,
    await tokenFor(owner),
  );
  expect(answer.status).toBe(200);
  return answer.body.find((worker) => worker.id === workerId)?.training.status;
}

describe('npm run backfill-training-marks', () => {
  it('gives the trainees of records signed before the rule their marks, refreshes the company, and adds nothing the second time', async () => {
    const { firm, company, owner, employee } = await buildTenantWithoutAdmin();
    await signInitialTrainings(employee);
    const marksFromSignatures = (await getUserById(employee.id, { consistent: true }))?.training_marks;
    await forgetMarks(employee.id);
    await runTrainingStatusJob({ now: new Date(), firms: [firm], mailer: getMailer() });
    expect(await statusOf(owner, company.id, employee.id)).toBe('untrained');
    expect(await getTrainingStatus(company.id)).toMatchObject({ workers_untrained: 1, workers_on_time: 0 });

    const first = await backfillTrainingMarks({ firmId: firm.id });

    expect(first).toEqual({
      companies: 1,
      traineeSignedRecords: 4,
      marksAdded: 4,
      workersUpdated: 1,
      companiesRefreshed: 1,
    });
    expect(await statusOf(owner, company.id, employee.id)).toBe('on_time');
    expect(await getTrainingStatus(company.id)).toMatchObject({
      workers_untrained: 0,
      workers_on_time: 1,
      workers_status: 'on_time',
    });
    const backfilled = (await getUserById(employee.id, { consistent: true }))?.training_marks;
    expect([...(backfilled ?? [])].sort()).toEqual([...(marksFromSignatures ?? [])].sort());

    const second = await backfillTrainingMarks({ firmId: firm.id });

    expect(second).toMatchObject({
      traineeSignedRecords: 4,
      marksAdded: 0,
      workersUpdated: 0,
      companiesRefreshed: 0,
    });
    expect((await getUserById(employee.id, { consistent: true }))?.training_marks).toEqual(backfilled);
  });

  it('adds only the marks a worker lacks beside those a signature already gave', async () => {
    const { firm, employee } = await buildTenantWithoutAdmin();
    await signInitialTrainings(employee);
    const [kept, ...others] = (await getUserById(employee.id, { consistent: true }))?.training_marks ?? [];
    await forgetMarks(employee.id);
    await updateItem({
      Key: keys.user(employee.id),
      UpdateExpression: 'SET training_marks = :marks',
      ExpressionAttributeValues: { ':marks': [kept] },
    });

    const summary = await backfillTrainingMarks({ firmId: firm.id });

    expect(summary).toMatchObject({ marksAdded: 3, workersUpdated: 1 });
    const marks = (await getUserById(employee.id, { consistent: true }))?.training_marks ?? [];
    expect(marks).toHaveLength(4);
    expect([...marks].sort()).toEqual([kept, ...others].sort());
  });
});
