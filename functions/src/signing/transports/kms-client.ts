import { KMSClient } from '@aws-sdk/client-kms';
import { clientSettings, oncePerColdStart } from '../../platform/aws';

/** The KMS client, for the functions whose route declares the seal (see `seal.ts`). */
export const getKmsClient = oncePerColdStart(() => new KMSClient(clientSettings('kms')));
