import { getConfig } from './config';
import { LOCAL_CREDENTIALS, LOCAL_DYNAMODB_SIGNER } from './local-emulators';

/*
 * What every AWS SDK client of a function shares, and nothing that loads the SDK: each client has
 * its own module (`dynamodb-client.ts`, `s3-client.ts`, ...) that a handler reaches only when its
 * route declares the need, so a route that never touches S3 neither bundles nor builds an S3
 * client. Each client is created once per cold start, with the settings below.
 *
 * Throttling, 5xx answers and network errors are retried with exponential backoff and jitter
 * (the SDK's standard mode). Repeating a call is safe here: reads; transactions, which the SDK
 * sends with an idempotency token; puts of a whole item; conditional writes, which at worst fail
 * their condition on the repeat; counters, where one extra count is harmless. Pinned rather than
 * left to the SDK's defaults: four DynamoDB attempts with throttling backoff (up to ~7 s) fit in
 * API Gateway's 30 s, after which the API answers 503 with Retry-After (http/route.ts).
 */
const MAX_ATTEMPTS = {
  dynamodb: 4,
  s3: 3,
  lambda: 3,
  sqs: 3,
  secretsManager: 3,
  ses: 3,
  kms: 3,
} as const;

export type AwsService = keyof typeof MAX_ATTEMPTS;

/**
 * The constructor settings of a service's client: region and pinned retries, and against the
 * local emulators an endpoint and fixed credentials. s3rver needs path-style addressing, and
 * checksums only when required, or streamed uploads are stored with their chunk framing.
 */
export function clientSettings(service: AwsService) {
  const config = getConfig();
  const common = {
    region: config.region,
    retryMode: 'standard',
    maxAttempts: MAX_ATTEMPTS[service],
  } as const;
  if (service === 'dynamodb' && config.dynamodbEndpoint) {
    return {
      ...common,
      endpoint: config.dynamodbEndpoint,
      credentials: LOCAL_CREDENTIALS,
      signer: LOCAL_DYNAMODB_SIGNER,
    };
  }
  if (service === 's3' && config.s3Endpoint) {
    return {
      ...common,
      endpoint: config.s3Endpoint,
      forcePathStyle: true,
      credentials: LOCAL_CREDENTIALS,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    } as const;
  }
  return common;
}

const resets = new Set<() => void>();

/** A client (or anything built from the environment) made on first use and kept for the process. */
export function oncePerColdStart<T>(create: () => T): () => T {
  let value: T | undefined;
  resets.add(() => {
    value = undefined;
  });
  return () => {
    value ??= create();
    return value;
  };
}

/** Tests swap the environment between runs; the next use builds fresh clients. */
export function resetClientsForTests(): void {
  for (const reset of resets) reset();
}
