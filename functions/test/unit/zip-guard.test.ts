import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { inspectZip, SPREADSHEET_ZIP_LIMITS } from '../../src/platform/zip-guard';
import { buildZip, deflatedEntry, zerosEntry } from '../support/zip-files';

const MiB = 1024 * 1024;

/** The peak resident memory of this process so far, in MiB (the kernel's own high-water mark). */
function peakMemoryMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
}

describe('the ZIP guard', () => {
  it('passes a real XLSX', async () => {
    const xlsx = await writeExcelFile([
      ['username', 'first_name'],
      ['ion.pop', 'Ion'],
    ]).toBuffer();

    const inspection = inspectZip(xlsx, SPREADSHEET_ZIP_LIMITS);

    expect(inspection).toMatchObject({ ok: true });
    expect(inspection.ok && inspection.entries).toBeGreaterThan(3);
  });

  it('passes an archive whose entries carry data descriptors (written while streaming)', async () => {
    const zip = new JSZip();
    zip.file('xl/worksheets/sheet1.xml', '<worksheet>'.repeat(1000));
    zip.file('[Content_Types].xml', '<Types/>');
    const content = await zip.generateAsync({
      type: 'uint8array',
      compression: 'DEFLATE',
      streamFiles: true,
    });

    // jszip lists the two folders as entries of their own.
    expect(inspectZip(content, SPREADSHEET_ZIP_LIMITS)).toEqual({
      ok: true,
      entries: 4,
      uncompressedBytes: 11_008,
    });
  });

  it('passes an archive written with ZIP64 records', () => {
    const content = buildZip([deflatedEntry('a.xml', '<a/>'), deflatedEntry('b.xml', 'b'.repeat(5000))], {
      zip64: true,
    });

    expect(inspectZip(content, SPREADSHEET_ZIP_LIMITS)).toEqual({
      ok: true,
      entries: 2,
      uncompressedBytes: 5004,
    });
  });

  it('refuses a 300 MiB bomb from its central directory, without inflating it', async () => {
    const bomb = buildZip([
      deflatedEntry('[Content_Types].xml', '<Types/>'),
      await zerosEntry('xl/worksheets/sheet1.xml', 300),
    ]);
    const peakBefore = peakMemoryMiB();

    const inspection = inspectZip(bomb, SPREADSHEET_ZIP_LIMITS);

    expect(bomb.length).toBeLessThan(400 * 1024);
    expect(inspection).toEqual({ ok: false, problem: 'too-large' });
    expect(peakMemoryMiB() - peakBefore).toBeLessThan(32);
  });

  it('refuses a bomb whose headers declare a small size, stopping at the declared size', async () => {
    const lying = { ...(await zerosEntry('xl/worksheets/sheet1.xml', 300)), declaredSize: 1024 };
    const bomb = buildZip([lying]);
    const peakBefore = peakMemoryMiB();

    const inspection = inspectZip(bomb, SPREADSHEET_ZIP_LIMITS);

    expect(inspection).toEqual({ ok: false, problem: 'too-large' });
    expect(peakMemoryMiB() - peakBefore).toBeLessThan(32);
  });

  it('refuses many small bombs that only add up past the limit', async () => {
    const entries = await Promise.all(
      Array.from({ length: 6 }, (_, index) => zerosEntry(`xl/worksheets/sheet${index}.xml`, 4)),
    );

    expect(inspectZip(buildZip(entries), SPREADSHEET_ZIP_LIMITS)).toEqual({
      ok: false,
      problem: 'too-large',
    });
  });

  it('refuses an archive of more entries than allowed before reading any of them', () => {
    const entries = Array.from({ length: SPREADSHEET_ZIP_LIMITS.maxEntries + 1 }, (_, index) =>
      deflatedEntry(`f${index}.xml`, ''),
    );

    expect(inspectZip(buildZip(entries), SPREADSHEET_ZIP_LIMITS)).toEqual({
      ok: false,
      problem: 'too-many-entries',
    });
  });

  it('refuses an entry hidden from the central directory, which a streaming reader would still inflate', async () => {
    const hidden = { ...(await zerosEntry('xl/worksheets/sheet2.xml', 64)), hidden: true };
    const content = buildZip([deflatedEntry('[Content_Types].xml', '<Types/>'), hidden]);

    expect(inspectZip(content, SPREADSHEET_ZIP_LIMITS)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['not a ZIP', Buffer.from('username;first_name\nion;Ion\n')],
    ['cut short', buildZip([deflatedEntry('a.xml', 'a'.repeat(1000))]).subarray(0, 60)],
    [
      'with a broken deflate stream',
      buildZip([{ ...deflatedEntry('a.xml', 'abc'), deflated: Buffer.from([0xff, 0xff]) }]),
    ],
  ])('refuses an archive %s as unreadable', (_case, content) => {
    expect(inspectZip(content, SPREADSHEET_ZIP_LIMITS)).toEqual({ ok: false, problem: 'unreadable' });
  });

  it('keeps the limits it is given', () => {
    const content = buildZip([deflatedEntry('a.xml', 'a'.repeat(2 * MiB))]);

    expect(inspectZip(content, { maxEntries: 10, maxUncompressedBytes: MiB })).toEqual({
      ok: false,
      problem: 'too-large',
    });
    expect(inspectZip(content, { maxEntries: 10, maxUncompressedBytes: 3 * MiB })).toMatchObject({
      ok: true,
    });
  });
});
