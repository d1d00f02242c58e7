import { constants, crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/*
 * ZIP archives written byte by byte, so tests can build what no well-behaved tool writes:
 * decompression bombs, entries whose declared sizes lie, entries the central directory does not
 * list, ZIP64 records.
 */

export type ZipEntry = {
  name: string;
  /** Deflated data and the size and CRC-32 of what it inflates to. */
  deflated: Buffer;
  size: number;
  crc: number;
  /** The uncompressed size written in the headers, when it should differ from the real one. */
  declaredSize?: number;
  /** Left out of the central directory: only a reader walking local headers finds it. */
  hidden?: boolean;
};

export function deflatedEntry(name: string, content: string | Buffer): ZipEntry {
  const data = typeof content === 'string' ? Buffer.from(content) : content;
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

/**
 * An entry of `megabytes` MiB of zeros, deflated as it is produced so the test process never
 * holds the inflated bytes: 300 MiB become about 300 KB.
 */
export async function zerosEntry(name: string, megabytes: number): Promise<ZipEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = createDeflateRaw({ level: constants.Z_BEST_COMPRESSION });
  const output: Buffer[] = [];
  deflate.on('data', (part: Buffer) => output.push(part));
  const ended = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let written = 0; written < megabytes; written += 1) {
    crc = crc32(chunk, crc);
    if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await ended;
  return { name, deflated: Buffer.concat(output), size: megabytes * chunk.length, crc };
}

const MAX_32 = 0xffffffff;

function zip64Extra(size: number, compressedSize: number, offset?: number): Buffer {
  const values = offset === undefined ? [size, compressedSize] : [size, compressedSize, offset];
  const extra = Buffer.alloc(4 + values.length * 8);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(values.length * 8, 2);
  for (const [index, value] of values.entries()) extra.writeBigUInt64LE(BigInt(value), 4 + index * 8);
  return extra;
}

/** A ZIP of the entries; `zip64` writes every size and offset in ZIP64 records. */
export function buildZip(entries: ZipEntry[], options: { zip64?: boolean } = {}): Buffer {
  const parts: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  let listed = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? entry.size;
    const local = Buffer.alloc(30);
    const localExtra = options.zip64 ? zip64Extra(size, entry.deflated.length) : Buffer.alloc(0);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(options.zip64 ? 45 : 20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(options.zip64 ? MAX_32 : entry.deflated.length, 18);
    local.writeUInt32LE(options.zip64 ? MAX_32 : size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(localExtra.length, 28);
    parts.push(local, name, localExtra, entry.deflated);
    if (!entry.hidden) {
      const central = Buffer.alloc(46);
      const centralExtra = options.zip64 ? zip64Extra(size, entry.deflated.length, offset) : Buffer.alloc(0);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(options.zip64 ? 45 : 20, 4);
      central.writeUInt16LE(options.zip64 ? 45 : 20, 6);
      central.writeUInt16LE(0x0800, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(entry.crc >>> 0, 16);
      central.writeUInt32LE(options.zip64 ? MAX_32 : entry.deflated.length, 20);
      central.writeUInt32LE(options.zip64 ? MAX_32 : size, 24);
      central.writeUInt16LE(name.length, 28);
      central.writeUInt16LE(centralExtra.length, 30);
      central.writeUInt32LE(options.zip64 ? MAX_32 : offset, 42);
      directory.push(central, name, centralExtra);
      listed += 1;
    }
    offset += local.length + name.length + localExtra.length + entry.deflated.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const trailer: Buffer[] = [];
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(listed), 24);
    record.writeBigUInt64LE(BigInt(listed), 32);
    record.writeBigUInt64LE(BigInt(directoryBytes.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directoryBytes.length), 8);
    locator.writeUInt32LE(1, 16);
    trailer.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : listed, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : listed, 10);
  end.writeUInt32LE(options.zip64 ? MAX_32 : directoryBytes.length, 12);
  end.writeUInt32LE(options.zip64 ? MAX_32 : offset, 16);
  return Buffer.concat([...parts, directoryBytes, ...trailer, end]);
}
