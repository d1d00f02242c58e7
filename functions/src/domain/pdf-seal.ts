import {
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { TSTInfo } from 'pkijs';
import {
  createCadesSignature,
  readCmsSignature,
  type TimestampAuthority,
  verifyCadesSignature,
} from '../lib/cades';
import {
  type SealCertificateSummary,
  sha256,
  summariseCertificate,
  toArrayBuffer,
} from '../lib/seal-certificate';
import { SealError, type Sealer } from '../lib/sealer';

/*
 * PAdES baseline signatures of the platform's seal on the PDFs it produces (docs/signatures.md).
 * The signature goes into the same single save that writes the document: a signature dictionary
 * with a /Contents placeholder, an invisible signature field, then the byte ranges around the
 * placeholder are hashed, signed as a detached CAdES signature and written into it. The
 * signature covers every byte of the file but its own value, so any later change shows.
 *
 * The dictionary is written as raw bytes (pdf-lib would renumber or compress it), with every
 * text as UTF-16 so Romanian reads right in PDF readers' signature panels. For the same document,
 * seal and signing time the output is the same bytes, unless a time stamp (B-T) is asked for.
 */

const CONTENTS_FIELD = '/Contents ';
const BYTE_RANGE_FIELD = '/ByteRange ';
/** Wide enough for any offset in a file below 10 GB; padded with spaces once the offsets are known. */
const BYTE_RANGE_PLACEHOLDER = `[0 ${'9'.repeat(10)} ${'9'.repeat(10)} ${'9'.repeat(10)}]`;
const SIGNATURE_FIELD_NAME = 'Sigiliu';
/** Room for the CMS beyond its certificates (signed attributes, signature, structure). */
const CMS_OVERHEAD_BYTES = 2048;
/** Room for an RFC 3161 token, which usually carries the authority's certificate chain. */
const TIMESTAMP_TOKEN_BYTES = 12_288;

/** Annotation flags: printed, and locked so readers do not offer to move or delete the field. */
const PRINT_AND_LOCKED = 4 | 128;
/** AcroForm SigFlags: signatures exist, and the file must only be appended to. */
const SIGNATURES_EXIST_APPEND_ONLY = 3;

export type PdfSealOptions = {
  sealer: Sealer;
  /** The time claimed in the signature (/M); the proven time, when needed, comes from the TSA. */
  signingTime: Date;
  /** Why the document is sealed, shown by PDF readers. */
  reason: string;
  location: string;
  /** When set, the seal is PAdES B-T: a token from this authority, or no seal at all. */
  timestampAuthority?: TimestampAuthority | undefined;
};

function signatureDictionary(options: PdfSealOptions, contentsBytes: number): Uint8Array {
  const text = (value: string) => PDFHexString.fromText(value).toString();
  const dictionary = [
    '<<',
    '/Type /Sig',
    '/Filter /Adobe.PPKLite',
    '/SubFilter /ETSI.CAdES.detached',
    `${BYTE_RANGE_FIELD}${BYTE_RANGE_PLACEHOLDER}`,
    `${CONTENTS_FIELD}<${'0'.repeat(contentsBytes * 2)}>`,
    `/M ${PDFString.fromDate(options.signingTime).toString()}`,
    `/Reason ${text(options.reason)}`,
    `/Location ${text(options.location)}`,
    '>>',
  ].join('\n');
  return new TextEncoder().encode(dictionary);
}

/** The invisible signature field on the first page, registered in the document's form. */
function addSignatureField(pdf: PDFDocument, signatureRef: PDFRef): void {
  const page = pdf.getPage(0);
  const widgetRef = pdf.context.register(
    pdf.context.obj({
      Type: 'Annot',
      Subtype: 'Widget',
      FT: 'Sig',
      Rect: [0, 0, 0, 0],
      V: signatureRef,
      T: PDFString.of(SIGNATURE_FIELD_NAME),
      F: PRINT_AND_LOCKED,
      P: page.ref,
    }),
  );
  page.node.addAnnot(widgetRef);
  const form = pdf.catalog.getOrCreateAcroForm();
  form.dict.set(PDFName.of('SigFlags'), PDFNumber.of(SIGNATURES_EXIST_APPEND_ONLY));
  form.addField(widgetRef);
}

function findOnce(bytes: Buffer, text: string): number {
  const at = bytes.indexOf(text, 0, 'latin1');
  if (at < 0 || bytes.indexOf(text, at + 1, 'latin1') >= 0) {
    throw new SealError(
      `The signature placeholder ${text.slice(0, 12)}… is not in the saved PDF exactly once`,
    );
  }
  return at;
}

async function contentsSize(options: PdfSealOptions): Promise<number> {
  const chain = await options.sealer.certificateChain();
  const certificates = chain.reduce((total, der) => total + der.length, 0);
  return certificates + CMS_OVERHEAD_BYTES + (options.timestampAuthority ? TIMESTAMP_TOKEN_BYTES : 0);
}

/** Seals a document built with pdf-lib and returns the sealed file. */
export async function sealPdfDocument(pdf: PDFDocument, options: PdfSealOptions): Promise<Uint8Array> {
  if (pdf.getPageCount() === 0) throw new SealError('A PDF without pages cannot carry a signature field');
  const contentsBytes = await contentsSize(options);
  const signatureRef = pdf.context.register(PDFInvalidObject.of(signatureDictionary(options, contentsBytes)));
  addSignatureField(pdf, signatureRef);
  const file = Buffer.from(await pdf.save());

  const contentsStart =
    findOnce(file, `${CONTENTS_FIELD}<${'0'.repeat(contentsBytes * 2)}>`) + CONTENTS_FIELD.length;
  const contentsEnd = contentsStart + contentsBytes * 2 + 2;
  const byteRange = [0, contentsStart, contentsEnd, file.length - contentsEnd];
  const byteRangeText = `[${byteRange.join(' ')}]`.padEnd(BYTE_RANGE_PLACEHOLDER.length, ' ');
  file.write(byteRangeText, findOnce(file, BYTE_RANGE_PLACEHOLDER), 'latin1');

  const contentDigest = sha256(Buffer.concat([file.subarray(0, contentsStart), file.subarray(contentsEnd)]));
  const signature = await createCadesSignature({
    contentDigest,
    sealer: options.sealer,
    timestampAuthority: options.timestampAuthority,
  });
  if (signature.length > contentsBytes) {
    throw new SealError(
      `The signature (${signature.length} bytes) does not fit its ${contentsBytes}-byte placeholder`,
    );
  }
  file.write(Buffer.from(signature).toString('hex'), contentsStart + 1, 'latin1');
  return new Uint8Array(file);
}

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
