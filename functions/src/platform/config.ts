import type { InvokedJob, QueueName } from '@ssm/shared';

/**
 * The environment a handler runs in, read once per cold start. On AWS the CDK stack sets these
 * variables; locally the local platform sets them before it loads any handler.
 */
export type MailTransport = 'ses' | 'outbox';

export type Config = {
  tableName: string;
  courseFilesBucket: string;
  archivesBucket: string;
  /** Plain secret for local runs and tests; on AWS `tokenSecretArn` names it in Secrets Manager. */
  tokenSecret: string | undefined;
  tokenSecretArn: string | undefined;
  /**
   * The key every password hash is peppered with (accounts/domain/passwords.ts), kept outside the
   * table: plain locally, in Secrets Manager on AWS, and given only to the functions that hash or
   * check a password.
   */
  passwordPepper: string | undefined;
  passwordPepperSecretArn: string | undefined;
  /** The key a firm's export is signed with (archives/domain/firm-transfer.ts); no function holds it. */
  exportKey: string | undefined;
  exportKeySecretArn: string | undefined;
  mailTransport: MailTransport;
  mailFrom: string;
  outboxDir: string | undefined;
  /** Public address of the site, used in e-mailed links and the signed record's verification URL. */
  publicBaseUrl: string;
  /** The function of each job a route starts (on AWS); locally jobs run in the process. */
  jobFunctionNames: Partial<Record<InvokedJob, string>>;
  /** The queue of each queue a job sends to (on AWS); locally the work runs in the process. */
  queueUrls: Partial<Record<QueueName, string>>;
  /**
   * The value CloudFront sends in ORIGIN_TOKEN_HEADER to the API. Only a request carrying it may
   * name its viewer's address; unset locally, where nothing stands in front of the gateway.
   */
  originToken: string | undefined;
  /**
   * The platform seal (docs/signatures.md): on AWS the KMS key's ARN and the secret that may hold
   * a certificate chain issued for it; locally, the directory of the local key pair.
   */
  sealKeyArn: string | undefined;
  sealCertificateSecretArn: string | undefined;
  sealDir: string | undefined;
  /** An RFC 3161 time-stamp authority's address: record PDFs are then sealed PAdES B-T. */
  sealTimestampUrl: string | undefined;
  /**
   * PEM certificates of the time-stamp authorities (or their roots) whose tokens are believed:
   * `verify-pdf` states a token's time only when it chains up to one of them, and the platform's
   * own client embeds only such tokens. Unset: no token's time is claimed.
   */
  sealTimestampTrustAnchors: string | undefined;
  /**
   * How many years a sealed file (a record's PDF, a worker's fișă) is kept from when it is
   * written, locked against any change or deletion (docs/domain.md, record retention).
   */
  sealedFileRetentionYears: number;
  region: string;
  dynamodbEndpoint: string | undefined;
  s3Endpoint: string | undefined;
};

/** The header CloudFront adds to every request it forwards to the API (see Config.originToken). */
export const ORIGIN_TOKEN_HEADER = 'x-origin-token';

/** Names of the environment variables, shared with the CDK stack and the local platform. */
export const ENV = {
  tableName: 'TABLE_NAME',
  courseFilesBucket: 'COURSE_FILES_BUCKET',
  archivesBucket: 'ARCHIVES_BUCKET',
  tokenSecret: 'TOKEN_SECRET',
  tokenSecretArn: 'TOKEN_SECRET_ARN',
  passwordPepper: 'PASSWORD_PEPPER',
  passwordPepperSecretArn: 'PASSWORD_PEPPER_SECRET_ARN',
  exportKey: 'EXPORT_KEY',
  exportKeySecretArn: 'EXPORT_KEY_SECRET_ARN',
  mailTransport: 'MAIL_TRANSPORT',
  mailFrom: 'MAIL_FROM',
  outboxDir: 'OUTBOX_DIR',
  publicBaseUrl: 'PUBLIC_BASE_URL',
  archiveJobFunctionName: 'ARCHIVE_JOB_FUNCTION_NAME',
  passwordResetMailFunctionName: 'PASSWORD_RESET_MAIL_FUNCTION_NAME',
  invitationMailFunctionName: 'INVITATION_MAIL_FUNCTION_NAME',
  trainingStatusQueueUrl: 'TRAINING_STATUS_QUEUE_URL',
  originToken: 'ORIGIN_TOKEN',
  sealKeyArn: 'SEAL_KEY_ARN',
  sealCertificateSecretArn: 'SEAL_CERTIFICATE_SECRET_ARN',
  sealDir: 'SEAL_DIR',
  sealTimestampUrl: 'SEAL_TIMESTAMP_URL',
  sealTimestampTrustAnchors: 'SEAL_TIMESTAMP_TRUST_ANCHORS',
  sealedFileRetentionYears: 'SEALED_FILE_RETENTION_YEARS',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  s3Endpoint: 'S3_ENDPOINT',
} as const;

