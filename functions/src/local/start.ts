import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSiteConfig, SITE_CONFIG_VARIABLES } from '@ssm/shared';
import { DEMO_PASSWORD, demoLogins } from './demo-data';
import { MissingJavaError } from './emulators';
import { WEB_DIST_DIR } from './gateway';
import { startPlatform } from './platform';

/*
 * `npm start`: the whole platform on this machine. Embedded DynamoDB and S3 persisted under
 * DATA_DIR, the web app built when its sources are newer than the build, one local gateway on
 * PORT serving the site and /api/*. Ctrl-C stops every child process.
 */

/** The repository root (this file is `functions/src/local/start.ts`). */
const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const WEB_DIR = join(REPO_ROOT, 'web');

async function newestModification(directory: string): Promise<number> {
  let newest = 0;
  for (const entry of await readdir(directory, { withFileTypes: true, recursive: true })) {
    if (
      !entry.isFile() ||
      entry.parentPath.includes('node_modules') ||
      entry.parentPath.includes(`${WEB_DIR}/dist`)
    ) {
      continue;
    }
    newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

async function buildWebWhenNeeded(): Promise<void> {
  const builtIndex = join(WEB_DIST_DIR, 'index.html');
  const sharedDir = join(REPO_ROOT, 'shared', 'src');
  const sourcesChanged = existsSync(builtIndex)
    ? Math.max(await newestModification(join(WEB_DIR, 'src')), await newestModification(sharedDir)) >
      statSync(builtIndex).mtimeMs
    : true;
  if (!sourcesChanged) return;
  console.log('Building the web app...');
  const result = spawnSync('npm', ['run', 'build', '-w', 'web'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('The web build failed');
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const dataDir = resolve(process.env.DATA_DIR ?? '.data');
  await buildWebWhenNeeded();
  const platform = await startPlatform({
    dataDir,
    port,
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
    seed: 'demo',
    webDistDir: WEB_DIST_DIR,
    superowner: { username: process.env.SUPEROWNER_USERNAME, password: process.env.SUPEROWNER_PASSWORD },
    siteConfig: readSiteConfig((name) => process.env[SITE_CONFIG_VARIABLES[name]]),
  });
  const lines = [`Platforma rulează la ${platform.siteUrl}`, `Date locale: ${dataDir}`];
  const outcome = platform.seedOutcome;
  if (outcome?.kind === 'superowner') lines.push(`Administrator de platformă creat: ${outcome.username}`);
  if (outcome?.kind === 'demo' || (outcome?.kind === 'existing' && outcome.isDemo)) {
    lines.push(
      '',
      `Conturi demo (parola pentru toate: ${DEMO_PASSWORD}):`,
      `  administrator platformă: ${demoLogins.superowner}`,
      `  responsabil SSM:         ${demoLogins.owner}`,
      `  administrator:           ${demoLogins.admin}`,
      `  angajat:                 ${demoLogins.employee}`,
    );
  }
  console.log(lines.join('\n'));
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nSe oprește platforma...');
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof MissingJavaError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
