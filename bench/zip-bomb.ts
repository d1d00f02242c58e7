import writeExcelFile from 'write-excel-file/node';
import { readUserFile } from '../functions/src/people/domain/user-file';
import { inspectZip, SPREADSHEET_ZIP_LIMITS } from '../functions/src/platform/zip-guard';
import { buildZip, deflatedEntry, zerosEntry } from '../functions/test/support/zip-files';
import { type Benchmark, formatMs, timeMedian } from './harness';

const RUNS = 10;

function asUpload(content: Uint8Array) {
  return { filename: 'angajati.xlsx', mimetype: 'application/octet-stream', content };
}

/** How long the import takes to answer a file, refused or read. */
async function readMs(content: Uint8Array): Promise<number> {
  return timeMedian(RUNS, () => readUserFile(asUpload(content)).catch(() => undefined));
}

function peakMemoryMiB(): number {
  return process.resourceUsage().maxRSS / 1024;
}

export const zipBomb: Benchmark = {
  id: 'zip-bomb',
  title: 'Decompression bombs in the user import',
  method: `Median of ${RUNS} reads through the import's file reader (the ZIP guard, then the spreadsheet parser) of a ~300 KB XLSX that unpacks to 300 MiB, declaring its size or declaring 1 KB, and of a real 1,000-row XLSX as the baseline; the process's peak memory before and after the bombs.`,
  run: async () => {
    const header = ['Nume utilizator', 'Prenume', 'Nume', 'Email', 'Data nașterii', 'Funcție'];
    const people = Array.from({ length: 1000 }, (_, index) => [
      `angajat${index}`,
      'Ștefan',
      'Țărănescu',
      `angajat${index}@example.ro`,
      '02.11.1990',
      'Sudor',
    ]);
    const realFile = await writeExcelFile([header, ...people]).toBuffer();
    const honest = buildZip([
      deflatedEntry('[Content_Types].xml', '<Types/>'),
      await zerosEntry('xl/worksheets/sheet1.xml', 300),
    ]);
    const lying = buildZip([{ ...(await zerosEntry('xl/worksheets/sheet1.xml', 300)), declaredSize: 1024 }]);

    const realMs = await readMs(realFile);
    const guardMs = await timeMedian(RUNS, async () => inspectZip(realFile, SPREADSHEET_ZIP_LIMITS));
    const peakBefore = peakMemoryMiB();
    const honestMs = await readMs(honest);
    const lyingMs = await readMs(lying);
    const peakGrowth = peakMemoryMiB() - peakBefore;
    return {
      rows: [
        {
          name: `bomb declaring 300 MiB (${Math.round(honest.length / 1024)} KB): refused in`,
          figure: formatMs(honestMs),
          target: '≤ 100 ms',
          ratio: `${(honestMs / realMs).toFixed(2)}×`,
          meetsTarget: honestMs <= 100,
        },
        {
          name: `bomb declaring 1 KB (${Math.round(lying.length / 1024)} KB): refused in`,
          figure: formatMs(lyingMs),
          target: '≤ 100 ms',
          ratio: `${(lyingMs / realMs).toFixed(2)}×`,
          meetsTarget: lyingMs <= 100,
        },
        {
          name: 'peak memory growth while refusing both',
          figure: `${peakGrowth.toFixed(1)} MiB`,
          target: '≤ 32 MiB',
          meetsTarget: peakGrowth <= 32,
        },
        {
          name: `real 1,000-row XLSX (${Math.round(realFile.length / 1024)} KB): read in (baseline)`,
          figure: formatMs(realMs),
          target: '—',
          meetsTarget: null,
        },
        {
          name: 'of which the ZIP guard',
          figure: formatMs(guardMs),
          target: '≤ 10% of the read',
          ratio: `${(guardMs / realMs).toFixed(2)}×`,
          meetsTarget: guardMs <= realMs / 10,
        },
      ],
      notes: [
        'Before the guard the same 300 MiB bomb held the platform for 61 s at 1.3 GB (the review that found it).',
        'A lying entry is inflated only up to its declared size (1 KB here) before it is refused, so its refusal costs no more than an honest one.',
      ],
    };
  },
};
