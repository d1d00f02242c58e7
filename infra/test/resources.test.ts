import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobId } from '@ssm/functions/deployment';
import { ENV, ORIGIN_TOKEN_HEADER } from '@ssm/functions/deployment';
import { SITE_CONFIG_PATH, SITE_SECURITY_HEADERS } from '@ssm/shared';
import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppFunction } from '../src/app-function';
import { jobList } from '../src/jobs';
import { addNagChecks } from '../src/nag';
import { SPA_FALLBACK_CODE, toResponseHeaders } from '../src/site';
import {
  buildRoute,
  getAtt,
  logicalId,
  makeRepoRoot,
  makeTempDir,
  STACK_ID_RANDOM_PART,
  type Synthesized,
  synthesize,
} from './support/synth';

const routes = [
  buildRoute({ id: 'read-only', method: 'GET', path: '/api/things', needs: { table: 'read' } }),
  buildRoute({
    id: 'files',
    needs: { table: 'write', buckets: { courseFiles: 'readwrite', archives: 'readwrite' } },
  }),
];

/*
 * A synthesis runs every cdk-nag rule over the template: seconds on a busy machine. The tests that
 * read the same stack (these routes, no jobs, no web build) share one, built on first use; none of
 * them changes it.
 */
let plainStack: Synthesized | undefined;
const synthesizePlainStack = () => {
  plainStack ??= synthesize({ routes, repoRoot: makeRepoRoot() });
  return plainStack;
};

/** The platform's jobs of these ids only. */
const jobsNamed = (...ids: JobId[]) => jobList.filter((job) => ids.includes(job.id));

/** The same for the tests of a stack whose only job is the daily training-status one. */
let dailyJobStack: Synthesized | undefined;
const synthesizeDailyJobStack = () => {
  dailyJobStack ??= synthesize({
    routes,
    jobs: jobsNamed('training-status'),
    repoRoot: makeRepoRoot(),
  });
  return dailyJobStack;
};

