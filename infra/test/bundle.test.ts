import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleHandlers, resolveRuntimeAssets } from '../src/bundle';
import { makeRepoRoot } from './support/synth';

/** Runs a bundle's handler in a plain Node process, as on Lambda (vitest's runner would lend it a require). */
function runHandler(bundle: string) {
  const bundleUrl = pathToFileURL(bundle).href;
  return spawnSync(
    process.execPath,
    ['--input-type=module', '-e', `const m = await import('${bundleUrl}'); console.log(await m.handler());`],
    { encoding: 'utf8' },
  );
}

/** The output files of a bundle's folder that hold code. */
const codeFiles = (dir: string) => readdirSync(dir).filter((file) => file.endsWith('.mjs'));

describe('bundleHandlers', () => {
  it('builds every entry into <out>/<id>/index.mjs, minified, with a source map', async () => {
    const root = makeRepoRoot({
      'src/a.ts': "import { greet } from './shared';\nexport const handler = async () => greet('a');",
      'src/b.ts': "import { greet } from './shared';\nexport const handler = async () => greet('b');",
      'src/shared.ts': "export function greet(name: string): string {\n  return 'hello ' + name;\n}",
    });
    const outDir = join(root, 'out');

    const dirs = bundleHandlers({
      outDir,
      entries: [
        { id: 'a', entry: join(root, 'src/a.ts') },
        { id: 'jobs/b', entry: join(root, 'src/b.ts') },
      ],
    });

    expect(dirs.get('a')?.dir).toBe(join(outDir, 'a'));
    expect(dirs.get('jobs/b')?.dir).toBe(join(outDir, 'jobs/b'));
    for (const { dir } of dirs.values()) {
      expect(codeFiles(dir)).toEqual(['index.mjs']);
      expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    }
    // A folder one level deeper still maps its code to the real sources.
    const sourcesOf = (dir: string): string[] =>
      JSON.parse(readFileSync(join(dir, 'index.mjs.map'), 'utf8')).sources.map((source: string) =>
        resolve(dir, source),
      );
    expect(sourcesOf(join(outDir, 'a')).sort()).toEqual([
      join(root, 'src/a.ts'),
      join(root, 'src/shared.ts'),
    ]);
    expect(sourcesOf(join(outDir, 'jobs/b')).sort()).toEqual([
      join(root, 'src/b.ts'),
      join(root, 'src/shared.ts'),
    ]);
    const a = await import(pathToFileURL(join(outDir, 'a/index.mjs')).href);
    expect(await a.handler()).toBe('hello a');
    expect(readFileSync(join(outDir, 'a/index.mjs'), 'utf8')).toContain('sourceMappingURL=index.mjs.map');
    expect(dirs.get('a')?.modules).toEqual([join(root, 'src/shared.ts'), join(root, 'src/a.ts')]);
    expect(dirs.get('a')?.bytes).toBe(statSync(join(outDir, 'a/index.mjs')).size);
  });

  it('gives CommonJS dependencies a working require inside the ESM bundle', () => {
    const root = makeRepoRoot({
      // A computed require, as some CommonJS packages do, stays a real require call in the bundle.
      'src/legacy.cjs':
        "const path = require(['node', 'path'].join(':'));\nmodule.exports = (p) => path.basename(p);",
      'src/handler.ts':
        "import basename from './legacy.cjs';\nexport const handler = async () => basename('/x/y.pdf');",
    });
    const outDir = join(root, 'out');

    bundleHandlers({ outDir, entries: [{ id: 'h', entry: join(root, 'src/handler.ts') }] });

    const run = runHandler(join(outDir, 'h/index.mjs'));
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('y.pdf');
  });

  it('loads an import() as a chunk of its own beside the bundles that reach it, and nowhere else', () => {
    const root = makeRepoRoot({
      'src/heavy.ts': "export const answer = 'from the heavy module';",
      'src/with.ts': "export const handler = async () => (await import('./heavy')).answer;",
      'src/without.ts': 'export const handler = async () => 1;',
    });
    const outDir = join(root, 'out');

    const bundles = bundleHandlers({
      outDir,
      entries: [
        { id: 'with', entry: join(root, 'src/with.ts') },
        { id: 'without', entry: join(root, 'src/without.ts') },
      ],
    });

    const heavy = join(root, 'src/heavy.ts');
    expect(readFileSync(join(outDir, 'with/index.mjs'), 'utf8')).not.toContain('from the heavy module');
    expect(bundles.get('with')?.modules).toEqual([join(root, 'src/with.ts')]);
    expect(bundles.get('with')?.lazyModules).toEqual([heavy]);
    expect(bundles.get('with')?.lazyImports).toEqual(new Map([[heavy, [heavy]]]));
    expect(codeFiles(join(outDir, 'without'))).toEqual(['index.mjs']);
    const run = runHandler(join(outDir, 'with/index.mjs'));
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('from the heavy module');
  });

  it('keeps one instance of a module the bundle and its chunks share, so its classes stay one', () => {
    const root = makeRepoRoot({
      'src/errors.ts': 'export class SealError extends Error {}',
      'src/heavy.ts':
        "import { SealError } from './errors';\nexport const seal = () => { throw new SealError('x'); };",
      'src/handler.ts': [
        "import { SealError } from './errors';",
        'export const handler = async () => {',
        "  try { (await import('./heavy')).seal(); } catch (error) { return error instanceof SealError; }",
        '};',
      ].join('\n'),
    });
    const outDir = join(root, 'out');

    bundleHandlers({ outDir, entries: [{ id: 'h', entry: join(root, 'src/handler.ts') }] });

    const run = runHandler(join(outDir, 'h/index.mjs'));
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('true');
  });

  it('places runtime assets beside the chunks, where a module loaded by import() finds them', () => {
    const root = makeRepoRoot({
      'src/fonts.ts': [
        "import { readFileSync } from 'node:fs';",
        "export const readFont = () => readFileSync(new URL('./font.ttf', import.meta.url), 'utf8');",
      ].join('\n'),
      'src/with-font.ts': "export const handler = async () => (await import('./fonts')).readFont();",
      'src/without-font.ts': 'export const handler = async () => 1;',
      'assets/font.ttf': 'not really a font',
    });
    const outDir = join(root, 'out');

    bundleHandlers({
      outDir,
      entries: [
        { id: 'with', entry: join(root, 'src/with-font.ts') },
        { id: 'without', entry: join(root, 'src/without-font.ts') },
      ],
      assets: resolveRuntimeAssets(root, [{ module: 'src/fonts.ts', file: 'assets/font.ttf' }]),
    });

    expect(codeFiles(join(outDir, 'with'))).toHaveLength(2);
    const run = runHandler(join(outDir, 'with/index.mjs'));
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('not really a font');
    expect(existsSync(join(outDir, 'without/font.ttf'))).toBe(false);
  });

  it('refuses to bundle when handler modules are missing, naming each', () => {
    const root = makeRepoRoot({ 'src/a.ts': 'export const handler = async () => 1;' });

    expect(() =>
      bundleHandlers({
        outDir: join(root, 'out'),
        entries: [
          { id: 'a', entry: join(root, 'src/a.ts') },
          { id: 'ghost', entry: join(root, 'src/ghost.ts') },
          { id: 'phantom', entry: join(root, 'src/phantom.ts') },
        ],
      }),
    ).toThrow(/2 function\(s\):\n {2}ghost: .*ghost\.ts\n {2}phantom: .*phantom\.ts/);
  });
});
