import { fromBER } from 'asn1js';
import { Attribute, ContentInfo, SignedAndUnsignedAttributes, SignedData } from 'pkijs';
import { CMS_OID, readCmsSignature } from '../../src/signing/cades';
import { toArrayBuffer } from '../../src/signing/certificate';
import { readSignedRange } from '../../src/signing/pdf-signed-range';

/*
 * Changes someone can make to a sealed PDF without touching the bytes its seal covers: the
 * signature value in /Contents lies outside the signed range, so its zero padding and the CMS's
 * unsigned attributes (where a time-stamp token goes) can be rewritten and the seal still verifies.
 */

function contentsOf(pdf: Uint8Array): { start: number; hex: string } {
  const range = readSignedRange(pdf);
  if (typeof range === 'string') throw new Error(`Not a sealed PDF: ${range}`);
  const text = Buffer.from(pdf).toString('latin1');
  return { start: range.contentsStart + 1, hex: text.slice(range.contentsStart + 1, range.contentsEnd - 1) };
}

function withContents(pdf: Uint8Array, start: number, hex: string): Uint8Array {
  const changed = Buffer.from(pdf);
  changed.write(hex, start, 'latin1');
  return new Uint8Array(changed);
}

/** The same file with one hex digit of the zero padding after the signature changed. */
export function changePaddingDigit(pdf: Uint8Array): Uint8Array {
  const { start, hex } = contentsOf(pdf);
  if (!hex.endsWith('0')) throw new Error('The signature value has no zero padding');
  return withContents(pdf, start, `${hex.slice(0, -1)}1`);
}

/** The seal's signature value: what a PAdES B-T time stamp is over. */
export function sealSignatureValue(pdf: Uint8Array): Uint8Array {
  // The parser reads the one DER element at the start and leaves the zero padding after it.
  return readCmsSignature(new Uint8Array(Buffer.from(contentsOf(pdf).hex, 'hex'))).signature;
}

/** The same file with this time-stamp token as its seal's only unsigned attribute. */
export function withTimestampToken(pdf: Uint8Array, token: Uint8Array): Uint8Array {
  const { start, hex } = contentsOf(pdf);
  const contentInfo = ContentInfo.fromBER(toArrayBuffer(Buffer.from(hex, 'hex')));
  const signedData = new SignedData({ schema: contentInfo.content });
  const signer = signedData.signerInfos[0];
  if (!signer) throw new Error('The seal has no signer');
  signer.unsignedAttrs = new SignedAndUnsignedAttributes({
    type: 1,
    attributes: [
      new Attribute({
        type: CMS_OID.signatureTimeStampToken,
        values: [fromBER(toArrayBuffer(token)).result],
      }),
    ],
  });
  const der = new ContentInfo({ contentType: CMS_OID.signedData, content: signedData.toSchema(true) })
    .toSchema()
    .toBER(false);
  const replaced = Buffer.from(der).toString('hex');
  if (replaced.length > hex.length) throw new Error('The token does not fit the signature placeholder');
  return withContents(pdf, start, replaced.padEnd(hex.length, '0'));
}
