import { describe, expect, it } from 'vitest';
import { listUsersOfCompany } from '../../src/accounts/data/users';
import { listCompaniesOfFirm } from '../../src/companies/data/companies';
import { seedLargeFirm } from '../../src/local/large-firm';
import { listCompanyDocuments, type TrainingDocument } from '../../src/records/data/records';

/*
 * `npm run seed:large` writes its history with BatchWriteItem, beside the API's signing path: its
 * workers must carry the training marks their signatures would have given them, or the per-worker
 * status reads every one of them "Neinstruit" (docs/training-status.md, stored items), and its
 * companies the count of signed records that offers their archive.
 */

async function listEveryDocument(companyId: string): Promise<TrainingDocument[]> {
  const documents: TrainingDocument[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCompanyDocuments(companyId, { limit: 100, cursor });
    documents.push(...page.documents);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return documents;
}

describe('the large firm (npm run seed:large)', () => {
  it('gives every worker the training mark of each record they signed, and each company its signed count, as the signing path does', async () => {
    const seeded = await seedLargeFirm({ companies: 1 });
    if (!seeded) throw new Error('The large firm was already seeded in this store');

    const [company, ...others] = await listCompaniesOfFirm(seeded.firm.id);
    if (!company) throw new Error('The large firm has no company');
    const workers = (await listUsersOfCompany(company.id, { limit: 100 })).users;
    const documents = await listEveryDocument(company.id);
    const traineeSigned = documents.filter((document) => document.signed_roles.includes('trainee'));
    const signed = documents.filter((document) => document.status === 'signed');

    expect(others).toEqual([]);
    expect(traineeSigned.length).toBeGreaterThan(0);
    expect(workers.reduce((sum, worker) => sum + (worker.training_marks?.length ?? 0), 0)).toBe(
      traineeSigned.length,
    );
    expect(company.record_count).toBe(documents.length);
    expect(company.signed_record_count).toBe(signed.length);
    expect(signed.length).toBeGreaterThan(0);
    expect(signed.length).toBeLessThan(documents.length);
  });
});
