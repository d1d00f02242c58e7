import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecordSeal } from '../../src/records/data/records';
import { checkLinkSeal, sealLinkHash, type TrustedSealKey } from '../../src/records/domain/record-seal';
import { certificatePublicKey } from '../../src/signing/certificate';
import type { Sealer } from '../../src/signing/sealer';
import { createScratchSealer } from '../support/test-sealer';

let sealer: Sealer;
let trusted: TrustedSealKey[];
const removals: Array<() => Promise<void>> = [];

beforeAll(async () => {
  const scratch = await createScratchSealer();
  removals.push(scratch.remove);
  sealer = scratch.sealer;
  const [certificate] = await sealer.certificateChain();
  const publicKey = certificatePublicKey(certificate!).export({ type: 'spki', format: 'der' });
  trusted = [{ keyId: sealer.keyId, publicKey: new Uint8Array(publicKey) }];
}, 60_000);

afterAll(async () => {
  await Promise.all(removals.map((remove) => remove()));
});

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex');

describe('the seal over a link of a record’s chain', () => {
  it('names its key and verifies for the hash it sealed', async () => {
    const seal = await sealLinkHash(sealer, hashOf('record'));

    expect(seal).toMatchObject({ key_id: sealer.keyId, algorithm: 'RSASSA_PKCS1_V1_5_SHA_256' });
    expect(checkLinkSeal(seal, hashOf('record'), trusted)).toBe('valid');
  });

  it('does not verify for a recomputed hash of a rewritten link', async () => {
    const seal = await sealLinkHash(sealer, hashOf('record'));

    expect(checkLinkSeal(seal, hashOf('record, rewritten'), trusted)).toBe('mismatch');
  });

  it('does not verify once its signature is changed', async () => {
    const seal = await sealLinkHash(sealer, hashOf('record'));
    const signature = Buffer.from(seal.signature, 'base64');
    signature[10] = signature[10]! ^ 0x01;
    const forged: RecordSeal = { ...seal, signature: signature.toString('base64') };

    expect(checkLinkSeal(forged, hashOf('record'), trusted)).toBe('mismatch');
  });

  it('answers unknown_key for a seal of a key the platform does not publish', async () => {
    const other = await createScratchSealer();
    removals.push(other.remove);
    const seal = await sealLinkHash(other.sealer, hashOf('record'));

    expect(checkLinkSeal(seal, hashOf('record'), trusted)).toBe('unknown_key');
  });

  it('answers mismatch for a seal that claims a trusted key id but was made by another key', async () => {
    const other = await createScratchSealer();
    removals.push(other.remove);
    const seal = await sealLinkHash(other.sealer, hashOf('record'));

    expect(checkLinkSeal({ ...seal, key_id: sealer.keyId }, hashOf('record'), trusted)).toBe('mismatch');
  });
});
