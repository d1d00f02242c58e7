import { ENV } from '@ssm/functions/deployment';
import {
  type AwsNeeds,
  type BucketAccess,
  type BucketName,
  type QueueAccess,
  type QueueName,
  type RouteDefinition,
  routeList,
} from '@ssm/shared';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/app';
import type { AppFunction } from '../src/app-function';
import { jobList } from '../src/jobs';
import type { PlatformStack } from '../src/platform-stack';
import {
  buildRoute,
  getAtt,
  joined,
  logicalId,
  makeRepoRoot,
  STACK_ID_RANDOM_PART,
  type Synthesized,
  sortStatements,
  synthesize,
} from './support/synth';

/*
 * The access each declared need must give, written out as the specification (deliberately not
 * derived from the stack's own tables): exactly these actions, on exactly these resources.
 */
const TABLE_READ = [
  'dynamodb:BatchGetItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:GetItem',
  'dynamodb:Query',
  'dynamodb:TransactGetItems',
];
const TABLE_WRITE = [
  'dynamodb:BatchGetItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
  'dynamodb:DeleteItem',
  'dynamodb:GetItem',
  'dynamodb:PutItem',
  'dynamodb:Query',
  'dynamodb:TransactGetItems',
  'dynamodb:TransactWriteItems',
  'dynamodb:UpdateItem',
];
const BUCKET: Record<BucketAccess, string | string[]> = {
  read: 's3:GetObject',
  write: ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:PutObject'],
  readwrite: ['s3:AbortMultipartUpload', 's3:DeleteObject', 's3:GetObject', 's3:PutObject'],
};
const QUEUE: Record<QueueAccess, string | string[]> = {
  send: 'sqs:SendMessage',
  consume: ['sqs:DeleteMessage', 'sqs:GetQueueAttributes', 'sqs:ReceiveMessage'],
};
const partition = { Ref: 'AWS::Partition' };
const account = { Ref: 'AWS::AccountId' };

function expectedStatements(stack: PlatformStack, needs: AwsNeeds): unknown[] {
  const table = logicalId(stack.data.table);
  const allow = (Action: unknown, Resource: unknown) => ({ Action, Effect: 'Allow', Resource });
  const bucketIds: Record<BucketName, string> = {
    courseFiles: logicalId(stack.storage.courseFiles),
    archives: logicalId(stack.storage.archives),
  };
  const statements = [
    allow(['logs:CreateLogStream', 'logs:PutLogEvents'], getAtt(logicalId(stack.functionLogs))),
    allow('secretsmanager:GetSecretValue', { Ref: logicalId(stack.secrets.tokenSecret) }),
    allow(needs.table === 'write' ? TABLE_WRITE : TABLE_READ, getAtt(table)),
    allow('dynamodb:Query', [joined(getAtt(table), '/index/GSI1'), joined(getAtt(table), '/index/GSI2')]),
  ];
  for (const [name, access] of Object.entries(needs.buckets ?? {}) as [BucketName, BucketAccess][]) {
    // The course files hold the sealed files, written with an Object Lock retention, deleted by version.
    const actions =
      name === 'courseFiles' && access !== 'read'
        ? [...(BUCKET[access] as string[]), 's3:DeleteObjectVersion', 's3:PutObjectRetention']
        : BUCKET[access];
    statements.push(allow(actions, joined(getAtt(bucketIds[name]), '/*')));
  }
  for (const [name, access] of Object.entries(needs.queues ?? {}) as [QueueName, QueueAccess][]) {
    statements.push(allow(QUEUE[access], getAtt(logicalId(stack.jobQueues.queues[name]))));
  }
  if (needs.mail) {
    const identity = (name: unknown) =>
      joined('arn:', partition, ':ses:eu-central-1:', account, ':identity/', name);
    statements.push(
      allow('ses:SendEmail', [
        identity({ Ref: 'MailFrom' }),
        identity({ 'Fn::Select': [1, { 'Fn::Split': ['@', { Ref: 'MailFrom' }] }] }),
      ]),
    );
  }
  const invoked = (needs.invokes ?? []).flatMap((job) => stack.jobs.functions.get(job) ?? []);
  if (invoked.length > 0) {
    const arns = invoked.map((job) => getAtt(logicalId(job.function)));
    statements.push(allow('lambda:InvokeFunction', arns.length === 1 ? arns[0] : arns));
  }
  if (needs.seal) {
    statements.push(
      allow(
        needs.seal === 'sign' ? ['kms:DescribeKey', 'kms:GetPublicKey', 'kms:Sign'] : 'kms:GetPublicKey',
        getAtt(logicalId(stack.seal.key)),
      ),
      allow('secretsmanager:GetSecretValue', { Ref: logicalId(stack.seal.certificateChain) }),
    );
  }
  if (needs.passwords) {
    statements.push(allow('secretsmanager:GetSecretValue', { Ref: logicalId(stack.secrets.passwordPepper) }));
  }
  return sortStatements(statements);
}

