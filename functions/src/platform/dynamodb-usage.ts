import { AsyncLocalStorage } from 'node:async_hooks';
import type { InitializeHandler, InitializeHandlerArguments, MetadataBearer, Pluggable } from '@smithy/types';

/**
 * Counts the DynamoDB calls and consumed capacity of one request. The local gateway runs each
 * request inside `measureDynamoUsage` and reports the figures in response headers; the
 * benchmarks and tests read them (no Scan on any request path, at most 3 calls for a GET). Outside
 * a measured request the middleware does nothing, so Lambda pays nothing for it.
 */
export type DynamoUsage = { calls: number; scans: number; readUnits: number; writeUnits: number };

const storage = new AsyncLocalStorage<DynamoUsage>();

const DATA_COMMANDS = new Set([
  'GetItemCommand',
  'PutItemCommand',
  'UpdateItemCommand',
  'DeleteItemCommand',
  'QueryCommand',
  'ScanCommand',
  'BatchGetItemCommand',
  'BatchWriteItemCommand',
  'TransactGetItemsCommand',
  'TransactWriteItemsCommand',
]);

type Capacity = { ReadCapacityUnits?: number; WriteCapacityUnits?: number; CapacityUnits?: number };

function addCapacity(
  usage: DynamoUsage,
  commandName: string,
  consumed: Capacity | Capacity[] | undefined,
): void {
  const isWrite = /Put|Update|Delete|Write/.test(commandName);
  for (const capacity of Array.isArray(consumed) ? consumed : consumed ? [consumed] : []) {
    const read = capacity.ReadCapacityUnits ?? (isWrite ? 0 : (capacity.CapacityUnits ?? 0));
    const write = capacity.WriteCapacityUnits ?? (isWrite ? (capacity.CapacityUnits ?? 0) : 0);
    usage.readUnits += read;
    usage.writeUnits += write;
  }
}

export const dynamoUsagePlugin: Pluggable<object, MetadataBearer> = {
  applyToStack: (stack) => {
    stack.add(
      (next: InitializeHandler<object, MetadataBearer>, context: { commandName?: string }) =>
        async (args: InitializeHandlerArguments<object>) => {
          const usage = storage.getStore();
          const commandName = context.commandName ?? '';
          if (!usage || !DATA_COMMANDS.has(commandName)) return next(args);
          const input = args.input as { ReturnConsumedCapacity?: string };
          input.ReturnConsumedCapacity ??= 'TOTAL';
          usage.calls += 1;
          if (commandName === 'ScanCommand') usage.scans += 1;
          const result = await next(args);
          addCapacity(
            usage,
            commandName,
            (result.output as { ConsumedCapacity?: Capacity | Capacity[] }).ConsumedCapacity,
          );
          return result;
        },
      { step: 'initialize', name: 'dynamoUsage' },
    );
  },
};

export async function measureDynamoUsage<T>(
  work: () => Promise<T>,
): Promise<{ result: T; usage: DynamoUsage }> {
  const usage: DynamoUsage = { calls: 0, scans: 0, readUnits: 0, writeUnits: 0 };
  const result = await storage.run(usage, work);
  return { result, usage };
}

export function usageHeaders(usage: DynamoUsage): Record<string, string> {
  return {
    'x-dynamodb-calls': String(usage.calls),
    'x-dynamodb-scans': String(usage.scans),
    'x-dynamodb-read-units': usage.readUnits.toFixed(1),
    'x-dynamodb-write-units': usage.writeUnits.toFixed(1),
  };
}
