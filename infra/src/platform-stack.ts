import { join, resolve } from 'node:path';
import { DEFAULT_SEALED_FILE_RETENTION_YEARS, ENV, JOB_FUNCTION_NAME_ENV } from '@ssm/functions/deployment';
import { DEFAULT_SITE_CONFIG, type InvokedJob, type RouteDefinition, type SiteConfig } from '@ssm/shared';
import { Aws, CfnOutput, Fn, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { Api } from './api';
import { AccessRoles, type GrantTargets, LOG_RETENTION } from './app-function';
import { bundleHandlers, jobBundleId, listBundleEntries, resolveRuntimeAssets } from './bundle';
import { Data } from './data';
import { type JobDeclaration, JobQueues, Jobs } from './jobs';
import { Seal } from './seal';
import { Alarms, Secrets } from './secrets-and-alarms';
import { Site, type SiteDomain } from './site';
import { Storage } from './storage';

export type PlatformStackProps = StackProps & {
  /** The route table; the stack makes one function and one API route per entry. */
  routes: readonly RouteDefinition[];
  /** Job declarations; only those whose module exists under `repoRoot` become functions. */
  jobs: readonly JobDeclaration[];
  /** Where `functions/`, `web/` and the job modules are found. */
  repoRoot: string;
  /** Where the function bundles are written, a folder per function. */
  bundleDir?: string;
  /** The web build to deploy (default `<repoRoot>/web/dist`). */
  webDistDir?: string;
  domain?: SiteDomain;
  mailFrom?: string;
  alarmEmail?: string;
  /** The web ACL of EdgeFirewallStack; the stack then reads it across regions. */
  webAclArn?: string;
  /** The site's contact details (README, Configuration); the defaults without. */
  siteConfig?: SiteConfig;
  /** Years each sealed file is locked (context `sealedFileRetentionYears`); the law's default without. */
  sealedFileRetentionYears?: number;
};

/**
 * The whole platform in one stack, derived from the route table: data, storage, one Lambda and
 * HTTP API route per contract entry, the jobs, CloudFront, the secret, the seal and the alarms.
 */
export class PlatformStack extends Stack {
  readonly data: Data;
  readonly storage: Storage;
  readonly api: Api;
  readonly site: Site;
  readonly jobs: Jobs;
  readonly jobQueues: JobQueues;
  readonly functionLogs: logs.LogGroup;
  readonly functionRoles: AccessRoles;
  readonly secrets: Secrets;
  readonly seal: Seal;
  readonly alarms: Alarms;

  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props);
    const codeFor = this.bundleCode(props, props.jobs);

    this.data = new Data(this, 'Data');
    const sealedFileRetentionYears = props.sealedFileRetentionYears ?? DEFAULT_SEALED_FILE_RETENTION_YEARS;
    this.storage = new Storage(this, 'Storage', { sealedFileRetentionYears });
    this.secrets = new Secrets(this, 'Secrets', { mailFrom: props.mailFrom });
    this.seal = new Seal(this, 'Seal');
    this.alarms = new Alarms(this, 'Alarms', { alarmEmail: props.alarmEmail });
    // The API exists before its routes: CloudFront needs its address, the functions need the site's.
    this.api = new Api(this, 'Api');
    // The random part of the stack's id: unknown outside the account, and stable across updates.
    const originToken = Fn.select(2, Fn.split('/', Aws.STACK_ID));
    this.site = new Site(this, 'Site', {
      siteBucket: this.storage.site,
      logBucket: this.storage.accessLogs,
      httpApi: this.api.httpApi,
      originToken,
      fileBucketOrigins: this.storage.fileBucketOrigins,
      domain: props.domain,
      webDistDir: props.webDistDir ?? join(props.repoRoot, 'web', 'dist'),
      webAclArn: props.webAclArn,
      siteConfig: props.siteConfig ?? DEFAULT_SITE_CONFIG,
    });
    this.storage.allowBrowserAccessFrom([this.site.origin]);

    const environment: Record<string, string> = {
      [ENV.tableName]: this.data.table.tableName,
      [ENV.courseFilesBucket]: this.storage.courseFiles.bucketName,
      [ENV.archivesBucket]: this.storage.archives.bucketName,
      [ENV.tokenSecretArn]: this.secrets.tokenSecret.secretArn,
      [ENV.mailTransport]: 'ses',
      [ENV.mailFrom]: this.secrets.mailFrom.valueAsString,
      [ENV.publicBaseUrl]: this.site.origin,
      [ENV.originToken]: originToken,
      [ENV.sealKeyArn]: this.seal.key.keyArn,
      [ENV.sealCertificateSecretArn]: this.seal.certificateChain.secretArn,
      [ENV.sealedFileRetentionYears]: String(sealedFileRetentionYears),
    };
    this.jobQueues = new JobQueues(this, 'JobQueues');
    this.functionLogs = new logs.LogGroup(this, 'FunctionLogs', {
      retention: LOG_RETENTION,
      // The records that matter are in the table and buckets; logs age out anyway.
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const targets: GrantTargets = {
      tableArn: this.data.table.tableArn,
      indexArns: this.data.indexArns,
      bucketArns: {
        courseFiles: this.storage.courseFiles.bucketArn,
        archives: this.storage.archives.bucketArn,
      },
      tokenSecretArn: this.secrets.tokenSecret.secretArn,
      passwordPepperSecretArn: this.secrets.passwordPepper.secretArn,
      mailIdentityArns: this.secrets.mailIdentityArns,
      jobArns: {},
      queueArns: { trainingStatusFirms: this.jobQueues.queues.trainingStatusFirms.queueArn },
      sealKeyArn: this.seal.key.keyArn,
      sealCertificateSecretArn: this.seal.certificateChain.secretArn,
      functionLogs: this.functionLogs,
    };

    this.functionRoles = new AccessRoles(this, 'FunctionRoles');
    this.jobs = new Jobs(this, 'Jobs', {
      jobs: props.jobs,
      codeFor: (job) => codeFor(jobBundleId(job.id)),
      targets,
      roles: this.functionRoles,
      environment,
      queues: this.jobQueues.queues,
    });
    const jobFunction = (job: InvokedJob) => this.jobs.functions.get(job)?.function;
    const jobArns: Partial<Record<InvokedJob, string>> = {};
    for (const job of Object.keys(JOB_FUNCTION_NAME_ENV) as InvokedJob[]) {
      const started = jobFunction(job);
      if (started) jobArns[job] = started.functionArn;
    }
    this.api.addRoutes({
      routes: props.routes,
      codeFor,
      targets: { ...targets, jobArns },
      roles: this.functionRoles,
      // Only the routes that start a job learn its function's name (and may invoke it); only the
      // routes that hash or check a password learn where the pepper is (and may read it).
      environmentFor: (route) => {
        const names: Record<string, string> = {};
        for (const job of route.needs.invokes ?? []) {
          const started = jobFunction(job);
          if (started) names[JOB_FUNCTION_NAME_ENV[job]] = started.functionName;
        }
        if (route.needs.passwords) names[ENV.passwordPepperSecretArn] = this.secrets.passwordPepper.secretArn;
        return { ...environment, ...names };
      },
    });

    this.alarms.watchFunctions(
      [...this.api.functions, ...this.jobs.functions].map(([name, appFunction]) => [
        name,
        appFunction.function,
      ]),
    );
    for (const [name, queue] of Object.entries(this.jobQueues.deadLetterQueues)) {
      this.alarms.watchDeadLetters(name, queue);
    }
    this.alarms.watchApi(this.api.httpApi);
    this.addOutputs();
  }

  /**
   * Bundles every route handler and present job, each into its own folder, unless this synth skips
   * bundling for the stack (unit tests, `cdk deploy` of another stack), where code is a stub.
   */
  private bundleCode(
    props: PlatformStackProps,
    jobs: readonly JobDeclaration[],
  ): (bundleId: string) => lambda.Code {
    if (!this.bundlingRequired) {
      const stub = lambda.Code.fromInline('export const handler = async () => ({ statusCode: 501 });');
      return () => stub;
    }
    const dirs = bundleHandlers({
      outDir: props.bundleDir ?? resolve(props.repoRoot, 'infra', '.build', 'lambda'),
      entries: listBundleEntries({ routes: props.routes, jobs }),
      assets: resolveRuntimeAssets(props.repoRoot),
    });
    return (bundleId) => lambda.Code.fromAsset(dirs.get(bundleId)!.dir);
  }

  private addOutputs(): void {
    const output = (id: string, value: string, description: string) =>
      new CfnOutput(this, id, { value, description });
    output('SiteUrl', this.site.origin, 'Address of the platform');
    output(
      'DistributionDomainName',
      this.site.distribution.distributionDomainName,
      'Point the custom domain here',
    );
    output('DistributionId', this.site.distribution.distributionId, 'For manual invalidations');
    output(
      'ApiEndpoint',
      this.api.httpApi.apiEndpoint,
      'The HTTP API (use the site address; /api/* goes here)',
    );
    output('TableName', this.data.table.tableName, 'TABLE_NAME for npm run create-superowner');
    output('CourseFilesBucketName', this.storage.courseFiles.bucketName, 'COURSE_FILES_BUCKET');
    output('ArchivesBucketName', this.storage.archives.bucketName, 'ARCHIVES_BUCKET');
    output('SiteBucketName', this.storage.site.bucketName, 'Bucket of the web build');
    output('TokenSecretArn', this.secrets.tokenSecret.secretArn, 'TOKEN_SECRET_ARN');
    output(
      'PasswordPepperSecretArn',
      this.secrets.passwordPepper.secretArn,
      'PASSWORD_PEPPER_SECRET_ARN for npm run create-superowner',
    );
    output(
      'ExportKeySecretArn',
      this.secrets.exportKey.secretArn,
      'EXPORT_KEY_SECRET_ARN for npm run export-firm and import-firm',
    );
    output('SealKeyArn', this.seal.key.keyArn, 'The KMS key that seals signed records');
    output(
      'SealCertificateSecretArn',
      this.seal.certificateChain.secretArn,
      "Put the seal key's PEM certificate chain here (docs/deploy.md)",
    );
    output('AlarmTopicArn', this.alarms.topic.topicArn, 'Alarm notifications');
  }
}
