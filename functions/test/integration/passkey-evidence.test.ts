import { readFile } from 'node:fs/promises';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { UserRecord } from '../../src/accounts/data/users';
import type { TrainingRecord } from '../../src/records/data/records';
import {
  isPasskeyEvidenceValid,
  PASSKEY_EVIDENCE_FILE_NAME,
  type PasskeyEvidenceFile,
  passkeyEvidenceFileOf,
} from '../../src/records/domain/record-evidence';
import { computeChainHashes } from '../../src/records/domain/record-hashes';
import { sealLinkHash } from '../../src/records/domain/record-seal';
import { getSealing } from '../../src/signing/seal';
import { buildTenant, tokenFor } from '../support/builders';
import {
  buildCodeUpload,
  buildDocument,
  buildSignedDocument,
  expectNoScan,
  massSignWithCode,
} from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { rewriteAsInsider } from '../support/insider';
import { type RunResult, runPdftotext, runTool, withFiles } from '../support/pdf-tools';

/*
 * The offline check of docs/signatures.md, run as written there on a record signed with passkeys
 * by its three signers and on the worker's fișă printing it: the evidence is taken out of the PDF
 * with qpdf, the recipe run with node.
 */

const api = useTestGateway();

async function offlineRecipe(): Promise<string> {
  const doc = await readFile(new URL('../../../docs/signatures.md', import.meta.url), 'utf8');
  const match = /<!-- offline-recipe -->\n```js\n([\s\S]*?)```/.exec(doc);
  if (!match?.[1]) throw new Error('docs/signatures.md holds no offline recipe');
  return match[1];
}

async function download(path: string, caller: UserRecord): Promise<Uint8Array> {
  const link = expectNoScan(await api.get<{ url: string }>(path, await tokenFor(caller)));
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  return new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());
}

/** The evidence file attached to the PDF, as qpdf extracts it. */
async function attachedEvidence(pdf: Uint8Array): Promise<string> {
  const extracted = await withFiles({ 'document.pdf': pdf }, (paths) =>
    runTool('qpdf', [`--show-attachment=${PASSKEY_EVIDENCE_FILE_NAME}`, paths['document.pdf'] as string]),
  );
  expect(extracted.exitCode, extracted.output).toBe(0);
  return extracted.output;
}

/** The recipe of the docs, run with node on the evidence file attached to the PDF. */
async function runOfflineRecipe(pdf: Uint8Array): Promise<RunResult> {
  return withFiles(
    { 'check.mjs': await offlineRecipe(), 'evidence.json': await attachedEvidence(pdf) },
    (paths) => runTool(process.execPath, [paths['check.mjs'] as string, paths['evidence.json'] as string]),
  );
}

/** The names of the files attached to the PDF, as poppler's pdfdetach lists them. */
async function attachedFiles(pdf: Uint8Array): Promise<string[]> {
  const { output } = await withFiles({ 'document.pdf': pdf }, (paths) =>
    runTool('pdfdetach', ['-list', paths['document.pdf'] as string]),
  );
  return output
    .split('\n')
    .slice(1)
    .filter(Boolean)
    .map((line) => line.replace(/^\d+: /, ''));
}

function validLinesOf(record: TrainingRecord): string[] {
  return record.signatures.map(
    (signature) => `${record.id} ${signature.role} ${signature.signer.username}: valid`,
  );
}

describe('the passkey evidence in a record PDF', () => {
  it('prints "avansată" for each signer and passes the offline recipe of the docs', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const pdf = await download(`/api/documents/${record.id}/pdf/`, owner);

    const text = (await runPdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text.match(/semnătură electronică avansată \(cheie de acces a semnatarului\)/g)).toHaveLength(3);
    const output = await runOfflineRecipe(pdf);

    expect(output.exitCode).toBe(0);
    expect(output.output.trim().split('\n')).toEqual([
      `${record.id} trainee ${employee.username}: valid`,
      `${record.id} representative ${admin.username}: valid`,
      `${record.id} trainer ${owner.username}: valid`,
    ]);
  });
});