/** Where a route finds the function name of each job it starts. */
export const JOB_FUNCTION_NAME_ENV: Record<InvokedJob, string> = {
  archive: ENV.archiveJobFunctionName,
  'password-reset-mail': ENV.passwordResetMailFunctionName,
  'invitation-mail': ENV.invitationMailFunctionName,
};

/** Where a job that sends to a queue finds its address. */
export const QUEUE_URL_ENV: Record<QueueName, string> = {
  trainingStatusFirms: ENV.trainingStatusQueueUrl,
};

/**
 * The default retention of sealed files: the norms keep the fișă until the employment ends and
 * leave the rest to the employer's archive schedule, which keeps personnel files 75 years
 * (docs/domain.md, record retention).
 */
export const DEFAULT_SEALED_FILE_RETENTION_YEARS = 75;

/**
 * The retention a setting names (the variable, or the stack's context): whole years from 1 to
 * 100, counted by S3 Object Lock from each file's writing; the default when unset.
 */
export function parseSealedFileRetentionYears(setting: string | undefined): number {
  if (setting === undefined || setting === '') return DEFAULT_SEALED_FILE_RETENTION_YEARS;
  const years = Number(setting);
  if (!Number.isInteger(years) || years < 1 || years > 100) {
    throw new Error(`${ENV.sealedFileRetentionYears} must be a whole number of years from 1 to 100`);
  }
  return years;
}

let cached: Config | undefined;

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function getConfig(): Config {
  if (cached) return cached;
  const env = process.env;
  cached = {
    tableName: required(ENV.tableName),
    courseFilesBucket: required(ENV.courseFilesBucket),
    archivesBucket: required(ENV.archivesBucket),
    tokenSecret: env[ENV.tokenSecret],
    tokenSecretArn: env[ENV.tokenSecretArn],
    passwordPepper: env[ENV.passwordPepper],
    passwordPepperSecretArn: env[ENV.passwordPepperSecretArn],
    exportKey: env[ENV.exportKey],
    exportKeySecretArn: env[ENV.exportKeySecretArn],
    mailTransport: env[ENV.mailTransport] === 'ses' ? 'ses' : 'outbox',
    mailFrom: env[ENV.mailFrom] ?? 'no-reply@localhost',
    outboxDir: env[ENV.outboxDir],
    publicBaseUrl: (env[ENV.publicBaseUrl] ?? 'http://localhost:3000').replace(/\/$/, ''),
    jobFunctionNames: Object.fromEntries(
      Object.entries(JOB_FUNCTION_NAME_ENV).flatMap(([job, name]) => (env[name] ? [[job, env[name]]] : [])),
    ),
    queueUrls: Object.fromEntries(
      Object.entries(QUEUE_URL_ENV).flatMap(([queue, name]) => (env[name] ? [[queue, env[name]]] : [])),
    ),
    originToken: env[ENV.originToken],
    sealKeyArn: env[ENV.sealKeyArn],
    sealCertificateSecretArn: env[ENV.sealCertificateSecretArn],
    sealDir: env[ENV.sealDir],
    sealTimestampUrl: env[ENV.sealTimestampUrl],
    sealTimestampTrustAnchors: env[ENV.sealTimestampTrustAnchors],
    sealedFileRetentionYears: parseSealedFileRetentionYears(env[ENV.sealedFileRetentionYears]),
    region: env.AWS_REGION ?? 'eu-central-1',
    dynamodbEndpoint: env[ENV.dynamodbEndpoint],
    s3Endpoint: env[ENV.s3Endpoint],
  };
  if (!cached.tokenSecret && !cached.tokenSecretArn) {
    throw new Error(`Set ${ENV.tokenSecret} or ${ENV.tokenSecretArn}`);
  }
  return cached;
}

/** Tests and the local platform change the environment between runs. */
export function resetConfigForTests(): void {
  cached = undefined;
}