/** Every IAM statement the function's role holds: its one inline policy, and no policy attached to it. */
function grantedStatements({ stack, template }: Synthesized, appFunction: AppFunction): unknown[] {
  const role = { Ref: logicalId(appFunction.role) };
  const attached = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
    (policy.Properties.Roles as unknown[]).some(
      (candidate) => JSON.stringify(candidate) === JSON.stringify(role),
    ),
  );
  expect(attached, `policies attached to ${appFunction.node.path}`).toEqual([]);
  const roleResource = template.toJSON().Resources[logicalId(appFunction.role)];
  expect(roleResource.Properties.ManagedPolicyArns).toBeUndefined();
  expect(roleResource.Properties.Policies, `inline policies of ${appFunction.node.path}`).toHaveLength(1);
  void stack;
  return sortStatements(roleResource.Properties.Policies[0].PolicyDocument.Statement);
}

function routeKeys(template: Synthesized['template']): string[] {
  return Object.values(template.findResources('AWS::ApiGatewayV2::Route')).map(
    (route) => route.Properties.RouteKey,
  );
}

/** The contract's routes, seen through the type every route satisfies. */
const contract: readonly RouteDefinition[] = routeList;

describe('the stack built from the real route table', () => {
  let synthesized: Synthesized;

  beforeAll(() => {
    synthesized = synthesize({ routes: contract, jobs: jobList, repoRoot: REPO_ROOT });
  });

  it('has one Lambda per contract entry plus one per job, and nothing else', () => {
    const { stack, template } = synthesized;

    template.resourceCountIs('AWS::Lambda::Function', contract.length + jobList.length);
    expect([...stack.api.functions.keys()].sort()).toEqual(contract.map((route) => route.id).sort());
    expect([...stack.jobs.functions.keys()].sort()).toEqual(jobList.map((job) => job.id).sort());
  });

  it('stays 40 resources under the 500 a CloudFormation stack may hold, with a role per distinct access', () => {
    const { stack, template } = synthesized;
    const resources = Object.keys(template.toJSON().Resources);
    const functions = [...stack.api.functions.values(), ...stack.jobs.functions.values()];
    const statementsOf = (appFunction: AppFunction) =>
      JSON.stringify(grantedStatements(synthesized, appFunction));

    // A route costs a function, an integration and a route (and a role when its access is new;
    // API Gateway invokes every route function as one role, no permission per function): 40
    // spare are about thirteen more routes, and this fails first, while there is still room to
    // make the stack smaller.
    expect(resources.length).toBeLessThanOrEqual(500 - 40);
    // A role per distinct access, and the one API Gateway invokes the route functions as.
    template.resourceCountIs('AWS::IAM::Role', new Set(functions.map(statementsOf)).size + 1);
    expect(new Set(functions.map((appFunction) => appFunction.role)).size).toBe(
      new Set(functions.map(statementsOf)).size,
    );
  });

  it('has one HTTP API route per contract entry, method and path as declared', () => {
    const { template } = synthesized;

    const keys = routeKeys(template);

    expect(keys).toHaveLength(contract.length);
    expect(keys.sort()).toEqual(contract.map((route) => `${route.method} ${route.path}`).sort());
  });

  it("sends each route to its own function's integration", () => {
    const { stack, template } = synthesized;
    const routes = template.findResources('AWS::ApiGatewayV2::Route');
    const integrations = template.findResources('AWS::ApiGatewayV2::Integration');

    for (const route of contract) {
      const [, resource] = Object.entries(routes).find(
        ([, candidate]) => candidate.Properties.RouteKey === `${route.method} ${route.path}`,
      )!;
      const integrationId = resource.Properties.Target['Fn::Join'][1][1].Ref as string;
      const integration = integrations[integrationId]!;

      expect(integration.Properties).toEqual({
        ApiId: { Ref: logicalId(stack.api.httpApi) },
        IntegrationType: 'AWS_PROXY',
        IntegrationUri: getAtt(logicalId(stack.api.functions.get(route.id)!.function)),
        PayloadFormatVersion: '2.0',
        CredentialsArn: getAtt(logicalId(stack.api.invokeRole)),
      });
    }
  });

  it('lets API Gateway invoke the route functions through its role, with no permission on any of them', () => {
    const { stack, template } = synthesized;
    const permissions = Object.values(template.findResources('AWS::Lambda::Permission'));

    expect(permissions.map((permission) => permission.Properties.Principal)).not.toContain(
      'apigateway.amazonaws.com',
    );
    const permitted = permissions.map((permission) => JSON.stringify(permission.Properties.FunctionName));
    for (const appFunction of stack.api.functions.values()) {
      expect(permitted).not.toContain(JSON.stringify(getAtt(logicalId(appFunction.function))));
      expect(permitted).not.toContain(JSON.stringify({ Ref: logicalId(appFunction.function) }));
    }
  });

  it('gives the invoke role to API Gateway alone, allowed to invoke exactly the route functions', () => {
    const { stack, template } = synthesized;
    const resources = template.toJSON().Resources;
    const role = resources[logicalId(stack.api.invokeRole)];

    expect(role.Properties.AssumeRolePolicyDocument.Statement).toEqual([
      { Action: 'sts:AssumeRole', Effect: 'Allow', Principal: { Service: 'apigateway.amazonaws.com' } },
    ]);
    expect(role.Properties.ManagedPolicyArns).toBeUndefined();
    expect(role.Properties.Policies).toHaveLength(1);
    expect(role.Properties.Policies[0].PolicyDocument.Statement).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        Effect: 'Allow',
        Resource: joined('arn:', partition, ':lambda:eu-central-1:', account, ':function:Test_*'),
      },
    ]);
    const attached = Object.values(template.findResources('AWS::IAM::Policy')).filter((policy) =>
      JSON.stringify(policy.Properties.Roles).includes(logicalId(stack.api.invokeRole)),
    );
    expect(attached).toEqual([]);
    // The pattern's prefix is the stack's name and an underscore: every route function carries
    // it, and no other function does (CloudFormation names those `<stack>-<logical id>-<random>`).
    for (const route of contract) {
      const appFunction = stack.api.functions.get(route.id)!;
      expect(resources[logicalId(appFunction.function)].Properties.FunctionName).toBe(`Test_${route.id}`);
    }
    for (const appFunction of stack.jobs.functions.values()) {
      expect(resources[logicalId(appFunction.function)].Properties.FunctionName).toBeUndefined();
    }
    const trustingApiGateway = Object.values(template.findResources('AWS::IAM::Role')).filter((candidate) =>
      JSON.stringify(candidate.Properties.AssumeRolePolicyDocument).includes('apigateway.amazonaws.com'),
    );
    expect(trustingApiGateway).toEqual([role]);
  });

  it('grants every route function exactly the statements its declared needs call for', () => {
    const needsKinds = contract.map((route) => route.needs.table);
    // The list must hold both kinds for this test to prove anything about them.
    expect(needsKinds).toContain('read');
    expect(needsKinds).toContain('write');

    for (const route of contract) {
      const appFunction = synthesized.stack.api.functions.get(route.id)!;

      expect(grantedStatements(synthesized, appFunction), route.id).toEqual(
        expectedStatements(synthesized.stack, route.needs),
      );
    }
  });

  it('runs every function on Node 24, arm64, with source maps, logging to the one log group of the functions', () => {
    const functions = Object.values(synthesized.template.findResources('AWS::Lambda::Function'));

    for (const resource of functions) {
      expect(resource.Properties).toMatchObject({
        Runtime: 'nodejs24.x',
        Architectures: ['arm64'],
        Handler: 'index.handler',
        Environment: { Variables: { NODE_OPTIONS: '--enable-source-maps' } },
        LoggingConfig: { LogGroup: { Ref: logicalId(synthesized.stack.functionLogs) } },
      });
    }
    const logGroups = Object.values(synthesized.template.findResources('AWS::Logs::LogGroup'));
    expect(logGroups.every((group) => typeof group.Properties.RetentionInDays === 'number')).toBe(true);
  });

  it('sizes each function by its route class', () => {
    for (const route of contract) {
      const resource =
        synthesized.template.toJSON().Resources[
          logicalId(synthesized.stack.api.functions.get(route.id)!.function)
        ];
      const heavy = route.routeClass === 'heavy';

      expect(resource.Properties.MemorySize, route.id).toBe(heavy ? 1536 : 512);
      expect(resource.Properties.Timeout, route.id).toBe(heavy ? 29 : 10);
    }
  });

  it('gives every function the environment the handlers read, under the names of config.ts', () => {
    const { stack, template } = synthesized;
    const resources = template.toJSON().Resources;

    for (const route of contract) {
      const variables =
        resources[logicalId(stack.api.functions.get(route.id)!.function)].Properties.Environment.Variables;

      expect(variables).toMatchObject({
        [ENV.tableName]: { Ref: logicalId(stack.data.table) },
        [ENV.courseFilesBucket]: { Ref: logicalId(stack.storage.courseFiles) },
        [ENV.archivesBucket]: { Ref: logicalId(stack.storage.archives) },
        [ENV.tokenSecretArn]: { Ref: logicalId(stack.secrets.tokenSecret) },
        [ENV.mailTransport]: 'ses',
        [ENV.mailFrom]: { Ref: 'MailFrom' },
        [ENV.publicBaseUrl]: joined('https://', getAtt(logicalId(stack.site.distribution), 'DomainName')),
        [ENV.originToken]: STACK_ID_RANDOM_PART,
        [ENV.sealKeyArn]: getAtt(logicalId(stack.seal.key)),
        [ENV.sealCertificateSecretArn]: { Ref: logicalId(stack.seal.certificateChain) },
      });
      if (route.needs.passwords) {
        expect(variables[ENV.passwordPepperSecretArn], route.id).toEqual({
          Ref: logicalId(stack.secrets.passwordPepper),
        });
      } else {
        expect(variables, route.id).not.toHaveProperty(ENV.passwordPepperSecretArn);
      }
      // Plain secrets, the export key and local endpoints never reach AWS's functions.
      expect(variables).not.toHaveProperty(ENV.tokenSecret);
      expect(variables).not.toHaveProperty(ENV.passwordPepper);
      expect(variables).not.toHaveProperty(ENV.exportKey);
      expect(variables).not.toHaveProperty(ENV.exportKeySecretArn);
      expect(variables).not.toHaveProperty(ENV.dynamodbEndpoint);
      expect(variables).not.toHaveProperty(ENV.s3Endpoint);
      expect(variables).not.toHaveProperty(ENV.sealDir);
    }
  });

  it("lets only the sealing functions sign with the seal's key, and nothing use it beyond its declared actions", () => {
    const { stack, template } = synthesized;
    const key = getAtt(logicalId(stack.seal.key));
    const functions = [...stack.api.functions, ...stack.jobs.functions];
    const kmsActionsOf = (appFunction: AppFunction) =>
      grantedStatements(synthesized, appFunction).flatMap((statement) => {
        const { Action, Resource } = statement as { Action: string | string[]; Resource: unknown };
        const actions = [Action].flat().filter((action) => action.startsWith('kms:'));
        if (actions.length > 0) expect(Resource).toEqual(key);
        return actions;
      });

    const signers = functions.filter(([, appFunction]) => kmsActionsOf(appFunction).includes('kms:Sign'));
    expect(signers.map(([id]) => id).sort()).toEqual(
      [...contract, ...jobList]
        .filter((entry) => entry.needs.seal === 'sign')
        .map((entry) => entry.id)
        .sort(),
    );
    expect(signers.length).toBeGreaterThan(0);
    const everyAction = functions.flatMap(([, appFunction]) => kmsActionsOf(appFunction));
    expect([...new Set(everyAction)].sort()).toEqual(['kms:DescribeKey', 'kms:GetPublicKey', 'kms:Sign']);
    template.hasResourceProperties('AWS::KMS::Key', { KeySpec: 'RSA_3072', KeyUsage: 'SIGN_VERIFY' });
    expect(template.toJSON().Resources[logicalId(stack.seal.key)].DeletionPolicy).toBe('Retain');
  });

  it('lets only the functions that hash or check a password read the pepper, and none read the export key', () => {
    const { stack, template } = synthesized;
    const readers = (secret: IConstruct) =>
      [...stack.api.functions, ...stack.jobs.functions]
        .filter(([, appFunction]) =>
          grantedStatements(synthesized, appFunction).some(
            (statement) =>
              JSON.stringify((statement as { Resource: unknown }).Resource) ===
              JSON.stringify({ Ref: logicalId(secret) }),
          ),
        )
        .map(([id]) => id)
        .sort();

    expect(readers(stack.secrets.passwordPepper)).toEqual(
      contract
        .filter((route) => route.needs.passwords)
        .map((route) => route.id)
        .sort(),
    );
    expect(readers(stack.secrets.passwordPepper)).toContain('token');
    expect(readers(stack.secrets.exportKey)).toEqual([]);
    const resources = template.toJSON().Resources;
    for (const secret of [stack.secrets.passwordPepper, stack.secrets.exportKey]) {
      expect(resources[logicalId(secret)].DeletionPolicy).toBe('Retain');
      expect(resources[logicalId(secret)].Properties.GenerateSecretString).toMatchObject({
        PasswordLength: 64,
      });
    }
  });
});

