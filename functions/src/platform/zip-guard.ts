import { inflateRawSync } from 'node:zlib';

/*
 * Every ZIP-based upload (an XLSX is a ZIP of XML files) passes this check before any parser
 * sees it. A decompression bomb is a small file that inflates to gigabytes: one 300 KB entry of
 * deflated zeros is 300 MB once read, and the parser holds all of it. The check reads only the
 * archive's own bookkeeping first (the end record and the central directory: entry count,
 * declared sizes) and refuses before inflating a byte. Since those declarations can lie, it then
 * proves them: the entries must lie back to back from the first byte to the central directory,
 * exactly as a streaming reader walks them (so no entry hides outside the directory), and each
 * deflated entry is inflated with its declared size as a hard output limit, so a lying entry
 * stops there. Inflating costs at most `maxUncompressedBytes` of memory and time, which the
 * limits keep small.
 */

export type ZipLimits = { maxEntries: number; maxUncompressedBytes: number };

/**
 * What an uploaded spreadsheet may unpack to. A list of 1,000 people is a few hundred kilobytes
 * of XML in about a dozen entries (one more pair per extra sheet); the limits leave room for
 * many sheets and embedded pictures and still bound what a parser may be asked to hold.
 */
export const SPREADSHEET_ZIP_LIMITS: ZipLimits = { maxEntries: 256, maxUncompressedBytes: 20 * 1024 * 1024 };

export type ZipInspection =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; problem: 'too-many-entries' | 'too-large' | 'unreadable' };

const SIGNATURE = {
  endOfDirectory: 0x06054b50,
  zip64EndOfDirectory: 0x06064b50,
  zip64Locator: 0x07064b50,
  directoryEntry: 0x02014b50,
  localEntry: 0x04034b50,
  dataDescriptor: 0x08074b50,
};
const END_RECORD_BYTES = 22;
const ZIP64_LOCATOR_BYTES = 20;
const MAX_COMMENT_BYTES = 0xffff;
const DIRECTORY_ENTRY_BYTES = 46;
const LOCAL_ENTRY_BYTES = 30;
const ZIP64_EXTRA_ID = 0x0001;
const FLAG_ENCRYPTED = 0x0001;
const FLAG_DATA_DESCRIPTOR = 0x0008;
const METHOD_STORED = 0;
const METHOD_DEFLATED = 8;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;

class UnreadableZipError extends Error {}
class ZipLimitError extends Error {
  constructor(readonly problem: 'too-many-entries' | 'too-large') {
    super(problem);
  }
}

type DirectoryEntry = {
  name: Buffer;
  flags: number;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  isZip64: boolean;
};

/** Little-endian reads that refuse to run past the end instead of answering garbage. */
class Reader {
  constructor(private readonly bytes: Buffer) {}

  get length(): number {
    return this.bytes.length;
  }

  private check(offset: number, size: number): void {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset + size > this.bytes.length) {
      throw new UnreadableZipError('out of bounds');
    }
  }

  u16(offset: number): number {
    this.check(offset, 2);
    return this.bytes.readUInt16LE(offset);
  }

  u32(offset: number): number {
    this.check(offset, 4);
    return this.bytes.readUInt32LE(offset);
  }

  u64(offset: number): number {
    this.check(offset, 8);
    const value = this.bytes.readBigUInt64LE(offset);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new UnreadableZipError('size out of range');
    return Number(value);
  }

  slice(offset: number, size: number): Buffer {
    this.check(offset, size);
    return this.bytes.subarray(offset, offset + size);
  }
}

function findEndRecord(reader: Reader): number {
  const earliest = Math.max(0, reader.length - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let offset = reader.length - END_RECORD_BYTES; offset >= earliest; offset -= 1) {
    if (
      reader.u32(offset) === SIGNATURE.endOfDirectory &&
      offset + END_RECORD_BYTES + reader.u16(offset + 20) === reader.length
    ) {
      return offset;
    }
  }
  throw new UnreadableZipError('no end of central directory');
}