describe('storage and data', () => {
  let synthesized: Synthesized;

  beforeAll(() => {
    synthesized = synthesizePlainStack();
  });

  it('makes every bucket private, encrypted and TLS-only', () => {
    const { template } = synthesized;
    const buckets = template.findResources('AWS::S3::Bucket');
    const policies = Object.values(template.findResources('AWS::S3::BucketPolicy'));

    expect(Object.keys(buckets)).toHaveLength(4);
    for (const [id, bucket] of Object.entries(buckets)) {
      expect(bucket.Properties.PublicAccessBlockConfiguration, id).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption.ServerSideEncryptionConfiguration, id).toEqual([
        { ServerSideEncryptionByDefault: { SSEAlgorithm: 'AES256' } },
      ]);
      expect(bucket.DeletionPolicy, id).toBe('Retain');
      const policy = policies.find((candidate) => candidate.Properties.Bucket.Ref === id);
      expect(policy?.Properties.PolicyDocument.Statement, id).toContainEqual(
        expect.objectContaining({
          Effect: 'Deny',
          Action: 's3:*',
          Principal: { AWS: '*' },
          Condition: { Bool: { 'aws:SecureTransport': 'false' } },
        }),
      );
    }
  });

  it('logs every bucket but the log bucket into the log bucket', () => {
    const { stack, template } = synthesized;
    const logBucket = logicalId(stack.storage.accessLogs);

    for (const bucket of [stack.storage.courseFiles, stack.storage.archives, stack.storage.site]) {
      const properties = template.toJSON().Resources[logicalId(bucket)].Properties;
      expect(properties.LoggingConfiguration.DestinationBucketName).toEqual({ Ref: logBucket });
    }
  });

  it('versions course files and expires archives after 7 days', () => {
    const { stack, template } = synthesized;
    const properties = (bucket: s3.Bucket) => template.toJSON().Resources[logicalId(bucket)].Properties;

    expect(properties(stack.storage.courseFiles).VersioningConfiguration).toEqual({ Status: 'Enabled' });
    expect(properties(stack.storage.archives).LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({ ExpirationInDays: 7, Status: 'Enabled' }),
    );
  });

  it('locks every sealed file in compliance mode for the default retention, written once', () => {
    const { stack, template } = synthesized;
    const courseFiles = logicalId(stack.storage.courseFiles);
    const properties = template.toJSON().Resources[courseFiles].Properties;
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (candidate) => candidate.Properties.Bucket.Ref === courseFiles,
    );
    const sealedObjects = ['records/*', 'sheets/*', 'scans/*'].map((pattern) => ({
      'Fn::Join': ['', [getAtt(courseFiles), `/${pattern}`]],
    }));
    const refusedPut = (Condition: unknown) =>
      expect.objectContaining({
        Effect: 'Deny',
        Principal: { AWS: '*' },
        Action: 's3:PutObject',
        Resource: sealedObjects,
        Condition,
      });

    expect(properties.ObjectLockEnabled).toBe(true);
    expect(properties.VersioningConfiguration).toEqual({ Status: 'Enabled' });
    // No default retention: course PDFs and uploads stay deletable; each sealed file names its own.
    expect(properties.ObjectLockConfiguration).toBeUndefined();
    const statements = policy?.Properties.PolicyDocument.Statement;
    expect(statements).toContainEqual(refusedPut({ Null: { 's3:if-none-match': 'true' } }));
    expect(statements).toContainEqual(refusedPut({ Null: { 's3:object-lock-mode': 'true' } }));
    expect(statements).toContainEqual(
      refusedPut({ StringNotEquals: { 's3:object-lock-mode': 'COMPLIANCE' } }),
    );
    expect(statements).toContainEqual(
      refusedPut({ NumericLessThan: { 's3:object-lock-remaining-retention-days': String(75 * 365) } }),
    );
    // A delete marker would hide a locked file: a sealed file goes only by its version, when S3 allows.
    expect(statements).toContainEqual({
      Sid: 'SealedFilesNeverHidden',
      Effect: 'Deny',
      Principal: { AWS: '*' },
      Action: 's3:DeleteObject',
      Resource: sealedObjects,
    });
    for (const resource of Object.values(template.findResources('AWS::Lambda::Function'))) {
      const variables = resource.Properties.Environment?.Variables;
      if (variables?.[ENV.tableName]) expect(variables[ENV.sealedFileRetentionYears]).toBe('75');
    }
  });

  it('locks the sealed files for the retention the deployment sets', () => {
    const { stack, template } = synthesize({
      routes,
      repoRoot: makeRepoRoot(),
      sealedFileRetentionYears: 10,
    });
    const courseFiles = logicalId(stack.storage.courseFiles);
    const policy = Object.values(template.findResources('AWS::S3::BucketPolicy')).find(
      (candidate) => candidate.Properties.Bucket.Ref === courseFiles,
    );

    expect(policy?.Properties.PolicyDocument.Statement).toContainEqual(
      expect.objectContaining({
        Effect: 'Deny',
        Condition: { NumericLessThan: { 's3:object-lock-remaining-retention-days': '3650' } },
      }),
    );
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ [ENV.sealedFileRetentionYears]: '10' }) },
    });
  });

  it("lets only the site's origin GET (with Range) and PUT the file buckets", () => {
    const { stack, template } = synthesized;
    const siteOrigin = {
      'Fn::Join': ['', ['https://', getAtt(logicalId(stack.site.distribution), 'DomainName')]],
    };

    for (const bucket of [stack.storage.courseFiles, stack.storage.archives]) {
      const rules = template.toJSON().Resources[logicalId(bucket)].Properties.CorsConfiguration.CorsRules;
      expect(rules).toEqual([
        expect.objectContaining({
          AllowedMethods: ['GET', 'HEAD'],
          AllowedOrigins: [siteOrigin],
          AllowedHeaders: ['Range'],
          ExposedHeaders: expect.arrayContaining(['Content-Range', 'Accept-Ranges', 'ETag']),
        }),
        expect.objectContaining({ AllowedMethods: ['PUT'], AllowedOrigins: [siteOrigin] }),
      ]);
    }
    const site = template.toJSON().Resources[logicalId(stack.storage.site)].Properties;
    expect(site.CorsConfiguration).toBeUndefined();
  });

  it('keeps the table on demand, recoverable, protected and retained, with its TTL and GSIs', () => {
    const { template } = synthesized;

    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: 'ttl', Enabled: true },
        KeySchema: [
          { AttributeName: 'PK', KeyType: 'HASH' },
          { AttributeName: 'SK', KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: ['GSI1', 'GSI2'].map((name) => ({
          IndexName: name,
          KeySchema: [
            { AttributeName: `${name}PK`, KeyType: 'HASH' },
            { AttributeName: `${name}SK`, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      },
    });
  });
});

describe('the API', () => {
  it('throttles its stage and writes access logs', () => {
    const { stack, template } = synthesizePlainStack();

    template.hasResourceProperties('AWS::ApiGatewayV2::Stage', {
      StageName: '$default',
      AutoDeploy: true,
      DefaultRouteSettings: { ThrottlingRateLimit: 100, ThrottlingBurstLimit: 200 },
      AccessLogSettings: { DestinationArn: getAtt(logicalId(stack.api.accessLogs)) },
    });
  });
});

describe('CloudFront', () => {
  let synthesized: Synthesized;
  // The template is untyped JSON; the assertions below give it its shape.
  // biome-ignore lint/suspicious/noExplicitAny: CloudFormation JSON
  let distribution: Record<string, any>;

  beforeAll(() => {
    synthesized = synthesizePlainStack();
    distribution =
      synthesized.template.toJSON().Resources[logicalId(synthesized.stack.site.distribution)].Properties
        .DistributionConfig;
  });

  it('serves the site bucket through Origin Access Control, with the SPA fallback on that behaviour only', () => {
    const { stack } = synthesized;
    const siteOrigin = distribution.Origins.find(
      (origin: { Id: string }) => origin.Id === distribution.DefaultCacheBehavior.TargetOriginId,
    );

    expect(siteOrigin.DomainName).toEqual(getAtt(logicalId(stack.storage.site), 'RegionalDomainName'));
    expect(siteOrigin.OriginAccessControlId).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Id'] });
    expect(distribution.DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: getAtt(logicalId(stack.site.spaFallback), 'FunctionARN') },
    ]);
    expect(distribution.DefaultCacheBehavior.ResponseHeadersPolicyId).toEqual({
      Ref: logicalId(stack.site.headers),
    });
    expect(distribution.DefaultCacheBehavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(distribution.Logging.Bucket).toEqual(
      getAtt(logicalId(stack.storage.accessLogs), 'RegionalDomainName'),
    );
  });

  it('sends /api/* to the HTTP API uncached, with the viewer headers but Host, and no SPA fallback', () => {
    const { stack } = synthesized;

    expect(distribution.CacheBehaviors).toHaveLength(1);
    const api = distribution.CacheBehaviors[0];
    expect(api).toMatchObject({
      PathPattern: '/api/*',
      CachePolicyId: cloudfront.CachePolicy.CACHING_DISABLED.cachePolicyId,
      OriginRequestPolicyId:
        cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER.originRequestPolicyId,
      AllowedMethods: expect.arrayContaining(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
      ViewerProtocolPolicy: 'https-only',
    });
    expect(api.FunctionAssociations).toBeUndefined();
    const apiOrigin = distribution.Origins.find((origin: { Id: string }) => origin.Id === api.TargetOriginId);
    expect(apiOrigin.DomainName).toEqual({
      'Fn::Select': [2, { 'Fn::Split': ['/', getAtt(logicalId(stack.api.httpApi), 'ApiEndpoint')] }],
    });
    expect(apiOrigin.CustomOriginConfig).toEqual({
      OriginProtocolPolicy: 'https-only',
      OriginSSLProtocols: ['TLSv1.2'],
    });
    // The token that lets the API believe CloudFront-Viewer-Address, the same value the functions get.
    expect(apiOrigin.OriginCustomHeaders).toEqual([
      { HeaderName: ORIGIN_TOKEN_HEADER, HeaderValue: STACK_ID_RANDOM_PART },
    ]);
    // No distribution-wide error pages: an API 403/404 must reach the client as it is.
    expect(distribution.CustomErrorResponses).toBeUndefined();
  });

  it('sends the site headers of shared/src/security.ts, with a CSP naming only self and the file buckets', () => {
    const { stack, template } = synthesized;
    const config =
      template.toJSON().Resources[logicalId(stack.site.headers)].Properties.ResponseHeadersPolicyConfig;
    const csp = JSON.stringify(
      stack.resolve(config.SecurityHeadersConfig.ContentSecurityPolicy.ContentSecurityPolicy),
    );

    expect(config.SecurityHeadersConfig).toMatchObject({
      StrictTransportSecurity: {
        AccessControlMaxAgeSec: 63_072_000,
        IncludeSubdomains: true,
        Override: true,
      },
      FrameOptions: { FrameOption: 'DENY', Override: true },
      ContentTypeOptions: { Override: true },
      ReferrerPolicy: { ReferrerPolicy: SITE_SECURITY_HEADERS['referrer-policy'], Override: true },
    });
    expect(config.CustomHeadersConfig.Items).toEqual([
      { Header: 'permissions-policy', Value: SITE_SECURITY_HEADERS['permissions-policy'], Override: true },
    ]);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain('https://test-course-files-');
    expect(csp).toContain('https://test-archives-');
    expect(csp).not.toMatch(/https:\/\/(?!test-)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // pdf.js's decoders need WebAssembly, never JavaScript eval.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval';/);
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('maps every shared header: the modelled ones to CloudFront fields, any other one as a custom header', () => {
    const mapped = toResponseHeaders(
      {
        'Strict-Transport-Security': 'max-age=60; preload',
        'X-Frame-Options': 'SAMEORIGIN',
        'X-Extra': 'on',
      },
      "default-src 'self'",
    );

    expect(mapped.securityHeadersBehavior?.strictTransportSecurity).toMatchObject({
      includeSubdomains: false,
      preload: true,
    });
    expect(mapped.securityHeadersBehavior?.frameOptions?.frameOption).toBe(
      cloudfront.HeadersFrameOption.SAMEORIGIN,
    );
    expect(mapped.customHeadersBehavior?.customHeaders).toEqual([
      { header: 'X-Extra', value: 'on', override: true },
    ]);
    expect(() => toResponseHeaders({ 'Referrer-Policy': 'sometimes' }, '')).toThrow(/Referrer-Policy/);
  });

  it('rewrites extension-less paths to /index.html and leaves files alone', () => {
    const handler = new Function(`${SPA_FALLBACK_CODE}; return handler;`)() as (event: unknown) => {
      uri: string;
    };
    const rewrite = (uri: string) => handler({ request: { uri } }).uri;

    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('/dashboard')).toBe('/index.html');
    expect(rewrite('/courses/42/quiz')).toBe('/index.html');
    expect(rewrite('/assets/index-abc123.js')).toBe('/assets/index-abc123.js');
    expect(rewrite('/favicon.ico')).toBe('/favicon.ico');
    expect(rewrite('/assets/missing.css')).toBe('/assets/missing.css');
  });

  it('serves a custom domain with its certificate and TLS 1.2 at least when one is given', () => {
    const { template } = synthesize({
      routes,
      repoRoot: makeRepoRoot(),
      domain: {
        domainName: 'instruire.example.ro',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
      },
    });

    template.hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['instruire.example.ro'],
        ViewerCertificate: {
          AcmCertificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    // The custom domain is then the one origin the buckets accept and the links point to.
    template.hasResourceProperties('AWS::S3::Bucket', {
      CorsConfiguration: {
        CorsRules: Match.arrayWith([Match.objectLike({ AllowedOrigins: ['https://instruire.example.ro'] })]),
      },
    });
  });

  it('deploys the web build when it exists: hashed assets kept and cached, pages pruned and invalidated', () => {
    const repoRoot = makeRepoRoot({
      'web/dist/index.html': '<!doctype html>',
      'web/dist/assets/app-1.js': '',
    });

    const { stack, template } = synthesize({ routes, repoRoot, webDistDir: `${repoRoot}/web/dist` });

    expect(stack.site.deployed).toBe(true);
    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment'));
    expect(deployments).toHaveLength(2);
    expect(deployments.map((deployment) => deployment.Properties.Prune).sort()).toEqual([false, true]);
    expect(
      deployments.find((deployment) => deployment.Properties.Prune)?.Properties.DistributionPaths,
    ).toEqual(['/*']);
  });

  it("deploys the site's settings beside the pages, from the stack's contact details", () => {
    const repoRoot = makeRepoRoot({ 'web/dist/index.html': '<!doctype html>' });
    const siteConfig = {
      contactEmail: 'ajutor@protect-consult.ro',
      contactPhone: '+40 264 123 456',
      helpUrl: 'https://protect-consult.ro/ajutor',
    };

    const { stack, template } = synthesize({
      routes,
      repoRoot,
      webDistDir: `${repoRoot}/web/dist`,
      siteConfig,
    });

    const pages = Object.values(template.findResources('Custom::CDKBucketDeployment')).find(
      (deployment) => deployment.Properties.Prune,
    );
    expect(pages?.Properties.SourceObjectKeys).toHaveLength(2);
    const outdir = App.of(stack)?.outdir ?? '';
    const deployed = readdirSync(outdir)
      .map((entry) => join(outdir, entry, SITE_CONFIG_PATH))
      .filter((file) => existsSync(file))
      .map((file) => JSON.parse(readFileSync(file, 'utf8')) as unknown);
    expect(deployed).toEqual([siteConfig]);
  });

  it("stores pdf.js's files with the content type of their kind, cached for good, apart from the pages", () => {
    const repoRoot = makeRepoRoot({
      'web/dist/index.html': '<!doctype html>',
      'web/dist/pdfjs/6.0.0/wasm/jbig2.wasm': '',
      'web/dist/pdfjs/6.0.0/wasm/jbig2_nowasm_fallback.js': '',
      'web/dist/pdfjs/6.0.0/cmaps/UniJIS-UTF16-H.bcmap': '',
      'web/dist/pdfjs/6.0.0/standard_fonts/FoxitSerif.pfb': '',
      'web/dist/pdfjs/6.0.0/iccs/CGATS001Compat-v2-micro.icc': '',
    });

    const { template } = synthesize({ routes, repoRoot, webDistDir: `${repoRoot}/web/dist` });

    const deployments = Object.values(template.findResources('Custom::CDKBucketDeployment')).map(
      (deployment) => deployment.Properties,
    );
    const pdfjs = deployments
      .filter((properties) => String(properties.Include).startsWith('pdfjs/'))
      .map((properties) => [properties.Include[0], properties.SystemMetadata['content-type']])
      .sort();
    expect(pdfjs).toEqual([
      ['pdfjs/*.bcmap', 'application/octet-stream'],
      ['pdfjs/*.icc', 'application/vnd.iccprofile'],
      ['pdfjs/*.js', 'text/javascript; charset=utf-8'],
      ['pdfjs/*.pfb', 'application/x-font-type1'],
      ['pdfjs/*.wasm', 'application/wasm'],
    ]);
    expect(
      deployments
        .filter((properties) => String(properties.Include).startsWith('pdfjs/'))
        .every(
          (properties) =>
            !properties.Prune && properties.SystemMetadata['cache-control'].includes('immutable'),
        ),
    ).toBe(true);
    expect(deployments.find((properties) => properties.Prune)?.Exclude).toEqual(['assets/*', 'pdfjs/*']);
  });

  it('skips the deployment, and says so, when there is no web build', () => {
    const { stack } = synthesizePlainStack();

    expect(stack.site.deployed).toBe(false);
    expect(stack.site.node.metadata.map((entry) => String(entry.data))).toContainEqual(
      expect.stringContaining('Site not deployed'),
    );
  });
});

describe('jobs', () => {
  it('creates a job only once its module exists', () => {
    const { stack, template } = synthesizeDailyJobStack();

    expect([...stack.jobs.functions.keys()]).toEqual(['training-status']);
    template.resourceCountIs('AWS::Lambda::Function', routes.length + 1);
  });

  it('starts the training-status job daily early in the Romanian morning', () => {
    const { stack, template } = synthesizeDailyJobStack();

    const job = getAtt(logicalId(stack.jobs.functions.get('training-status')!.function));
    template.resourceCountIs('AWS::Events::Rule', 1);
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'cron(0 3 * * ? *)',
      State: 'ENABLED',
      Targets: [Match.objectLike({ Arn: job })],
    });
    template.hasResourceProperties('AWS::Lambda::Permission', {
      Action: 'lambda:InvokeFunction',
      Principal: 'events.amazonaws.com',
      FunctionName: job,
    });
  });

  it('lets the archive job run asynchronously without blind retries', () => {
    const { stack, template } = synthesize({ routes, jobs: jobsNamed('archive'), repoRoot: makeRepoRoot() });

    template.resourceCountIs('AWS::Events::Rule', 0);
    template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: logicalId(stack.jobs.functions.get('archive')!.function) },
      MaximumRetryAttempts: 0,
    });
  });
});

