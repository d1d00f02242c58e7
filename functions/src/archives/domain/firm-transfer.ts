import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import type { FileStore } from '../../platform/adapters';
import { nowIso } from '../../platform/clock';
import { objectKeys } from '../../platform/object-keys';
import { sha256Hex } from '../../records/domain/record-hashes';
import { verifySignatureHash } from '../../records/domain/verification';
import type { PublishedSeal } from '../../signing/sealer';
import { collectFirmItems, compareWithStored, type Item, putNewItems } from '../data/firm-export';

/*
 * A firm's data moved out of one store and into another (backup beyond PITR, a move between
 * accounts or regions, a GDPR export): `items.jsonl` (one table item per line, as stored),
 * `files/<object key>` (course PDFs and signed records, byte for byte, with their metadata in
 * the manifest) and `manifest.json`, which carries the SHA-256 of the items file and of every
 * file. An import checks all of it before writing anything, never overwrites a different item,
 * may be run again after an interruption, and ends by verifying every signature through the
 * public verification, as anyone holding a printed record would.
 */

const FORMAT = 'ssm-firm-export';
const VERSION = 1;
const ITEMS_FILE = 'items.jsonl';
const MANIFEST_FILE = 'manifest.json';
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
  const itemsText = `${items.map((item) => JSON.stringify(item)).join('\n')}\n`;
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
  await writeFile(join(options.directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
  return { firmId: options.firmId, items: items.length, files: files.length };
}

async function readManifest(directory: string): Promise<Manifest> {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(join(directory, MANIFEST_FILE), 'utf8')) as Partial<Manifest>;
  } catch {
    throw new TransferError(`${MANIFEST_FILE} is missing or is not JSON`);
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
    .map((line) => JSON.parse(line) as Item);
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
