import type { PasskeyEvidence, TrainingRecord } from '../data/records';

/*
 * The evidence of a record's passkey signatures, embedded in its PDF as a JSON file
 * (docs/signatures.md, checking a passkey signature offline): with it and the record alone,
 * anyone can check that each signer's passkey signed that signature's binding hash, without the
 * platform.
 */

export const PASSKEY_EVIDENCE_FILE_NAME = 'semnaturi-cheie-de-acces.json';

export type PasskeyEvidenceFile = {
  document_id: string;
  content_hash: string;
  signatures: ({
    role: TrainingRecord['signatures'][number]['role'];
    signer: { username: string; first_name: string; last_name: string };
    timestamp: string;
    signature_hash: string;
    binding_hash: string;
  } & PasskeyEvidence)[];
};

export function passkeyEvidenceFileOf(record: TrainingRecord): PasskeyEvidenceFile | null {
  const signatures = record.signatures.flatMap((signature) =>
    signature.passkey
      ? [
          {
            role: signature.role,
            signer: {
              username: signature.signer.username,
              first_name: signature.signer.first_name,
              last_name: signature.signer.last_name,
            },
            timestamp: signature.timestamp,
            signature_hash: signature.signature_hash,
            binding_hash: signature.binding_hash,
            ...signature.passkey,
          },
        ]
      : [],
  );
  if (signatures.length === 0) return null;
  return { document_id: record.id, content_hash: record.content_hash, signatures };
}
