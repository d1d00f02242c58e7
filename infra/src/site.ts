import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ORIGIN_TOKEN_HEADER } from '@ssm/functions/deployment';
import {
  buildContentSecurityPolicy,
  PDFJS_ASSETS_DIR,
  SITE_CONFIG_PATH,
  SITE_CONTENT_TYPES,
  SITE_SECURITY_HEADERS,
  type SiteConfig,
} from '@ssm/shared';
import { Annotations, DefaultStackSynthesizer, Duration, Fn, Stack, Token, Validations } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { nagText } from './nag';

/** A custom domain for the site; its certificate must be in us-east-1 (a CloudFront rule). */
export type SiteDomain = { domainName: string; certificateArn: string };

export type SiteProps = {
  siteBucket: s3.IBucket;
  logBucket: s3.IBucket;
  /** The HTTP API that `/api/*` forwards to. */
  httpApi: IHttpApi;
  /** Sent to the API in ORIGIN_TOKEN_HEADER, so it can tell CloudFront's requests from direct ones. */
  originToken: string;
  /** Origins of the buckets the browser reaches through presigned URLs (the CSP allows them). */
  fileBucketOrigins: string[];
  domain?: SiteDomain;
  /** The built web app (`web/dist`); nothing is deployed when it does not exist. */
  webDistDir: string;
  /** The web ACL in front of the distribution (edge-firewall.ts), when the app deploys one. */
  webAclArn?: string;
  /** The contact details the site shows, deployed beside the build at `SITE_CONFIG_PATH`. */
  siteConfig: SiteConfig;
};

/*
 * Client-side routes have no file extension; files do. Rewriting only extension-less paths keeps a
 * missing `/assets/x.js` a real 404 instead of an HTML page the browser would try to run.
 */
export const SPA_FALLBACK_CODE = `function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri.substring(uri.lastIndexOf('/') + 1).indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

/** Picks the CloudFront enum member whose value the shared header value is. */
function enumMember<T extends string>(members: Record<string, T>, value: string, header: string): T {
  const member = Object.values(members).find((candidate) => candidate.toLowerCase() === value.toLowerCase());
  if (!member) throw new Error(`CloudFront cannot send ${header}: ${value}`);
  return member;
}

/**
 * The shared site headers (the ones the local gateway sends) as a CloudFront response-headers
 * policy: the headers CloudFront models go in its security-headers block, any other one as a
 * custom header, so a header added to the shared set reaches CloudFront without a change here.
 */
export function toResponseHeaders(
  headers: Record<string, string>,
  contentSecurityPolicy: string,
): Pick<cloudfront.ResponseHeadersPolicyProps, 'securityHeadersBehavior' | 'customHeadersBehavior'> {
  const security: {
    -readonly [K in keyof cloudfront.ResponseSecurityHeadersBehavior]: cloudfront.ResponseSecurityHeadersBehavior[K];
  } = {
    contentSecurityPolicy: { contentSecurityPolicy, override: true },
  };
  const customHeaders: cloudfront.ResponseCustomHeader[] = [];
  for (const [name, value] of Object.entries(headers)) {
    switch (name.toLowerCase()) {
      case 'strict-transport-security': {
        const maxAge = /max-age=(\d+)/i.exec(value)?.[1];
        if (!maxAge) throw new Error(`Strict-Transport-Security without max-age: ${value}`);
        security.strictTransportSecurity = {
          accessControlMaxAge: Duration.seconds(Number(maxAge)),
          includeSubdomains: /includesubdomains/i.test(value),
          preload: /preload/i.test(value),
          override: true,
        };
        break;
      }
      case 'x-content-type-options':
        if (value.toLowerCase() !== 'nosniff') throw new Error(`CloudFront only sends nosniff, not ${value}`);
        security.contentTypeOptions = { override: true };
        break;
      case 'x-frame-options':
        security.frameOptions = {
          frameOption: enumMember(cloudfront.HeadersFrameOption, value, name),
          override: true,
        };
        break;
      case 'referrer-policy':
        security.referrerPolicy = {
          referrerPolicy: enumMember(cloudfront.HeadersReferrerPolicy, value, name),
          override: true,
        };
        break;
      default:
        customHeaders.push({ header: name, value, override: true });
    }
  }
  return {
    securityHeadersBehavior: security,
    ...(customHeaders.length ? { customHeadersBehavior: { customHeaders } } : {}),
  };
}

/**
 * CloudFront in front of everything: the site bucket through Origin Access Control, `/api/*` to
 * the HTTP API uncached, security headers on every answer, and the web build deployed when built.
 */
