import { formatRomanianDateTime, texts } from '@ssm/shared';
import type { RequestOrigin } from '../../audit/data/audit';
import { badRequest } from '../../platform/errors';
import { certificatePublicKey } from '../../signing/certificate';
import type { PdfSealCheck } from '../../signing/pades-check';
import type { PublishedSeal } from '../../signing/sealer';
import { sha256Hex } from './record-hashes';
import { type VerificationAnswer, verifyRecordFile } from './verification';

/*
 * `POST /api/verify-pdf/` (docs/signatures.md, verifying a PDF): the seal embedded in a PDF,
 * checked against the file itself and against the platform's published key, then the signed
 * record behind the file by its SHA-256 (the hash path /verificare always had). The answer says
 * in plain Romanian what each finding means.
 */

const PDF_MAGIC = '%PDF-';
/** A PDF may start after a little junk (ISO 32000-1 allows readers to look in the first 1024 bytes). */
const PDF_MAGIC_REACH = 1024;

function isPdf(bytes: Uint8Array): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, PDF_MAGIC_REACH))
    .toString('latin1')
    .includes(PDF_MAGIC);
}

/** Whether the certificate in the file certifies the platform's published public key. */
async function isPlatformCertificate(certificateDer: Uint8Array, seal: PublishedSeal): Promise<boolean> {
  try {
    const inFile = certificatePublicKey(certificateDer).export({ type: 'spki', format: 'der' });
    return Buffer.from(await seal.publicKey()).equals(inFile);
  } catch {
    return false;
  }
}

/**
 * The seal check (pkijs, asn1js) loads with the first file to check, by `import()`, so the
 * route's cold start does without it; only what the check itself throws makes a file unreadable,
 * never a failure to load it.
 */
async function readSeal(bytes: Uint8Array): Promise<PdfSealCheck> {
  const { checkPdfSeal } = await import('../../signing/pades-check');
  try {
    return checkPdfSeal(bytes);
  } catch {
    return { status: 'unreadable' };
  }
}

const SEAL_STATUS_WORDS = {
  intact: texts.pdfVerification.sealIntact,
  altered: texts.pdfVerification.sealAltered,
  unsealed: texts.pdfVerification.sealMissing,
  unreadable: texts.pdfVerification.sealUnreadable,
} as const;

function recordWords(record: VerificationAnswer | null): string {
  if (!record) return texts.pdfVerification.recordUnknown;
  return record.valid
    ? texts.pdfVerification.recordValid
    : texts.pdfVerification.recordInvalid(record.reason);
}

export async function verifyPdfFile(options: {
  bytes: Uint8Array;
  origin: RequestOrigin;
  seal: PublishedSeal;
}) {
  const { bytes, seal } = options;
  if (!isPdf(bytes)) throw badRequest(texts.pdfVerification.notPdf, { file: [texts.pdfVerification.notPdf] });
  const fileSha256 = sha256Hex(bytes);
  const check = await readSeal(bytes);
  const sealed = 'certificate' in check ? check : null;
  const isPlatformSeal = sealed !== null && (await isPlatformCertificate(sealed.certificateDer, seal));
  const explanation: string[] = [SEAL_STATUS_WORDS[check.status]];
  if (sealed) {
    explanation.push(
      isPlatformSeal
        ? texts.pdfVerification.platformSeal(sealed.certificate.fingerprintSha256)
        : texts.pdfVerification.foreignSeal(sealed.certificate.subject),
    );
    if (sealed.claimedSigningTime)
      explanation.push(texts.pdfVerification.claimedTime(formatRomanianDateTime(sealed.claimedSigningTime)));
    if (sealed.timestampTime)
      explanation.push(texts.pdfVerification.timestampTime(formatRomanianDateTime(sealed.timestampTime)));
  }
  // The record behind the file only counts once the file is the one the platform sealed.
  const isTrustedFile = check.status === 'intact' && isPlatformSeal;
  const record = isTrustedFile ? await verifyRecordFile({ fileSha256, origin: options.origin, seal }) : null;
  if (isTrustedFile) explanation.push(recordWords(record));
  const valid = isTrustedFile && (record === null || record.valid);
  return {
    valid,
    explanation: [valid ? texts.pdfVerification.valid : texts.pdfVerification.invalid, ...explanation],
    file_sha256: fileSha256,
    seal: {
      status: check.status,
      is_platform_seal: isPlatformSeal,
      signer: sealed?.certificate.subject ?? null,
      certificate_sha256: sealed?.certificate.fingerprintSha256 ?? null,
      claimed_signing_time: sealed?.claimedSigningTime ?? null,
      timestamp_time: sealed?.timestampTime ?? null,
    },
    record,
  };
}
