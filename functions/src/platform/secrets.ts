import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { clientSettings, oncePerColdStart } from './aws';

const getSecretsClient = oncePerColdStart(() => new SecretsManagerClient(clientSettings('secretsManager')));

/** A secret's text from Secrets Manager (every function reads the token secret this way on AWS). */
export async function readSecretString(secretId: string): Promise<string> {
  const result = await getSecretsClient().send(new GetSecretValueCommand({ SecretId: secretId }));
  if (!result.SecretString) throw new Error(`The secret ${secretId} is empty`);
  return result.SecretString;
}
