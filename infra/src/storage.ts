import { SEALED_FILE_PREFIXES } from '@ssm/functions/deployment';
import type { BucketName } from '@ssm/shared';
import { Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/** How long a generated company archive lives (its presigned URL is shorter still). */
export const ARCHIVE_EXPIRY_DAYS = 7;

/** How long S3 and CloudFront access logs are kept. */
export const ACCESS_LOG_RETENTION_DAYS = 365;

/** The bucket that holds the sealed files (records' PDFs, workers' fișe), under S3 Object Lock. */
export const SEALED_FILES_BUCKET: BucketName = 'courseFiles';

export type StorageProps = {
  /** How many years each sealed file is locked from its writing (docs/domain.md, record retention). */
  sealedFileRetentionYears: number;
};

/**
 * The buckets: course files (course PDFs and the sealed files: signed training records and
 * workers' fișe; versioned, with Object Lock), archives (generated ZIPs, short-lived), the site,
 * and one access-log bucket that every other bucket and the distribution log into. All private,
 * TLS-only and S3-encrypted.
 */
export class Storage extends Construct {
  readonly courseFiles: s3.Bucket;
  readonly archives: s3.Bucket;
  readonly site: s3.Bucket;
  readonly accessLogs: s3.Bucket;
  /** `https://` origins of the file buckets as presigned URLs name them (for the CSP). */
  readonly fileBucketOrigins: string[];

  constructor(scope: Construct, id: string, props: StorageProps) {
    super(scope, id);
    /*
     * The file buckets get names computed from the stack, account and region, so that the site's
     * CSP can name them without referencing the buckets: their CORS rules already reference the
     * distribution, and the distribution references the CSP, which would close a cycle.
     */
    const stack = Stack.of(this);
    const fileBucketName = (purpose: string) =>
      `${stack.stackName.toLowerCase()}-${purpose}-${stack.account}-${stack.region}`;
    const courseFilesName = fileBucketName('course-files');
    const archivesName = fileBucketName('archives');
    this.fileBucketOrigins = [courseFilesName, archivesName].map(
      (name) => `https://${name}.s3.${stack.region}.${stack.urlSuffix}`,
    );
    const common = {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: s3.BucketEncryption.S3_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    } satisfies s3.BucketProps;

    this.accessLogs = new s3.Bucket(this, 'AccessLogs', {
      ...common,
      // CloudFront standard logging still delivers through bucket ACLs.
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_PREFERRED,
      lifecycleRules: [{ expiration: Duration.days(ACCESS_LOG_RETENTION_DAYS) }],
    });
    Validations.of(this.accessLogs).acknowledge({
      id: 'AwsSolutions-S1',
      reason: 'This is the access-log bucket itself; logging it into itself would loop.',
    });

    const logged = (prefix: string) => ({
      ...common,
      serverAccessLogsBucket: this.accessLogs,
      serverAccessLogsPrefix: `s3/${prefix}/`,
    });
    this.courseFiles = new s3.Bucket(this, 'CourseFiles', {
      ...logged('course-files'),
      bucketName: courseFilesName,
      // Object Lock needs versions; course PDFs replaced or deleted stay recoverable by them too.
      versioned: true,
      // Without a default retention: course PDFs and uploads are not sealed; each sealed file is
      // written with its own lock (functions/src/platform/storage.ts), which the policy below demands.
      objectLockEnabled: true,
      lifecycleRules: [{ abortIncompleteMultipartUploadAfter: Duration.days(1) }],
    });
    this.requireLockedSealedFiles(props.sealedFileRetentionYears);
    this.archives = new s3.Bucket(this, 'Archives', {
      ...logged('archives'),
      bucketName: archivesName,
      lifecycleRules: [
        {
          expiration: Duration.days(ARCHIVE_EXPIRY_DAYS),
          abortIncompleteMultipartUploadAfter: Duration.days(1),
        },
      ],
    });
    this.site = new s3.Bucket(this, 'Site', logged('site'));
  }

  /**
   * Whoever writes a sealed file, a function or a person with the bucket's write rights, writes it
   * only where no file is (`If-None-Match: *`), in compliance mode, locked at least the
   * deployment's retention: an existing sealed file cannot be written over, and none is written
   * that could be deleted before its time. Object Lock then keeps each version, against anyone,
   * and no delete marker may hide one: a sealed file is deleted only by its version, once its
   * retention is over.
   */
  private requireLockedSealedFiles(retentionYears: number): void {
    const sealedObjects = SEALED_FILE_PREFIXES.map((prefix) => this.courseFiles.arnForObjects(`${prefix}*`));
    const refusePutWhen = (sid: string, conditions: Record<string, unknown>) =>
      this.courseFiles.addToResourcePolicy(
        new iam.PolicyStatement({
          sid,
          effect: iam.Effect.DENY,
          principals: [new iam.AnyPrincipal()],
          actions: ['s3:PutObject'],
          resources: sealedObjects,
          conditions,
        }),
      );
    refusePutWhen('SealedFilesWrittenOnce', { Null: { 's3:if-none-match': 'true' } });
    refusePutWhen('SealedFilesLocked', { Null: { 's3:object-lock-mode': 'true' } });
    refusePutWhen('SealedFilesLockedInComplianceMode', {
      StringNotEquals: { 's3:object-lock-mode': 'COMPLIANCE' },
    });
    refusePutWhen('SealedFilesKeptTheRetention', {
      NumericLessThan: { 's3:object-lock-remaining-retention-days': String(retentionYears * 365) },
    });
    this.courseFiles.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'SealedFilesNeverHidden',
        effect: iam.Effect.DENY,
        principals: [new iam.AnyPrincipal()],
        actions: ['s3:DeleteObject'],
        resources: sealedObjects,
      }),
    );
  }

  /** The file buckets by their contract name (`needs.buckets` keys). */
  get fileBuckets(): Record<BucketName, s3.Bucket> {
    return { courseFiles: this.courseFiles, archives: this.archives };
  }

  /**
   * Lets the browser on the site's origin (and nowhere else) read files through presigned URLs,
   * with Range requests for the PDF viewer, and upload course PDFs with presigned PUTs.
   */
  allowBrowserAccessFrom(origins: string[]): void {
    for (const bucket of Object.values(this.fileBuckets)) {
      bucket.addCorsRule({
        allowedMethods: [s3.HttpMethods.GET, s3.HttpMethods.HEAD],
        allowedOrigins: origins,
        allowedHeaders: ['Range'],
        exposedHeaders: ['Content-Range', 'Accept-Ranges', 'ETag', 'Content-Length'],
        maxAge: 3600,
      });
      bucket.addCorsRule({
        allowedMethods: [s3.HttpMethods.PUT],
        allowedOrigins: origins,
        // The signed content type, plus the checksum headers the SDK may sign into a PUT URL.
        allowedHeaders: ['Content-Type', 'x-amz-*'],
        exposedHeaders: ['ETag'],
        maxAge: 3600,
      });
    }
  }
}
