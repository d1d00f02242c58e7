import { execFile as execFileCallback } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/* Runs Debian's PDF and crypto tools (`debian-packages.ts`; the global setups install them). */

const execFile = promisify(execFileCallback);

export type RunResult = { exitCode: number; output: string };

/** Runs a tool to its end, whatever its exit code, and gives what it printed. */
export async function runTool(command: string, args: readonly string[]): Promise<RunResult> {
  try {
    const { stdout, stderr } = await execFile(command, args, { maxBuffer: 16 * 1024 * 1024 });
    return { exitCode: 0, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { exitCode: failed.code, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** Writes files into a scratch directory for the duration of `use`. */
export async function withFiles<T>(
  files: Record<string, Uint8Array | string>,
  use: (paths: Record<string, string>, directory: string) => Promise<T>,
): Promise<T> {
  const directory = await mkdtemp(join(tmpdir(), 'ssm-pdf-tools-'));
  try {
    const paths: Record<string, string> = {};
    for (const [name, contents] of Object.entries(files)) {
      paths[name] = join(directory, name);
      await writeFile(paths[name], contents);
    }
    return await use(paths, directory);
  } finally {
    await rm(directory, { recursive: true, force: true });
  }
}

export type PdfsigSignature = {
  validation: string;
  totalDocumentSigned: boolean;
  subFilter: string | undefined;
  hashAlgorithm: string | undefined;
  signerCommonName: string | undefined;
};

export type PdfsigReport = { output: string; signatures: PdfsigSignature[] };

function field(block: string, label: string): string | undefined {
  return new RegExp(`- ${label}: (.*)`).exec(block)?.[1]?.trim();
}

/** poppler's report on a PDF's signatures, one entry per signature. */
export async function runPdfsig(pdf: Uint8Array): Promise<PdfsigReport> {
  return withFiles({ 'document.pdf': pdf }, async (paths) => {
    const { output } = await runTool('pdfsig', [paths['document.pdf']!]);
    const signatures = output
      .split(/^Signature #\d+:$/m)
      .slice(1)
      .map((block) => ({
        validation: field(block, 'Signature Validation') ?? '',
        totalDocumentSigned: /- Total document signed/.test(block),
        subFilter: field(block, 'Signature Type'),
        hashAlgorithm: field(block, 'Signing Hash Algorithm'),
        signerCommonName: field(block, 'Signer Certificate Common Name'),
      }));
    return { output, signatures };
  });
}

/** `qpdf --check`: exit code 0 means no syntax or stream error and no warning. */
export async function runQpdfCheck(pdf: Uint8Array): Promise<RunResult> {
  return withFiles({ 'document.pdf': pdf }, (paths) => runTool('qpdf', ['--check', paths['document.pdf']!]));
}

/**
 * The text poppler extracts from a PDF: laid out as on the page, or (`layout: false`) in the
 * order it was drawn, which keeps the lines of a table cell together.
 */
export async function runPdftotext(pdf: Uint8Array, options: { layout?: boolean } = {}): Promise<string> {
  return withFiles({ 'document.pdf': pdf }, async (paths) => {
    const mode = options.layout === false ? '-raw' : '-layout';
    const { output } = await runTool('pdftotext', ['-enc', 'UTF-8', mode, paths['document.pdf']!, '-']);
    return output;
  });
}

/**
 * The file with one byte of its signed content changed: a byte of the binary comment that
 * follows the `%PDF-1.x` header, which changes no PDF object, so readers still open the file.
 */
export function changeOneByte(sealed: Uint8Array): Uint8Array {
  const changed = Buffer.from(sealed);
  if (changed.toString('latin1', 0, 10) !== '%PDF-1.7\n%') throw new Error('Not a PDF 1.7 header');
  changed[10] = changed[10]! ^ 0x01;
  return new Uint8Array(changed);
}
