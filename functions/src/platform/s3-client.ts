import { S3Client } from '@aws-sdk/client-s3';
import { clientSettings, oncePerColdStart } from './aws';

/** The S3 client, for the functions whose route declares a bucket (see `storage.ts`). */
export const getS3Client = oncePerColdStart(() => new S3Client(clientSettings('s3')));
