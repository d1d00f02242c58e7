import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import type { HttpRequest } from '@smithy/types';
import { texts } from '@ssm/shared';
import { mockClient } from 'aws-sdk-client-mock';
import JSZip from 'jszip';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getArchiveJob, listCompanyArchiveJobs } from '../../src/archives/data/archive-jobs';
import { ENV, getConfig, resetConfigForTests } from '../../src/platform/config';
import { objectKeys } from '../../src/platform/object-keys';
import { getS3Client } from '../../src/platform/s3-client';
import { getCourseFiles } from '../../src/platform/storage';
import type { TrainingRecord } from '../../src/records/data/records';
import { ensureRecordPdf } from '../../src/records/domain/record-files';
import { getSealing } from '../../src/signing/seal';
import { buildTenant, tokenFor } from '../support/builders';
import { buildSignedDocument } from '../support/documents';
import { interceptRequests, s3Error } from '../support/faults';
import { useTestGateway } from '../support/gateway';

/*
 * S3 failing in the middle of a company archive: a record that cannot be read, a part of the ZIP
 * that cannot be uploaded, the job's Lambda refusing to start. The job must end failed with a
 * Romanian reason, never as done with a partial ZIP, and the next request must build the archive.
 */

const api = useTestGateway();

afterEach(() => {
  vi.restoreAllMocks();
});

type ArchiveAnswer = { zip_url?: string; job_id?: string; status?: string; detail?: string };

/** A company with three signed records, their PDFs in S3. */
async function buildCompanyWithRecords() {
  const tenant = await buildTenant();
  const people = { trainee: tenant.employee, admin: tenant.admin, owner: tenant.owner };
  const records: TrainingRecord[] = [];
  for (let index = 0; index < 3; index += 1) {
    records.push(
      await ensureRecordPdf(await buildSignedDocument(api, people), getCourseFiles(), await getSealing()),
    );
  }
  return { ...tenant, records, token: await tokenFor(tenant.owner) };
}

function requestArchive(companyId: string, token: string) {
  return api.post<ArchiveAnswer>('/api/generate-company-zip/', { company_id: companyId }, token);
}

function isReadOf(request: HttpRequest, key: string): boolean {
  return request.method === 'GET' && request.path.endsWith(`/${key}`);
}

async function zipObjectExists(firmId: string, companyId: string, jobId: string): Promise<boolean> {
  try {
    await getS3Client().send(
      new HeadObjectCommand({
        Bucket: getConfig().archivesBucket,
        Key: objectKeys.companyArchive(firmId, companyId, jobId),
      }),
    );
    return true;
  } catch (error) {
    if ((error as Error).name === 'NotFound') return false;
    throw error;
  }
}

/** The archive's link, from the answer or, for a larger archive, from polling its job. */
async function waitForZipUrl(
  answer: { status: number; body: ArchiveAnswer },
  token: string,
): Promise<string> {
  let current = answer.body;
  for (let poll = 0; !current.zip_url && current.status === 'running' && poll < 100; poll += 1) {
    await sleep(200);
    current = (await api.get<ArchiveAnswer>(`/api/archive-jobs/${current.job_id}/`, token)).body;
  }
  expect(current.zip_url, JSON.stringify(current)).toBeDefined();
  return current.zip_url as string;
}

/** The record PDFs of the archive (the workers' fișe beside them are not records). */
async function downloadPdfNames(url: string): Promise<string[]> {
  const response = await fetch(url);
  const zip = await JSZip.loadAsync(await response.arrayBuffer());
  return Object.keys(zip.files).filter(
    (name) => name.endsWith('.pdf') && !name.includes('/Fisa individuala '),
  );
}

/** Expects the answer to name a failed job with the Romanian reason, and the job to say the same. */
async function expectFailedJob(answer: { status: number; body: ArchiveAnswer }, token: string) {
  expect(answer.status).toBe(202);
  expect(answer.body).toMatchObject({ status: 'failed', detail: texts.archives.failed });
  const jobId = answer.body.job_id as string;
  const polled = await api.get(`/api/archive-jobs/${jobId}/`, token);
  expect(polled.body).toMatchObject({ job_id: jobId, status: 'failed', detail: texts.archives.failed });
  expect(polled.body).not.toHaveProperty('zip_url');
  return jobId;
}

