import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { GetCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/accounts/data/users';
import { exportFirm, importFirm, TransferError } from '../../src/archives/domain/firm-transfer';
import { ensureTable } from '../../src/local/emulators';
import { resetClientsForTests } from '../../src/platform/aws';
import { ENV, getConfig, resetConfigForTests } from '../../src/platform/config';
import { readDeploymentKey } from '../../src/platform/deployment-keys';
import { getDocumentClient } from '../../src/platform/dynamodb-client';
import { newId } from '../../src/platform/ids';
import { getCourseFiles } from '../../src/platform/storage';
import { keys } from '../../src/platform/table-keys';
import { getPublishedSeal } from '../../src/signing/seal';
import { refreshTrainingStatus } from '../../src/training-status/domain/training-status';
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

type ExportItem = Record<string, unknown>;

/**
 * The export with its items rewritten and its manifest made to match, signed again with this
 * deployment's export key (as only someone holding it could): what is left to refuse them is the
 * import's own reading of the items.
 */
async function rewriteExport(directory: string, rewrite: (items: ExportItem[]) => ExportItem[]) {
  const itemsPath = join(directory, 'items.jsonl');
  const items = (await readFile(itemsPath, 'utf8'))
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as ExportItem);
  const text = `${rewrite(items)
    .map((item) => JSON.stringify(item))
    .join('\n')}\n`;
  await writeFile(itemsPath, text);
  await rewriteManifest(directory, (manifest) => {
    manifest.items = {
      count: text.split('\n').length - 1,
      sha256: createHash('sha256').update(text).digest('hex'),
    };
  });
}

async function rewriteManifest(directory: string, rewrite: (manifest: Record<string, unknown>) => void) {
  const manifestPath = join(directory, 'manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8'));
  rewrite(manifest);
  const text = JSON.stringify(manifest);
  await writeFile(manifestPath, text);
  const key = await readDeploymentKey('exportKey');
  await writeFile(join(directory, 'manifest.hmac'), createHmac('sha256', key).update(text).digest('hex'));
}

/** How many items the table holds (a test's own fresh table, so a Scan reads only what an import wrote). */
async function countItems(): Promise<number> {
  const answer = await getDocumentClient().send(
    new ScanCommand({ TableName: getConfig().tableName, Select: 'COUNT', ConsistentRead: true }),
  );
  return answer.Count ?? 0;
}

async function storedItem(key: { PK: string; SK: string }) {
  return (await getDocumentClient().send(new GetCommand({ TableName: getConfig().tableName, Key: key })))
    .Item;
}

/**
 * A firm with a course, a fully signed record (with its PDF), a record the admin has yet to sign
 * and its company's roster (its one Binary attribute).
 */
async function buildFirmWithHistory() {
  const tenant = await buildTenant();
  await refreshTrainingStatus({ companyId: tenant.company.id, workers: {} });
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
    const workers = await api.get<{ workers: { id: string }[] }>('/api/workers/', await tokenFor(firm.owner));
    expect(workers.body.workers.map((worker) => worker.id).sort()).toEqual(
      [firm.admin.id, firm.employee.id].sort(),
    );
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
    // The same export, but the company renamed and signed again: only the store can object.
    await rewriteExport(directory, (items) =>
      items.map((item) =>
        item.id === firm.company.id && item.type === 'company' ? { ...item, name: 'Alt nume' } : item,
      ),
    );

    const attempt = importFirm({ directory, courseFiles: getCourseFiles(), seal: await getPublishedSeal() });

    await expect(attempt).rejects.toThrow(/already exist with other contents.*nothing was imported/);
    expect(await storedItem(keys.company(firm.company.id))).toMatchObject({ name: firm.company.name });
  });
});

describe('a crafted export', () => {
  /**
   * Exports a firm, lets `craft` change the export, imports it into an empty store, and answers
   * why the import refused it, once it proved that nothing was written.
   */
  async function importCrafted(
    craft: (directory: string, firm: Awaited<ReturnType<typeof buildFirmWithHistory>>) => Promise<void>,
  ) {
    const firm = await buildFirmWithHistory();
    const { directory } = await exportInto(firm.firm.id);
    await craft(directory, firm);
    useStore(await createEmptyStore());
    const attempt = importFirm({ directory, courseFiles: getCourseFiles(), seal: await getPublishedSeal() });
    await expect(attempt).rejects.toThrow(TransferError);
    // Nothing written: no item, no file.
    expect(await countItems()).toBe(0);
    expect(await getCourseFiles().list('')).toEqual([]);
    return { message: await attempt.catch((error: Error) => error.message), firm };
  }

  it('is refused when its manifest was changed and not signed with the export key', async () => {
    const { message } = await importCrafted(async (directory) => {
      const manifestPath = join(directory, 'manifest.json');
      const manifest = await readFile(manifestPath, 'utf8');
      await writeFile(manifestPath, manifest.replace('"firm_name": "', '"firm_name": "Alta '));
    });

    expect(message).toMatch(/manifest.hmac does not match/);
  });

  it("is refused when signed with another deployment's export key", async () => {
    const { message } = await importCrafted(async (directory) => {
      const text = await readFile(join(directory, 'manifest.json'), 'utf8');
      await writeFile(
        join(directory, 'manifest.hmac'),
        createHmac('sha256', randomBytes(32)).update(text).digest('hex'),
      );
    });

    expect(message).toMatch(/manifest.hmac does not match/);
  });

  it('is refused, even signed, when it carries an owner of another firm', async () => {
    const elsewhere = await buildTenant();
    const { message } = await importCrafted((directory) =>
      rewriteExport(directory, (items) => [...items, users.toItem(elsewhere.owner)]),
    );

    expect(message).toContain(`USER#${elsewhere.owner.id} META: an item of another firm`);
  });

  it('is refused, even signed, when it carries a super owner', async () => {
    const { message } = await importCrafted((directory, firm) =>
      rewriteExport(directory, (items) => [
        ...items,
        users.toItem({ ...firm.owner, id: newId(), role: 'superowner', is_superowner: true, firm_id: null }),
      ]),
    );

    expect(message).toMatch(/: a super owner/);
  });

  it("is refused, even signed, when a person of the firm is listed under another firm's owners", async () => {
    const elsewhere = await buildTenant();
    const { message, firm } = await importCrafted((directory, built) =>
      rewriteExport(directory, (items) =>
        items.map((item) =>
          item.id === built.owner.id && item.type === 'user'
            ? { ...item, GSI1PK: `FIRM#${elsewhere.firm.id}#OWNERS` }
            : item,
        ),
      ),
    );

    expect(message).toContain(`USER#${firm.owner.id} META: an item that does not fit its entity (user)`);
  });

  it("is refused, even signed, when a signed record's content was changed", async () => {
    const { message, firm } = await importCrafted((directory, built) =>
      rewriteExport(directory, (items) =>
        items.map((item) =>
          item.id === built.signed.id && item.type === 'training-record'
            ? {
                ...item,
                content: {
                  ...(item.content as object),
                  course: { ...(item.content as { course: object }).course, title: 'Alt curs' },
                },
              }
            : item,
        ),
      ),
    );

    expect(message).toContain(`record ${firm.signed.id}: record_changed`);
  });
});
