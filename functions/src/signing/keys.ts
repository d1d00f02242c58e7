import * as texts from '@ssm/shared/texts';
import { getConfig } from '../platform/config';
import type { Sealer, Sealing } from './sealer';
import { keptOnceMade, localSealDirectory, timestampTrustAnchors } from './settings';
import { createTimestampAuthority } from './timestamp-authority';
import { createKmsSealer } from './transports/aws-kms';
import { readConfiguredChainPem } from './transports/aws-kms-published';
import { getKmsClient } from './transports/kms-client';
import { createLocalSealer } from './transports/local';

/*
 * The platform seal that signs (docs/signatures.md), loaded only through seal.ts: the KMS key when
 * the stack names one, else the local key pair in the seal directory. A handler takes the sealer
 * only when its route declares `seal: 'sign'`; what verifies reads the published seal
 * (kms-published-seal.ts, local-published-seal.ts), which needs none of this. The CDK stack
 * grants `kms:Sign` to the first kind alone.
 */

const loadSealer = keptOnceMade(async (): Promise<Sealer> => {
  const { sealKeyArn } = getConfig();
  if (!sealKeyArn) {
    return createLocalSealer({ directory: localSealDirectory(), organisation: texts.common.appName });
  }
  return createKmsSealer({
    client: getKmsClient(),
    keyArn: sealKeyArn,
    certificateChainPem: await readConfiguredChainPem(),
    organisation: texts.common.appName,
  });
});

/** The sealer and the time-stamp authority, for the functions that seal. */
export async function getSealing(): Promise<Sealing> {
  const { sealTimestampUrl } = getConfig();
  return {
    sealer: await loadSealer(),
    timestampAuthority: sealTimestampUrl
      ? createTimestampAuthority({ url: sealTimestampUrl, trustedAuthorities: timestampTrustAnchors() })
      : undefined,
  };
}
