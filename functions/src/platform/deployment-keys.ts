import { type Config, ENV, getConfig } from './config';
import { readSecretString } from './secrets';

/*
 * The keys of the deployment that the table does not hold, so that whoever can write the table
 * cannot use them (docs/security.md, the insider): the token secret, the password pepper and the
 * export key. On AWS each is a secret the stack generates in Secrets Manager, named by its ARN in
 * the environment of the functions that may read it; locally each is a file of the data
 * directory, which the local platform puts in the environment (local/emulators.ts). Each is read
 * once per cold start, and again after a failed read.
 */

export type DeploymentKey = 'tokenSecret' | 'passwordPepper' | 'exportKey';

type Setting = keyof Config & keyof typeof ENV;

/** Where each key comes from: its value (local runs, tests), or else the secret its ARN names. */
const SOURCES = {
  tokenSecret: { value: 'tokenSecret', secretArn: 'tokenSecretArn' },
  passwordPepper: { value: 'passwordPepper', secretArn: 'passwordPepperSecretArn' },
  exportKey: { value: 'exportKey', secretArn: 'exportKeySecretArn' },
} as const satisfies Record<DeploymentKey, { value: Setting; secretArn: Setting }>;

const loaded = new Map<DeploymentKey, Promise<Uint8Array>>();

async function load(name: DeploymentKey): Promise<Uint8Array> {
  const config = getConfig();
  const source = SOURCES[name];
  const value = config[source.value];
  if (value) return new TextEncoder().encode(value);
  const secretArn = config[source.secretArn];
  if (!secretArn) throw new Error(`Set ${ENV[source.value]} or ${ENV[source.secretArn]}`);
  return new TextEncoder().encode(await readSecretString(secretArn));
}

/** The key's bytes. */
export function readDeploymentKey(name: DeploymentKey): Promise<Uint8Array> {
  let key = loaded.get(name);
  if (!key) {
    key = load(name).catch((error: unknown) => {
      loaded.delete(name);
      throw error;
    });
    loaded.set(name, key);
  }
  return key;
}

/** Tests and the local platform change the environment between runs. */
export function resetDeploymentKeysForTests(): void {
  loaded.clear();
}
