import { isPublicRoute, routeList, texts } from '@ssm/shared';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { createApp, DEFAULT_REGION, DEFAULT_STACK_NAME } from '../src/app';
import { EDGE_PUBLIC_REQUESTS_PER_FIVE_MINUTES, EDGE_REGION } from '../src/edge-firewall';
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

  it.each([10, '10'])('takes a sealed-file retention of %j years from the context', (years) => {
    const { stack } = createApp(
      new App({ outdir: outdir(), context: { ...skipBundling, sealedFileRetentionYears: years } }),
    );

    Template.fromStack(stack).hasResourceProperties('AWS::S3::BucketPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Condition: { NumericLessThan: { 's3:object-lock-remaining-retention-days': '3650' } },
          }),
        ]),
      },
    });
  });

  it.each(['0', '101', '7.5', 'ten'])('refuses a sealed-file retention of %s years', (years) => {
    expect(() =>
      createApp(new App({ outdir: outdir(), context: { ...skipBundling, sealedFileRetentionYears: years } })),
    ).toThrow(/whole number of years from 1 to 100/);
  });

  it('puts a per-address rate limit of the public routes in front of CloudFront, from a us-east-1 stack', () => {
    const { stack, edge } = createApp(new App({ outdir: outdir(), context: skipBundling }));
    const edgeTemplate = Template.fromStack(edge);
    const acls = Object.values(edgeTemplate.findResources('AWS::WAFv2::WebACL'));

    expect(edge.region).toBe(EDGE_REGION);
    expect(acls).toHaveLength(1);
    const acl = acls[0]!.Properties;
    expect(acl.Scope).toBe('CLOUDFRONT');
    expect(acl.DefaultAction).toEqual({ Allow: {} });
    const [rule] = acl.Rules;
    expect(acl.Rules).toHaveLength(1);
    expect(rule.Action.Block.CustomResponse).toMatchObject({ ResponseCode: 429 });
    expect(
      JSON.parse(acl.CustomResponseBodies[rule.Action.Block.CustomResponse.CustomResponseBodyKey].Content),
    ).toEqual({
      detail: texts.api.tooManyRequests,
    });
    const rate = rule.Statement.RateBasedStatement;
    // The address CloudFront's connection came from: a forwarded-for header would let a caller choose it.
    expect(rate).toMatchObject({
      AggregateKeyType: 'IP',
      Limit: EDGE_PUBLIC_REQUESTS_PER_FIVE_MINUTES,
      EvaluationWindowSec: 300,
    });
    expect(rate.ForwardedIPConfig).toBeUndefined();
    const scoped = rate.ScopeDownStatement.OrStatement.Statements.map(
      (statement: { ByteMatchStatement: { SearchString: string; PositionalConstraint: string } }) => [
        statement.ByteMatchStatement.PositionalConstraint,
        statement.ByteMatchStatement.SearchString,
      ],
    );
    expect(scoped.sort()).toEqual(
      routeList
        .filter(isPublicRoute)
        .map((route) => ['STARTS_WITH', route.path])
        .sort(),
    );

    const distribution = Object.values(
      Template.fromStack(stack).findResources('AWS::CloudFront::Distribution'),
    )[0]!.Properties.DistributionConfig;
    expect(distribution.WebACLId).toBeDefined();
  });
});
