import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runTool } from './pdf-tools';

/*
 * An RFC 3161 time-stamp authority on the loopback address, answered by OpenSSL's own `ts -reply`
 * with a throwaway TSA certificate: the platform's client is tested against an implementation
 * that is not its own. It can be told to fail, to refuse, or to replay an earlier answer.
 */

export type TestTsaBehaviour =
  /** Every request answered by OpenSSL. */
  | 'answer'
  /** HTTP 503, as an authority down for maintenance. */
  | 'unavailable'
  /** The previous answer again: a token for another digest and nonce. */
  | 'replay';

export type TestTsa = {
  url: string;
  /** The authority's certificate (PEM), to verify its tokens with OpenSSL. */
  certificatePath: string;
  requests: number;
  /** How the next requests are answered; `times` of them, then back to answering. */
  behave(behaviour: TestTsaBehaviour, times?: number): void;
  stop(): Promise<void>;
};

async function createAuthorityFiles(directory: string): Promise<{ config: string; certificate: string }> {
  const key = join(directory, 'tsa.key');
  const certificate = join(directory, 'tsa.crt');
  const created = await runTool('openssl', [
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    key,
    '-out',
    certificate,
    '-subj',
    '/CN=Test time-stamp authority',
    '-days',
    '2',
    '-addext',
    'extendedKeyUsage=critical,timeStamping',
    '-addext',
    'keyUsage=critical,digitalSignature',
  ]);
  if (created.exitCode !== 0) throw new Error(`openssl req failed: ${created.output}`);
  await writeFile(join(directory, 'serial'), '01\n');
  const config = join(directory, 'tsa.cnf');
  await writeFile(
    config,
    [
      '[ tsa ]',
      'default_tsa = tsa_config',
      '[ tsa_config ]',
      `serial = ${join(directory, 'serial')}`,
      `signer_cert = ${certificate}`,
      `certs = ${certificate}`,
      `signer_key = ${key}`,
      'signer_digest = sha256',
      'default_policy = 1.3.6.1.4.1.99999.1',
      'digests = sha256',
      'accuracy = secs:1',
      'ordering = no',
      'tsa_name = no',
      'ess_cert_id_alg = sha256',
      '',
    ].join('\n'),
  );
  return { config, certificate };
}

export async function startTestTsa(): Promise<TestTsa> {
  const directory = await mkdtemp(join(tmpdir(), 'ssm-test-tsa-'));
  const files = await createAuthorityFiles(directory);
  let behaviour: TestTsaBehaviour = 'answer';
  let remaining = 0;
  let previousAnswer: Buffer | undefined;
  let sequence = 0;

  async function answer(query: Buffer): Promise<Buffer> {
    sequence += 1;
    const queryPath = join(directory, `query-${sequence}.tsq`);
    const replyPath = join(directory, `reply-${sequence}.tsr`);
    await writeFile(queryPath, query);
    const replied = await runTool('openssl', [
      'ts',
      '-reply',
      '-config',
      files.config,
      '-queryfile',
      queryPath,
      '-out',
      replyPath,
    ]);
    if (replied.exitCode !== 0) throw new Error(`openssl ts -reply failed: ${replied.output}`);
    return readFile(replyPath);
  }

  const tsa: TestTsa = {
    url: '',
    certificatePath: files.certificate,
    requests: 0,
    behave(next, times = Number.POSITIVE_INFINITY) {
      behaviour = next;
      remaining = times;
    },
    stop: () =>
      new Promise<void>((resolve) => server.close(() => resolve())).then(() =>
        rm(directory, { recursive: true, force: true }),
      ),
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      tsa.requests += 1;
      const current = remaining > 0 ? behaviour : 'answer';
      remaining -= 1;
      if (current === 'unavailable') {
        response.writeHead(503).end();
        return;
      }
      if (current === 'replay' && previousAnswer) {
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(previousAnswer);
        return;
      }
      try {
        previousAnswer = await answer(Buffer.concat(chunks));
        response.writeHead(200, { 'content-type': 'application/timestamp-reply' }).end(previousAnswer);
      } catch (error) {
        response.writeHead(500).end(String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  tsa.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/tsr`;
  return tsa;
}
