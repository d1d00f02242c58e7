import { getCompany, listCompaniesOfFirm, setSignedRecordCount } from '../../companies/data/companies';
import { listFirms } from '../../firms/data/firms';
import { countSignedDocuments } from '../data/records';

/*
 * A company's `signed_record_count` is what decides whether its archive is offered: the last
 * signature of a record adds 1 and deleting the history gives them back (docs/data-model.md,
 * training documents). Records signed before the count existed are in no count; this counts each
 * company's records signed by everyone from the records themselves and stores what differs
 * (`npm run recount-signed-records`). The company is read consistently before its records, and
 * the count is stored only if it did not move meanwhile: a signature landing during the recount is
 * never overwritten, the company is counted again.
 */

/** A company whose count keeps moving under the recount is counted again, this many times. */
const MAX_RECOUNT_ATTEMPTS = 3;

export type SignedRecordRecountSummary = { companies: number; corrected: number };

async function recountCompany(companyId: string): Promise<'corrected' | 'unchanged' | 'gone'> {
  for (let attempt = 1; attempt <= MAX_RECOUNT_ATTEMPTS; attempt += 1) {
    const company = await getCompany(companyId, { consistent: true });
    if (!company) return 'gone';
    const signed = await countSignedDocuments(companyId);
    // Absent means none: a company without signed records has nothing to correct.
    if ((company.signed_record_count ?? 0) === signed) return 'unchanged';
    if (await setSignedRecordCount(companyId, { from: company.signed_record_count, to: signed })) {
      return 'corrected';
    }
  }
  throw new Error(`The signed records of company ${companyId} kept changing; run the recount again.`);
}

/** Counts again the records signed by everyone of one firm's companies, or of every firm's. */
export async function recountSignedRecords(options: { firmId?: string | undefined } = {}) {
  const summary: SignedRecordRecountSummary = { companies: 0, corrected: 0 };
  const firmIds = options.firmId ? [options.firmId] : (await listFirms()).map((firm) => firm.id);
  for (const firmId of firmIds) {
    for (const company of await listCompaniesOfFirm(firmId)) {
      const outcome = await recountCompany(company.id);
      if (outcome === 'gone') continue;
      summary.companies += 1;
      if (outcome === 'corrected') summary.corrected += 1;
    }
  }
  return summary;
}