type Directory = { entryCount: number; offset: number; size: number; end: number };

function readDirectoryLocation(reader: Reader, limits: ZipLimits): Directory {
  const endRecord = findEndRecord(reader);
  if (reader.u16(endRecord + 4) !== 0 || reader.u16(endRecord + 6) !== 0) {
    throw new UnreadableZipError('multi-disk archive');
  }
  let entryCount = reader.u16(endRecord + 10);
  let size = reader.u32(endRecord + 12);
  let offset = reader.u32(endRecord + 16);
  let end = endRecord;
  if (entryCount === MAX_16 || size === MAX_32 || offset === MAX_32) {
    const locator = endRecord - ZIP64_LOCATOR_BYTES;
    if (reader.u32(locator) !== SIGNATURE.zip64Locator) throw new UnreadableZipError('no ZIP64 locator');
    end = reader.u64(locator + 8);
    if (reader.u32(end) !== SIGNATURE.zip64EndOfDirectory) throw new UnreadableZipError('no ZIP64 end');
    entryCount = reader.u64(end + 32);
    size = reader.u64(end + 40);
    offset = reader.u64(end + 48);
  }
  if (entryCount > limits.maxEntries) throw new ZipLimitError('too-many-entries');
  // The directory ends where its end record starts: nothing is hidden between them.
  if (offset + size !== end) throw new UnreadableZipError('central directory out of place');
  return { entryCount, offset, size, end };
}

function readZip64Sizes(
  reader: Reader,
  extraStart: number,
  extraEnd: number,
  declared: { compressedSize: number; uncompressedSize: number; localOffset: number },
) {
  for (let field = extraStart; field + 4 <= extraEnd; ) {
    const id = reader.u16(field);
    const size = reader.u16(field + 2);
    if (id === ZIP64_EXTRA_ID) {
      let value = field + 4;
      const next = () => {
        const read = reader.u64(value);
        value += 8;
        return read;
      };
      return {
        uncompressedSize: declared.uncompressedSize === MAX_32 ? next() : declared.uncompressedSize,
        compressedSize: declared.compressedSize === MAX_32 ? next() : declared.compressedSize,
        localOffset: declared.localOffset === MAX_32 ? next() : declared.localOffset,
      };
    }
    field += 4 + size;
  }
  throw new UnreadableZipError('ZIP64 sizes missing');
}

function readDirectory(reader: Reader, directory: Directory, limits: ZipLimits): DirectoryEntry[] {
  const entries: DirectoryEntry[] = [];
  let total = 0;
  let position = directory.offset;
  for (let index = 0; index < directory.entryCount; index += 1) {
    if (reader.u32(position) !== SIGNATURE.directoryEntry) throw new UnreadableZipError('bad entry');
    const nameLength = reader.u16(position + 28);
    const extraLength = reader.u16(position + 30);
    const commentLength = reader.u16(position + 32);
    const declared = {
      compressedSize: reader.u32(position + 20),
      uncompressedSize: reader.u32(position + 24),
      localOffset: reader.u32(position + 42),
    };
    const isZip64 = Object.values(declared).includes(MAX_32);
    const extraStart = position + DIRECTORY_ENTRY_BYTES + nameLength;
    const sizes = isZip64 ? readZip64Sizes(reader, extraStart, extraStart + extraLength, declared) : declared;
    const entry: DirectoryEntry = {
      name: reader.slice(position + DIRECTORY_ENTRY_BYTES, nameLength),
      flags: reader.u16(position + 8),
      method: reader.u16(position + 10),
      isZip64,
      ...sizes,
    };
    total += entry.uncompressedSize;
    if (total > limits.maxUncompressedBytes) throw new ZipLimitError('too-large');
    if (entry.flags & FLAG_ENCRYPTED) throw new UnreadableZipError('encrypted entry');
    if (entry.method !== METHOD_STORED && entry.method !== METHOD_DEFLATED) {
      throw new UnreadableZipError('unknown compression method');
    }
    if (entry.method === METHOD_STORED && entry.compressedSize !== entry.uncompressedSize) {
      throw new UnreadableZipError('stored entry with two sizes');
    }
    entries.push(entry);
    position = extraStart + extraLength + commentLength;
  }
  if (position !== directory.end) throw new UnreadableZipError('central directory size mismatch');
  return entries;
}