describe('a company archive when S3 fails half-way', () => {
  it('retries a record read that failed once and builds the whole archive', async () => {
    const { company, records, token } = await buildCompanyWithRecords();
    const flaky = records[1]?.pdf_key as string;
    let failures = 0;
    const spy = interceptRequests(getS3Client(), (request) => {
      if (!isReadOf(request, flaky) || failures > 0) return undefined;
      failures += 1;
      return s3Error(500, 'InternalError');
    });

    const answer = await requestArchive(company.id, token);

    const zipUrl = await waitForZipUrl(answer, token);
    expect(spy.mock.calls.filter(([request]) => isReadOf(request, flaky))).toHaveLength(2);
    expect(await downloadPdfNames(zipUrl)).toHaveLength(records.length);
  });

  it('marks the job failed when a record cannot be read, leaves no ZIP, and builds it on the next request', async () => {
    const { firm, company, records, token } = await buildCompanyWithRecords();
    const unreadable = records[1]?.pdf_key as string;
    interceptRequests(getS3Client(), (request) =>
      isReadOf(request, unreadable) ? s3Error(500, 'InternalError') : undefined,
    );

    const failed = await requestArchive(company.id, token);
    const failedJobId = await expectFailedJob(failed, token);
    vi.restoreAllMocks();
    const retried = await requestArchive(company.id, token);

    expect((await getArchiveJob(failedJobId, { consistent: true }))?.zip_key).toBeNull();
    expect(await zipObjectExists(firm.id, company.id, failedJobId)).toBe(false);
    const zipUrl = await waitForZipUrl(retried, token);
    expect(zipUrl).not.toContain(failedJobId);
    expect(await downloadPdfNames(zipUrl)).toHaveLength(records.length);
  });

  it('aborts the multipart upload when a part after the first fails, and builds it on the next request', async () => {
    const { firm, company, records, token } = await buildCompanyWithRecords();
    // Records of 3 MB make a ZIP of three 5 MB parts at most: the upload goes in parts.
    for (const record of records) {
      await getS3Client().send(
        new PutObjectCommand({
          Bucket: getConfig().courseFilesBucket,
          Key: record.pdf_key as string,
          Body: randomBytes(3 * 1024 * 1024),
        }),
      );
    }
    const isSecondPart = (request: HttpRequest) =>
      request.method === 'PUT' && request.query?.partNumber === '2' && request.query?.uploadId !== undefined;
    const spy = interceptRequests(getS3Client(), (request) =>
      isSecondPart(request) ? s3Error(500, 'InternalError') : undefined,
    );

    const failed = await requestArchive(company.id, token);
    const failedJobId = await expectFailedJob(failed, token);
    const requests = spy.mock.calls.map(([request]) => request);
    vi.restoreAllMocks();
    const retried = await requestArchive(company.id, token);

    expect(requests.some((request) => request.method === 'PUT' && request.query?.partNumber === '1')).toBe(
      true,
    );
    expect(
      requests.some((request) => request.method === 'DELETE' && request.query?.uploadId !== undefined),
    ).toBe(true);
    expect(await zipObjectExists(firm.id, company.id, failedJobId)).toBe(false);
    expect(await downloadPdfNames(await waitForZipUrl(retried, token))).toHaveLength(records.length);
  });
});

describe("the archive job's Lambda refusing to start", () => {
  it('answers 503 in Romanian, marks the job failed, and lets the next request start one', async () => {
    const { company, token } = await buildCompanyWithRecords();
    process.env[ENV.archiveJobFunctionName] = 'archive-job';
    resetConfigForTests();
    const lambda = mockClient(LambdaClient);
    lambda.on(InvokeCommand).rejects(
      Object.assign(new Error('Rate exceeded'), {
        name: 'TooManyRequestsException',
        $metadata: { httpStatusCode: 429 },
      }),
    );

    const refused = await requestArchive(company.id, token);
    lambda.restore();
    delete process.env[ENV.archiveJobFunctionName];
    resetConfigForTests();
    const retried = await requestArchive(company.id, token);

    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ detail: texts.api.serviceBusy });
    const jobs = await listCompanyArchiveJobs(company.id);
    expect(jobs.map((job) => job.status).sort()).toEqual(['done', 'failed']);
    expect(await downloadPdfNames(await waitForZipUrl(retried, token))).toHaveLength(3);
  });
});
