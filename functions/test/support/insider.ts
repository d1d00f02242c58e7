import { putItems } from '../../src/platform/table';
import { getTrainingRecord, type TrainingRecord, trainingRecords } from '../../src/records/data/records';
import { recordHashWrite, signatureWrite } from '../../src/records/data/signatures';
import {
  computeBindingHash,
  computeChainHashes,
  computeContentHash,
} from '../../src/records/domain/record-hashes';

/*
 * What an insider who can write the table, but never use the seal's key, can make of a record
 * (docs/signatures.md, the seal chain): any change of its fields, with every SHA-256 recomputed
 * with the project's own functions (content hash, bindings, the links of the seal chain and the
 * document hash) and the look-ups written to match. The seals stay as the platform made them.
 */
export async function rewriteAsInsider(
  recordId: string,
  change: (record: TrainingRecord) => TrainingRecord,
): Promise<TrainingRecord> {
  const changed = change((await getTrainingRecord(recordId, { consistent: true })) as TrainingRecord);
  const contentHash = computeContentHash(changed.content);
  const signatures = changed.signatures.map((signature) => ({
    ...signature,
    content_hash: contentHash,
    binding_hash: computeBindingHash({
      recordId,
      role: signature.role,
      signatureHash: signature.signature_hash,
      contentHash,
    }),
  }));
  const isSigned = changed.status === 'signed';
  const chain = computeChainHashes({ ...changed, content_hash: contentHash, signatures });
  const forged: TrainingRecord = {
    ...changed,
    content_hash: contentHash,
    signatures,
    document_hash: isSigned ? (chain.at(-1) as string) : null,
    signed_at: isSigned ? changed.signed_at : null,
  };
  const owner = { document_id: recordId, company_id: forged.company_id };
  await putItems([
    trainingRecords.toItem(forged),
    ...signatures.map(
      (signature) => signatureWrite({ ...signature, ...owner, firm_id: forged.firm_id }).Put.Item,
    ),
    ...(forged.document_hash
      ? [recordHashWrite({ hash: forged.document_hash, kind: 'document', ...owner }).Put.Item]
      : []),
  ]);
  return forged;
}
