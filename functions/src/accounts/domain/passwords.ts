import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/*
 * scrypt with N=2^15, r=8, p=1 (32 MiB, the cost OWASP lists for scrypt). Stored as
 * `scrypt$N$r$p$salt$hash` so the parameters can be raised later without breaking old hashes.
 */
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

async function hashWithCost(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function hashPassword(password: string): Promise<string> {
  return hashWithCost(password, chosenPasswordCost());
}

/** Hashes a password made by `generateTemporaryPassword` (see GENERATED_PASSWORD_COST). */
export async function hashGeneratedPassword(password: string): Promise<string> {
  return hashWithCost(password, generatedPasswordCost());
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, cost, blockSize, parallelism, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await deriveKey(
    password,
    Buffer.from(salt, 'base64'),
    Number(cost),
    Number(blockSize),
    Number(parallelism),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

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
    decoyHash = hashWithCost(randomBytes(16).toString('hex'), cost);
    decoyHashes.set(cost, decoyHash);
  }
  return decoyHash;
}

function storedCost(stored: string): number {
  const [scheme, cost] = stored.split('$');
  return scheme === 'scrypt' ? Number(cost) : 0;
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
export async function verifyLoginPassword(password: string, stored: string | null): Promise<boolean> {
  const hash = stored ?? (await getDecoyHash());
  const isValid = await verifyPassword(password, hash);
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
