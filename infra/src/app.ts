import { fileURLToPath } from 'node:url';
import { parseSealedFileRetentionYears } from '@ssm/functions/deployment';
import { readSiteConfig, routeList } from '@ssm/shared';
import { App } from 'aws-cdk-lib';
import { EdgeFirewallStack } from './edge-firewall';
import { jobList } from './jobs';
import { addNagChecks } from './nag';
import { PlatformStack } from './platform-stack';

/** The repository root (this file is `infra/src/app.ts`). */
export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Frankfurt, the region the local platform's S3 settings name too. */
export const DEFAULT_REGION = 'eu-central-1';

export const DEFAULT_STACK_NAME = 'SsmTraining';

/**
 * Builds the app from its context (`-c key=value` or `cdk.json`): `region`, `account`,
 * `stackName`, `domainName` + `certificateArn`, `mailFrom`, `alarmEmail`, the site's contact
 * details `contactEmail`, `contactPhone`, `helpUrl` (shared/src/site-config.ts), and
 * `sealedFileRetentionYears` (docs/deploy.md).
 */
export function createApp(app = new App()): { app: App; stack: PlatformStack; edge: EdgeFirewallStack } {
  const context = (key: string): string | undefined => {
    const value = app.node.tryGetContext(key);
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const domainName = context('domainName');
  const certificateArn = context('certificateArn');
  if (Boolean(domainName) !== Boolean(certificateArn)) {
    throw new Error('Give both domainName and certificateArn (an ACM certificate in us-east-1), or neither.');
  }
  const stackName = context('stackName') ?? DEFAULT_STACK_NAME;
  // No account needed to synthesise: the stacks are account-agnostic unless one is given.
  const account = context('account') ?? process.env.CDK_DEFAULT_ACCOUNT;
  const edge = new EdgeFirewallStack(app, `${stackName}Edge`, {
    env: { account },
    description: 'SSM/PSI e-training platform: the web ACL in front of CloudFront (us-east-1)',
    routes: routeList,
  });
  const stack = new PlatformStack(app, stackName, {
    env: { account, region: context('region') ?? DEFAULT_REGION },
    crossRegionReferences: true,
    webAclArn: edge.webAcl.attrArn,
    description: 'SSM/PSI e-training platform',
    routes: routeList,
    jobs: jobList,
    repoRoot: REPO_ROOT,
    domain: domainName && certificateArn ? { domainName, certificateArn } : undefined,
    mailFrom: context('mailFrom'),
    alarmEmail: context('alarmEmail'),
    siteConfig: readSiteConfig(context),
    // A number in cdk.json, a string from `-c`: both name the years.
    sealedFileRetentionYears: parseSealedFileRetentionYears(
      String(app.node.tryGetContext('sealedFileRetentionYears') ?? ''),
    ),
  });
  addNagChecks(app);
  return { app, stack, edge };
}