/** Where the entry's data descriptor ends, when it has one (with or without its signature). */
function skipDataDescriptor(reader: Reader, entry: DirectoryEntry, position: number): number {
  if (!(entry.flags & FLAG_DATA_DESCRIPTOR)) return position;
  const start = reader.u32(position) === SIGNATURE.dataDescriptor ? position + 4 : position;
  return start + 4 + (entry.isZip64 ? 16 : 8);
}

type EntryData = { entry: DirectoryEntry; compressed: Buffer };

/** The entries' data, checked to follow one another exactly as the directory describes. */
function readEntryData(reader: Reader, entries: DirectoryEntry[], directory: Directory): EntryData[] {
  const ordered = [...entries].sort((first, second) => first.localOffset - second.localOffset);
  let expectedOffset = 0;
  const data: EntryData[] = [];
  for (const entry of ordered) {
    const offset = entry.localOffset;
    if (offset !== expectedOffset || reader.u32(offset) !== SIGNATURE.localEntry) {
      throw new UnreadableZipError('entries are not contiguous');
    }
    const nameLength = reader.u16(offset + 26);
    const extraLength = reader.u16(offset + 28);
    if (
      reader.u16(offset + 8) !== entry.method ||
      !reader.slice(offset + 30, nameLength).equals(entry.name)
    ) {
      throw new UnreadableZipError('local entry differs from the directory');
    }
    if (!(entry.flags & FLAG_DATA_DESCRIPTOR)) {
      const localCompressed = reader.u32(offset + 18);
      if (localCompressed !== MAX_32 && localCompressed !== entry.compressedSize) {
        throw new UnreadableZipError('local size differs from the directory');
      }
    }
    const dataStart = offset + LOCAL_ENTRY_BYTES + nameLength + extraLength;
    data.push({ entry, compressed: reader.slice(dataStart, entry.compressedSize) });
    expectedOffset = skipDataDescriptor(reader, entry, dataStart + entry.compressedSize);
  }
  if (expectedOffset !== directory.offset) throw new UnreadableZipError('data outside the directory');
  return data;
}

function isOutputLimitError(error: unknown): boolean {
  return error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
}

/** Inflates a deflated entry no further than its declared size; more means the sizes lied. */
function proveDeclaredSize({ entry, compressed }: EntryData): void {
  if (entry.method !== METHOD_DEFLATED) return;
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(compressed, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
  } catch (error) {
    if (isOutputLimitError(error)) throw new ZipLimitError('too-large');
    throw new UnreadableZipError('broken deflate data');
  }
  if (inflated.length !== entry.uncompressedSize) throw new UnreadableZipError('size mismatch');
}

/** Whether a ZIP archive may be handed to a parser, or why not. */
export function inspectZip(bytes: Uint8Array, limits: ZipLimits): ZipInspection {
  const reader = new Reader(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    const directory = readDirectoryLocation(reader, limits);
    const entries = readDirectory(reader, directory, limits);
    for (const data of readEntryData(reader, entries, directory)) proveDeclaredSize(data);
    const uncompressedBytes = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    return { ok: true, entries: entries.length, uncompressedBytes };
  } catch (error) {
    if (error instanceof ZipLimitError) return { ok: false, problem: error.problem };
    if (error instanceof UnreadableZipError) return { ok: false, problem: 'unreadable' };
    throw error;
  }
}