describe("the daily job's fan-out", () => {
  let synthesized: Synthesized;

  beforeAll(() => {
    synthesized = synthesize({
      routes,
      jobs: jobsNamed('training-status', 'training-status-firm'),
      repoRoot: makeRepoRoot(),
    });
  });

  const inlineActions = (appFunction: AppFunction) =>
    (
      synthesized.template.toJSON().Resources[logicalId(appFunction.role)].Properties.Policies[0]
        .PolicyDocument.Statement as { Action: string | string[]; Resource: unknown }[]
    ).flatMap((statement) =>
      [statement.Action].flat().map((action) => ({ action, resource: statement.Resource })),
    );

  it('queues the firms on an encrypted, TLS-only queue whose messages go to a dead-letter queue after 3 receives', () => {
    const { stack, template } = synthesized;
    const queue = stack.jobQueues.queues.trainingStatusFirms;
    const deadLetters = stack.jobQueues.deadLetterQueues.trainingStatusFirms;

    template.resourceCountIs('AWS::SQS::Queue', 2);
    const queues = template.toJSON().Resources;
    expect(queues[logicalId(queue)].Properties).toMatchObject({
      SqsManagedSseEnabled: true,
      // Longer than the consumer's 15 minutes: a running firm's message stays hidden.
      VisibilityTimeout: 1200,
      RedrivePolicy: { deadLetterTargetArn: getAtt(logicalId(deadLetters)), maxReceiveCount: 3 },
    });
    expect(queues[logicalId(deadLetters)].Properties).toMatchObject({ SqsManagedSseEnabled: true });
    for (const target of [queue, deadLetters]) {
      template.hasResourceProperties('AWS::SQS::QueuePolicy', {
        Queues: [{ Ref: logicalId(target) }],
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
          ]),
        },
      });
    }
  });

  it('alarms the operator as soon as a message reaches the dead-letter queue', () => {
    const { stack, template } = synthesized;

    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [
        {
          Name: 'QueueName',
          Value: getAtt(logicalId(stack.jobQueues.deadLetterQueues.trainingStatusFirms), 'QueueName'),
        },
      ],
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      AlarmActions: [{ Ref: logicalId(stack.alarms.topic) }],
    });
  });

  it('feeds the consumer one firm per run, failed firms reported back alone, at most 10 runs at once', () => {
    const { stack, template } = synthesized;

    template.resourceCountIs('AWS::Lambda::EventSourceMapping', 1);
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      EventSourceArn: getAtt(logicalId(stack.jobQueues.queues.trainingStatusFirms)),
      FunctionName: { Ref: logicalId(stack.jobs.functions.get('training-status-firm')!.function) },
      BatchSize: 1,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      ScalingConfig: { MaximumConcurrency: 10 },
    });
  });

  it('lets the dispatcher only read the table and send to the queue, whose address it alone is told', () => {
    const { stack, template } = synthesized;
    const dispatcher = stack.jobs.functions.get('training-status')!;
    const consumer = stack.jobs.functions.get('training-status-firm')!;
    const queueArn = getAtt(logicalId(stack.jobQueues.queues.trainingStatusFirms));
    const variables = (appFunction: AppFunction) =>
      template.toJSON().Resources[logicalId(appFunction.function)].Properties.Environment.Variables;

    const dispatcherActions = inlineActions(dispatcher);
    expect(dispatcherActions.filter(({ action }) => action.startsWith('sqs:'))).toEqual([
      { action: 'sqs:SendMessage', resource: queueArn },
    ]);
    expect(dispatcherActions.map(({ action }) => action)).not.toContain('ses:SendEmail');
    expect(dispatcherActions.map(({ action }) => action)).not.toContain('dynamodb:PutItem');
    expect(variables(dispatcher)[ENV.trainingStatusQueueUrl]).toEqual({
      Ref: logicalId(stack.jobQueues.queues.trainingStatusFirms),
    });

    expect(inlineActions(consumer).filter(({ action }) => action.startsWith('sqs:'))).toEqual([
      { action: 'sqs:DeleteMessage', resource: queueArn },
      { action: 'sqs:GetQueueAttributes', resource: queueArn },
      { action: 'sqs:ReceiveMessage', resource: queueArn },
    ]);
    expect(variables(consumer)).not.toHaveProperty(ENV.trainingStatusQueueUrl);
    // The schedule starts the dispatcher, never the consumer.
    template.hasResourceProperties('AWS::Events::Rule', {
      Targets: [Match.objectLike({ Arn: getAtt(logicalId(dispatcher.function)) })],
    });
  });
});

