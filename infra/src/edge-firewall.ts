import { isPublicRoute, PUBLIC_RATE_LIMITS, type RouteDefinition, texts } from '@ssm/shared';
import { Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

/** CloudFront's web ACLs live in us-east-1, whatever region the platform runs in. */
export const EDGE_REGION = 'us-east-1';

/**
 * Requests one viewer address may send to the public routes in five minutes before CloudFront
 * refuses it: the sum of the application's per-group limits (PUBLIC_RATE_LIMITS), so the WAF
 * only stops a flood before it reaches (and costs) the functions, and never answers before them.
 */
export const EDGE_PUBLIC_REQUESTS_PER_FIVE_MINUTES = Object.values(PUBLIC_RATE_LIMITS).reduce(
  (sum, { maxPerWindow, windowSeconds }) => sum + maxPerWindow * ((5 * 60) / windowSeconds),
  0,
);

export type EdgeFirewallStackProps = StackProps & { routes: readonly RouteDefinition[] };

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

/**
 * The web ACL in front of the distribution (docs/security.md, rate limits): a rate-based rule per
 * viewer address (the address CloudFront's connection came from, never a header the client
 * sends) over the public routes of the route table, answering 429 with the platform's Romanian
 * detail. Its own stack, in us-east-1; the platform stack reads its ARN across regions.
 */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps) {
    super(scope, id, { ...props, env: { ...props.env, region: EDGE_REGION }, crossRegionReferences: true });
    const publicPaths = props.routes.filter(isPublicRoute).map((route) => route.path);
    const pathStarts = publicPaths.map(
      (path): wafv2.CfnWebACL.StatementProperty => ({
        byteMatchStatement: {
          fieldToMatch: { uriPath: {} },
          positionalConstraint: 'STARTS_WITH',
          searchString: path,
          textTransformations: [{ priority: 0, type: 'NONE' }],
        },
      }),
    );
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      description: 'SSM training platform: per-address rate limit of the public routes',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility('ssm-edge'),
      customResponseBodies: {
        tooManyRequests: {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ detail: texts.api.tooManyRequests }),
        },
      },
      rules: [
        {
          name: 'public-routes-per-address',
          priority: 0,
          action: {
            block: {
              customResponse: {
                responseCode: 429,
                customResponseBodyKey: 'tooManyRequests',
                responseHeaders: [{ name: 'retry-after', value: '300' }],
              },
            },
          },
          statement: {
            rateBasedStatement: {
              limit: EDGE_PUBLIC_REQUESTS_PER_FIVE_MINUTES,
              evaluationWindowSec: 300,
              aggregateKeyType: 'IP',
              scopeDownStatement:
                pathStarts.length === 1 ? pathStarts[0] : { orStatement: { statements: pathStarts } },
            },
          },
          visibilityConfig: visibility('ssm-public-routes-per-address'),
        },
      ],
    });
  }
}