describe('the stack built from a route table with every kind of need', () => {
  const routes: RouteDefinition[] = [
    buildRoute({ id: 'read-only', method: 'GET', path: '/api/things', needs: { table: 'read' } }),
    buildRoute({ id: 'writing', method: 'POST', path: '/api/things', needs: { table: 'write' } }),
    buildRoute({
      id: 'files',
      method: 'PUT',
      path: '/api/things/{id}/file',
      needs: { table: 'write', buckets: { courseFiles: 'readwrite', archives: 'read' } },
      routeClass: 'heavy',
    }),
    buildRoute({ id: 'upload-only', needs: { table: 'read', buckets: { courseFiles: 'write' } } }),
    buildRoute({ id: 'mailing', needs: { table: 'write', mail: true } }),
    buildRoute({ id: 'archiving', needs: { table: 'read', invokes: ['archive'] } }),
    buildRoute({ id: 'asking-reset', needs: { table: 'write', invokes: ['password-reset-mail'] } }),
    buildRoute({ id: 'sealing', needs: { table: 'write', seal: 'sign' } }),
    buildRoute({ id: 'checking-seal', needs: { table: 'read', seal: 'verify' } }),
    buildRoute({ id: 'hashing', needs: { table: 'write', passwords: true } }),
  ];
  let synthesized: Synthesized;

  beforeAll(() => {
    const repoRoot = makeRepoRoot({
      'functions/src/archives/jobs/archive.ts': 'export const handler = async () => {};',
      'functions/src/accounts/jobs/password-reset-mail.ts': 'export const handler = async () => {};',
      'functions/src/training-status/jobs/training-status.ts': 'export const handler = async () => {};',
      'functions/src/training-status/jobs/training-status-firm.ts': 'export const handler = async () => {};',
    });
    synthesized = synthesize({ routes, jobs: jobList, repoRoot });
  });

  it.each(routes.map((route) => [route.id, route] as const))(
    'grants %s exactly its declared statements',
    (_id, route) => {
      const appFunction = synthesized.stack.api.functions.get(route.id)!;

      expect(grantedStatements(synthesized, appFunction)).toEqual(
        expectedStatements(synthesized.stack, route.needs),
      );
    },
  );

  it('keeps a read-only route from writing, a route without files from S3 and mail to the mailers', () => {
    const actionsOf = (id: string) =>
      grantedStatements(synthesized, synthesized.stack.api.functions.get(id)!).flatMap((statement) =>
        [(statement as { Action: string | string[] }).Action].flat(),
      );

    expect(
      actionsOf('read-only').filter((action) => /^(dynamodb|s3):.*(Put|Update|Delete|Write)/.test(action)),
    ).toEqual([]);
    expect(actionsOf('writing').filter((action) => action.startsWith('s3:'))).toEqual([]);
    expect(actionsOf('writing')).not.toContain('ses:SendEmail');
    expect(actionsOf('mailing')).toContain('ses:SendEmail');
    expect(actionsOf('read-only')).not.toContain('dynamodb:Scan');
    expect(actionsOf('files')).not.toContain('dynamodb:Scan');
  });

  it('grants the jobs their declared needs too', () => {
    for (const job of jobList) {
      const appFunction = synthesized.stack.jobs.functions.get(job.id)!;

      expect(grantedStatements(synthesized, appFunction), job.id).toEqual(
        expectedStatements(synthesized.stack, job.needs),
      );
    }
  });

  it('tells each job-starting route the function of its job, and no other', () => {
    const { stack, template } = synthesized;
    const variablesOf = (id: string) =>
      template.toJSON().Resources[logicalId(stack.api.functions.get(id)!.function)].Properties.Environment
        .Variables;

    expect(variablesOf('archiving')[ENV.archiveJobFunctionName]).toEqual({
      Ref: logicalId(stack.jobs.functions.get('archive')!.function),
    });
    expect(variablesOf('archiving')).not.toHaveProperty(ENV.passwordResetMailFunctionName);
    expect(variablesOf('asking-reset')[ENV.passwordResetMailFunctionName]).toEqual({
      Ref: logicalId(stack.jobs.functions.get('password-reset-mail')!.function),
    });
    expect(variablesOf('asking-reset')).not.toHaveProperty(ENV.archiveJobFunctionName);
    expect(variablesOf('read-only')).not.toHaveProperty(ENV.archiveJobFunctionName);
    expect(variablesOf('read-only')).not.toHaveProperty(ENV.passwordResetMailFunctionName);
  });

  it('lets the reset request start its mail job without sending mail itself, and only the job mail', () => {
    const actionsOf = (appFunction: AppFunction) =>
      grantedStatements(synthesized, appFunction).flatMap((statement) =>
        [(statement as { Action: string | string[] }).Action].flat(),
      );
    const request = synthesized.stack.api.functions.get('asking-reset')!;
    const mailJob = synthesized.stack.jobs.functions.get('password-reset-mail')!;

    expect(actionsOf(request)).toContain('lambda:InvokeFunction');
    expect(actionsOf(request)).not.toContain('ses:SendEmail');
    expect(actionsOf(mailJob)).toContain('ses:SendEmail');
    expect(actionsOf(mailJob)).not.toContain('lambda:InvokeFunction');
    expect(synthesized.template.toJSON().Resources[logicalId(mailJob.function)].Properties).toMatchObject({
      MemorySize: 256,
      Timeout: 30,
    });
  });

  it('sizes heavy routes larger', () => {
    const resource =
      synthesized.template.toJSON().Resources[
        logicalId(synthesized.stack.api.functions.get('files')!.function)
      ];

    expect(resource.Properties).toMatchObject({ MemorySize: 1536, Timeout: 29 });
  });

  it('has exactly the synthetic routes and the jobs', () => {
    synthesized.template.resourceCountIs('AWS::Lambda::Function', routes.length + jobList.length);
    expect(routeKeys(synthesized.template).sort()).toEqual(
      [
        'GET /api/things',
        'POST /api/things',
        'PUT /api/things/{id}/file',
        'POST /api/upload-only',
        'POST /api/mailing',
        'POST /api/archiving',
        'POST /api/asking-reset',
        'POST /api/sealing',
        'POST /api/checking-seal',
        'POST /api/hashing',
      ].sort(),
    );
  });
});

describe("the route functions' names", () => {
  it('stop the synth when one would pass the 64 characters Lambda accepts, naming the route', () => {
    const route = buildRoute({ id: 'r'.repeat(30), needs: { table: 'read' } });
    const synthesizeAs = (stackName: string) => () =>
      synthesize({ routes: [route], repoRoot: makeRepoRoot(), stackName });

    expect(synthesizeAs('S'.repeat(34))).toThrow(`The function of route ${route.id} would be named`);
    expect(synthesizeAs('S'.repeat(33))).not.toThrow();
  });
});