describe('alarms', () => {
  it('watches every function, Lambda throttling and API 5xx, and mails the operator', () => {
    const { stack, template } = synthesize({
      routes,
      jobs: jobsNamed('archive'),
      repoRoot: makeRepoRoot(),
      alarmEmail: 'ops@example.ro',
    });
    const alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm'));
    const topic = { Ref: logicalId(stack.alarms.topic) };

    type MetricQuery = {
      Expression?: string;
      MetricStat?: { Metric: { MetricName: string; Dimensions: { Value: { Ref: string } }[] } };
    };
    const errorAlarms = alarms.filter((alarm) =>
      (alarm.Properties.Metrics as MetricQuery[] | undefined)?.some((query) => query.Expression),
    );
    const watched = errorAlarms.flatMap((alarm) =>
      (alarm.Properties.Metrics as MetricQuery[])
        .filter((query) => query.MetricStat?.Metric.MetricName === 'Errors')
        .map((query) => query.MetricStat!.Metric.Dimensions[0]!.Value.Ref),
    );
    const functions = [...stack.api.functions.values(), ...stack.jobs.functions.values()];
    expect(watched.sort()).toEqual(functions.map((fn) => logicalId(fn.function)).sort());
    // Ten functions an alarm, the most one alarm's metric math may read.
    expect(errorAlarms).toHaveLength(Math.ceil(functions.length / 10));
    expect(alarms.some((alarm) => alarm.Properties.MetricName === 'Throttles')).toBe(true);
    expect(alarms.some((alarm) => alarm.Properties.MetricName === '5xx')).toBe(true);
    expect(
      alarms.every((alarm) => JSON.stringify(alarm.Properties.AlarmActions) === JSON.stringify([topic])),
    ).toBe(true);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: { Ref: 'AlarmEmail' },
    });
    expect(template.toJSON().Parameters.AlarmEmail.Default).toBe('ops@example.ro');
  });

  it('generates the token secret and hands its ARN, never its value, to the functions', () => {
    const { template } = synthesizePlainStack();

    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
    expect(JSON.stringify(template.findResources('AWS::Lambda::Function'))).not.toContain('SecretString');
  });
});

