import {
  type PDFDocument,
  PDFHexString,
  PDFInvalidObject,
  PDFName,
  PDFNumber,
  type PDFRef,
  PDFString,
} from 'pdf-lib';
import { createCadesSignature } from './cades';
import { sha256 } from './certificate';
import { SealError, type Sealer, type TimestampAuthority } from './sealer';

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
 * Checking a sealed file is pdf-seal-check.ts, which loads no PDF library.
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
