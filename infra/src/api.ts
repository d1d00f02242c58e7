import type { RouteDefinition } from '@ssm/shared';
import { RemovalPolicy, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import {
  type AccessRoles,
  AppFunction,
  type GrantTargets,
  LOG_RETENTION,
  ROUTE_SIZING,
} from './app-function';

/*
 * Stage-wide limits: far above what 5,000 employees of 100 companies produce (a few requests per
 * second at peak), low enough to cap the bill and the table's on-demand capacity under abuse.
 */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

export type AddRoutesProps = {
  routes: readonly RouteDefinition[];
  /** The deployment package of a route's function, by route id. */
  codeFor: (routeId: string) => lambda.Code;
  targets: GrantTargets;
  roles: AccessRoles;
  environmentFor: (route: RouteDefinition) => Record<string, string>;
};

/**
 * The HTTP API and, added once the site's origin is known, one function and one route per
 * contract entry, each function granted exactly the route's declared needs (its role shared with
 * the functions whose needs grant the same).
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** The route functions by route id. */
  readonly functions = new Map<string, AppFunction>();

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.httpApi = new apigw.HttpApi(this, 'HttpApi', {
      description: 'SSM training platform API (reached through CloudFront at /api/*)',
      createDefaultStage: false,
    });
    this.accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: LOG_RETENTION,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(this.accessLogs) },
    });
  }

  addRoutes(props: AddRoutesProps): void {
    for (const route of props.routes) {
      const appFunction = new AppFunction(this, route.id, {
        description: `${route.method} ${route.path} (${route.id})`,
        code: props.codeFor(route.id),
        sizing: ROUTE_SIZING[route.routeClass ?? 'standard'],
        needs: route.needs,
        targets: props.targets,
        roles: props.roles,
        environment: props.environmentFor(route),
      });
      const httpRoute = new apigw.HttpRoute(this, `${route.id}-route`, {
        httpApi: this.httpApi,
        routeKey: apigw.HttpRouteKey.with(route.path, apigw.HttpMethod[route.method]),
        integration: new HttpLambdaIntegration(`${route.id}-integration`, appFunction.function, {
          payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
        }),
      });
      Validations.of(httpRoute).acknowledge({
        id: 'AwsSolutions-APIG4',
        reason:
          'Authorisation is done in the Lambda by the shared route() wrapper: it verifies the HS256 token, ' +
          'loads the principal from the table (rejecting deleted users and tokens older than the last ' +
          "password change) and checks the route's roles, which an API Gateway JWT authorizer cannot do. " +
          'Public routes (login, password reset, signature verification) need no token by design.',
      });
      this.functions.set(route.id, appFunction);
    }
  }
}
