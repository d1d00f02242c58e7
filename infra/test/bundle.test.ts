import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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

describe('bundleHandlers', () => {
  it('builds every entry in one pass into <out>/<id>/index.mjs, minified, with a source map', async () => {
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
      expect(existsSync(join(dir, 'index.mjs'))).toBe(true);
      expect(existsSync(join(dir, 'index.mjs.map'))).toBe(true);
    }
    const a = await import(pathToFileURL(join(outDir, 'a/index.mjs')).href);
    expect(await a.handler()).toBe('hello a');
    expect(readFileSync(join(outDir, 'a/index.mjs'), 'utf8')).toContain('sourceMappingURL=index.mjs.map');
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

  it('places runtime assets beside the bundles whose code includes the module that reads them', () => {
    const root = makeRepoRoot({
      'src/fonts.ts': "export const fontFile = new URL('./font.ttf', import.meta.url).pathname;",
      'src/with-font.ts': "import { fontFile } from './fonts';\nexport const handler = async () => fontFile;",
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

    expect(readFileSync(join(outDir, 'with/font.ttf'), 'utf8')).toBe('not really a font');
    expect(existsSync(join(outDir, 'without/font.ttf'))).toBe(false);
  });

  it('leaves a lazy module out of the bundle, as a file beside the bundles that load it', () => {
    const root = makeRepoRoot({
      'src/heavy.ts': "export const answer = 'from the heavy module';",
      'src/with.ts': "export const handler = async () => (await import('#heavy')).answer;",
      'src/without.ts': 'export const handler = async () => 1;',
    });
    const outDir = join(root, 'out');

    const bundles = bundleHandlers({
      outDir,
      entries: [
        { id: 'with', entry: join(root, 'src/with.ts') },
        { id: 'without', entry: join(root, 'src/without.ts') },
      ],
      lazyModules: [{ specifier: '#heavy', module: join(root, 'src/heavy.ts') }],
    });

    expect(readFileSync(join(outDir, 'with/index.mjs'), 'utf8')).not.toContain('from the heavy module');
    expect(bundles.get('with')?.lazyModules).toEqual([join(root, 'src/heavy.ts')]);
    expect(existsSync(join(outDir, 'without/heavy.mjs'))).toBe(false);
    const run = runHandler(join(outDir, 'with/index.mjs'));
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('from the heavy module');
  });

  it('places beside a bundle the lazy modules its lazy modules load in turn', () => {
    const root = makeRepoRoot({
      'src/heavy.ts': "export const answer = 'from the heavy module';",
      'src/light.ts': "export const answer = async () => (await import('#heavy')).answer;",
      'src/with.ts': "export const handler = async () => (await import('#light')).answer();",
    });
    const outDir = join(root, 'out');

    const bundles = bundleHandlers({
      outDir,
      entries: [{ id: 'with', entry: join(root, 'src/with.ts') }],
      lazyModules: [
        { specifier: '#light', module: join(root, 'src/light.ts') },
        { specifier: '#heavy', module: join(root, 'src/heavy.ts') },
      ],
    });

    expect(bundles.get('with')?.lazyModules.sort()).toEqual(
      [join(root, 'src/heavy.ts'), join(root, 'src/light.ts')].sort(),
    );
    expect(readFileSync(join(outDir, 'with/light.mjs'), 'utf8')).not.toContain('from the heavy module');
    const run = runHandler(join(outDir, 'with/index.mjs'));
    expect(run.stderr).toBe('');
    expect(run.stdout.trim()).toBe('from the heavy module');
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
