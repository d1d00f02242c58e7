import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { type AwsNeeds, type HttpMethod, type RouteClass, type RouteDefinition, z } from '@ssm/shared';
import { App, type CfnElement } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { afterAll } from 'vitest';
import { addNagChecks } from '../../src/nag';
import { PlatformStack, type PlatformStackProps } from '../../src/platform-stack';

export type Synthesized = { stack: PlatformStack; template: Template };

/**
 * Builds the stack as `infra/bin/app.ts` does (cdk-nag included, so any unacknowledged finding
 * throws here) with bundling skipped: these tests are about the template, not the code.
 */
export function synthesize(
  props: Partial<PlatformStackProps> & Pick<PlatformStackProps, 'routes' | 'repoRoot'>,
): Synthesized {
  const app = new App({
    outdir: makeTempDir('ssm-infra-cdk-out-'),
    context: { 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new PlatformStack(app, 'Test', {
    env: { region: 'eu-central-1' },
    jobs: [],
    webDistDir: join(props.repoRoot, 'no-web-build'),
    ...props,
  });
  addNagChecks(app);
  return { stack, template: Template.fromStack(stack) };
}

/** A route of the shape the contract declares, for lists the real contract does not have yet. */
export function buildRoute(options: {
  id: string;
  method?: HttpMethod;
  path?: `/api/${string}`;
  needs: AwsNeeds;
  routeClass?: RouteClass;
}): RouteDefinition {
  return {
    id: options.id,
    area: 'records',
    method: options.method ?? 'POST',
    path: options.path ?? `/api/${options.id}`,
    access: ['owner'],
    needs: options.needs,
    summary: `synthetic ${options.id}`,
    response: z.object({}),
    ...(options.routeClass ? { routeClass: options.routeClass } : {}),
  };
}

/** Temporary folders made by this test file, removed once its tests are done. */
const madeDirs: string[] = [];
afterAll(() => {
  for (const dir of madeDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temporary folder removed after the test file (CDK apps need an outdir: give them one). */
export function makeTempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  madeDirs.push(dir);
  return dir;
}

/** A throwaway repository root holding the given files (job modules, a web build...). */
export function makeRepoRoot(files: Record<string, string> = {}): string {
  const root = makeTempDir('ssm-infra-test-');
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

/** The logical id of a construct's CloudFormation resource. */
export function logicalId(construct: IConstruct): string {
  const resource = construct.node.defaultChild as CfnElement;
  return resource.stack.getLogicalId(resource);
}

// CloudFormation shapes of the references the stack's resources use.
export const getAtt = (id: string, attribute = 'Arn') => ({ 'Fn::GetAtt': [id, attribute] });
export const joined = (...parts: unknown[]) => ({ 'Fn::Join': ['', parts] });
/** The random part of the stack's id (`arn:...:stack/<name>/<uuid>`). */
export const STACK_ID_RANDOM_PART = { 'Fn::Select': [2, { 'Fn::Split': ['/', { Ref: 'AWS::StackId' }] }] };

/** Statements in a stable order, so two lists compare regardless of how they were built. */
export function sortStatements(statements: unknown[]): unknown[] {
  return [...statements].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
}
