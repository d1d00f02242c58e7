import { createHash, createPublicKey, verify } from 'node:crypto';
import type { PasskeyEvidence, RecordSignature, TrainingRecord } from '../data/records';
import { manifestHashFromPath } from './signing-manifest';

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

/** The COSE algorithm of EdDSA, whose signature node:crypto checks without a separate digest. */
const COSE_EDDSA = -8;
/** The user-verified flag of the authenticator data's flags byte. */
const USER_VERIFIED = 0x04;

/**
 * Whether a passkey signature's stored evidence holds by itself, as the offline recipe checks it
 * (docs/signatures.md): the device's signature over the authenticator data and the SHA-256 of the
 * client data, with the stored public key; user verification; and the client data's challenge
 * the manifest hash this signature's binding hash leads to. A public key that cannot be read, or
 * anything that does not parse, is evidence that does not hold.
 */
export function isPasskeyEvidenceValid(
  signature: Pick<RecordSignature, 'binding_hash' | 'passkey'>,
): boolean {
  const evidence = signature.passkey;
  if (!evidence) return false;
  try {
    const authenticatorData = Buffer.from(evidence.authenticator_data, 'base64url');
    const clientDataJson = Buffer.from(evidence.client_data_json, 'base64url');
    const key = createPublicKey({
      key: Buffer.from(evidence.public_key, 'base64'),
      format: 'der',
      type: 'spki',
    });
    const signed = Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJson).digest()]);
    const isSigned = verify(
      evidence.algorithm === COSE_EDDSA ? null : 'sha256',
      signed,
      key,
      Buffer.from(evidence.signature, 'base64url'),
    );
    const root = manifestHashFromPath(signature.binding_hash, evidence.manifest_path);
    const clientData = JSON.parse(clientDataJson.toString('utf8')) as { type?: unknown; challenge?: unknown };
    return (
      isSigned &&
      ((authenticatorData[32] ?? 0) & USER_VERIFIED) !== 0 &&
      clientData.type === 'webauthn.get' &&
      root === evidence.manifest_hash &&
      clientData.challenge === Buffer.from(root, 'hex').toString('base64url')
    );
  } catch {
    return false;
  }
}
