import { beforeAll, describe, expect, it } from 'vitest';
import { listUsersOfCompany } from '../../src/accounts/data/users';
import { type CompanyRecord, listCompaniesOfFirm } from '../../src/companies/data/companies';
import { getQuizAttempts } from '../../src/learning/data/quiz-attempts';
import { seedLargeFirm } from '../../src/local/large-firm';
import { listCompanyRecords, type TrainingRecord, traineeMarkOf } from '../../src/records/data/records';
import { getTrainingStatus } from '../../src/training-status/data/training-status';

/*
 * `npm run seed:large` writes its history with BatchWriteItem, beside the API's signing path: its
 * workers must carry the training marks their signatures would have given them, or the per-worker
 * status reads every one of them "Neinstruit" (docs/training-status.md, stored items), its
 * companies the count of signed records that offers their archive, and each pass the attempts
 * item the quiz route writes with it.
 */

async function listEveryDocument(companyId: string): Promise<TrainingRecord[]> {
  const records: TrainingRecord[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCompanyRecords(companyId, { limit: 100, cursor });
    records.push(...page.records);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return records;
}

describe('the large firm (npm run seed:large)', () => {
  let company: CompanyRecord;
  let others: CompanyRecord[];

  beforeAll(async () => {
    const seeded = await seedLargeFirm({ companies: 1 });
    if (!seeded) throw new Error('The large firm was already seeded in this store');
    const [first, ...rest] = await listCompaniesOfFirm(seeded.firm.id);
    if (!first) throw new Error('The large firm has no company');
    company = first;
    others = rest;
  });

  it('gives every worker the training mark of each record they signed, and each company its signed and waiting counts, as the signing path does', async () => {
    const workers = (await listUsersOfCompany(company.id, { limit: 100 })).users;
    const records = await listEveryDocument(company.id);
    const traineeSigned = records.filter((record) => record.signed_roles.includes('trainee'));
    const signed = records.filter((record) => record.status === 'signed');

    expect(others).toEqual([]);
    expect(traineeSigned.length).toBeGreaterThan(0);
    const marks = new Set(workers.flatMap((worker) => worker.training_marks ?? []));
    expect(traineeSigned.filter((record) => marks.has(traineeMarkOf(record)))).toHaveLength(
      traineeSigned.length,
    );
    expect(company.record_count).toBe(records.length);
    expect(company.signed_record_count).toBe(signed.length);
    expect(company.awaiting_admin_count).toBe(
      records.filter((record) => record.status === 'awaiting_admin').length,
    );
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.length).toBeLessThan(records.length);
  });

  it('leaves each worker, per course they passed, the attempts item that remembers their latest pass', async () => {
    const latestPasses = new Map<string, { traineeId: string; courseId: string; completedAt: string }>();
    for (const { content } of await listEveryDocument(company.id)) {
      const key = `${content.trainee.id} ${content.course.id}`;
      if ((latestPasses.get(key)?.completedAt ?? '') < content.completed_at) {
        latestPasses.set(key, {
          traineeId: content.trainee.id,
          courseId: content.course.id,
          completedAt: content.completed_at,
        });
      }
    }

    expect(latestPasses.size).toBeGreaterThan(0);
    for (const pass of latestPasses.values()) {
      expect((await getQuizAttempts(pass.traineeId, pass.courseId))?.passed_at).toBe(pass.completedAt);
    }
  });

  it("spreads the company's people over the statuses, as on an ordinary day, not all red", async () => {
    const status = await getTrainingStatus(company.id);

    expect(status).toMatchObject({ workers_untrained: 1, workers_overdue: 3 });
    expect(status?.workers_due_soon).toBeGreaterThanOrEqual(2);
    expect(status?.workers_on_time).toBeGreaterThan(40);
  });
});
