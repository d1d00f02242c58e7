import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { retryCancelledTransactionsPlugin } from './aws-retries';
import { getConfig } from './config';
import { dynamoUsagePlugin } from './dynamodb-usage';

/*
 * SDK clients are created once per cold start. Against the local emulators they get an
 * endpoint and fixed credentials; s3rver needs path-style addressing and checksums only when
 * required (TECH-NOTES), or streamed uploads are stored with chunk framing.
 */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/*
 * Throttling, 5xx answers and network errors are retried with exponential backoff and jitter
 * (the SDK's standard mode). Repeating a call is safe here: reads; transactions, which the SDK
 * sends with an idempotency token; puts of a whole item; conditional writes, which at worst fail
 * their condition on the repeat; counters, where one extra count is harmless. Pinned rather than
 * left to the SDK's defaults: four DynamoDB attempts with throttling backoff (up to ~7 s) fit in
 * API Gateway's 30 s, after which the API answers 503 with Retry-After (route.ts).
 */
const DYNAMODB_RETRIES = { retryMode: 'standard', maxAttempts: 4 } as const;
const S3_RETRIES = { retryMode: 'standard', maxAttempts: 3 } as const;

let documentClient: DynamoDBDocumentClient | undefined;
let s3Client: S3Client | undefined;

export function getDocumentClient(): DynamoDBDocumentClient {
  if (documentClient) return documentClient;
  const config = getConfig();
  const client = new DynamoDBClient({
    region: config.region,
    ...DYNAMODB_RETRIES,
    ...(config.dynamodbEndpoint ? { endpoint: config.dynamodbEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  client.middlewareStack.use(dynamoUsagePlugin);
  client.middlewareStack.use(retryCancelledTransactionsPlugin);
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
    ...S3_RETRIES,
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
