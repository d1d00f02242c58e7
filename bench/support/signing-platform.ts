import { createServer, type Server } from 'node:http';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { type Emulators, startEmulators } from '../../functions/src/local/emulators';
import { createGatewayListener } from '../../functions/src/local/gateway';
import { resetClientsForTests } from '../../functions/src/platform/aws';
import { resetConfigForTests } from '../../functions/src/platform/config';
import { resetDeploymentKeysForTests } from '../../functions/src/platform/deployment-keys';
import { getDocumentClient } from '../../functions/src/platform/dynamodb-client';
import { tableName } from '../../functions/src/platform/table';

/*
 * What the signing benchmarks share: in-memory emulators, the handlers pointed at them, the
 * local gateway on a free port, and a fast way to write many items.
 */

export type SigningPlatform = { url: string; env: Record<string, string>; stop(): Promise<void> };

export async function startSigningPlatform(): Promise<SigningPlatform> {
  const emulators: Emulators = await startEmulators();
  Object.assign(process.env, emulators.env, {
    LOG_LEVEL: 'silent',
    PUBLIC_BASE_URL: 'https://instruire.example.ro',
  });
  resetConfigForTests();
  resetClientsForTests();
  resetDeploymentKeysForTests();
  const server: Server = createServer(createGatewayListener({ fileOrigins: [] }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    env: { ...emulators.env, LOG_LEVEL: 'silent', PUBLIC_BASE_URL: 'https://instruire.example.ro' },
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await emulators.stop();
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
