import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { LockedFileError } from '../../src/platform/adapters';
import { getConfig } from '../../src/platform/config';
import { objectKeys } from '../../src/platform/object-keys';
import { getS3Client } from '../../src/platform/s3-client';
import { getCourseFiles } from '../../src/platform/storage';

/*
 * The sealed files (records' PDFs, workers' fișe) through the course-files store against s3rver,
 * which has no Object Lock: the adapter keeps S3's rule itself (docs/security.md, the insider).
 * A locked file answers an error to a write of other bytes and to a deletion, and stays as it was.
 */

const PDF = 'application/pdf';
const bytesOf = (text: string) => new TextEncoder().encode(text);

function sealedKey(): string {
  return objectKeys.signedRecord({
    firmId: randomUUID(),
    companyId: randomUUID(),
    recordId: randomUUID(),
    fileHash: 'a'.repeat(64),
  });
}

async function storedText(key: string): Promise<string | null> {
  try {
    return new TextDecoder().decode((await getCourseFiles().read(key)).body);
  } catch {
    return null;
  }
}

describe('a sealed file in the course-files store', () => {
  it('is written once: the same bytes again change nothing, other bytes are refused', async () => {
    const files = getCourseFiles();
    const key = sealedKey();
    await files.write(key, { body: bytesOf('signed'), contentType: PDF });

    await files.write(key, { body: bytesOf('signed'), contentType: PDF });
    const overwrite = files.write(key, { body: bytesOf('forged'), contentType: PDF });

    await expect(overwrite).rejects.toBeInstanceOf(LockedFileError);
    expect(await storedText(key)).toBe('signed');
  });

  it('is kept for the deployment’s retention, counted from its writing', async () => {
    const key = sealedKey();
    await getCourseFiles().write(key, { body: bytesOf('signed'), contentType: PDF });

    const head = await getS3Client().send(
      new HeadObjectCommand({ Bucket: getConfig().courseFilesBucket, Key: key }),
    );

    const retainUntil = Date.parse(head.Metadata?.['retain-until'] ?? '');
    const years = (retainUntil - Date.now()) / (365.25 * 24 * 3600 * 1000);
    expect(years).toBeGreaterThan(getConfig().sealedFileRetentionYears - 0.01);
    expect(years).toBeLessThan(getConfig().sealedFileRetentionYears + 0.01);
  });

  it('refuses a deletion, alone or among others, and deletes nothing of the batch', async () => {
    const files = getCourseFiles();
    const key = sealedKey();
    const course = objectKeys.courseFile(randomUUID(), randomUUID());
    await files.write(key, { body: bytesOf('signed'), contentType: PDF });
    await files.write(course, { body: bytesOf('course'), contentType: PDF });

    await expect(files.delete(key)).rejects.toBeInstanceOf(LockedFileError);
    await expect(files.deleteMany([course, key])).rejects.toMatchObject({ key });

    expect(await storedText(key)).toBe('signed');
    expect(await storedText(course)).toBe('course');
  });

  it('is never the target of an upload, a presigned upload or a move', async () => {
    const files = getCourseFiles();
    const key = sealedKey();
    const course = objectKeys.courseFile(randomUUID(), randomUUID());
    await files.write(course, { body: bytesOf('course'), contentType: PDF });

    await expect(files.upload(key, Readable.from([bytesOf('forged')]), { contentType: PDF })).rejects.toThrow(
      /sealed/,
    );
    await expect(
      files.presignUpload({ key, contentType: PDF, contentLength: 6, expiresInSeconds: 60 }),
    ).rejects.toThrow(/sealed/);
    await expect(files.move(course, key, { contentType: PDF })).rejects.toThrow(/sealed/);
    expect(await storedText(key)).toBeNull();
    expect(await storedText(course)).toBe('course');
  });

  it('deleting what retention allows takes the others and the sealed files whose time is over', async () => {
    const files = getCourseFiles();
    const kept = sealedKey();
    const expired = sealedKey();
    const course = objectKeys.courseFile(randomUUID(), randomUUID());
    await files.write(kept, { body: bytesOf('signed'), contentType: PDF });
    await files.write(course, { body: bytesOf('course'), contentType: PDF });
    // A file written the retention ago: its lock ran out yesterday.
    await getS3Client().send(
      new PutObjectCommand({
        Bucket: getConfig().courseFilesBucket,
        Key: expired,
        Body: bytesOf('old'),
        Metadata: { 'retain-until': new Date(Date.now() - 24 * 3600 * 1000).toISOString() },
      }),
    );

    const result = await files.deleteUnlessLocked([kept, expired, course]);

    expect(result).toEqual({ deleted: 2, locked: [kept] });
    expect(await storedText(kept)).toBe('signed');
    expect(await storedText(expired)).toBeNull();
    expect(await storedText(course)).toBeNull();
  });
});
