import { formatRomanianDateTime } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import type { RequestOrigin } from '../../audit/data/audit';
import { nowIso } from '../../platform/clock';
import { badRequest } from '../../platform/errors';
import { certificatePublicKey } from '../../signing/certificate';
import type { PdfSealCheck } from '../../signing/pades-check';
import type { PublishedSeal } from '../../signing/sealer';
import { timestampTrustAnchors } from '../../signing/settings';
import { countVerificationFailure } from '../data/verification-failures';
import { sha256Hex } from './record-hashes';
import { type SealedFileVerification, type VerificationAnswer, verifySealedFile } from './verification';

/*
 * `POST /api/verify-pdf/` (docs/signatures.md, verifying a PDF): the seal embedded in a PDF,
 * checked against the file itself and against the platform's published key, then what the
 * platform knows the file as, found by what its seal covers. The answer says in plain Romanian
 * what each finding means, and claims nothing it did not check: an authority's time only once
 * its token is verified, a file the platform does not know never valid.
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
  const trustedTimestampAuthorities = timestampTrustAnchors();
  const { checkPdfSeal } = await import('../../signing/pades-check');
  try {
    return checkPdfSeal(bytes, { trustedTimestampAuthorities });
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

type SealedCheck = Extract<PdfSealCheck, { certificate: unknown }>;

function timestampWords(timestamp: SealedCheck['timestamp']): string[] {
  if (timestamp?.status === 'verified') {
    return [texts.pdfVerification.timestampTime(formatRomanianDateTime(timestamp.time), timestamp.authority)];
  }
  if (timestamp?.status === 'unconfirmed') return [texts.pdfVerification.timestampUnconfirmed];
  if (timestamp?.status === 'invalid') return [texts.pdfVerification.timestampInvalid];
  return [];
}

function knownFileWords(found: SealedFileVerification): string {
  if (found.kind === 'unknown') return texts.pdfVerification.recordUnknown;
  if (found.kind === 'worker-sheet') {
    return texts.pdfVerification.workerSheet(formatRomanianDateTime(found.sheet.sealed_at));
  }
  return found.answer.valid
    ? texts.pdfVerification.recordValid
    : texts.pdfVerification.recordInvalid(found.answer.reason);
}

/** Why a file is not valid, as its failure is counted, unless the record behind it was counted already. */
function failureOf(check: PdfSealCheck, isPlatformSeal: boolean, found: SealedFileVerification | null) {
  if (check.status !== 'intact') return `pdf_${check.status}`;
  if (!isPlatformSeal) return 'pdf_foreign_seal';
  if (check.timestamp?.status === 'invalid') return 'pdf_timestamp_invalid';
  if (found?.kind === 'unknown') return 'pdf_unknown';
  return null;
}

const FILE_KINDS = { record: 'record', 'worker-sheet': 'worker_sheet', unknown: 'unknown' } as const;

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
  const findings: string[] = [SEAL_STATUS_WORDS[check.status]];
  if (sealed) {
    findings.push(
      isPlatformSeal
        ? texts.pdfVerification.platformSeal(sealed.certificate.fingerprintSha256)
        : texts.pdfVerification.foreignSeal(sealed.certificate.subject),
    );
    if (sealed.claimedSigningTime)
      findings.push(texts.pdfVerification.claimedTime(formatRomanianDateTime(sealed.claimedSigningTime)));
    findings.push(...timestampWords(sealed.timestamp));
  }
  // What the platform knows the file as only counts once the file is the one the platform sealed.
  const isTrustedFile =
    sealed?.status === 'intact' && isPlatformSeal && sealed.timestamp?.status !== 'invalid';
  const found = isTrustedFile
    ? await verifySealedFile({ sealedSha256: sealed.sealedSha256, origin: options.origin, seal })
    : null;
  if (found) findings.push(knownFileWords(found));
  const record: VerificationAnswer | null = found?.kind === 'record' ? found.answer : null;
  const valid =
    found !== null && (found.kind === 'worker-sheet' || (found.kind === 'record' && found.answer.valid));
  const failure = failureOf(check, isPlatformSeal, found);
  if (failure) {
    await countVerificationFailure({
      companyId: null,
      reason: failure,
      hash: fileSha256,
      origin: options.origin,
      at: nowIso(),
    });
  }
  const verdict = valid
    ? texts.pdfVerification.valid
    : found?.kind === 'unknown'
      ? texts.pdfVerification.unknown
      : texts.pdfVerification.invalid;
  return {
    valid,
    explanation: [verdict, ...findings],
    file_sha256: fileSha256,
    seal: {
      status: check.status,
      is_platform_seal: isPlatformSeal,
      signer: sealed?.certificate.subject ?? null,
      certificate_sha256: sealed?.certificate.fingerprintSha256 ?? null,
      claimed_signing_time: sealed?.claimedSigningTime ?? null,
      timestamp_status: sealed?.timestamp?.status ?? null,
      timestamp_time: sealed?.timestamp?.status === 'verified' ? sealed.timestamp.time : null,
    },
    file_kind: found ? FILE_KINDS[found.kind] : null,
    record,
  };
}
