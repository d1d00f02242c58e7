import {
  constants,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPair,
  type KeyObject,
  privateEncrypt,
} from 'node:crypto';
import { chmod, link, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parseChainCertifying, toCertificatePem } from '../certificate';
import { encodeSha256DigestInfo, LOCAL_SEAL_FILES, SEAL_KEY_BITS, type Sealer } from '../sealer';
import { createSelfSignedSealCertificate } from './self-signed-certificate';

/*
 * The seal of the local platform (`npm start`) and the tests: an RSA key pair and its self-signed
 * certificate, made once in the data directory and read again on every start, so records sealed
 * before a restart still verify after it. The private key file is readable by its owner only.
 */

const PRIVATE_FILE_MODE = 0o600;
const PRIVATE_DIRECTORY_MODE = 0o700;

export type LocalSealerOptions = {
  /** Where the key and certificate live: the local platform's data directory, or a test's. */
  directory: string;
  /** The organisation named in the self-signed certificate. */
  organisation: string;
};

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * Writes a file only if none exists yet, whole or not at all: written aside, then linked into
 * place (a link fails when the name is taken). Two processes starting at once keep one key.
 */
async function writeOnce(path: string, contents: string, mode: number): Promise<void> {
  const aside = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(aside, contents, { mode, flag: 'wx' });
  try {
    await link(aside, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await rm(aside, { force: true });
  }
}

async function readIfPresent(path: string): Promise<string | undefined> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

async function loadOrCreateKey(path: string): Promise<KeyObject> {
  if ((await readIfPresent(path)) === undefined) {
    const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: SEAL_KEY_BITS });
    await writeOnce(path, privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), PRIVATE_FILE_MODE);
  }
  // A key file copied in with looser permissions is closed to other users before it is used.
  if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, PRIVATE_FILE_MODE);
  return createPrivateKey(await readFile(path, 'utf8'));
}

export function signDigestWithKey(privateKey: KeyObject, digest: Uint8Array): Uint8Array {
  return privateEncrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_PADDING },
    encodeSha256DigestInfo(digest),
  );
}

/** The local seal: creates the key and certificate on first use, reuses them afterwards. */
export async function createLocalSealer(options: LocalSealerOptions): Promise<Sealer> {
  await mkdir(options.directory, { recursive: true, mode: PRIVATE_DIRECTORY_MODE });
  const privateKey = await loadOrCreateKey(join(options.directory, LOCAL_SEAL_FILES.key));
  const publicKeyDer = new Uint8Array(createPublicKey(privateKey).export({ type: 'spki', format: 'der' }));
  const signDigest = async (digest: Uint8Array) => signDigestWithKey(privateKey, digest);

  const certificatePath = join(options.directory, LOCAL_SEAL_FILES.certificate);
  if ((await readIfPresent(certificatePath)) === undefined) {
    const certificate = await createSelfSignedSealCertificate({
      publicKeyDer,
      signDigest,
      organisation: options.organisation,
      notBefore: new Date(),
    });
    await writeOnce(certificatePath, toCertificatePem(certificate), 0o644);
  }
  const chain = parseChainCertifying(
    await readFile(certificatePath, 'utf8'),
    publicKeyDer,
    `${certificatePath} certifies another key than ${LOCAL_SEAL_FILES.key}`,
  );

  return {
    keyId: `local:${createHash('sha256').update(publicKeyDer).digest('hex')}`,
    signDigest,
    publicKey: async () => publicKeyDer,
    certificateChain: async () => chain,
  };
}
