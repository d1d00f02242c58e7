import { createHash } from 'node:crypto';
import type {
  AwsNeeds,
  BucketAccess,
  BucketName,
  InvokedJob,
  QueueAccess,
  QueueName,
  RouteClass,
} from '@ssm/shared';
import { Duration, Stack, Validations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { nagText } from './nag';
import { SEALED_FILES_BUCKET } from './storage';

/** Memory and timeout of a function by its class. */
export type Sizing = { memorySize: number; timeout: Duration };

/*
 * Memory buys CPU on Lambda: 512 MB gives scrypt logins and cold starts enough of it. Heavy routes
 * (files, bulk work) get more and most of API Gateway's 30 s limit.
 */
export const ROUTE_SIZING: Record<RouteClass, Sizing> = {
  standard: { memorySize: 512, timeout: Duration.seconds(10) },
  heavy: { memorySize: 1536, timeout: Duration.seconds(29) },
};

/** How long function logs are kept. */
export const LOG_RETENTION = logs.RetentionDays.THREE_MONTHS;

/** What the stack owns that a function may be granted, by the names the contract uses. */
export type GrantTargets = {
  tableArn: string;
  indexArns: string[];
  bucketArns: Record<BucketName, string>;
  tokenSecretArn: string;
  /** The password pepper, read only by the functions that hash or check a password. */
  passwordPepperSecretArn: string;
  /** SES identities the sender address may send as (the address and its domain). */
  mailIdentityArns: string[];
  /** The functions of the jobs routes start; a job is absent until its module exists. */
  jobArns: Partial<Record<InvokedJob, string>>;
  /** The daily job's queues (jobs.ts). */
  queueArns: Record<QueueName, string>;
  /** The seal's KMS key and the secret holding its certificate chain (seal.ts). */
  sealKeyArn: string;
  sealCertificateSecretArn: string;
  /**
   * The one log group every function writes to, each in log streams named after it (Lambda's
   * custom log groups): a group per function cost 80 of CloudFormation's 500 resources a stack.
   */
  functionLogs: logs.ILogGroup;
};

const TABLE_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:TransactGetItems',
];
const TABLE_WRITE = [
  'dynamodb:BatchWriteItem',
  'dynamodb:DeleteItem',
  'dynamodb:PutItem',
  'dynamodb:TransactWriteItems',
  'dynamodb:UpdateItem',
];
/**
 * Only a sealing function signs; a verifying one reads the public half. The self-signed
 * certificate is made by the key itself, so sealing also describes the key (its creation date).
 */
const SEAL_ACTIONS = {
  sign: ['kms:DescribeKey', 'kms:GetPublicKey', 'kms:Sign'],
  verify: ['kms:GetPublicKey'],
} as const;
/** A sender only sends; a consumer is what Lambda's reading of the queue for the function needs. */
const QUEUE_ACTIONS: Record<QueueAccess, string[]> = {
  send: ['sqs:SendMessage'],
  consume: ['sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:ReceiveMessage'],
};
const BUCKET_ACTIONS: Record<BucketAccess, string[]> = {
  read: ['s3:GetObject'],
  // Abort lets a failed multipart upload (a large ZIP) clean up after itself.
  write: ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:PutObject'],
  readwrite: ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject'],
};

/**
 * The IAM statements a function gets for its declared needs, and nothing else: no Scan, no
 * wildcard action, no bucket it did not declare, no mail unless it sends mail. Besides the needs,
 * every function reads the token secret (each handler's configuration requires it) and writes to
 * the functions' log group.
 */
