import { execFile as execFileCallback } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { FIRM_WORKERS_PRINT_LIMIT, texts } from '@ssm/shared';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import type { CompanyRecord } from '../../src/companies/data/companies';
import { newId } from '../../src/platform/ids';
import { putWorkerRosters } from '../../src/training-status/data/worker-rosters';
import { buildWorkerRoster } from '../../src/training-status/domain/firm-workers';
import { refreshTrainingStatus } from '../../src/training-status/domain/training-status';
import { computeWorkerFigures } from '../../src/training-status/domain/worker-trainings';
import { buildCompany, buildFirm, buildUser, tokenFor, uniqueName } from '../support/builders';
import { buildSignedDocument } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runQpdfCheck } from '../support/pdf-tools';
import { ONE_PIXEL_PNG, stageSheetScan } from '../support/sheet-scans';

/*
 * "Tipărește fișele" on the firm's workers (docs/training-status.md, "Bulk actions"): one ZIP of
 * the filter's fișe built by the archive job, a folder per company, the sealed fișe, a paper
 * PSI-SU fișă as its scan or else its pre-filled form, and index.csv saying what is missing;
 * checked with `unzip -t` and `qpdf --check`. The limit of workers per job is refused in words.
 */

const api = useTestGateway();
const execFile = promisify(execFileCallback);

type Job = {
  job_id: string;
  status: 'running' | 'done' | 'failed';
  progress: number;
  zip_url?: string;
  sheet_count?: number;
  missing_count?: number;
  detail?: string;
};

let owner: UserRecord;
let north: CompanyRecord;
let south: CompanyRecord;
/** North keeps its PSI-SU fișe electronic: SSM and PSI-SU signed, both sealed. */
let signedWorker: UserRecord;
/** North: no signed training at all. */
let untrained: UserRecord;
/** South keeps PSI-SU on paper: PSI-SU signed and its hand-signed scan uploaded, SSM signed. */
let scanned: UserRecord;
/** South: PSI-SU signed without a scan, no SSM training. */
let unscanned: UserRecord;

beforeAll(async () => {
  const firm = await buildFirm();
  north = await buildCompany(firm.id, { name: uniqueName('Nord Construct'), psi_sheet_mode: 'electronic' });
  south = await buildCompany(firm.id, { name: uniqueName('Sud Logistic') });
  owner = await buildUser({ role: 'owner', firmId: firm.id });
  const at = (company: CompanyRecord) => ({ firmId: firm.id, companyId: company.id });
  const northAdmin = await buildUser({ role: 'admin', ...at(north) });
  const southAdmin = await buildUser({ role: 'admin', ...at(south) });
  signedWorker = await buildUser(
    { role: 'employee', ...at(north) },
    { first_name: 'Ștefan', last_name: 'Țurcanu' },
  );
  untrained = await buildUser({ role: 'employee', ...at(north) }, { first_name: 'Ana', last_name: 'Nouă' });
  scanned = await buildUser({ role: 'employee', ...at(south) }, { first_name: 'Ion', last_name: 'Scanat' });
  unscanned = await buildUser({ role: 'employee', ...at(south) }, { first_name: 'Eva', last_name: 'Hârtie' });
  const sign = (trainee: UserRecord, admin: UserRecord, category: 'SSM' | 'PSI-SU') =>
    buildSignedDocument(
      api,
      { trainee, admin, owner },
      { course_title: `Instruire ${category} periodică`, course_category: category },
    );
  await sign(signedWorker, northAdmin, 'SSM');
  await sign(signedWorker, northAdmin, 'PSI-SU');
  await sign(scanned, southAdmin, 'SSM');
  await sign(scanned, southAdmin, 'PSI-SU');
  await sign(unscanned, southAdmin, 'PSI-SU');
  const scan = await api.post(
    `/api/users/${scanned.id}/training-sheet-scans/`,
    { upload_id: await stageSheetScan(south, ONE_PIXEL_PNG) },
    await tokenFor(owner),
  );
  expect(scan.status).toBe(200);
  for (const company of [north, south]) await refreshTrainingStatus({ companyId: company.id, workers: {} });
});

async function printSheets(filter: Record<string, unknown>, caller: UserRecord = owner) {
  return api.post<Job & { detail: string }>('/api/workers/print-sheets/', { filter }, await tokenFor(caller));
}

/** Polls the job as the page does until it is no longer running. */
async function waitForJob(jobId: string): Promise<Job> {
  const token = await tokenFor(owner);
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const answer = await api.get<Job>(`/api/archive-jobs/${jobId}/`, token);
    expect(answer.status).toBe(200);
    if (answer.body.status !== 'running') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`job ${jobId} still running`);
}

