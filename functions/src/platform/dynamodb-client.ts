import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { clientSettings, oncePerColdStart } from './aws';
import { retryCancelledTransactionsPlugin } from './aws-retries';
import { dynamoUsagePlugin } from './dynamodb-usage';

/** The table's client: every function has it (the caller is loaded from the table). */
export const getDocumentClient = oncePerColdStart(() => {
  const client = new DynamoDBClient(clientSettings('dynamodb'));
  client.middlewareStack.use(dynamoUsagePlugin);
  client.middlewareStack.use(retryCancelledTransactionsPlugin);
  return DynamoDBDocumentClient.from(client, { marshallOptions: { removeUndefinedValues: true } });
});
