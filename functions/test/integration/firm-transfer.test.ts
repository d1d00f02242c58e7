import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { exportFirm, importFirm, TransferError } from '../../src/archives/domain/firm-transfer';
import { ensureTable } from '../../src/local/emulators';
import { resetClientsForTests } from '../../src/platform/aws';
import { ENV, getConfig, resetConfigForTests } from '../../src/platform/config';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { getCourseFiles } from '../../src/platform/storage';
import { keys } from '../../src/platform/table-keys';
import { getPublishedSeal } from '../../src/signing/seal';
import { buildTenant, tokenFor } from '../support/builders';
import { buildCourse } from '../support/course-builders';
import { buildDocument, buildSignedDocument, signAsTrainee } from '../support/documents';
import { useTestGateway } from '../support/gateway';

const api = useTestGateway();
const sourceStore = { table: '', bucket: '' };

/** Points the handlers at another table and course-files bucket of the same emulators. */
function useStore(store: { table: string; bucket: string }): void {
  process.env[ENV.tableName] = store.table;
  process.env[ENV.courseFilesBucket] = store.bucket;
  resetConfigForTests();
  resetClientsForTests();
}

/** An empty table and bucket, as a new account or region would start. */
async function createEmptyStore(): Promise<{ table: string; bucket: string }> {
  const suffix = randomBytes(4).toString('hex');
  const store = { table: `ssm-restore-${suffix}`, bucket: `ssm-restore-${suffix}` };
  const config = getConfig();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  await ensureTable(
    new DynamoDBClient({ region: config.region, endpoint: config.dynamodbEndpoint, credentials }),
    store.table,
  );
  await new S3Client({
    region: config.region,
    endpoint: config.s3Endpoint,
    forcePathStyle: true,
    credentials,
  }).send(new CreateBucketCommand({ Bucket: store.bucket }));
  return store;
}

async function storedItem(key: { PK: string; SK: string }) {
  return (await getDocumentClient().send(new GetCommand({ TableName: getConfig().tableName, Key: key })))
    .Item;
}

/** A firm with a course, a fully signed record (with its PDF) and a record the admin has yet to sign. */
async function buildFirmWithHistory() {
  const tenant = await buildTenant();
  const course = await buildCourse(tenant.owner);
  const signed = await buildSignedDocument(api, {
    trainee: tenant.employee,
    admin: tenant.admin,
    owner: tenant.owner,
  });
  const pending = await buildDocument(tenant.employee);
  await signAsTrainee(api, tenant.employee, pending.id);
  return { ...tenant, course, signed, pending };
}

async function exportInto(firmId: string) {
  const directory = await mkdtemp(join(tmpdir(), 'ssm-firm-export-'));
  return { directory, summary: await exportFirm({ firmId, directory, courseFiles: getCourseFiles() }) };
}

beforeAll(() => {
  sourceStore.table = getConfig().tableName;
  sourceStore.bucket = getConfig().courseFilesBucket;
});
afterEach(() => useStore(sourceStore));

describe('a firm exported and imported into an empty store', () => {
  it('restores every item and file, and every signature still verifies', async () => {
    const firm = await buildFirmWithHistory();
    const { directory, summary } = await exportInto(firm.firm.id);
    expect(firm.signed.pdf_key).toEqual(expect.any(String));

    useStore(await createEmptyStore());
    const restored = await importFirm({
      directory,
      courseFiles: getCourseFiles(),
      seal: await getPublishedSeal(),
    });

    expect(restored).toMatchObject({
      firmId: firm.firm.id,
      items: summary.items,
      alreadyPresent: 0,
      files: summary.files,
      signaturesFailed: [],
    });
    // trainee + admin + owner signatures, the document hash and the PDF's hash; the trainee's on the other
    expect(restored.signaturesVerified).toBe(6);
    const verified = await api.get(`/api/verify-signature/?hash=${firm.signed.document_hash}`);
    expect(verified.body).toMatchObject({
      valid: true,
      kind: 'document',
      last_name: firm.employee.last_name,
    });
    const companies = await api.get<{ id: string }[]>('/api/companies/', await tokenFor(firm.owner));
    expect(companies.body.map((company) => company.id)).toEqual([firm.company.id]);
    const courses = await api.get<{ id: string }[]>('/api/courses/', await tokenFor(firm.owner));
    expect(courses.body.map((course) => course.id)).toEqual([firm.course.id]);
    const link = await api.get<{ url: string }>(
      `/api/documents/${firm.signed.id}/pdf/`,
      await tokenFor(firm.admin),
    );
    const pdf = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(firm.signed.pdf_sha256);
    const pending = await api.get<{ id: string }[]>(
      '/api/documents/pending-admin/',
      await tokenFor(firm.admin),
    );
    expect(JSON.stringify(pending.body)).toContain(firm.pending.id);
  });

  it('can be run again after an interruption, skipping what is already there', async () => {
    const firm = await buildFirmWithHistory();
    const { directory, summary } = await exportInto(firm.firm.id);

    useStore(await createEmptyStore());
    await importFirm({ directory, courseFiles: getCourseFiles(), seal: await getPublishedSeal() });
    const again = await importFirm({
      directory,
      courseFiles: getCourseFiles(),
      seal: await getPublishedSeal(),
    });

    expect(again).toMatchObject({
      items: summary.items,
      alreadyPresent: summary.items,
      signaturesFailed: [],
    });
  });

  it('refuses an export whose file was changed, before writing anything', async () => {
    const firm = await buildFirmWithHistory();
    const { directory } = await exportInto(firm.firm.id);
    const recordPath = join(directory, 'files', firm.signed.pdf_key as string);
    const pdf = await readFile(recordPath);
    pdf[pdf.length - 10] = (pdf[pdf.length - 10] ?? 0) ^ 1;
    await writeFile(recordPath, pdf);

    useStore(await createEmptyStore());
    const attempt = importFirm({ directory, courseFiles: getCourseFiles(), seal: await getPublishedSeal() });

    await expect(attempt).rejects.toThrow(TransferError);
    await expect(attempt).rejects.toThrow(firm.signed.pdf_key as string);
    expect(await storedItem(keys.firm(firm.firm.id))).toBeUndefined();
  });

  it('refuses to overwrite an item that exists with other contents, writing nothing', async () => {
    const firm = await buildFirmWithHistory();
    const { directory } = await exportInto(firm.firm.id);
    const itemsPath = join(directory, 'items.jsonl');
    const manifestPath = join(directory, 'manifest.json');
    // The same export, but the company renamed: its hash in the manifest follows, so only the store can object.
    const renamed = (await readFile(itemsPath, 'utf8')).replace(
      `"name":"${firm.company.name}"`,
      '"name":"Alt nume"',
    );
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
    manifest.items.sha256 = createHash('sha256').update(renamed).digest('hex');
    await writeFile(itemsPath, renamed);
    await writeFile(manifestPath, JSON.stringify(manifest));

    const attempt = importFirm({ directory, courseFiles: getCourseFiles(), seal: await getPublishedSeal() });

    await expect(attempt).rejects.toThrow(/already exist with other contents.*nothing was imported/);
    expect(await storedItem(keys.company(firm.company.id))).toMatchObject({ name: firm.company.name });
  });
});
