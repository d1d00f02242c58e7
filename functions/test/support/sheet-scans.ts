import { PutObjectCommand } from '@aws-sdk/client-s3';
import type { CompanyRecord } from '../../src/companies/data/companies';
import { getConfig } from '../../src/platform/config';
import { newId } from '../../src/platform/ids';
import { objectKeys } from '../../src/platform/object-keys';
import { getS3Client } from '../../src/platform/s3-client';

/*
 * Scans of hand-signed PSI-SU fișe as a browser would upload them: the bytes put where a
 * presigned PUT for the company lands, so a test can then ask `add-sheet-scan` to keep them.
 */

/** A small but whole PNG: one white pixel. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
  'base64',
);

export function stagedScanKey(company: Pick<CompanyRecord, 'id' | 'firm_id'>, uploadId: string): string {
  return objectKeys.sheetScanUpload({ firmId: company.firm_id, companyId: company.id, uploadId });
}

/** Puts the bytes where an upload for the company lands; answers its upload id. */
export async function stageSheetScan(
  company: Pick<CompanyRecord, 'id' | 'firm_id'>,
  body: Uint8Array,
  contentType = 'image/png',
): Promise<string> {
  const uploadId = newId();
  await getS3Client().send(
    new PutObjectCommand({
      Bucket: getConfig().courseFilesBucket,
      Key: stagedScanKey(company, uploadId),
      Body: body,
      ContentType: contentType,
    }),
  );
  return uploadId;
}
