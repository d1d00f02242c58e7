import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { readDeploymentKey } from '../../platform/deployment-keys';

/*
 * scrypt with N=2^15, r=8, p=1 (32 MiB, the cost OWASP lists for scrypt), then peppered: the
 * stored value is an HMAC-SHA256 of the account's id and the scrypt output, keyed with the
 * password pepper, a key of the deployment that the table does not hold (Secrets Manager on AWS,
 * a file of the data directory locally; platform/deployment-keys.ts). Whoever can write the table
 * but not read that key cannot make a hash that signs in: not by computing one for a password
 * of their choice, nor by copying another account's (the id differs), and a copied table cannot
 * be guessed at offline (docs/security.md, the insider). Stored as
 * `scrypt-peppered$N$r$p$salt$mac`, so the parameters can be raised later without breaking old
 * hashes.
 */
const SCHEME = 'scrypt-peppered';
const COST = 2 ** 15;

/**
 * For the tests only: a lower N (a power of two from 2^10 up to COST) for the hashes this process
 * makes and the login's decoy derivations, so hundreds of test logins cost milliseconds instead of
 * a tenth of a second of CPU each. Read at each hash, so a test can take the production cost back.
 * Ignored on Lambda: a deployed function always hashes at COST, whatever its environment says.
 * A hash verifies at the cost it carries, so hashes of either cost keep working.
 */
export const TEST_PASSWORD_HASH_COST_ENV = 'TEST_PASSWORD_HASH_COST';
const LOWEST_TEST_COST = 2 ** 10;

