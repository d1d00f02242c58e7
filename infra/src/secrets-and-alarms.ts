import { ArnFormat, CfnParameter, Duration, Fn, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

const EMAIL_PATTERN = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

export type SecretsProps = {
  /** Default of the `MailFrom` parameter (context `mailFrom`). */
  mailFrom?: string;
};

/**
 * The keys of the deployment that the table does not hold (functions/src/platform/deployment-keys.ts),
 * each generated and never seen by anyone: the token-signing secret, the password pepper and the
 * export key; and the SES sender, a deploy-time parameter because the verified address is known
 * only in the target account.
 */
export class Secrets extends Construct {
  readonly tokenSecret: secretsmanager.Secret;
  /** Every password hash is peppered with it: only the functions that hash or check one read it. */
  readonly passwordPepper: secretsmanager.Secret;
  /** Signs a firm's export (`npm run export-firm`, run by an operator): no function reads it. */
  readonly exportKey: secretsmanager.Secret;
  readonly mailFrom: CfnParameter;
  /** The SES identities the sender may be verified as: the address itself or its domain. */
  readonly mailIdentityArns: string[];

  constructor(scope: Construct, id: string, props: SecretsProps) {
    super(scope, id);
    this.tokenSecret = new secretsmanager.Secret(this, 'TokenSecret', {
      description: 'HS256 key that signs the platform access tokens',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    Validations.of(this.tokenSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The HMAC key signing 8-hour access tokens: rotating it logs every user out, so it is rotated by ' +
        'hand when needed (docs/deploy.md), not on a schedule.',
    });
    // Without the pepper no stored password verifies, and without the export key no export does:
    // both stay when the stack goes, as the table does.
    this.passwordPepper = new secretsmanager.Secret(this, 'PasswordPepper', {
      description: 'HMAC key every password hash is peppered with; whoever writes the table cannot read it',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.passwordPepper).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Every stored password hash is made with this key: a new value would make every password fail, so it ' +
        'is never rotated (docs/deploy.md).',
    });
    this.exportKey = new secretsmanager.Secret(this, 'ExportKey', {
      description: "HMAC key that signs a firm's export (npm run export-firm) and that its import checks",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.exportKey).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Exports signed with this key are checked with it when imported, perhaps years later: it is replaced ' +
        'by hand, not on a schedule (docs/deploy.md).',
    });

    this.mailFrom = new CfnParameter(Stack.of(this), 'MailFrom', {
      type: 'String',
      description:
        'Sender address of the e-mails (a verified SES identity, or an address of a verified domain)',
      allowedPattern: EMAIL_PATTERN,
      ...(props.mailFrom ? { default: props.mailFrom } : {}),
    });
    const identityArn = (identity: string) =>
      Stack.of(this).formatArn({
        service: 'ses',
        resource: 'identity',
        resourceName: identity,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      });
    const address = this.mailFrom.valueAsString;
    this.mailIdentityArns = [identityArn(address), identityArn(Fn.select(1, Fn.split('@', address)))];
  }
}

/** The most metrics CloudWatch lets one alarm's math expression read. */
const FUNCTIONS_PER_ERROR_ALARM = 10;

export type AlarmsProps = {
  /** Default of the `AlarmEmail` parameter (context `alarmEmail`). */
  alarmEmail?: string;
};

/**
 * An SNS topic mailed to the operator, and alarms on function errors, Lambda throttling and API
 * 5xx answers. A handler answers every foreseeable failure itself (4xx), so any of these means a
 * bug or an outage.
 */
export class Alarms extends Construct {
  readonly topic: sns.Topic;
  readonly alarmEmail: CfnParameter;
  private readonly action: actions.SnsAction;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.alarmEmail = new CfnParameter(Stack.of(this), 'AlarmEmail', {
      type: 'String',
      description: 'E-mail address that receives the alarms (confirm the subscription mail AWS sends)',
      allowedPattern: EMAIL_PATTERN,
      ...(props.alarmEmail ? { default: props.alarmEmail } : {}),
    });
    this.topic = new sns.Topic(this, 'Topic', { displayName: 'SSM platform alarms', enforceSSL: true });
    Validations.of(this.topic).acknowledge({
      id: 'AwsSolutions-SNS2',
      reason:
        'Alarm notifications carry only alarm names and metric values, no personal data; CloudWatch cannot ' +
        'publish to a topic under the AWS-managed SNS key, and a customer key would cost more than the topic.',
    });
    this.topic.addSubscription(new subscriptions.EmailSubscription(this.alarmEmail.valueAsString));
    this.action = new actions.SnsAction(this.topic);

    // Throttling comes from the account's concurrency limit, shared by every function: one alarm on
    // the account-wide metric sees it for all of them, at the price of one alarm instead of dozens.
    this.alarmOn(
      'LambdaThrottles',
      new cloudwatch.Metric({
        namespace: 'AWS/Lambda',
        metricName: 'Throttles',
        statistic: cloudwatch.Stats.SUM,
        period: Duration.minutes(5),
      }),
      'Lambda invocations were throttled (account concurrency exhausted)',
    );
  }

  /**
   * Alarms when any of the functions fails (uncaught error, timeout, out of memory). One alarm a
   * function cost 70 of CloudFormation's 500 resources a stack; an alarm's metric math takes at most
   * ten metrics, so each alarm sums the errors of ten functions and names them in its description
   * (the function's own Errors metric says which one).
   */
  watchFunctions(functions: readonly (readonly [string, lambda.IFunction])[]): void {
    for (let start = 0; start < functions.length; start += FUNCTIONS_PER_ERROR_ALARM) {
      const group = functions.slice(start, start + FUNCTIONS_PER_ERROR_ALARM);
      const usingMetrics = Object.fromEntries(
        group.map(([, fn], index) => [
          `errors${index}`,
          fn.metricErrors({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }),
        ]),
      );
      this.alarmOn(
        `FunctionErrors${start / FUNCTIONS_PER_ERROR_ALARM + 1}`,
        new cloudwatch.MathExpression({
          expression: 'SUM(FILL(METRICS(), 0))',
          usingMetrics,
          period: Duration.minutes(5),
        }),
        `A function failed: ${group.map(([name]) => name).join(', ')}`,
      );
    }
  }

  /** Alarms when a message reaches the dead-letter queue: a firm's daily run failed three times. */
  watchDeadLetters(name: string, queue: sqs.IQueue): void {
    this.alarmOn(
      `${name}-dead-letters`,
      queue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: cloudwatch.Stats.MAXIMUM,
      }),
      `Messages of ${name} failed three times and wait in its dead-letter queue`,
    );
  }

  /** Alarms on any 5xx answer of the API. */
  watchApi(httpApi: apigw.HttpApi): void {
    this.alarmOn(
      'Api5xx',
      httpApi.metricServerError({ period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM }),
      'The API answered 5xx',
    );
  }

  private alarmOn(id: string, metric: cloudwatch.IMetric, description: string): void {
    const alarm = new cloudwatch.Alarm(this, id, {
      metric,
      alarmDescription: description,
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(this.action);
  }
}
