import { createHmac, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { readDeploymentKey } from '../../platform/deployment-keys';
import { objectKeys } from '../../platform/object-keys';
import type { TrainingRecord } from '../../records/data/records';
import { checkRecordChain } from '../../records/domain/record-chain';
import { sha256Hex } from '../../records/domain/record-hashes';
import { trustedKeyOf } from '../../records/domain/record-seal';
import { verifySignatureHash } from '../../records/domain/verification';
import type { PublishedSeal } from '../../signing/sealer';
import {
  collectFirmItems,
  compareWithStored,
  type Item,
  putNewItems,
  refusedFirmItems,
} from '../data/firm-export';

/*
 * A firm's data moved out of one store and into another (backup beyond PITR, a move between
 * accounts or regions, a GDPR export): `items.jsonl` (one table item per line, as stored, a
 * Binary attribute as `{"$binary": "<base64>"}`),
 * `files/<object key>` (course PDFs and signed records, byte for byte, with their metadata in
 * the manifest), `manifest.json`, which carries the SHA-256 of the items file and of every file,
 * and `manifest.hmac`, the manifest's HMAC-SHA256 under the deployment's export key, which the
 * table does not hold (platform/deployment-keys.ts): only someone who can read that key can make
 * an export an import accepts (docs/security.md, the insider).
 *
 * Before writing anything an import checks the HMAC, then the whole export against its manifest,
 * then that every item is one of the manifest's firm, well-formed and at a key that follows from
 * the firm (data/firm-export.ts `refusedFirmItems`: never a super owner, never another firm's
 * item), then every signed record's hashes, signatures and seal. It never overwrites a different
 * item, may be run again after an interruption, and ends by verifying every signature through
 * the public verification, as anyone holding a printed record would.
 */

const FORMAT = 'ssm-firm-export';
const VERSION = 3;
const ITEMS_FILE = 'items.jsonl';
const MANIFEST_FILE = 'manifest.json';
const MANIFEST_HMAC_FILE = 'manifest.hmac';
const FILES_DIR = 'files';
const IMPORT_ORIGIN = { ip: 'import', userAgent: 'npm run import-firm' };

type ManifestFile = {
  key: string;
  size: number;
  sha256: string;
  content_type: string | null;
  metadata: Record<string, string>;
};

type Manifest = {
  format: typeof FORMAT;
  version: typeof VERSION;
  firm_id: string;
  firm_name: string;
  exported_at: string;
  items: { count: number; sha256: string };
  files: ManifestFile[];
};

/** An item as a line of `items.jsonl`. */
function toItemLine(item: Item): string {
  // The holder's own value: JSON.stringify hands a Buffer's `toJSON` to a replacer.
  return JSON.stringify(item, function (this: Record<string, unknown>, name: string, value: unknown) {
    const own = this[name];
    return own instanceof Uint8Array ? { $binary: Buffer.from(own).toString('base64') } : value;
  });
}

function isBinaryText(value: unknown): value is { $binary: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.keys(value).length === 1 &&
    typeof (value as { $binary?: unknown }).$binary === 'string'
  );
}

/** The item a line of `items.jsonl` holds. */
function fromItemLine(line: string): Item {
  return JSON.parse(line, (_name, value: unknown) =>
    isBinaryText(value) ? Buffer.from(value.$binary, 'base64') : value,
  ) as Item;
}

export class TransferError extends Error {
  override name = 'TransferError';
}

/** Where a file of the export lives; object keys are the server's own, but a manifest is input. */
function filePath(directory: string, firmId: string, key: string): string {
  const isFirmKey = objectKeys.firmFilePrefixes(firmId).some((prefix) => key.startsWith(prefix));
  const root = resolve(directory, FILES_DIR);
  const path = resolve(root, key);
  if (!isFirmKey || !path.startsWith(root + sep)) {
    throw new TransferError(`The manifest names a file outside the firm: ${key}`);
  }
  return path;
}

/** The keys of every file the firm keeps in the course-files bucket: its course PDFs and signed records. */
async function listFirmFileKeys(firmId: string, courseFiles: FileStore): Promise<string[]> {
  const keys = await Promise.all(
    objectKeys.firmFilePrefixes(firmId).map((prefix) => courseFiles.list(prefix)),
  );
  return keys.flat().sort();
}

export async function exportFirm(options: { firmId: string; directory: string; courseFiles: FileStore }) {
  const items = await collectFirmItems(options.firmId);
  if (!items) throw new TransferError(`No firm with the id ${options.firmId}`);
  const firm = items.find((item) => item.PK === `FIRM#${options.firmId}` && item.SK === 'META');
  const itemsText = `${items.map(toItemLine).join('\n')}\n`;
  await mkdir(options.directory, { recursive: true });
  await writeFile(join(options.directory, ITEMS_FILE), itemsText);
  const files: ManifestFile[] = [];
  for (const key of await listFirmFileKeys(options.firmId, options.courseFiles)) {
    const object = await options.courseFiles.read(key);
    const path = filePath(options.directory, options.firmId, key);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, object.body);
    files.push({
      key,
      size: object.body.byteLength,
      sha256: sha256Hex(object.body),
      content_type: object.contentType ?? null,
      metadata: object.metadata,
    });
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: VERSION,
    firm_id: options.firmId,
    firm_name: String(firm?.name ?? ''),
    exported_at: nowIso(),
    items: { count: items.length, sha256: sha256Hex(itemsText) },
    files,
  };
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  await writeFile(join(options.directory, MANIFEST_FILE), manifestText);
  await writeFile(join(options.directory, MANIFEST_HMAC_FILE), `${await manifestHmac(manifestText)}\n`);
  return { firmId: options.firmId, items: items.length, files: files.length };
}

