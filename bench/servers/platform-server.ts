import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, demoLogins } from '../../functions/src/local/demo-data';
import { startPlatform } from '../../functions/src/local/platform';

/* The local platform with the demo data, for load from the benchmark process. */
const platform = await startPlatform({
  dataDir: await mkdtemp(join(tmpdir(), 'ssm-bench-')),
  port: 0,
  seed: 'demo',
  quiet: true,
});
const login = await fetch(`${platform.url}/api/token/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: demoLogins.employee, password: DEMO_PASSWORD }),
});
const { access } = (await login.json()) as { access: string };
process.send?.({ url: platform.url, token: access });
const stop = async () => {
  await platform.stop();
  process.exit(0);
};
process.on('disconnect', stop);
process.on('SIGTERM', stop);