/** The ZIP unpacked into a scratch directory, after `unzip -t` found it whole. */
async function unpack(url: string, use: (directory: string, listing: string) => Promise<void>) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  const directory = await mkdtemp(join(tmpdir(), 'ssm-sheets-zip-'));
  try {
    const path = join(directory, 'fise.zip');
    await writeFile(path, new Uint8Array(await response.arrayBuffer()));
    const tested = await execFile('unzip', ['-t', path]);
    expect(tested.stdout).toContain('No errors detected');
    const { stdout: listing } = await execFile('unzip', ['-Z1', path]);
    await execFile('unzip', ['-q', path, '-d', join(directory, 'out')]);
    await use(join(directory, 'out'), listing);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

const folder = (company: CompanyRecord, worker: UserRecord, last: string, first: string) =>
  `${company.name}/${last} ${first} (${worker.username})`;

describe('POST /api/workers/print-sheets/', () => {
  it("builds one ZIP of the filter's fișe per company, with an index of what is in it and what is missing", async () => {
    const started = await printSheets({});
    expect(started.status).toBe(202);
    expect(started.body).toMatchObject({ status: 'running' });

    const job = await waitForJob(started.body.job_id);

    // The admins are workers of their companies too, with no training: both domains missing each.
    expect(job).toMatchObject({ status: 'done', progress: 100, sheet_count: 5, missing_count: 3 + 4 });
    await unpack(job.zip_url as string, async (directory, listing) => {
      const entries = listing
        .trim()
        .split('\n')
        .filter((entry) => !entry.endsWith('/'));
      const sealed = [
        `${folder(north, signedWorker, 'Turcanu', 'Stefan')}/Fisa individuala SSM.pdf`,
        `${folder(north, signedWorker, 'Turcanu', 'Stefan')}/Fisa individuala PSI-SU.pdf`,
        `${folder(south, scanned, 'Scanat', 'Ion')}/Fisa individuala SSM.pdf`,
      ];
      const forInk = `${folder(south, unscanned, 'Hartie', 'Eva')}/Fisa individuala PSI-SU de semnat olograf.pdf`;
      expect(entries).toEqual(expect.arrayContaining([...sealed, forInk, 'index.csv']));
      const scanEntry = entries.find((entry) =>
        entry.startsWith(
          `${folder(south, scanned, 'Scanat', 'Ion')}/Fisa individuala PSI-SU semnata olograf`,
        ),
      );
      expect(scanEntry).toMatch(/\.png$/);
      expect(entries).toHaveLength(6);
      // The scan stands in for the form: no pre-filled PSI-SU fișă for the worker whose scan is kept.
      expect(
        entries.some((entry) => entry.includes('Scanat Ion') && entry.includes('de semnat olograf')),
      ).toBe(false);
      for (const pdf of [...sealed, forInk]) {
        const check = await runQpdfCheck(new Uint8Array(await readFile(join(directory, pdf))));
        expect(check.exitCode, `${pdf}: ${check.output}`).toBe(0);
      }
      expect(Buffer.from(await readFile(join(directory, scanEntry as string))).equals(ONE_PIXEL_PNG)).toBe(
        true,
      );

      const rows: Record<string, string>[] = parse(await readFile(join(directory, 'index.csv'), 'utf8'), {
        bom: true,
        delimiter: ';',
        columns: true,
      });
      const rowOf = (worker: UserRecord, domain: string) =>
        rows.find((row) => row.Utilizator === worker.username && row.Domeniul === domain);
      const labels = texts.firmWorkers;
      expect(rows).toHaveLength(6 * 2);
      expect(rowOf(signedWorker, 'SSM')).toMatchObject({
        Compania: north.name,
        Situația: labels.printSheetsIncluded,
        Fișierul: sealed[0],
        Observații: labels.printSheetsSealed,
      });
      for (const domain of ['SSM', 'PSI-SU']) {
        expect(rowOf(untrained, domain)).toMatchObject({
          Situația: labels.printSheetsMissing,
          Fișierul: '',
          Observații: labels.printSheetsNoTrainings,
        });
      }
      expect(rowOf(scanned, 'PSI-SU')).toMatchObject({
        Fișierul: scanEntry,
        Observații: labels.printSheetsScan,
      });
      expect(rowOf(unscanned, 'PSI-SU')).toMatchObject({
        Fișierul: forInk,
        Observații: labels.printSheetsForInk,
      });
      expect(rowOf(unscanned, 'SSM')).toMatchObject({ Situația: labels.printSheetsMissing });
    });
  });

  it("takes only the filter's workers and domain", async () => {
    const started = await printSheets({ company: south.id, domain: 'SSM' });
    const job = await waitForJob(started.body.job_id);

    expect(job).toMatchObject({ status: 'done', sheet_count: 1, missing_count: 2 });
    await unpack(job.zip_url as string, async (_directory, listing) => {
      const entries = listing
        .trim()
        .split('\n')
        .filter((entry) => !entry.endsWith('/'));
      expect(entries.sort()).toEqual(
        ['index.csv', `${folder(south, scanned, 'Scanat', 'Ion')}/Fisa individuala SSM.pdf`].sort(),
      );
    });
  });

  it('refuses an empty filter and one above the limit, in words, starting nothing', async () => {
    const empty = await printSheets({ search: 'nimeni-cu-acest-nume' });
    expect(empty.status).toBe(409);
    expect(empty.body.detail).toBe(texts.firmWorkers.printSheetsEmpty);

    // A roster as the daily job writes it, one worker above the limit: the list reads only rosters.
    const firm = await buildFirm();
    const large = await buildCompany(firm.id);
    const largeOwner = await buildUser({ role: 'owner', firmId: firm.id });
    const people = Array.from({ length: FIRM_WORKERS_PRINT_LIMIT + 1 }, (_, slot) => ({
      id: newId(),
      first_name: 'Lucrător',
      last_name: `Nr${slot}`,
      birth_date: null,
      birth_place: null,
      address: null,
      job_title: null,
      workplace: null,
      qualification: null,
      hire_date: null,
    }));
    const at = new Date();
    await putWorkerRosters(
      buildWorkerRoster(
        large,
        people,
        (person) => computeWorkerFigures(person as unknown as UserRecord, large, at),
        at,
      ),
    );

    const tooMany = await printSheets({}, largeOwner);

    expect(tooMany.status).toBe(409);
    expect(tooMany.body.detail).toBe(
      texts.firmWorkers.printSheetsTooMany(FIRM_WORKERS_PRINT_LIMIT + 1, FIRM_WORKERS_PRINT_LIMIT),
    );
    expect(tooMany.body.detail).toContain('cel mult 500 de fișe');
  });
});