export class Site extends Construct {
  readonly distribution: cloudfront.Distribution;
  readonly spaFallback: cloudfront.Function;
  readonly headers: cloudfront.ResponseHeadersPolicy;
  /** `https://<custom domain or CloudFront domain>`, the only origin allowed by bucket CORS. */
  readonly origin: string;
  readonly deployed: boolean;

  constructor(scope: Construct, id: string, props: SiteProps) {
    super(scope, id);

    this.headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment:
        'Site headers of shared/src/security.ts: strict CSP, HSTS, no framing, nosniff, referrer policy',
      ...toResponseHeaders(
        SITE_SECURITY_HEADERS,
        buildContentSecurityPolicy({ fileOrigins: props.fileBucketOrigins }),
      ),
    });

    this.spaFallback = new cloudfront.Function(this, 'SpaFallback', {
      code: cloudfront.FunctionCode.fromInline(SPA_FALLBACK_CODE),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve index.html for client-side routes (site behaviour only, never /api/*)',
    });

    // The API's own hostname: `https://<id>.execute-api.<region>.amazonaws.com` -> host part.
    const apiDomain = Fn.select(2, Fn.split('/', props.httpApi.apiEndpoint));
    const domain = props.domain;
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'SSM training platform',
      defaultRootObject: 'index.html',
      webAclId: props.webAclArn,
      defaultBehavior: {
        origin: origins.S3BucketOrigin.withOriginAccessControl(props.siteBucket),
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: this.headers,
        functionAssociations: [
          { function: this.spaFallback, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        '/api/*': {
          origin: new origins.HttpOrigin(apiDomain, {
            customHeaders: { [ORIGIN_TOKEN_HEADER]: props.originToken },
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
          }),
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // API Gateway routes by its own Host; everything else the viewer sent goes through.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
          // No site headers policy here: the API sets its own, stricter headers for JSON answers
          // (`functions/src/http/security-headers.ts`), which an overriding policy would replace.
        },
      },
      // Europe and North America edges: the users are in Romania, and it is the cheapest class.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_100,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logBucket,
      logFilePrefix: 'cloudfront/',
      ...(domain
        ? {
            domainNames: [domain.domainName],
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', domain.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
    });
    this.origin = `https://${domain ? domain.domainName : this.distribution.distributionDomainName}`;

    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason:
          'Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose ' +
          'minimum protocol cannot be raised; deploy with -c domainName=... -c certificateArn=... to get TLS 1.2+.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason:
        'Employees of Romanian client companies work abroad too (posted workers); blocking countries would lock them out of their legal training.',
    });
    if (!props.webAclArn) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR2',
        reason:
          'A stack built without the edge firewall stack (tests of the platform stack alone); createApp always builds it.',
      });
    }

    this.deployed = existsSync(join(props.webDistDir, 'index.html'));
    if (this.deployed) {
      this.deployWebApp(props.webDistDir, props.siteBucket, props.siteConfig);
    } else {
      Annotations.of(this).addInfo(
        `Site not deployed: ${props.webDistDir}/index.html does not exist (run \`npm run build:web\` before deploying).`,
      );
    }
  }

  /*
   * Hashed assets first, kept across deploys (an open tab still loads the chunks its old
   * index.html names) and cached for a year; pdf.js's files likewise, by kind (below); then
   * index.html, the site's settings and the other unhashed files, never cached by browsers,
   * pruned, with an invalidation, so a deploy shows at once.
   */
  private deployWebApp(webDistDir: string, bucket: s3.IBucket, siteConfig: SiteConfig): void {
    const source = s3deploy.Source.asset(webDistDir);
    const immutable = [s3deploy.CacheControl.fromString('public, max-age=31536000, immutable')];
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [source],
      destinationBucket: bucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: immutable,
    });
    const pdfjsFiles = this.deployPdfjsFiles(webDistDir, bucket, source, immutable);
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      // The deployment's settings join the pages: one build serves any firm's contact details.
      sources: [source, s3deploy.Source.jsonData(SITE_CONFIG_PATH.slice(1), siteConfig)],
      destinationBucket: bucket,
      exclude: ['assets/*', `${PDFJS_ASSETS_DIR}/*`],
      cacheControl: [s3deploy.CacheControl.fromString('no-cache')],
      distribution: this.distribution,
      distributionPaths: ['/*'],
    });
    pages.node.addDependency(assets, ...pdfjsFiles);
    this.acknowledgeDeploymentFindings(bucket);
  }

  /*
   * pdf.js's files (`PDFJS_ASSETS_DIR`, a folder per pdf.js version, so immutable): one deployment
   * per kind, each stored with its content type, since the deployment's CLI guesses none for
   * `.bcmap`, `.pfb` or `.icc`. A kind missing from SITE_CONTENT_TYPES stops the synthesis.
   */
  private deployPdfjsFiles(
    webDistDir: string,
    bucket: s3.IBucket,
    source: s3deploy.ISource,
    cacheControl: s3deploy.CacheControl[],
  ): s3deploy.BucketDeployment[] {
    const dir = join(webDistDir, PDFJS_ASSETS_DIR);
    if (!existsSync(dir)) return [];
    const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    );
    const extensions = [...new Set(files.map((entry) => extname(entry.name)))].sort();
    return extensions.map((extension) => {
      const contentType = SITE_CONTENT_TYPES[extension];
      if (!contentType)
        throw new Error(`No content type for pdf.js's ${extension} files in SITE_CONTENT_TYPES`);
      return new s3deploy.BucketDeployment(this, `DeployPdfjs${extension.slice(1).toUpperCase()}`, {
        sources: [source],
        destinationBucket: bucket,
        exclude: ['*'],
        include: [`${PDFJS_ASSETS_DIR}/*${extension}`],
        prune: false,
        contentType,
        cacheControl,
      });
    });
  }

  /*
   * BucketDeployment brings its own singleton Lambda (Python, so AwsSolutions-L1 cannot be met) and
   * role, which CDK shapes without options for narrowing. It runs only during a deploy.
   */
  private acknowledgeDeploymentFindings(bucket: s3.IBucket): void {
    const stack = Stack.of(this);
    const handler = stack.node.children.find((child) =>
      child.node.id.startsWith('Custom::CDKBucketDeployment'),
    );
    if (!handler) return;
    // cdk-nag names a wildcard resource as it reads in the template, pseudo parameters in <>.
    const text = (value: string, pseudo: string) => (Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value);
    const qualifier =
      this.node.tryGetContext('@aws-cdk/core:bootstrapQualifier') ??
      DefaultStackSynthesizer.DEFAULT_QUALIFIER;
    const assetBucket = `cdk-${qualifier}-assets-${text(stack.account, 'AccountId')}-${text(stack.region, 'Region')}`;
    const why = (finding: string, reason: string) => ({ id: `AwsSolutions-${finding}`, reason });
    const copy = 'CDK BucketDeployment copies the web build from the CDK asset bucket to the site bucket';
    Validations.of(handler).acknowledge(
      why('L1', `${copy}; its handler is CDK's own Python Lambda, whose runtime CDK chooses.`),
      why(
        'IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
        `${copy}; the managed policy only lets its handler write its own logs.`,
      ),
      ...[
        'Action::s3:GetObject*',
        'Action::s3:GetBucket*',
        'Action::s3:List*',
        'Action::s3:DeleteObject*',
        'Action::s3:Abort*',
        `Resource::arn:<AWS::Partition>:s3:::${assetBucket}/*`,
        `Resource::${nagText(this, `${bucket.bucketArn}/*`)}`,
      ].map((evidence) =>
        why(
          `IAM5[${evidence}]`,
          `${copy}: it reads any asset object and replaces any file of the site bucket.`,
        ),
      ),
      why('IAM5[Resource::*]', `${copy}; CloudFront invalidations cannot be scoped to one distribution.`),
    );
  }
}