describe("the passkey evidence in the worker's fișă", () => {
  it("carries each training's evidence as its record's PDF does, which the same recipe and code verify", async () => {
    const { employee, admin, owner } = await buildTenant();
    const first = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const second = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const sheet = await download(`/api/users/${employee.id}/training-sheet/SSM/`, owner);
    const record = await download(`/api/documents/${first.id}/pdf/`, owner);

    expect(await attachedFiles(sheet)).toEqual([PASSKEY_EVIDENCE_FILE_NAME]);
    const carried = JSON.parse(await attachedEvidence(sheet)) as {
      records: Record<string, PasskeyEvidenceFile>;
    };
    expect(carried.records).toEqual({
      [first.document_hash as string]: passkeyEvidenceFileOf(first),
      [second.document_hash as string]: passkeyEvidenceFileOf(second),
    });
    expect(carried.records[first.document_hash as string]).toEqual(
      JSON.parse(await attachedEvidence(record)),
    );
    for (const file of Object.values(carried.records)) {
      for (const signature of file.signatures) {
        expect(isPasskeyEvidenceValid({ binding_hash: signature.binding_hash, passkey: signature })).toBe(
          true,
        );
      }
    }
    const output = await runOfflineRecipe(sheet);
    expect(output.exitCode).toBe(0);
    expect(output.output.trim().split('\n').sort()).toEqual(
      [...validLinesOf(first), ...validLinesOf(second)].sort(),
    );
    const text = (await runPdftotext(sheet, { layout: false })).replace(/\s+/g, ' ');
    expect(text).toContain(`atașate fișei (${PASSKEY_EVIDENCE_FILE_NAME})`);
  });

  it('carries nothing when every signature of its trainings was confirmed with an e-mailed code', async () => {
    const { employee, admin, owner } = await buildTenant();
    const draft = await buildDocument(employee);
    const upload = await api.post(
      '/api/signatures/upload/',
      await buildCodeUpload(api, employee, draft.id),
      await tokenFor(employee),
    );
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    for (const signer of [admin, owner]) {
      const signed = await massSignWithCode(api, signer, [draft.id]);
      expect(signed.body.signed, JSON.stringify(signed.body)).toEqual([draft.id]);
    }
    const sheet = await download(`/api/users/${employee.id}/training-sheet/SSM/`, owner);

    expect(await attachedFiles(sheet)).toEqual([]);
    const text = (await runPdftotext(sheet, { layout: false })).replace(/\s+/g, ' ');
    expect(text.match(/semnătură electronică simplă/g)).toHaveLength(3);
    expect(text).not.toContain(PASSKEY_EVIDENCE_FILE_NAME);
  });
});

/**
 * The record with the trainee's passkey evidence changed (one byte of the device's signature) and
 * every link sealed again with the platform's key: what an operator who can use the key could
 * forge, which the seals alone no longer catch.
 */
async function forgeEvidenceWithTheSealKey(record: TrainingRecord): Promise<TrainingRecord> {
  const [trainee, ...others] = record.signatures;
  if (!trainee?.passkey) throw new Error('The record has no passkey signature to forge');
  const signature = Buffer.from(trainee.passkey.signature, 'base64url');
  signature[signature.length - 1] = (signature.at(-1) ?? 0) ^ 0x01;
  const tampered = {
    ...record,
    signatures: [
      { ...trainee, passkey: { ...trainee.passkey, signature: signature.toString('base64url') } },
      ...others,
    ],
  };
  const chain = computeChainHashes(tampered);
  const { sealer } = await getSealing();
  const resealed = {
    ...tampered,
    signatures: await Promise.all(
      tampered.signatures.map(async (stored, index) => ({
        ...stored,
        seal: await sealLinkHash(sealer, chain[index + 1] as string),
      })),
    ),
  };
  return rewriteAsInsider(record.id, () => resealed);
}

describe('verification re-checks the passkey evidence', () => {
  it('shows each signature checked, and a forged evidence as not valid even under intact seals', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const [trainee] = record.signatures;

    const intact = await api.get(`/api/verify-signature/?hash=${trainee?.signature_hash}`);
    expect(intact.body).toMatchObject({
      valid: true,
      level: 'advanced',
      confirmation: 'passkey',
      evidence_valid: true,
      confirmation_label: texts.verification.confirmations.passkey,
    });
    expect(
      (intact.body as { signatures: { evidence_valid: boolean }[] }).signatures.map(
        (line) => line.evidence_valid,
      ),
    ).toEqual([true, true, true]);

    const forged = await forgeEvidenceWithTheSealKey(record);
    const bySignature = await api.get(`/api/verify-signature/?hash=${trainee?.signature_hash}`);
    const byDocument = await api.get(`/api/verify-signature/?hash=${forged.document_hash}`);

    expect(bySignature.body).toEqual({
      valid: false,
      reason: texts.verification.failureReasons.passkey_evidence_invalid,
    });
    expect(byDocument.body).toEqual({
      valid: false,
      reason: texts.verification.failureReasons.passkey_evidence_invalid,
    });
  });
});
