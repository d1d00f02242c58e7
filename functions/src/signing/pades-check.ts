import { readCmsSignature, verifyCadesSignature } from './cades';
import { type SealCertificateSummary, summariseCertificate } from './certificate';
import { readSignedRange } from './pdf-signed-range';
import { checkTimestampToken, type TimestampCheck } from './timestamp-token';

/*
 * Checking the PAdES seal of a PDF (pades.ts makes it) from the file's bytes alone: no PDF
 * library is loaded, so the public verification of an uploaded file stays light.
 */

/** What the embedded seal of a PDF says, checked against the file itself. */
export type PdfSealCheck =
  | { status: 'unsealed' }
  | { status: 'unreadable' }
  | {
      /**
       * `intact`: the signature verifies, covers every byte but its own value, and that value is
       * the signature and its zero padding, nothing else; `altered`: the file changed since.
       */
      status: 'intact' | 'altered';
      certificate: SealCertificateSummary;
      /** The DER certificate, for the caller to compare with the certificates it trusts. */
      certificateDer: Uint8Array;
      /** SHA-256 (hex) of the bytes the signature covers: what the seal signed. */
      sealedSha256: string;
      /** The time the signature claims (/M). */
      claimedSigningTime: string | undefined;
      /** The RFC 3161 token over the signature (B-T), checked; absent when the seal carries none. */
      timestamp: TimestampCheck | undefined;
    };

const CLAIMED_TIME = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/;
const SIGNATURE_DICTIONARY_REACH = 256;

function parseClaimedTime(dictionary: string): string | undefined {
  const match = CLAIMED_TIME.exec(dictionary);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`).toISOString();
}

/**
 * The length of the DER element at the start of the bytes (tag, length, content), or null when
 * its header is not DER's: a CMS signature is one definite-length SEQUENCE.
 */
function derElementLength(bytes: Uint8Array): number | null {
  if (bytes.length < 2 || bytes[0] !== 0x30) return null;
  const first = bytes[1] as number;
  if (first < 0x80) return 2 + first;
  const lengthBytes = first & 0x7f;
  if (lengthBytes === 0 || lengthBytes > 4 || bytes.length < 2 + lengthBytes) return null;
  let length = 0;
  for (let index = 0; index < lengthBytes; index += 1) length = length * 256 + (bytes[2 + index] as number);
  return 2 + lengthBytes + length;
}

/**
 * Splits a signature value into its DER and what follows it, which a sealed file fills with
 * zeros only: the value lies outside what the signature covers, so anything else there (one
 * changed digit of the padding) is a change made after sealing.
 */
function splitSignatureValue(value: Uint8Array): { der: Uint8Array; isPaddedWithZeros: boolean } | null {
  const length = derElementLength(value);
  if (length === null || length > value.length) return null;
  return {
    der: value.subarray(0, length),
    isPaddedWithZeros: value.subarray(length).every((byte) => byte === 0),
  };
}

/**
 * Finds the last signature of a PDF and checks it: its value verifies over the bytes its
 * /ByteRange names, that range is the whole file but the value itself, and the value holds the
 * signature and zeros only. A file changed after it was sealed (edited, with a revision appended,
 * or with its signature value rewritten) answers `altered`. A time-stamp token in the signature is
 * checked against the trusted authorities' certificates (DER; none: no token is confirmed) before
 * its time is reported.
 */
export function checkPdfSeal(
  bytes: Uint8Array,
  options: { trustedTimestampAuthorities: readonly Uint8Array[] } = { trustedTimestampAuthorities: [] },
): PdfSealCheck {
  const range = readSignedRange(bytes);
  if (typeof range === 'string') return { status: range };
  const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const contentsHex = text.slice(range.contentsStart, range.contentsEnd);
  if (!/^<([0-9A-Fa-f]{2})*>$/.test(contentsHex)) return { status: 'unreadable' };
  const value = splitSignatureValue(new Uint8Array(Buffer.from(contentsHex.slice(1, -1), 'hex')));
  if (!value) return { status: 'unreadable' };
  let contents: ReturnType<typeof readCmsSignature>;
  try {
    contents = readCmsSignature(value.der);
  } catch {
    return { status: 'unreadable' };
  }
  const dictionary = text.slice(
    Math.max(0, range.dictionaryAt - SIGNATURE_DICTIONARY_REACH),
    range.contentsEnd + SIGNATURE_DICTIONARY_REACH,
  );
  const isIntact =
    range.coversWholeFile &&
    value.isPaddedWithZeros &&
    verifyCadesSignature(contents, new Uint8Array(range.coveredSha256));
  return {
    status: isIntact ? 'intact' : 'altered',
    certificate: summariseCertificate(contents.signerCertificate),
    certificateDer: contents.signerCertificate,
    sealedSha256: range.coveredSha256.toString('hex'),
    claimedSigningTime: parseClaimedTime(dictionary),
    timestamp: contents.timestampToken
      ? checkTimestampToken({
          token: contents.timestampToken,
          signatureValue: contents.signature,
          trustedAuthorities: options.trustedTimestampAuthorities,
        })
      : undefined,
  };
}
