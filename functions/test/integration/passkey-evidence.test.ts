import { readFile } from 'node:fs/promises';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import type { TrainingRecord } from '../../src/records/data/records';
import { PASSKEY_EVIDENCE_FILE_NAME } from '../../src/records/domain/record-evidence';
import { computeChainHashes } from '../../src/records/domain/record-hashes';
import { sealLinkHash } from '../../src/records/domain/record-seal';
import { getSealing } from '../../src/signing/seal';
import { buildTenant, tokenFor } from '../support/builders';
import { buildSignedDocument, expectNoScan } from '../support/documents';
import { useTestGateway } from '../support/gateway';
import { rewriteAsInsider } from '../support/insider';
import { runPdftotext, runTool, withFiles } from '../support/pdf-tools';

/*
 * The offline check of docs/signatures.md, run as written there on a record signed with passkeys
 * by its three signers: the evidence is taken out of the PDF with qpdf, the recipe with node.
 */

const api = useTestGateway();

async function offlineRecipe(): Promise<string> {
  const doc = await readFile(new URL('../../../docs/signatures.md', import.meta.url), 'utf8');
  const match = /<!-- offline-recipe -->\n```js\n([\s\S]*?)```/.exec(doc);
  if (!match?.[1]) throw new Error('docs/signatures.md holds no offline recipe');
  return match[1];
}

describe('the passkey evidence in a record PDF', () => {
  it('prints "avansată" for each signer and passes the offline recipe of the docs', async () => {
    const { employee, admin, owner } = await buildTenant();
    const record = await buildSignedDocument(api, { trainee: employee, admin, owner });
    const link = expectNoScan(
      await api.get<{ url: string }>(`/api/documents/${record.id}/pdf/`, await tokenFor(owner)),
    );
    const pdf = new Uint8Array(await (await fetch(link.body.url)).arrayBuffer());

    const text = (await runPdftotext(pdf)).replace(/\s+/g, ' ');
    expect(text.match(/semnătură electronică avansată \(cheie de acces a semnatarului\)/g)).toHaveLength(3);
    const output = await withFiles(
      { 'record.pdf': pdf, 'check.mjs': await offlineRecipe() },
      async (paths) => {
        const extracted = await runTool('qpdf', [
          `--show-attachment=${PASSKEY_EVIDENCE_FILE_NAME}`,
          paths['record.pdf'] as string,
        ]);
        expect(extracted.exitCode).toBe(0);
        return withFiles({ 'evidence.json': extracted.output }, (evidence) =>
          runTool(process.execPath, [paths['check.mjs'] as string, evidence['evidence.json'] as string]),
        );
      },
    );

    expect(output.exitCode).toBe(0);
    expect(output.output.trim().split('\n')).toEqual([
      `trainee ${employee.username}: valid`,
      `representative ${admin.username}: valid`,
      `trainer ${owner.username}: valid`,
    ]);
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
