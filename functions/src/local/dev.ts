import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { DEMO_PASSWORD, demoLogins } from './demo-data';
import { MissingJavaError } from './emulators';
import { startPlatform } from './platform';

/*
 * `npm run dev`: the local gateway serves /api/* on PORT (default 3000) and Vite serves the web
 * app with hot reload on 5173, proxying /api to the gateway.
 */
/** Vite's address: the site's, so e-mailed links and passkeys point where the app is opened. */
const VITE_URL = 'http://localhost:5173';

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 3000);
  const platform = await startPlatform({
    dataDir: resolve(process.env.DATA_DIR ?? '.data'),
    port,
    ...(process.env.HOST ? { host: process.env.HOST } : {}),
    seed: 'demo',
    siteUrl: VITE_URL,
    superowner: { username: process.env.SUPEROWNER_USERNAME, password: process.env.SUPEROWNER_PASSWORD },
  });
  const vite = spawn('npm', ['run', 'dev', '-w', 'web'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(port) },
  });
  console.log(`API: ${platform.url}/api/  Web (hot reload): ${VITE_URL}`);
  console.log(`Demo: ${Object.values(demoLogins).join(', ')} / ${DEMO_PASSWORD}`);
  const stop = async () => {
    vite.kill('SIGTERM');
    await platform.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  vite.on('exit', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof MissingJavaError ? error.message : error);
  process.exit(1);
});
