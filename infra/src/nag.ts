import { type App, Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Every AwsSolutions rule runs at synth; an unsuppressed finding fails `cdk synth` and
 * `Template.fromStack` alike. Each acknowledgement sits beside the construct it concerns.
 */
export function addNagChecks(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * A value as cdk-nag names it in a finding (`<Bucket1234.Arn>/*`), so an acknowledgement can
 * target exactly one wildcard resource instead of the whole rule.
 */
export function nagText(scope: IConstruct, value: string): string {
  return flattenCfnReference(Stack.of(scope).resolve(value));
}
