import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { PASSKEY_EVIDENCE_FILE_NAME } from '../../src/records/domain/record-evidence';
import { buildTenant, tokenFor } from '../support/builders';
import { buildSignedDocument, expectNoScan } from '../support/documents';
import { useTestGateway } from '../support/gateway';
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
