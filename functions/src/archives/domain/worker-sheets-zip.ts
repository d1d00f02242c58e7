import { COURSE_CATEGORIES, type CourseCategory } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { getUsersById, type UserRecord } from '../../accounts/data/users';
import { type CompanyRecord, getCompany } from '../../companies/data/companies';
import { isCompanyMemberOf } from '../../companies/domain/company-members';
import { type FirmRecord, getFirm } from '../../firms/data/firms';
import { objectKeys } from '../../platform/object-keys';
import { toSpreadsheetCsv } from '../../platform/spreadsheet-csv';
import { listCompanySheetScans, type SheetScanRecord } from '../../records/data/sheet-scans';
import { getWorkerWithPasses, readSheetSources } from '../../records/data/worker-sheet-sources';
import { ensureCurrentSheet, isSheetForInk } from '../../records/domain/worker-sheets';
import type { WorkerSheetsJob } from '../data/archive-jobs';
import type { ArchiveAdapters } from './archive-job';
import { buildSheetScanPath, buildWorkerSheetPath, INDEX_FILE_NAME, toSafeName } from './archive-layout';
import { writeZip, type ZipSourceFile } from './archive-zip';

/*
 * The print job of a filter's fișe (docs/training-status.md, "Bulk actions"): for each worker the
 * job names, each domain's fișă as the single download gives it (worker-sheets.ts
 * `ensureCurrentSheet`: the stored sealed one, rendered when its content changed, or the PSI-SU
 * form pre-filled for ink), except that a PSI-SU fișă kept on paper whose hand-signed scans were
 * uploaded is those scans. One folder per company, a folder per worker inside it, and
 * `index.csv` with a row per worker and domain: what is inside, or why it is missing.
 */

const labels = texts.firmWorkers;

/** Share of the progress bar given to gathering the fișe; the rest is writing the ZIP. */
const GATHER_SHARE = 80;

type Company = { company: CompanyRecord; firm: FirmRecord; folder: string; scans: SheetScanRecord[] };

/**
 * Each company's folder: its name as a file name allows it, with its id when two companies of
 * the firm would share one.
 */
function folderOf(company: CompanyRecord, taken: Set<string>): string {
  const name = toSafeName(company.name);
  const folder = taken.has(name) ? `${name} ${company.id}` : name;
  taken.add(folder);
  return folder;
}

/** Builds the ZIP of the job's workers' fișe; answers the files in it and the fișe missing. */
export async function buildWorkerSheetsZip(
  job: WorkerSheetsJob,
  adapters: ArchiveAdapters,
  report: (progress: number) => Promise<void>,
): Promise<{ fileCount: number; missingCount: number; zipKey: string }> {
  const domains: readonly CourseCategory[] = job.domain ? [job.domain] : COURSE_CATEGORIES;
  const found = new Map((await getUsersById(job.worker_ids)).map((user) => [user.id, user]));
  const companies = new Map<string, Company | null>();
  const folders = new Set<string>();
  const companyOf = async (worker: UserRecord): Promise<Company | null> => {
    const companyId = worker.company_id as string;
    if (!companies.has(companyId)) {
      const [company, firm] = await Promise.all([getCompany(companyId), getFirm(job.firm_id)]);
      const isOwn = company?.firm_id === job.firm_id && !company.deleting_since && firm;
      const keepsScans = isOwn && domains.some((domain) => isSheetForInk(company, domain));
      companies.set(
        companyId,
        isOwn
          ? {
              company,
              firm,
              folder: folderOf(company, folders),
              scans: keepsScans ? await listCompanySheetScans(companyId) : [],
            }
          : null,
      );
    }
    return companies.get(companyId) ?? null;
  };

  const files: ZipSourceFile[] = [];
  const rows: string[][] = [];
  let missingCount = 0;
  const addRow = (
    names: { company: string; last: string; first: string; username: string },
    domain: CourseCategory,
    path: string | null,
    note: string,
  ) => {
    if (!path) missingCount += 1;
    rows.push([
      names.company,
      names.last,
      names.first,
      names.username,
      domain,
      path ? labels.printSheetsIncluded : labels.printSheetsMissing,
      path ?? '',
      note,
    ]);
  };

  for (const [index, workerId] of job.worker_ids.entries()) {
    const worker = found.get(workerId) ?? null;
    const place =
      isCompanyMemberOf(worker, job.firm_id) && !worker.deactivated_at ? await companyOf(worker) : null;
    if (!worker || !place) {
      const names = {
        company: '',
        last: worker?.last_name ?? '',
        first: worker?.first_name ?? '',
        username: worker?.username ?? workerId,
      };
      for (const domain of domains) addRow(names, domain, null, labels.printSheetsGone);
      continue;
    }
    const names = {
      company: place.company.name,
      last: worker.last_name,
      first: worker.first_name,
      username: worker.username,
    };
    const { passedResultIds } = await getWorkerWithPasses(worker.id);
    const { records } = await readSheetSources({
      companyId: place.company.id,
      firmId: job.firm_id,
      recordIds: passedResultIds,
    });
    for (const domain of domains) {
      const scans = isSheetForInk(place.company, domain)
        ? place.scans.filter((scan) => scan.worker_id === worker.id)
        : [];
      if (scans.length > 0) {
        for (const scan of scans) {
          const path = `${place.folder}/${buildSheetScanPath(scan)}`;
          files.push({ path, key: scan.file_key, modifiedAt: scan.uploaded_at });
          addRow(names, domain, path, labels.printSheetsScan);
        }
        continue;
      }
      const sheet = await ensureCurrentSheet({
        worker,
        company: place.company,
        firm: place.firm,
        documents: records,
        domain,
        courseFiles: adapters.courseFiles,
        sealing: async () => adapters.sealing,
      });
      if (!sheet) {
        addRow(names, domain, null, labels.printSheetsNoTrainings);
        continue;
      }
      const path = `${place.folder}/${buildWorkerSheetPath(worker, domain, { forInk: sheet.forInk })}`;
      files.push({ path, key: sheet.key });
      addRow(names, domain, path, sheet.forInk ? labels.printSheetsForInk : labels.printSheetsSealed);
    }
    await report(GATHER_SHARE * ((index + 1) / job.worker_ids.length));
  }

  const zipKey = objectKeys.workerSheetsArchive(job.firm_id, job.id);
  await writeZip({
    source: adapters.courseFiles,
    files,
    inlineFiles: [
      { path: INDEX_FILE_NAME, content: toSpreadsheetCsv([[...labels.printSheetsIndexHeader], ...rows]) },
    ],
    target: { store: adapters.archives, key: zipKey },
    onFileDone: (done, total) => {
      void report(GATHER_SHARE + (done / total) * (100 - GATHER_SHARE)).catch(() => undefined);
    },
  });
  return { fileCount: files.length, missingCount, zipKey };
}
