import { newAuditEvent, recordAuditEvent } from '../../audit/data/audit';
import { listCompaniesOfFirm } from '../../companies/data/companies';
import { listFirms } from '../../firms/data/firms';
import type { Sealer } from '../../signing/sealer';
import { attachDocumentSeal, listCompanyDocuments } from '../data/records';
import { sealDocumentHash } from './record-seal';
import { checkHashChain } from './verification';

/*
 * Records signed before the platform seal existed have no seal, and verification refuses a
 * signed record without one (an insider could otherwise forge a record and drop its seal). This
 * seals them once (`npm run seal-records`, docs/signatures.md): only a record whose hash chain
 * still holds is sealed, and each company's audit trail says which were sealed afterwards, and
 * when, and which were refused. Sealed afterwards, a record is proven unchanged from that moment
 * on, not from its signing.
 */

const SCRIPT_ORIGIN = { ip: 'script', userAgent: 'seal-records' };
const SYSTEM_ACTOR = { id: null, role: 'system', username: null, name: null } as const;

export type RecordSealingSummary = {
  sealed: string[];
  /** Records whose stored hashes no longer agree: left unsealed, so they keep failing verification. */
  refused: { id: string; reason: string }[];
};

async function sealCompanyRecords(companyId: string, sealer: Sealer, summary: RecordSealingSummary) {
  const sealed: string[] = [];
  const refused: { id: string; reason: string }[] = [];
  let cursor: string | undefined;
  do {
    const page = await listCompanyDocuments(companyId, { status: 'signed', limit: 100, cursor });
    for (const document of page.documents.filter((candidate) => !candidate.document_seal)) {
      const chain = await checkHashChain(document);
      if (!chain.isIntact || !document.document_hash) {
        refused.push({ id: document.id, reason: chain.isIntact ? 'document_hash_mismatch' : chain.reason });
        continue;
      }
      const seal = await sealDocumentHash(sealer, document.document_hash);
      if (await attachDocumentSeal(document, seal)) sealed.push(document.id);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  if (sealed.length + refused.length === 0) return;
  await recordAuditEvent(
    newAuditEvent({
      scope: { kind: 'company', id: companyId },
      action: 'records_sealed',
      actor: SYSTEM_ACTOR,
      origin: SCRIPT_ORIGIN,
      subject: { company_id: companyId },
      details: { sealed, refused },
    }),
  );
  summary.sealed.push(...sealed);
  summary.refused.push(...refused);
}

/** Seals every signed record without a seal, of one firm or of all; a second run finds none. */
export async function sealRecordsSignedBeforeTheSeal(options: {
  sealer: Sealer;
  firmId?: string | undefined;
}): Promise<RecordSealingSummary> {
  const summary: RecordSealingSummary = { sealed: [], refused: [] };
  const firmIds = options.firmId ? [options.firmId] : (await listFirms()).map((firm) => firm.id);
  for (const firmId of firmIds) {
    for (const company of await listCompaniesOfFirm(firmId)) {
      await sealCompanyRecords(company.id, options.sealer, summary);
    }
  }
  return summary;
}
