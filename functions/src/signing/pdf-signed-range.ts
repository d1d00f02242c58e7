import { createHash } from 'node:crypto';

/*
 * Where a PDF's last signature sits and what it covers, read from the file's bytes with
 * node:crypto alone: the check of a sealed PDF (pades-check.ts) and the code that stores a sealed
 * file under what its seal covers both read it here.
 */

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g;

export type SignedRange = {
  /** Offsets of the signature value (`<hex>`) the range leaves out. */
  contentsStart: number;
  contentsEnd: number;
  /** Whether the range is the whole file but the signature value. */
  coversWholeFile: boolean;
  /** SHA-256 of the bytes the range covers: what the signature signs. */
  coveredSha256: Buffer;
  /** Where the /ByteRange entry starts, to find the rest of its signature dictionary. */
  dictionaryAt: number;
};

/** The last signature's byte range, or why there is none to read. */
export function readSignedRange(bytes: Uint8Array): SignedRange | 'unsealed' | 'unreadable' {
  const file = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const last = [...file.toString('latin1').matchAll(BYTE_RANGE)].at(-1);
  if (!last) return 'unsealed';
  const [start, contentsStart, contentsEnd, tailLength] = last.slice(1, 5).map(Number) as [
    number,
    number,
    number,
    number,
  ];
  if (start !== 0 || contentsStart >= contentsEnd || contentsEnd > file.length) return 'unreadable';
  const tailEnd = Math.min(file.length, contentsEnd + tailLength);
  const coveredSha256 = createHash('sha256')
    .update(file.subarray(0, contentsStart))
    .update(file.subarray(contentsEnd, tailEnd))
    .digest();
  return {
    contentsStart,
    contentsEnd,
    coversWholeFile: contentsEnd + tailLength === file.length,
    coveredSha256,
    dictionaryAt: last.index ?? 0,
  };
}

/** SHA-256 (hex) of what the seal of a PDF the platform just sealed covers. */
export function sealedSha256Of(bytes: Uint8Array): string {
  const range = readSignedRange(bytes);
  if (typeof range === 'string') throw new Error(`A sealed PDF was expected, the file is ${range}`);
  return range.coveredSha256.toString('hex');
}
