import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { createApp, DEFAULT_REGION, DEFAULT_STACK_NAME } from '../src/app';
import { makeTempDir } from './support/synth';

const skipBundling = { 'aws:cdk:bundling-stacks': [] };
const outdir = () => makeTempDir('ssm-infra-cdk-out-');

describe('createApp', () => {
  it('builds one account-agnostic stack in Frankfurt by default', () => {
    const { stack } = createApp(new App({ outdir: outdir(), context: skipBundling }));

    expect(stack.stackName).toBe(DEFAULT_STACK_NAME);
    expect(stack.region).toBe(DEFAULT_REGION);
  });

  it('takes region, stack name and domain from the context', () => {
    const { stack } = createApp(
      new App({
        outdir: outdir(),
        context: {
          ...skipBundling,
          region: 'eu-south-1',
          stackName: 'SsmTrainingStaging',
          domainName: 'instruire.example.ro',
          certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc',
        },
      }),
    );

    expect(stack.region).toBe('eu-south-1');
    expect(stack.stackName).toBe('SsmTrainingStaging');
    expect(stack.site.origin).toBe('https://instruire.example.ro');
  });

  it('refuses a domain without its certificate', () => {
    expect(() =>
      createApp(
        new App({ outdir: outdir(), context: { ...skipBundling, domainName: 'instruire.example.ro' } }),
      ),
    ).toThrow(/both domainName and certificateArn/);
  });
});
