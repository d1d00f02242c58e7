import type { RouteDefinition } from '@ssm/shared';
import { ArnFormat, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as iam from 'aws-cdk-lib/aws-iam';
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
import { nagText } from './nag';

/*
 * Stage-wide limits: far above what 5,000 employees of 100 companies produce (a few requests per
 * second at peak), low enough to cap the bill and the table's on-demand capacity under abuse.
 */
export const API_THROTTLE = { rateLimit: 100, burstLimit: 200 } as const;

/** The longest name Lambda accepts for a function. */
const FUNCTION_NAME_LIMIT = 64;

/**
 * A route's Lambda proxy integration (payload 2.0) that API Gateway invokes as the given role.
 * Not `HttpLambdaIntegration`: that adds a resource-based permission to each function instead, an
 * `AWS::Lambda::Permission` per route, a fifth of CloudFormation's 500 resources a stack.
 */
class RouteFunctionIntegration extends apigw.HttpRouteIntegration {
  private readonly handler: lambda.IFunction;
  private readonly credentials: apigw.IntegrationCredentials;

  constructor(id: string, handler: lambda.IFunction, credentials: apigw.IntegrationCredentials) {
    super(id);
    this.handler = handler;
    this.credentials = credentials;
  }

  bind(): apigw.HttpRouteIntegrationConfig {
    return {
      type: apigw.HttpIntegrationType.AWS_PROXY,
      uri: this.handler.functionArn,
      payloadFormatVersion: apigw.PayloadFormatVersion.VERSION_2_0,
      credentials: this.credentials,
    };
  }
}

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
 * the functions whose needs grant the same). API Gateway invokes the route functions as one role,
 * `invokeRole`, allowed to invoke them and nothing else.
 */
export class Api extends Construct {
  readonly httpApi: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  readonly accessLogs: logs.LogGroup;
  /** What API Gateway invokes the route functions as. */
  readonly invokeRole: iam.Role;
  /** Every route function's name starts so, and no other function's (`routeFunctionName`). */
  readonly routeFunctionPrefix: string;
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
    this.routeFunctionPrefix = `${Stack.of(this).stackName}_`;
    this.invokeRole = this.makeInvokeRole();
  }

  /**
   * The role API Gateway invokes the route functions as, in place of a resource-based permission
   * on each function. Its one statement names the functions by their prefix rather than listing
   * their ARNs: about 100 resolved ARNs pass the 10,240 characters IAM allows a role's inline
   * policies. The prefix is exact: the stack's name is unique in the account and region and holds
   * no `_`, so no other stack's prefix (nor a name CloudFormation makes up, `<stack>-<id>-<random>`)
   * starts so, and the stack gives it to the route functions alone (`routeFunctionName`). A name
   * cannot change on a function, unlike a tag, so an ABAC condition would be the weaker scope.
   *
   * The trust policy names no source API (a resource-based permission names one, this API's
   * execute-api ARN, in `aws:SourceArn`): API Gateway does not document setting `aws:SourceArn`
   * or `aws:SourceAccount` when it assumes an integration's role, and a condition on a key the
   * request lacks refuses it, so every route would fail, which no test short of a deployment
   * shows. Making the role an integration's credentials takes `iam:PassRole` on it, which the
   * deployment alone uses, for the integrations it defines; and every route function checks its
   * caller itself (`AwsSolutions-APIG4` below), so reaching one another way grants nothing the API
   * does not.
   */
  private makeInvokeRole(): iam.Role {
    const routeFunctions = Stack.of(this).formatArn({
      service: 'lambda',
      resource: 'function',
      resourceName: `${this.routeFunctionPrefix}*`,
      arnFormat: ArnFormat.COLON_RESOURCE_NAME,
    });
    const role = new iam.Role(this, 'InvokeRole', {
      assumedBy: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      description: 'API Gateway invoking the route functions',
      inlinePolicies: {
        InvokeRouteFunctions: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({
              effect: iam.Effect.ALLOW,
              actions: ['lambda:InvokeFunction'],
              resources: [routeFunctions],
            }),
          ],
        }),
      },
    });
    Validations.of(role).acknowledge({
      id: `AwsSolutions-IAM5[Resource::${nagText(role, routeFunctions)}]`,
      reason:
        "Exactly the route functions: the stack names each <stack name>_<route id>, and a stack's name holds " +
        'no underscore, so neither a name CloudFormation makes up nor another stack of this app starts so. ' +
        "Listing their ARNs instead would pass IAM's 10,240 characters for a role's inline policies at about " +
        '100 routes.',
    });
    return role;
  }

  /** A route function's name, under the prefix the invoke role may invoke and no other function has. */
  private routeFunctionName(routeId: string): string {
    const name = `${this.routeFunctionPrefix}${routeId}`;
    if (name.length > FUNCTION_NAME_LIMIT) {
      throw new Error(
        `The function of route ${routeId} would be named ${name}, longer than Lambda's ` +
          `${FUNCTION_NAME_LIMIT} characters: choose a shorter stack name or route id.`,
      );
    }
    return name;
  }

  addRoutes(props: AddRoutesProps): void {
    for (const route of props.routes) {
      const appFunction = new AppFunction(this, route.id, {
        functionName: this.routeFunctionName(route.id),
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
        integration: new RouteFunctionIntegration(
          `${route.id}-integration`,
          appFunction.function,
          apigw.IntegrationCredentials.fromRole(this.invokeRole),
        ),
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