export function describeAccess(needs: AwsNeeds, targets: GrantTargets): iam.PolicyStatement[] {
  const allow = (actions: string[], resources: string[]) =>
    new iam.PolicyStatement({ effect: iam.Effect.ALLOW, actions, resources });
  const statements = [
    allow(['logs:CreateLogStream', 'logs:PutLogEvents'], [targets.functionLogs.logGroupArn]),
    allow(['secretsmanager:GetSecretValue'], [targets.tokenSecretArn]),
    allow(needs.table === 'write' ? [...TABLE_READ, ...TABLE_WRITE].sort() : TABLE_READ, [targets.tableArn]),
    // Only Query reads an index; the item-level actions have no meaning there.
    allow(['dynamodb:Query'], targets.indexArns),
  ];
  for (const [name, access] of Object.entries(needs.buckets ?? {}) as [BucketName, BucketAccess][]) {
    // A sealed file is written with its Object Lock retention, which only the first action sets,
    // and deleted (once its retention is over) by its version, which only the second does.
    const locks =
      name === SEALED_FILES_BUCKET && access !== 'read'
        ? ['s3:DeleteObjectVersion', 's3:PutObjectRetention']
        : [];
    statements.push(allow([...BUCKET_ACTIONS[access], ...locks], [`${targets.bucketArns[name]}/*`]));
  }
  for (const [name, access] of Object.entries(needs.queues ?? {}) as [QueueName, QueueAccess][]) {
    statements.push(allow(QUEUE_ACTIONS[access], [targets.queueArns[name]]));
  }
  if (needs.mail) {
    statements.push(allow(['ses:SendEmail'], targets.mailIdentityArns));
  }
  const invokedArns = (needs.invokes ?? []).flatMap((job) => targets.jobArns[job] ?? []);
  if (invokedArns.length > 0) {
    statements.push(allow(['lambda:InvokeFunction'], invokedArns));
  }
  if (needs.seal) {
    statements.push(allow([...SEAL_ACTIONS[needs.seal]], [targets.sealKeyArn]));
    statements.push(allow(['secretsmanager:GetSecretValue'], [targets.sealCertificateSecretArn]));
  }
  if (needs.passwords) {
    statements.push(allow(['secretsmanager:GetSecretValue'], [targets.passwordPepperSecretArn]));
  }
  return statements;
}

/**
 * The functions' roles, one per distinct set of statements `describeAccess` derives: functions
 * whose declared needs grant the same access share a role, so each function still holds exactly
 * the statements of its needs and nothing more, and the stack holds a role per kind of access
 * (about 25) instead of one per function (about 100 of CloudFormation's 500 resources a stack).
 * The statements live in the role itself, not in a policy resource attached to it: the role never
 * exists without them, so no invocation can run before they apply.
 */
export class AccessRoles extends Construct {
  private readonly roles = new Map<string, iam.Role>();

  /** The role holding exactly the statements of these needs, made by the first function needing it. */
  roleFor(needs: AwsNeeds, targets: GrantTargets): iam.Role {
    const document = new iam.PolicyDocument({ statements: describeAccess(needs, targets) });
    const statements = JSON.stringify(Stack.of(this).resolve(document.toJSON()));
    const known = this.roles.get(statements);
    if (known) return known;
    // Named by its statements: the same access keeps the same role however the routes change.
    const id = `Role${createHash('sha256').update(statements).digest('hex').slice(0, 12)}`;
    const role = new iam.Role(this, id, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Functions that need ${describeNeeds(needs)}`,
      inlinePolicies: { Access: document },
    });
    for (const name of Object.keys(needs.buckets ?? {}) as BucketName[]) {
      Validations.of(role).acknowledge({
        id: `AwsSolutions-IAM5[Resource::${nagText(role, `${targets.bucketArns[name]}/*`)}]`,
        reason:
          `Object actions in the ${name} bucket, which the functions of this role declare in their needs; object ` +
          'keys carry ids created at run time, so no fixed key list exists (the keys are built and checked in code).',
      });
    }
    this.roles.set(statements, role);
    return role;
  }
}

/** The needs in a role's description, e.g. `table write, courseFiles readwrite, seal sign`. */
function describeNeeds(needs: AwsNeeds): string {
  const parts = [`table ${needs.table}`];
  for (const [name, access] of Object.entries({ ...needs.buckets, ...needs.queues }))
    parts.push(`${name} ${access}`);
  if (needs.mail) parts.push('mail');
  for (const job of needs.invokes ?? []) parts.push(`invoke ${job}`);
  if (needs.seal) parts.push(`seal ${needs.seal}`);
  if (needs.passwords) parts.push('passwords');
  return parts.join(', ');
}

export type AppFunctionProps = {
  /** The function's name; CloudFormation makes one up without. */
  functionName?: string;
  description: string;
  code: lambda.Code;
  sizing: Sizing;
  needs: AwsNeeds;
  targets: GrantTargets;
  /** Where the function's role comes from, shared with the functions of the same access. */
  roles: AccessRoles;
  environment: Record<string, string>;
};

/**
 * Every Lambda of the platform, route or job: Node 24 on arm64 (cheaper per GB-second), ESM
 * bundle with source maps, logging to the functions' log group, and a role holding exactly the
 * statements `describeAccess` derives from its needs, inline (no managed policy), shared with the
 * functions whose needs grant the same.
 */
export class AppFunction extends Construct {
  readonly function: lambda.Function;
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    this.role = props.roles.roleFor(props.needs, props.targets);
    this.function = new lambda.Function(this, 'Function', {
      functionName: props.functionName,
      description: props.description,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      handler: 'index.handler',
      code: props.code,
      memorySize: props.sizing.memorySize,
      timeout: props.sizing.timeout,
      role: this.role,
      logGroup: props.targets.functionLogs,
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
    });
  }
}
