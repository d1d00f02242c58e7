import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { UserRecord } from '../../functions/src/accounts/data/users';
import { type Emulators, scratchDirectoryRoot, startEmulators } from '../../functions/src/local/emulators';
import { createGatewayListener } from '../../functions/src/local/gateway';
import { resetClientsForTests } from '../../functions/src/platform/aws';
import { resetConfigForTests } from '../../functions/src/platform/config';
import { resetDeploymentKeysForTests } from '../../functions/src/platform/deployment-keys';
import { getDocumentClient } from '../../functions/src/platform/dynamodb-client';
import { tableName } from '../../functions/src/platform/table';
import { lastSigningCodeTo } from '../../functions/test/support/documents';

/*
 * What the signing benchmarks share: in-memory emulators, the handlers pointed at them, the
 * local gateway on a free port, a fast way to write many items, and the e-mailed signing code
 * (docs/signatures.md, "The e-mailed code") read back from the outbox.
 */

export type SigningPlatform = { url: string; env: Record<string, string>; stop(): Promise<void> };

export async function startSigningPlatform(): Promise<SigningPlatform> {
  const emulators: Emulators = await startEmulators();
  // In-memory emulators have no data directory, hence no outbox of their own for the signing codes.
  const outboxDir = await mkdtemp(join(scratchDirectoryRoot(), 'ssm-bench-outbox-'));
  const env = {
    ...emulators.env,
    OUTBOX_DIR: outboxDir,
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'https://instruire.example.ro',
  };
  Object.assign(process.env, env);
  resetConfigForTests();
  resetClientsForTests();
  resetDeploymentKeysForTests();
  const server: Server = createServer(createGatewayListener({ fileOrigins: [] }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    env,
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulators.stop();
      await rm(outboxDir, { recursive: true, force: true });
    },
  };
}

/** Puts items 25 at a time, sending again what DynamoDB left unprocessed. */
export async function putItems(items: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < items.length; start += 25) {
    let requests: { PutRequest: { Item: Record<string, unknown> } }[] = items
      .slice(start, start + 25)
      .map((Item) => ({ PutRequest: { Item } }));
    while (requests.length > 0) {
      const result = await getDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

type AnswerOf = { status: number; body: unknown };

export type SigningCodeSignature = { document_id: string; timestamp: string; hash_signature: string };

/**
 * What a sign request carries after `POST /api/signing-codes/` sent `signer` a code: the code's
 * challenge and the code read from the outbox, as the signer reads it in the mail, with the
 * signatures the challenge fixed. Throws unless a code was sent.
 */
export async function confirmSigningCode(signer: UserRecord, requested: AnswerOf) {
  const body = requested.body as {
    challenge_id?: string;
    signatures?: SigningCodeSignature[];
    detail?: string;
  };
  if (requested.status !== 201 || !body.challenge_id || !signer.email) {
    throw new Error(
      `No signing code was sent to ${signer.username} (HTTP ${requested.status}): ${body.detail}`,
    );
  }
  return {
    authorisation: { challenge_id: body.challenge_id, code: await lastSigningCodeTo(signer.email) },
    signatures: body.signatures ?? [],
  };
}

/** Throws unless a mass sign signed `expected` documents: a refusal must never pass for a measurement. */
export function assertSigned(request: string, answer: AnswerOf, expected: number): void {
  const body = answer.body as { signed?: string[]; detail?: string } | null;
  const signed = body?.signed?.length ?? 0;
  if (answer.status !== 200 || signed !== expected) {
    throw new Error(`${request} signed ${signed} of ${expected} (HTTP ${answer.status}): ${body?.detail}`);
  }
}
