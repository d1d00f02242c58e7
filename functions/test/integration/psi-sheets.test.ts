import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { SHEET_SCAN_MAX_BYTES, texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import { getCompany } from '../../src/companies/data/companies';
import { LockedFileError } from '../../src/platform/adapters';
import { getCourseFiles } from '../../src/platform/storage';
import { listCompanySheetScans } from '../../src/records/data/sheet-scans';
import { sha256Hex } from '../../src/records/domain/record-hashes';
import { buildCompany, buildFirm, buildUser, tokenFor } from '../support/builders';
import { buildPdf } from '../support/course-builders';
import { buildSignedDocument } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { runPdfsig, runPdftotext } from '../support/pdf-tools';
import { companyAuditEvents } from '../support/read-back';
import { ONE_PIXEL_PNG, stagedScanKey, stageSheetScan } from '../support/sheet-scans';

/*
 * PSI-SU fișe on paper or electronic (docs/domain.md, PSI/SU): paper by default, the download
 * printed for ink and unsealed, the signed scan uploaded and listed, electronic only with the
 * legal risk accepted and audited, and the archive holding whichever applies.
 */

const api = useTestGateway();

type SheetLink = { url: string; content_hash: string; trainings: number; for_ink_signatures: boolean };
type Scan = {
  id: string;
  content_type: string;
  size: number;
  sha256: string;
  uploaded_at: string;
  uploaded_by: { id: string; name: string };
  url: string;
};

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

async function buildPsiTenant() {
  const firm = await buildFirm();
  const company = await buildCompany(firm.id);
  const placement = { firmId: firm.id, companyId: company.id };
  const owner = await buildUser({ role: 'owner', firmId: firm.id });
  const admin = await buildUser({ role: 'admin', ...placement });
  const worker = await buildUser(
    { role: 'employee', ...placement },
    { first_name: 'Ștefan', last_name: 'Țurcanu' },
  );
  return { firm, company, owner, admin, worker };
}

type PsiTenant = Awaited<ReturnType<typeof buildPsiTenant>>;

function signTraining(tenant: PsiTenant, category: 'SSM' | 'PSI-SU') {
  return buildSignedDocument(
    api,
    { trainee: tenant.worker, admin: tenant.admin, owner: tenant.owner },
    { course_title: `Instruire ${category} periodică`, course_category: category },
  );
}

async function downloadSheet(tenant: PsiTenant, domain: 'SSM' | 'PSI-SU') {
  const link = await api.get<SheetLink>(
    `/api/users/${tenant.worker.id}/training-sheet/${domain}/`,
    await tokenFor(tenant.owner),
  );
  expect(link.status).toBe(200);
  return { link: link.body, pdf: await fetchBytes(link.body.url) };
}

async function setMode(tenant: PsiTenant, body: Record<string, unknown>) {
  return api.request('PUT', `/api/companies/${tenant.company.id}/psi-sheet-mode/`, {
    body,
    token: await tokenFor(tenant.owner),
  });
}

async function addScan(tenant: PsiTenant, caller: UserRecord, uploadId: string) {
  return api.post<Scan>(
    `/api/users/${tenant.worker.id}/training-sheet-scans/`,
    { upload_id: uploadId },
    await tokenFor(caller),
  );
}

async function listScans(tenant: PsiTenant, caller: UserRecord) {
  return api.get<{ scans: Scan[] }>(
    `/api/users/${tenant.worker.id}/training-sheet-scans/`,
    await tokenFor(caller),
  );
}

/** The archive's entries as `unzip -l` lists them. */
async function archiveEntries(tenant: PsiTenant): Promise<string> {
  const archive = await api.post<{ zip_url: string }>(
    '/api/generate-company-zip/',
    { company_id: tenant.company.id },
    await tokenFor(tenant.owner),
  );
  const directory = await mkdtemp(join(tmpdir(), 'psi-archive-'));
  try {
    const path = join(directory, 'archive.zip');
    await writeFile(path, await fetchBytes(archive.body.zip_url));
    const { stdout } = await promisify(execFile)('unzip', ['-l', path]);
    return stdout;
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

describe('PSI-SU fișe on paper (the default)', () => {
  it('prints the PSI-SU fișă for ink, unsealed, while the SSM one stays sealed', async () => {
    const tenant = await buildPsiTenant();
    await signTraining(tenant, 'PSI-SU');
    await signTraining(tenant, 'SSM');

    const mode = await api.get<{ mode: string }>(
      `/api/companies/${tenant.company.id}/psi-sheet-mode/`,
      await tokenFor(tenant.admin),
    );
    const psi = await downloadSheet(tenant, 'PSI-SU');
    const ssm = await downloadSheet(tenant, 'SSM');
    const text = (await runPdftotext(psi.pdf, { layout: false })).replace(/\s+/g, ' ');
    const verification = new FormData();
    verification.append('file', new Blob([psi.pdf], { type: 'application/pdf' }), 'fisa.pdf');
    const verified = await fetch(`${api.url()}/api/verify-pdf/`, { method: 'POST', body: verification });

    expect(mode.body.mode).toBe('paper');
    expect(psi.link.for_ink_signatures).toBe(true);
    expect((await runPdfsig(psi.pdf)).signatures).toHaveLength(0);
    expect(text).toContain('FIȘĂ DE SEMNAT OLOGRAF');
    expect(text).toContain('copia scanată a fișei semnate se încarcă pe platformă');
    expect(text).toContain('nu este un original electronic');
    expect(text).not.toContain('semnat electronic la');
    expect(await verified.json()).toMatchObject({ valid: false, file_kind: null, record: null });
    expect(ssm.link.for_ink_signatures).toBe(false);
    expect((await runPdfsig(ssm.pdf)).signatures).toHaveLength(1);
  });

  it('prints a new signed training on the next download for ink, and an unchanged one as kept', async () => {
    const tenant = await buildPsiTenant();
    await signTraining(tenant, 'PSI-SU');

    const first = await downloadSheet(tenant, 'PSI-SU');
    const again = await downloadSheet(tenant, 'PSI-SU');
    await signTraining(tenant, 'PSI-SU');
    const after = await downloadSheet(tenant, 'PSI-SU');

    expect(Buffer.from(again.pdf).equals(Buffer.from(first.pdf))).toBe(true);
    expect(after.link).toMatchObject({ trainings: 2, for_ink_signatures: true });
    expect(after.link.content_hash).not.toBe(first.link.content_hash);
    expect((await runPdfsig(after.pdf)).signatures).toHaveLength(0);
  });

  it('keeps each checked scan write-once with its SHA-256, uploader and time, lists it and audits it', async () => {
    const tenant = await buildPsiTenant();
    const pdf = await buildPdf('Fișă PSI-SU semnată');

    const byAdmin = await addScan(tenant, tenant.admin, await stageSheetScan(tenant.company, ONE_PIXEL_PNG));
    const byOwner = await addScan(
      tenant,
      tenant.owner,
      await stageSheetScan(tenant.company, pdf, 'application/pdf'),
    );
    const listed = await listScans(tenant, tenant.worker);
    const events = (await companyAuditEvents(tenant.company.id)).filter(
      (event) => event.action === 'sheet_scan_added',
    );

    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body).toMatchObject({
      content_type: 'image/png',
      size: ONE_PIXEL_PNG.length,
      sha256: sha256Hex(ONE_PIXEL_PNG),
      uploaded_by: { id: tenant.admin.id, name: `${tenant.admin.last_name} ${tenant.admin.first_name}` },
    });
    expect(byOwner.body).toMatchObject({ content_type: 'application/pdf', sha256: sha256Hex(pdf) });
    expect(listed.body.scans.map((scan) => scan.id)).toEqual([byOwner.body.id, byAdmin.body.id]);
    expect(Buffer.from(await fetchBytes(listed.body.scans[1]!.url)).equals(ONE_PIXEL_PNG)).toBe(true);
    expect(sha256Hex(await fetchBytes(listed.body.scans[0]!.url))).toBe(sha256Hex(pdf));
    expect(events.map((event) => event.subject.scan_id).sort()).toEqual(
      [byAdmin.body.id, byOwner.body.id].sort(),
    );
    expect(events[0]).toMatchObject({ subject: { user_id: tenant.worker.id } });
    const [kept] = await listCompanySheetScans(tenant.company.id);
    await expect(
      getCourseFiles().write(kept!.file_key, { body: pdf, contentType: 'application/pdf' }),
    ).rejects.toBeInstanceOf(LockedFileError);
  });

  it('refuses a file that is no PDF or image, and one too large, removing the upload', async () => {
    const tenant = await buildPsiTenant();
    const notScan = await stageSheetScan(tenant.company, Buffer.from('<html>fișă</html>'), 'image/png');
    const fakePng = await stageSheetScan(tenant.company, ONE_PIXEL_PNG.subarray(0, 40), 'image/png');
    const tooLarge = await stageSheetScan(
      tenant.company,
      new Uint8Array(SHEET_SCAN_MAX_BYTES + 1),
      'application/pdf',
    );

    const answers = {
      notScan: await addScan(tenant, tenant.owner, notScan),
      fakePng: await addScan(tenant, tenant.owner, fakePng),
      tooLarge: await addScan(tenant, tenant.owner, tooLarge),
    };
    const tooLargeUrl = await api.post(
      `/api/users/${tenant.worker.id}/training-sheet-scans/upload-url/`,
      { content_length: SHEET_SCAN_MAX_BYTES + 1, content_type: 'application/pdf' },
      await tokenFor(tenant.owner),
    );
    const wordFile = await api.post(
      `/api/users/${tenant.worker.id}/training-sheet-scans/upload-url/`,
      { content_length: 1000, content_type: 'application/msword' },
      await tokenFor(tenant.owner),
    );

    expect(answers.notScan).toMatchObject({ status: 400, body: { detail: texts.psiSheets.notScan } });
    expect(answers.fakePng).toMatchObject({ status: 400, body: { detail: texts.psiSheets.notScan } });
    expect(answers.tooLarge).toMatchObject({ status: 400, body: { detail: texts.psiSheets.fileTooLarge } });
    for (const uploadId of [notScan, fakePng, tooLarge]) {
      expect(await getCourseFiles().size(stagedScanKey(tenant.company, uploadId))).toBeNull();
    }
    expect(tooLargeUrl.status).toBe(400);
    expect(JSON.stringify(tooLargeUrl.body)).toContain(texts.psiSheets.fileTooLarge);
    expect(wordFile.status).toBe(400);
    expect(JSON.stringify(wordFile.body)).toContain(texts.psiSheets.wrongType);
    expect((await listScans(tenant, tenant.owner)).body.scans).toEqual([]);
  });

  it('hands out a presigned PUT that a scan of the stated type and size goes through', async () => {
    const tenant = await buildPsiTenant();

    const upload = await api.post<{ upload_id: string; upload_url: string; headers: Record<string, string> }>(
      `/api/users/${tenant.worker.id}/training-sheet-scans/upload-url/`,
      { content_length: ONE_PIXEL_PNG.length, content_type: 'image/png' },
      await tokenFor(tenant.admin),
    );
    const put = await fetch(upload.body.upload_url, {
      method: 'PUT',
      headers: upload.body.headers,
      body: ONE_PIXEL_PNG,
    });
    const kept = await addScan(tenant, tenant.admin, upload.body.upload_id);

    expect(put.status).toBe(200);
    expect(kept.status).toBe(200);
    expect(kept.body.sha256).toBe(sha256Hex(ONE_PIXEL_PNG));
  });

  it('puts the scans in the archive in place of an electronic PSI-SU fișă', async () => {
    const tenant = await buildPsiTenant();
    await signTraining(tenant, 'PSI-SU');
    await signTraining(tenant, 'SSM');
    const scan = await addScan(tenant, tenant.owner, await stageSheetScan(tenant.company, ONE_PIXEL_PNG));

    const listing = await archiveEntries(tenant);

    expect(listing).toContain(`Turcanu Stefan (${tenant.worker.username})/Fisa individuala SSM.pdf`);
    expect(listing).toContain(
      `Turcanu Stefan (${tenant.worker.username})/Fisa individuala PSI-SU semnata olograf ${scan.body.uploaded_at.slice(0, 10)} ${scan.body.id}.png`,
    );
    expect(listing).not.toContain('Fisa individuala PSI-SU.pdf');
  });
});

describe("the deletion of a company's history", () => {
  it('takes the scans and the fișe printed for ink with the records, and says how many scans', async () => {
    const tenant = await buildPsiTenant();
    await signTraining(tenant, 'PSI-SU');
    const printed = await downloadSheet(tenant, 'PSI-SU');
    await addScan(tenant, tenant.owner, await stageSheetScan(tenant.company, ONE_PIXEL_PNG));

    const deletion = await api.del(
      `/api/delete-company-progress/${tenant.company.id}/`,
      await tokenFor(tenant.owner),
    );
    const completed = (await companyAuditEvents(tenant.company.id)).find(
      (event) => event.action === 'history_deletion_completed',
    );

    expect(deletion.status).toBe(200);
    expect((await listScans(tenant, tenant.owner)).body.scans).toEqual([]);
    expect(completed?.details).toMatchObject({ sheet_scans: 1 });
    expect((await fetch(printed.link.url)).status).toBe(404);
  });
  it('takes the fișe of a worker deleted before it, sealed and printed for ink', async () => {
    const tenant = await buildPsiTenant();
    await signTraining(tenant, 'PSI-SU');
    await signTraining(tenant, 'SSM');
    const printed = await downloadSheet(tenant, 'PSI-SU');
    await downloadSheet(tenant, 'SSM');
    const ownerToken = await tokenFor(tenant.owner);
    expect((await api.del(`/api/delete-user/${tenant.worker.id}`, ownerToken)).status).toBe(200);

    const deletion = await api.del(`/api/delete-company-progress/${tenant.company.id}/`, ownerToken);
    const completed = (await companyAuditEvents(tenant.company.id)).find(
      (event) => event.action === 'history_deletion_completed',
    );

    expect(deletion.status).toBe(200);
    expect((await fetch(printed.link.url)).status).toBe(404);
    // The two records' PDFs and the deleted worker's sealed SSM fișă, each under its retention.
    expect(completed?.details).toMatchObject({ sealed_files_kept_locked: 3 });
  });
});

describe('PSI-SU fișe electronic (opt-in)', () => {
  it('refuses the switch without the accepted risk, and audits it with the old and new mode', async () => {
    const tenant = await buildPsiTenant();

    const withoutRisk = await setMode(tenant, { mode: 'electronic' });
    const declined = await setMode(tenant, { mode: 'electronic', risk_accepted: false });
    const eventsBefore = await companyAuditEvents(tenant.company.id);
    const accepted = await setMode(tenant, { mode: 'electronic', risk_accepted: true });
    const back = await setMode(tenant, { mode: 'paper' });
    const events = (await companyAuditEvents(tenant.company.id)).filter(
      (event) => event.action === 'psi_sheet_mode_changed',
    );

    for (const refused of [withoutRisk, declined]) {
      expect(refused).toMatchObject({ status: 400, body: { detail: texts.psiSheets.riskNotAccepted } });
    }
    expect(eventsBefore.filter((event) => event.action === 'psi_sheet_mode_changed')).toEqual([]);
    expect(accepted).toMatchObject({ status: 200, body: { mode: 'electronic' } });
    expect(back).toMatchObject({ status: 200, body: { mode: 'paper' } });
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({ old_mode: 'paper', new_mode: 'electronic', risk_accepted: true }),
      expect.objectContaining({ old_mode: 'electronic', new_mode: 'paper' }),
    ]);
    expect(events[0]).toMatchObject({ actor: { id: tenant.owner.id } });
    expect((await getCompany(tenant.company.id, { consistent: true }))?.psi_sheet_mode).toBe('paper');
  });

  it('seals the PSI-SU fișă, puts it in the archive and takes no scans', async () => {
    const tenant = await buildPsiTenant();
    await signTraining(tenant, 'PSI-SU');
    expect((await setMode(tenant, { mode: 'electronic', risk_accepted: true })).status).toBe(200);

    const psi = await downloadSheet(tenant, 'PSI-SU');
    const refused = await addScan(tenant, tenant.owner, await stageSheetScan(tenant.company, ONE_PIXEL_PNG));
    const listing = await archiveEntries(tenant);

    expect(psi.link.for_ink_signatures).toBe(false);
    expect((await runPdfsig(psi.pdf)).signatures).toHaveLength(1);
    expect(refused).toMatchObject({ status: 409, body: { detail: texts.psiSheets.electronicCompany } });
    expect(listing).toContain(`Turcanu Stefan (${tenant.worker.username})/Fisa individuala PSI-SU.pdf`);
    expect(listing).not.toContain('semnata olograf');
  });

  it('is set by an owner only: the admin reads the mode but cannot change it', async () => {
    const tenant = await buildPsiTenant();

    const changed = await api.request('PUT', `/api/companies/${tenant.company.id}/psi-sheet-mode/`, {
      body: { mode: 'electronic', risk_accepted: true },
      token: await tokenFor(tenant.admin),
    });

    expect(changed.status).toBe(403);
    expect((await getCompany(tenant.company.id, { consistent: true }))?.psi_sheet_mode).toBeUndefined();
  });
});