describe('cdk-nag', () => {
  it('passes every AwsSolutions check on the full stack: custom domain, web deployment, every job', () => {
    const repoRoot = makeRepoRoot({
      'web/dist/index.html': '<!doctype html>',
    });

    // Template.fromStack runs the cdk-nag plugin and throws on any unacknowledged finding.
    expect(() =>
      synthesize({
        routes: [
          ...routes,
          buildRoute({ id: 'mailing', needs: { table: 'write', mail: true } }),
          buildRoute({
            id: 'archiving',
            needs: { table: 'read', invokes: ['archive'], buckets: { archives: 'read' } },
          }),
        ],
        jobs: jobList,
        repoRoot,
        webDistDir: `${repoRoot}/web/dist`,
        domain: {
          domainName: 'instruire.example.ro',
          certificateArn: 'arn:aws:acm:us-east-1:1:certificate/x',
        },
      }),
    ).not.toThrow();
  });

  it('fails the synth on a finding nobody acknowledged (the check is really on)', () => {
    const app = new App({ outdir: makeTempDir('ssm-infra-cdk-out-') });
    const stack = new Stack(app, 'Bad');
    new s3.Bucket(stack, 'Open', { blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL });
    addNagChecks(app);

    expect(() => Template.fromStack(stack)).toThrow(/AwsSolutions-S10|AwsSolutions-S1/);
  });
});
