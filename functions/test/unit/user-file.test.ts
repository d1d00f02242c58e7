import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/node';
import { readUserFile } from '../../src/people/domain/user-file';
import { AppError } from '../../src/platform/errors';
import { buildZip, deflatedEntry, zerosEntry } from '../support/zip-files';

function fileOf(content: Uint8Array, filename = 'angajati.csv') {
  return { filename, mimetype: 'text/csv', content };
}

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('reading an uploaded user file', () => {
  it('reads a semicolon CSV (Romanian Excel) with a BOM and keeps the spreadsheet row numbers', async () => {
    const csv =
      '\uFEFFNume utilizator;Prenume;Nume;Adresa de domiciliu\r\n\r\nion.pop;Ion;Pop;Str. Lungă nr. 30, Brașov\r\n';

    const { rows, encoding } = await readUserFile(fileOf(utf8(csv)));

    expect(encoding).toBe('utf-8-bom');
    expect(rows).toEqual([
      { number: 1, cells: ['Nume utilizator', 'Prenume', 'Nume', 'Adresa de domiciliu'] },
      { number: 3, cells: ['ion.pop', 'Ion', 'Pop', 'Str. Lungă nr. 30, Brașov'] },
    ]);
  });

  it('reads a comma CSV with quoted fields and trims cells', async () => {
    const csv = 'username,first_name,address\n" ana.tudor ",Ana,"Str. Republicii, nr. 8"\n';

    const { rows } = await readUserFile(fileOf(utf8(csv)));

    expect(rows[1]?.cells).toEqual(['ana.tudor', 'Ana', 'Str. Republicii, nr. 8']);
  });

  it('reads a CSV saved in Windows-1250, the default of Romanian Excel', async () => {
    // "Ştefan Ţăranu" in Windows-1250, which only has the cedilla forms (0xAA, 0xDE); ă is 0xE3.
    const content = Uint8Array.from([
      ...utf8('username;first_name;last_name\nstefan;'),
      0xaa,
      ...utf8('tefan;'),
      0xde,
      0xe3,
      ...utf8('ranu\n'),
    ]);

    const { rows, encoding } = await readUserFile(fileOf(content));

    expect(encoding).toBe('windows-1250');
    expect(rows[1]?.cells).toEqual(['stefan', 'Ștefan', 'Țăranu']);
  });

  it('reads an XLSX, dates as ISO calendar dates', async () => {
    const content = await writeExcelFile([
      ['username', 'first_name', 'birth_date', 'job_title'],
      ['ion.pop', 'Ion', { value: new Date(Date.UTC(1990, 10, 2)), type: Date, format: 'dd.mm.yyyy' }, 42],
    ]).toBuffer();

    const { rows, encoding } = await readUserFile(fileOf(content, 'angajati.xlsx'));

    expect(encoding).toBe('xlsx');
    expect(rows).toEqual([
      { number: 1, cells: ['username', 'first_name', 'birth_date', 'job_title'] },
      { number: 2, cells: ['ion.pop', 'Ion', '1990-11-02', '42'] },
    ]);
  });

  it('reads a tab-separated UTF-16 file ("Unicode text" in Excel) and writes decomposed letters composed', async () => {
    const text = '\uFEFFusername\tfirst_name\nion.pop\tS\u0327tefan\n';

    const { rows, encoding } = await readUserFile(fileOf(new Uint8Array(Buffer.from(text, 'utf16le'))));

    expect(encoding).toBe('utf-16le');
    expect(rows[1]?.cells).toEqual(['ion.pop', 'Ștefan']);
  });

  it('refuses an XLSX that would unpack to 300 MiB before the spreadsheet parser sees it', async () => {
    const bomb = buildZip([
      deflatedEntry('[Content_Types].xml', '<Types/>'),
      await zerosEntry('xl/worksheets/sheet1.xml', 300),
    ]);

    const reading = readUserFile(fileOf(bomb, 'angajati.xlsx'));

    await expect(reading).rejects.toMatchObject({ status: 400, detail: texts.importFile.unpacksTooLarge });
  });

  it.each([
    ['an empty file', new Uint8Array()],
    ['a legacy .xls file', Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
    ['a broken XLSX', Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])],
  ])('refuses %s with a Romanian 400', async (_case, content) => {
    const reading = readUserFile(fileOf(content));

    await expect(reading).rejects.toBeInstanceOf(AppError);
    await expect(reading).rejects.toMatchObject({ status: 400, detail: texts.userImport.unreadable });
  });
});
