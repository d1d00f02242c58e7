import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { getConfig } from './config';
import { dynamoUsagePlugin } from './dynamodb-usage';

/*
 * SDK clients are created once per cold start. Against the local emulators they get an
 * endpoint and fixed credentials; s3rver needs path-style addressing and checksums only when
 * required (TECH-NOTES), or streamed uploads are stored with chunk framing.
 */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

export function getDocumentClient(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const config = getConfig();
  const client = new DynamoDBClient({
    region: config.region,
    ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  client.middlewareStack.use(dynamoUsagePlugin);
  documentClient = DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true },
  });
  return documentClient;
}

export function getS3Client(): S3Client {
  if (s3Client) return s3Client;
  const config = getConfig();
  s3Client = new S3Client({
    region: config.region,
    ...(config.s3Endpoint
      ? {
          endpoint: config.s3Endpoint,
          forcePathStyle: true,
          credentials: LOCAL_CREDENTIALS,
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
  });
  return s3Client;
}

/** Tests swap the environment between runs; the next call builds fresh clients. */
export function resetClientsForTests(): void {
  documentClient = undefined;
  s3Client = undefined;
}