async function manifestHmac(manifestText: string): Promise<string> {
  return createHmac('sha256', await readDeploymentKey('exportKey'))
    .update(manifestText)
    .digest('hex');
}

/** The manifest, once its HMAC proves it was written by a holder of the export key. */
async function readManifest(directory: string): Promise<Manifest> {
  const read = (file: string) =>
    readFile(join(directory, file), 'utf8').catch(() => {
      throw new TransferError(`${file} is missing`);
    });
  const [manifestText, hmacText] = await Promise.all([read(MANIFEST_FILE), read(MANIFEST_HMAC_FILE)]);
  const expected = Buffer.from(await manifestHmac(manifestText), 'hex');
  const given = Buffer.from(hmacText.trim(), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new TransferError(
      `${MANIFEST_HMAC_FILE} does not match: the export was changed, or made with another export key`,
    );
  }
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(manifestText) as Partial<Manifest>;
  } catch {
    throw new TransferError(`${MANIFEST_FILE} is not JSON`);
  }
  if (manifest.format !== FORMAT || manifest.version !== VERSION || typeof manifest.firm_id !== 'string') {
    throw new TransferError(`${MANIFEST_FILE} is not a firm export of version ${VERSION}`);
  }
  return manifest as Manifest;
}

/** Reads and checks the whole export against its manifest; nothing is written before this passes. */
async function readExport(directory: string) {
  const manifest = await readManifest(directory);
  const itemsText = await readFile(join(directory, ITEMS_FILE), 'utf8');
  if (sha256Hex(itemsText) !== manifest.items.sha256) {
    throw new TransferError(`${ITEMS_FILE} differs from the one exported (SHA-256 mismatch)`);
  }
  const items = itemsText
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map(fromItemLine);
  const refused = refusedFirmItems(manifest.firm_id, items);
  if (refused.length > 0) {
    throw new TransferError(`Items that are not the firm's own were refused:\n${refused.join('\n')}`);
  }
  const files = await Promise.all(
    manifest.files.map(async (file) => {
      const body = await readFile(filePath(directory, manifest.firm_id, file.key));
      if (sha256Hex(body) !== file.sha256)
        throw new TransferError(`${file.key} differs from the one exported`);
      return { ...file, body };
    }),
  );
  return { manifest, items, files };
}

/** Every signed record's PDF is the one its document names (the record-hash item points to it). */
function checkRecordFiles(items: Item[], files: { key: string; sha256: string }[]): void {
  const fileHashes = new Map(files.map((file) => [file.key, file.sha256]));
  for (const record of items.filter((item) => typeof item.pdf_key === 'string')) {
    if (fileHashes.get(record.pdf_key as string) !== record.pdf_sha256) {
      throw new TransferError(`The PDF of record ${record.id} is missing or differs from the signed one`);
    }
  }
}

/** Every record of the export holds, checked before anything is written. */
async function checkRecords(items: Item[], seal: PublishedSeal): Promise<void> {
  const trustedKey = await trustedKeyOf(seal);
  const faults: string[] = [];
  for (const record of items.filter((item) => item.type === 'training-record') as TrainingRecord[]) {
    const check = await checkRecordChain(record, [trustedKey]);
    if (!check.isIntact) faults.push(`record ${record.id}: ${check.reason}`);
  }
  if (faults.length > 0) {
    throw new TransferError(`Records that do not verify; nothing was imported:\n${faults.join('\n')}`);
  }
}

/** Every signature, document hash and PDF hash of the firm's signed records, through public verification. */
async function verifySignedRecords(items: Item[], seal: PublishedSeal) {
  const hashes = items
    .filter((item) => item.type === 'training-record')
    .flatMap((record) => [
      ...((record.signatures ?? []) as { signature_hash: string }[]).map(
        (signature) => signature.signature_hash,
      ),
      ...[record.document_hash, record.pdf_sha256].filter((hash): hash is string => typeof hash === 'string'),
    ]);
  const failed: string[] = [];
  for (const hash of hashes) {
    const answer = await verifySignatureHash({ hash, origin: IMPORT_ORIGIN, seal });
    if (!answer.valid) failed.push(hash);
  }
  return { verified: hashes.length - failed.length, failed };
}

export async function importFirm(options: {
  directory: string;
  courseFiles: FileStore;
  /** The seal records are checked against: the importing deployment's (docs/signatures.md). */
  seal: PublishedSeal;
}) {
  const { manifest, items, files } = await readExport(options.directory);
  checkRecordFiles(items, files);
  await checkRecords(items, options.seal);
  const { identical, conflicting } = await compareWithStored(items);
  if (conflicting.length > 0) {
    const examples = conflicting.slice(0, 5).map((item) => `${item.PK} ${item.SK}`);
    throw new TransferError(
      `${conflicting.length} items already exist with other contents (${examples.join(', ')}); nothing was imported`,
    );
  }
  for (const file of files) {
    await options.courseFiles.write(file.key, {
      body: file.body,
      contentType: file.content_type ?? undefined,
      metadata: file.metadata,
    });
  }
  const alreadyThere = new Set(identical);
  const refused = await putNewItems(items.filter((item) => !alreadyThere.has(item)));
  if (refused.length > 0) {
    throw new TransferError(
      `${refused.length} items were written by someone else meanwhile: ${refused.slice(0, 5).join(', ')}`,
    );
  }
  const verification = await verifySignedRecords(items, options.seal);
  return {
    firmId: manifest.firm_id,
    items: items.length,
    alreadyPresent: identical.length,
    files: files.length,
    signaturesVerified: verification.verified,
    signaturesFailed: verification.failed,
  };
}
