import type { UserRecord } from '../accounts/data/users';
import { principalAs } from '../accounts/domain/principal';
import type { CompanyRecord } from '../companies/data/companies';
import { updatePsiSheetMode } from '../companies/domain/psi-sheet-mode';
import { newId } from '../platform/ids';
import { objectKeys } from '../platform/object-keys';
import { getCourseFiles } from '../platform/storage';
import { addSheetScanFromUpload } from '../records/domain/sheet-scans';
import { renderTextPdf } from './text-pdf';

/*
 * The demo's PSI-SU fișe (docs/domain.md, PSI/SU): one company keeps them electronic, as its owner
 * chose after accepting the legal risk; the others keep the default, on paper, and the demo
 * employee's hand-signed fișă is there as an uploaded scan, kept the way an upload is.
 */

export async function seedDemoPsiSheets(options: {
  owner: UserRecord;
  electronic: CompanyRecord;
  paperWorker: UserRecord;
}): Promise<void> {
  const { owner, electronic, paperWorker } = options;
  const origin = { ip: '127.0.0.1', userAgent: 'demo-seed' };
  await updatePsiSheetMode({
    owner: principalAs(owner, 'owner'),
    companyId: electronic.id,
    mode: 'electronic',
    riskAccepted: true,
    origin,
  });
  const scan = await renderTextPdf({
    title: 'Fișă individuală de instruire PSI-SU',
    subtitle: `${paperWorker.last_name} ${paperWorker.first_name} – copie scanată a fișei semnate olograf`,
    blocks: [
      { heading: 'Instruire introductiv-generală PSI-SU' },
      {
        paragraph:
          'Semnat olograf de persoana instruită, de cel care a efectuat instruirea și de cel care a verificat-o.',
      },
    ],
  });
  const uploadId = newId();
  const courseFiles = getCourseFiles();
  await courseFiles.write(
    objectKeys.sheetScanUpload({
      firmId: paperWorker.firm_id as string,
      companyId: paperWorker.company_id as string,
      uploadId,
    }),
    { body: scan, contentType: 'application/pdf' },
  );
  await addSheetScanFromUpload({
    caller: principalAs(owner, 'owner'),
    workerId: paperWorker.id,
    uploadId,
    origin,
    courseFiles,
  });
}
