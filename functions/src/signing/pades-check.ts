import { TSTInfo } from 'pkijs';
import { readCmsSignature, verifyCadesSignature } from './cades';
import { type SealCertificateSummary, sha256, summariseCertificate, toArrayBuffer } from './certificate';

/*
 * Checking the PAdES seal of a PDF (pdf-seal.ts makes it) from the file's bytes alone: no PDF
 * library is loaded, so the public verification of an uploaded file stays light.
 */

/** What the embedded seal of a PDF says, checked against the file itself. */
export type PdfSealCheck =
  | { status: 'unsealed' }
  | { status: 'unreadable' }
  | {
      /** `intact`: the signature verifies and covers every byte; `altered`: the file changed since. */
      status: 'intact' | 'altered';
      certificate: SealCertificateSummary;
      /** The DER certificate, for the caller to compare with the certificates it trusts. */
      certificateDer: Uint8Array;
      /** The time the signature claims (/M). */
      claimedSigningTime: string | undefined;
      /** The time an RFC 3161 authority vouched for, when the seal carries a token (B-T). */
      timestampTime: string | undefined;
    };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;
const CLAIMED_TIME = /\/M\s*\(D:(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})/;
const SIGNATURE_DICTIONARY_REACH = 256;

function parseClaimedTime(dictionary: string): string | undefined {
  const match = CLAIMED_TIME.exec(dictionary);
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second] = match;
  return new Date(`${year}-${month}-${day}T${hour}:${minute}:${second}Z`).toISOString();
}

function timestampTime(token: Uint8Array | undefined): string | undefined {
  const info = token && readCmsSignature(token).content;
  return info ? TSTInfo.fromBER(toArrayBuffer(info)).genTime.toISOString() : undefined;
}

/**
 * Finds the last signature of a PDF and checks it: its value verifies over the bytes its
 * /ByteRange names, and that range is the whole file but the value itself. A file changed after
 * it was sealed (edited, or with a revision appended) answers `altered`.
 */
export function checkPdfSeal(bytes: Uint8Array): PdfSealCheck {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = file.toString('latin1');
  const ranges = [...text.matchAll(BYTE_RANGE)];
  const last = ranges.at(-1);
  if (!last) return { status: 'unsealed' };
  const [start, contentsStart, contentsEnd, tailLength] = last.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || contentsStart >= contentsEnd || contentsEnd > file.length)
    return { status: 'unreadable' };
  const contentsHex = text.slice(contentsStart, contentsEnd);
  if (!/^<[0-9A-Fa-f]*>$/.test(contentsHex)) return { status: 'unreadable' };
  let contents: ReturnType<typeof readCmsSignature>;
  try {
    contents = readCmsSignature(new Uint8Array(Buffer.from(contentsHex.slice(1, -1), 'hex')));
  } catch {
    return { status: 'unreadable' };
  }
  const signed = Buffer.concat([
    file.subarray(0, contentsStart),
    file.subarray(contentsEnd, Math.min(file.length, contentsEnd + tailLength)),
  ]);
  const coversWholeFile = contentsEnd + tailLength === file.length;
  const dictionary = text.slice(
    Math.max(0, (last.index ?? 0) - SIGNATURE_DICTIONARY_REACH),
    contentsEnd + SIGNATURE_DICTIONARY_REACH,
  );
  return {
    status: coversWholeFile && verifyCadesSignature(contents, sha256(signed)) ? 'intact' : 'altered',
    certificate: summariseCertificate(contents.signerCertificate),
    certificateDer: contents.signerCertificate,
    claimedSigningTime: parseClaimedTime(dictionary),
    timestampTime: timestampTime(contents.timestampToken),
  };
}
