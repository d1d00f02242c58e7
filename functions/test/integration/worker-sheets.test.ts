import { formatRomanianDate, texts } from '@ssm/shared';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { getUserById, type UserRecord } from '../../src/accounts/data/users';
import type { TrainingRecord } from '../../src/records/data/records';
import { buildCompany, buildFirm, buildUser, tokenFor, uniqueCui } from '../support/builders';
import {
  buildDocument,
  buildSignedDocument,
  expectNoScan,
  massSign,
  signAsTrainee,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { changeOneByte, runPdfsig, runPdftotext, runQpdfCheck } from '../support/pdf-tools';

/*
 * The worker's fișă individuală de instruire (docs/signatures.md, the worker's fișă): what it
 * prints, read back with poppler's pdftotext; its seal, checked with poppler's pdfsig and qpdf;
 * who may download it; and that it always prints the worker's current signed trainings.
 */

const api = useTestGateway();

type SheetLink = { url: string; content_hash: string; trainings: number };

async function fetchBytes(url: string): Promise<Uint8Array> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The fișă's text as one line: table cells wrap, so words are compared with single spaces. */
async function sheetText(pdf: Uint8Array): Promise<{ flat: string; compact: string }> {
  const text = await runPdftotext(pdf, { layout: false });
  return { flat: text.replace(/\s+/g, ' '), compact: text.replace(/\s+/g, '') };
}

async function expectOneSealOverTheWholeFile(pdf: Uint8Array): Promise<void> {
  const report = await runPdfsig(pdf);
  expect(report.signatures, report.output).toHaveLength(1);
  expect(report.signatures[0]).toMatchObject({
    validation: 'Signature is Valid.',
    totalDocumentSigned: true,
    subFilter: 'ETSI.CAdES.detached',
  });
  const qpdf = await runQpdfCheck(pdf);
  expect(qpdf.exitCode, qpdf.output).toBe(0);
  expect((await runPdfsig(changeOneByte(pdf))).signatures[0]?.validation).toMatch(/Digest Mismatch/);
}

/**
 * A firm, a company with a fiscal code, its admin, and a worker with every field the fișă prints.
 * The company keeps its PSI-SU fișe electronic, so both domains are sealed (paper PSI-SU fișe:
 * psi-sheets.test.ts).
 */
async function buildSheetTenant() {
  const firm = await buildFirm({ address: 'Str. Ștefan cel Mare nr. 7, Iași' });
  const company = await buildCompany(firm.id, {
    registration_number: uniqueCui(),
    address: 'Bd. Țării nr. 3, Pitești',
    psi_sheet_mode: 'electronic',
  });
  const placement = { firmId: firm.id, companyId: company.id };
  const owner = await buildUser({ role: 'owner', firmId: firm.id });
  const admin = await buildUser(
    { role: 'admin', ...placement },
    { first_name: 'Maria', last_name: 'Șerban' },
  );
  const worker = await buildUser(
    { role: 'employee', ...placement },
    {
      first_name: 'Ștefan',
      last_name: 'Țurcanu',
      birth_date: '1990-04-12',
      birth_place: 'Târgu Mureș',
      address: 'Str. Mărășești nr. 10, Brașov',
      job_title: 'Sudor',
      workplace: 'Atelierul de întreținere',
      qualification: 'Lăcătuș mecanic',
      hire_date: '2024-09-02',
    },
  );
  const colleague = await buildUser({ role: 'employee', ...placement });
  return { firm, company, owner, admin, worker, colleague };
}

type SheetTenant = Awaited<ReturnType<typeof buildSheetTenant>>;

/** The worker's direct manager, set by the owner on the people page; the worker as now stored. */
async function setManagerOf(tenant: SheetTenant, manager: UserRecord): Promise<UserRecord> {
  const { worker } = tenant;
  const answer = await api.request('PATCH', `/api/users/${worker.id}/`, {
    token: await tokenFor(tenant.owner),
    body: {
      username: worker.username,
      first_name: worker.first_name,
      last_name: worker.last_name,
      email: worker.email ?? `${worker.username}@example.ro`,
      birth_date: worker.birth_date,
      hire_date: worker.hire_date,
      address: worker.address,
      job_title: worker.job_title,
      birth_place: worker.birth_place,
      workplace: worker.workplace,
      qualification: worker.qualification,
      manager: manager.id,
    },
  });
  expect(answer.status).toBe(200);
  return (await getUserById(worker.id, { consistent: true })) as UserRecord;
}

function signTraining(tenant: SheetTenant, course: { title: string; category?: 'SSM' | 'PSI-SU' }) {
  return buildSignedDocument(
    api,
    { trainee: tenant.worker, admin: tenant.admin, owner: tenant.owner },
    { course_title: course.title, course_category: course.category ?? 'SSM' },
  );
}

async function downloadSheet(worker: UserRecord, caller: UserRecord, domain = 'SSM') {
  return expectNoScan(
    await api.get<SheetLink>(`/api/users/${worker.id}/training-sheet/${domain}/`, await tokenFor(caller)),
  );
}

function expectRowPrinted(text: { flat: string; compact: string }, record: TrainingRecord): void {
  expect(text.flat).toContain(record.content.course.title);
  expect(text.flat).toContain(formatRomanianDate(record.content.completed_at));
  expect(text.compact).toContain(record.document_hash);
  for (const signature of record.signatures) {
    expect(text.flat).toContain(`${signature.signer.last_name} ${signature.signer.first_name}`);
    expect(text.compact).toContain(signature.signature_hash);
  }
}

describe("the worker's fișă individuală de instruire", () => {
  it('prints the header the law asks for and every signed training of the domain, with its three signers', async () => {
    const tenant = await buildSheetTenant();
    const first = await signTraining(tenant, { title: 'Instruire periodică: lucrul la înălțime' });
    const second = await signTraining(tenant, { title: 'Instruire periodică: utilaje și scule electrice' });
    const fire = await signTraining(tenant, {
      title: 'Instruire PSI: stingătoare și evacuare',
      category: 'PSI-SU',
    });

    const link = await downloadSheet(tenant.worker, tenant.worker);
    const pdf = await fetchBytes(link.body.url);
    const text = await sheetText(pdf);

    expect(link.status).toBe(200);
    expect(link.body.trainings).toBe(2);
    for (const printed of [
      'FIȘĂ INDIVIDUALĂ DE INSTRUIRE PRIVIND SECURITATEA ȘI SĂNĂTATEA ÎN MUNCĂ',
      tenant.company.name,
      `CUI: ${tenant.company.registration_number}`,
      'Bd. Țării nr. 3, Pitești',
      'Serviciul extern de prevenire și protecție',
      tenant.firm.name,
      tenant.firm.cui,
      tenant.firm.reg_com,
      'Str. Ștefan cel Mare nr. 7, Iași',
      'Țurcanu Ștefan',
      '12.04.1990, Târgu Mureș',
      'Str. Mărășești nr. 10, Brașov',
      'Sudor',
      'Atelierul de întreținere',
      'Lăcătuș mecanic',
      '02.09.2024',
      'Instruire periodică',
      'Admis: test online, 100%',
      'Semnătura persoanei instruite',
      'Semnătura persoanei care a efectuat instruirea',
      'Semnătura persoanei care a verificat instruirea',
      'serviciul extern de prevenire și protecție',
      'reprezentantul angajatorului',
    ]) {
      expect(text.flat).toContain(printed);
    }
    expectRowPrinted(text, first);
    expectRowPrinted(text, second);
    expect(text.flat).not.toContain(fire.content.course.title);
    // Romanian letters are the comma-below ones, never the cedilla look-alikes.
    expect(text.flat).not.toMatch(/[şţŞŢ]/);
    await expectOneSealOverTheWholeFile(pdf);
  });

  it('names the manager who trained and the admin who admitted to work after workplace training', async () => {
    const tenant = await buildSheetTenant();
    const manager = await buildUser(
      { role: 'employee', firmId: tenant.firm.id, companyId: tenant.company.id },
      { first_name: 'Radu', last_name: 'Vlădescu', is_workplace_manager: true },
    );
    const worker = await setManagerOf(tenant, manager);
    const record = await buildDocument(worker, {
      course_title: 'Instruire la locul de muncă: atelierul',
      course_subcategory: 'loc_munca',
    });
    await signAsTrainee(api, worker, record.id);
    expect((await massSign(api, manager, [record.id])).body.signed).toEqual([record.id]);
    expect((await massSign(api, tenant.admin, [record.id])).body.signed).toEqual([record.id]);

    const link = await downloadSheet(worker, worker);
    const { flat } = await sheetText(await fetchBytes(link.body.url));

    expect(flat).toContain('Vlădescu Radu');
    expect(flat).toContain('(conducătorul locului de muncă)');
    expect(flat).toMatch(
      /Admis la lucru Numele și prenumele: Șerban Maria Funcția: reprezentantul angajatorului, care a admis lucrătorul la lucru Data: .+ Semnătura: semnat electronic/,
    );
  });

  it('puts PSI-SU trainings on a separate fișă in the words of fire-safety training', async () => {
    const tenant = await buildSheetTenant();
    const ssm = await signTraining(tenant, { title: 'Instruire SSM la locul de muncă' });
    const fire = await signTraining(tenant, {
      title: 'Instruire PSI: stingătoare și evacuare',
      category: 'PSI-SU',
    });

    const link = await downloadSheet(tenant.worker, tenant.admin, 'PSI-SU');
    const pdf = await fetchBytes(link.body.url);
    const text = await sheetText(pdf);

    expect(text.flat).toContain('FIȘĂ INDIVIDUALĂ DE INSTRUIRE ÎN DOMENIUL SITUAȚIILOR DE URGENȚĂ');
    expect(text.flat).toContain('apărarea împotriva incendiilor și situațiile de urgență');
    expect(text.flat).not.toContain('Serviciul extern de prevenire și protecție');
    expectRowPrinted(text, fire);
    expect(text.flat).not.toContain(ssm.content.course.title);
    await expectOneSealOverTheWholeFile(pdf);
  });

  it('prints a new signed record on the next download, and serves an unchanged fișă as stored', async () => {
    const tenant = await buildSheetTenant();
    await signTraining(tenant, { title: 'Instruire introductiv-generală' });

    const before = await downloadSheet(tenant.worker, tenant.owner);
    const again = await downloadSheet(tenant.worker, tenant.worker);
    const added = await signTraining(tenant, { title: 'Instruire suplimentară după accident' });
    const after = await downloadSheet(tenant.worker, tenant.owner);
    const text = await sheetText(await fetchBytes(after.body.url));

    expect(again.body.content_hash).toBe(before.body.content_hash);
    expect(new URL(again.body.url).pathname).toBe(new URL(before.body.url).pathname);
    expect(after.body.content_hash).not.toBe(before.body.content_hash);
    expect(after.body.trainings).toBe(2);
    expectRowPrinted(text, added);
  });

  it('is in the company archive, in the worker folder, sealed like the downloaded one', async () => {
    const tenant = await buildSheetTenant();
    await signTraining(tenant, { title: 'Instruire periodică SSM' });
    await signTraining(tenant, { title: 'Instruire PSI periodică', category: 'PSI-SU' });
    const downloaded = await fetchBytes((await downloadSheet(tenant.worker, tenant.owner)).body.url);

    const archive = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: tenant.company.id },
      await tokenFor(tenant.owner),
    );
    const zip = await JSZip.loadAsync(await fetchBytes(archive.body.zip_url));
    const sheets = Object.keys(zip.files).filter((name) => name.includes('Fisa individuala'));
    const archived = (await zip
      .file(sheets.find((name) => name.endsWith('SSM.pdf')) ?? '')
      ?.async('uint8array')) as Uint8Array | undefined;

    expect(sheets.sort()).toEqual([
      `Turcanu Stefan (${tenant.worker.username})/Fisa individuala PSI-SU.pdf`,
      `Turcanu Stefan (${tenant.worker.username})/Fisa individuala SSM.pdf`,
    ]);
    expect(archived && Buffer.from(archived).equals(Buffer.from(downloaded))).toBe(true);
    await expectOneSealOverTheWholeFile(archived as Uint8Array);
    const psi = (await zip
      .file(sheets.find((name) => name.endsWith('PSI-SU.pdf')) ?? '')
      ?.async('uint8array')) as Uint8Array;
    await expectOneSealOverTheWholeFile(psi);
  });

  it('is downloaded by the worker, their company admin and the firm owner only', async () => {
    const tenant = await buildSheetTenant();
    await signTraining(tenant, { title: 'Instruire periodică SSM' });
    const otherCompany = await buildCompany(tenant.firm.id);
    const otherAdmin = await buildUser({ role: 'admin', firmId: tenant.firm.id, companyId: otherCompany.id });
    const otherFirm = await buildFirm();
    const otherOwner = await buildUser({ role: 'owner', firmId: otherFirm.id });

    for (const allowed of [tenant.worker, tenant.admin, tenant.owner]) {
      expect((await downloadSheet(tenant.worker, allowed)).status).toBe(200);
    }
    for (const refused of [tenant.colleague, otherAdmin, otherOwner]) {
      const answer = await downloadSheet(tenant.worker, refused);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ detail: texts.trainingSheet.notFound });
    }
  });

  it('explains in Romanian a worker without signed trainings and a domain that does not exist', async () => {
    const tenant = await buildSheetTenant();

    const empty = await downloadSheet(tenant.worker, tenant.owner);
    const badDomain = await api.get(
      `/api/users/${tenant.worker.id}/training-sheet/ISCIR/`,
      await tokenFor(tenant.owner),
    );

    expect(empty.status).toBe(409);
    expect(empty.body).toEqual({ detail: texts.trainingSheet.noTrainings });
    expect(badDomain.status).toBe(400);
    expect(JSON.stringify(badDomain.body)).toContain(texts.trainingSheet.domainInvalid);
  });
});
