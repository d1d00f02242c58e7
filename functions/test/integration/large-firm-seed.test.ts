import { describe, expect, it } from 'vitest';
import { listUsersOfCompany } from '../../src/accounts/data/users';
import { listCompaniesOfFirm } from '../../src/companies/data/companies';
import { seedLargeFirm } from '../../src/local/large-firm';
import { recountSignedRecords } from '../../src/records/domain/signed-record-recount';
import { backfillTrainingMarks } from '../../src/training-status/domain/training-marks-backfill';

/*
 * `npm run seed:large` writes its history with BatchWriteItem, beside the API's signing path: its
 * workers must carry the training marks their signatures would have given them, or the per-worker
 * status reads every one of them "Neinstruit" (docs/training-status.md, stored items), and its
 * companies the count of signed records that offers their archive.
 */

describe('the large firm (npm run seed:large)', () => {
  it('gives every worker the training mark of each record they signed, and each company its signed count, as the signing path does', async () => {
    const seeded = await seedLargeFirm({ companies: 1 });
    if (!seeded) throw new Error('The large firm was already seeded in this store');

    const workers = [];
    for (const company of await listCompaniesOfFirm(seeded.firm.id)) {
      workers.push(...(await listUsersOfCompany(company.id, { limit: 100 })).users);
    }
    const marks = workers.reduce((sum, worker) => sum + (worker.training_marks?.length ?? 0), 0);
    const backfill = await backfillTrainingMarks({ firmId: seeded.firm.id });

    expect(backfill.companies).toBe(1);
    expect(backfill.traineeSignedRecords).toBeGreaterThan(0);
    expect(marks).toBe(backfill.traineeSignedRecords);
    expect(backfill.marksAdded).toBe(0);
    const [company] = await listCompaniesOfFirm(seeded.firm.id);
    expect(company?.signed_record_count).toBeGreaterThan(0);
    expect(company?.signed_record_count).toBeLessThan(company?.record_count ?? 0);
    expect(await recountSignedRecords({ firmId: seeded.firm.id })).toEqual({ companies: 1, corrected: 0 });
  });
});
