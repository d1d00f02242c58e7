import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deferMantineDefaultVariables } from '../vite/mantine-default-variables';

const mantineEsmDir = join(dirname(createRequire(import.meta.url).resolve('@mantine/core')), '..', 'esm');
const modulePath = join(
  mantineEsmDir,
  'core/MantineProvider/MantineCssVariables/remove-default-variables.mjs',
);

type TransformHandler = (code: string, id: string) => { code: string } | undefined;

function transform(code: string): { code: string } | undefined {
  const { transform: hook } = deferMantineDefaultVariables() as unknown as {
    transform: { handler: TransformHandler };
  };
  return hook.handler(code, modulePath);
}

describe('the build step deferring Mantine default CSS variables', () => {
  it('recognises the installed Mantine module and leaves nothing computed when it loads', () => {
    const result = transform(readFileSync(modulePath, 'utf8'));
    expect(result?.code).not.toMatch(/^const defaultCssVariables = /m);
    expect(result?.code).toContain('readDefaultCssVariables().variables[key]');
  });

  it('fails the build when the module no longer reads as expected', () => {
    expect(() => transform('export function removeDefaultVariables(input) { return input; }')).toThrow(
      /changed: review this plugin/,
    );
  });
});