function chosenPasswordCost(): number {
  const setting = process.env[TEST_PASSWORD_HASH_COST_ENV];
  if (!setting || process.env.AWS_LAMBDA_FUNCTION_NAME) return COST;
  const cost = Number(setting);
  const isPowerOfTwo = Number.isInteger(Math.log2(cost));
  if (!isPowerOfTwo || cost < LOWEST_TEST_COST || cost > COST) {
    throw new Error(
      `${TEST_PASSWORD_HASH_COST_ENV} must be a power of two from ${LOWEST_TEST_COST} to ${COST}`,
    );
  }
  return cost;
}

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function deriveKey(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/*
 * A generated temporary password carries about 77 bits of randomness: no guessing gets near it
 * however cheap the hash, so it is hashed at a lower cost, which keeps a 1,000-row import within
 * one API call. A password a person chooses always gets the full cost.
 */
const GENERATED_PASSWORD_COST = 2 ** 12;

/** The generated password's cost stays the same fraction of the chosen one's under a test cost. */
const generatedPasswordCost = () => chosenPasswordCost() / (COST / GENERATED_PASSWORD_COST);

/** A password stretched by scrypt: the costly part of a hash, before the pepper ties it to an account. */
export type StretchedPassword = { cost: number; salt: Buffer; key: Buffer };

async function stretchWithCost(password: string, cost: number): Promise<StretchedPassword> {
  const salt = randomBytes(SALT_LENGTH);
  return { cost, salt, key: await deriveKey(password, salt, cost, BLOCK_SIZE, PARALLELISM) };
}

/** A chosen password stretched at the full cost (shared by many accounts only in seeded data). */
export function stretchPassword(password: string): Promise<StretchedPassword> {
  return stretchWithCost(password, chosenPasswordCost());
}

/** A password made by `generateTemporaryPassword`, stretched at its cost (see GENERATED_PASSWORD_COST). */
export function stretchGeneratedPassword(password: string): Promise<StretchedPassword> {
  return stretchWithCost(password, generatedPasswordCost());
}

async function pepper(userId: string, key: Buffer): Promise<Buffer> {
  return createHmac('sha256', await readDeploymentKey('passwordPepper'))
    .update(`${SCHEME}\u0000${userId}\u0000`)
    .update(key)
    .digest();
}

/** The stored hash of a stretched password for one account. */
export async function toPasswordHash(stretched: StretchedPassword, userId: string): Promise<string> {
  const mac = await pepper(userId, stretched.key);
  return [
    SCHEME,
    stretched.cost,
    BLOCK_SIZE,
    PARALLELISM,
    stretched.salt.toString('base64'),
    mac.toString('base64'),
  ].join('$');
}

export async function hashPassword(password: string, userId: string): Promise<string> {
  return toPasswordHash(await stretchPassword(password), userId);
}

/** Hashes a password made by `generateTemporaryPassword` (see GENERATED_PASSWORD_COST). */
export async function hashGeneratedPassword(password: string, userId: string): Promise<string> {
  return toPasswordHash(await stretchGeneratedPassword(password), userId);
}

type ParsedHash = { cost: number; blockSize: number; parallelism: number; salt: Buffer; mac: Buffer };

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** The parts of a hash this platform made, or null for anything else. */
function parseHash(stored: string): ParsedHash | null {
  const [scheme, cost, blockSize, parallelism, salt, mac, ...rest] = stored.split('$');
  const numbers = [cost, blockSize, parallelism].map(Number);
  if (scheme !== SCHEME || rest.length > 0 || !numbers.every((n) => Number.isSafeInteger(n) && n > 0)) {
    return null;
  }
  if (!salt || !mac || !BASE64.test(salt) || !BASE64.test(mac)) return null;
  const [parsedCost, parsedBlockSize, parsedParallelism] = numbers as [number, number, number];
  return {
    cost: parsedCost,
    blockSize: parsedBlockSize,
    parallelism: parsedParallelism,
    salt: Buffer.from(salt, 'base64'),
    mac: Buffer.from(mac, 'base64'),
  };
}

/**
 * Whether a stored value has the form of a hash this platform makes. One that does not was
 * written by someone else than the platform (a table writer's plain scrypt hash, say): the login
 * reports it.
 */
export function isPlatformPasswordHash(stored: string): boolean {
  return parseHash(stored) !== null;
}

export async function verifyPassword(password: string, stored: string, userId: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const key = await deriveKey(password, parsed.salt, parsed.cost, parsed.blockSize, parsed.parallelism);
  const actual = await pepper(userId, key);
  return actual.length === parsed.mac.length && timingSafeEqual(actual, parsed.mac);
}

/** The account a login's unknown username is checked against, so that it costs the same. */
const DECOY_ACCOUNT_ID = 'decoy';

/**
 * A hash of a random password, verified against when a username does not exist so that an
 * unknown username takes as long to refuse as a wrong password (one per cost, see
 * TEST_PASSWORD_HASH_COST_ENV).
 */
const decoyHashes = new Map<number, Promise<string>>();
function getDecoyHash(): Promise<string> {
  const cost = chosenPasswordCost();
  let decoyHash = decoyHashes.get(cost);
  if (!decoyHash) {
    decoyHash = stretchWithCost(randomBytes(16).toString('hex'), cost).then((stretched) =>
      toPasswordHash(stretched, DECOY_ACCOUNT_ID),
    );
    decoyHash.catch(() => decoyHashes.delete(cost));
    decoyHashes.set(cost, decoyHash);
  }
  return decoyHash;
}

function storedCost(stored: string): number {
  return parseHash(stored)?.cost ?? 0;
}

/** The costs passwords are hashed with: a login derives a key at each of them, once. */
const loginCosts = () => [generatedPasswordCost(), chosenPasswordCost()];

/**
 * Checks a login's password with the same work whoever the account: one derivation at each of
 * the two costs passwords are hashed with, the stored hash's one real and the other a decoy (an
 * unknown username, null, is checked against a decoy hash of the full cost). Padding a cheap
 * hash up to the full cost's work does not do: scrypt's time grows faster than its cost once
 * the memory outgrows the processor's caches. Without this, a wrong password for a new account
 * (on its generated password) was refused in a third of the time of an unknown username, which
 * told who exists (docs/security.md, timing).
 */
export async function verifyLoginPassword(
  password: string,
  account: { id: string; password_hash: string } | null,
): Promise<boolean> {
  const hash = account?.password_hash ?? (await getDecoyHash());
  const isValid = await verifyPassword(password, hash, account?.id ?? DECOY_ACCOUNT_ID);
  const salt = randomBytes(SALT_LENGTH);
  for (const cost of loginCosts().filter((candidate) => candidate !== storedCost(hash))) {
    await deriveKey(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  }
  return isValid;
}

/** A readable one-time password for a newly created account: letters and digits, 14 characters. */
export function generateTemporaryPassword(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(14);
  const characters = Array.from(bytes, (byte) => alphabet[byte % alphabet.length]);
  characters[0] = alphabet[bytes[0]! % 24]!;
  characters[13] = String((bytes[13]! % 8) + 2);
  return characters.join('');
}
