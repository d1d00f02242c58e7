import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { texts } from '@ssm/shared';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/errors';
import { subjectPublicKeyOf } from '../../src/records/domain/signing-authorisation';

/*
 * The stored COSE key of a passkey becomes the SubjectPublicKeyInfo its evidence carries; a key of
 * a type the platform does not take (one stored before registration limited the algorithms) is
 * a 400 in Romanian, never a 500.
 */

function coseKey(fields: [number, number | Uint8Array][]): Uint8Array {
  return isoCBOR.encode(new Map<number, number | Uint8Array>(fields));
}

describe('subjectPublicKeyOf', () => {
  it('turns an ES256 key into the SubjectPublicKeyInfo OpenSSL and node:crypto read', async () => {
    const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });

    const converted = await subjectPublicKeyOf(
      coseKey([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x as string, 'base64url')],
        [-3, Buffer.from(jwk.y as string, 'base64url')],
      ]),
    );

    expect(converted).toEqual({
      publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
      algorithm: -7,
    });
  });

  it.each([
    [
      'an ML-DSA-65 key (COSE key type AKP)',
      [
        [1, 7],
        [3, -49],
        [-1, randomBytes(1952)],
      ],
    ],
    [
      'an EC2 key on an unknown curve',
      [
        [1, 2],
        [3, -7],
        [-1, 99],
        [-2, randomBytes(32)],
        [-3, randomBytes(32)],
      ],
    ],
    [
      'an Ed25519 curve labelled as EC2',
      [
        [1, 2],
        [3, -8],
        [-1, 6],
        [-2, randomBytes(32)],
      ],
    ],
    [
      'an EC2 key whose point is not on its curve',
      [
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, randomBytes(32)],
        [-3, randomBytes(32)],
      ],
    ],
  ] as [string, [number, number | Uint8Array][]][])(
    'refuses %s with a Romanian 400',
    async (_name, fields) => {
      const refusal = await subjectPublicKeyOf(coseKey(fields)).catch((error: unknown) => error);

      expect(refusal).toBeInstanceOf(AppError);
      expect(refusal).toMatchObject({ status: 400, detail: texts.signing.passkeyKeyUnsupported });
    },
  );

  it('refuses bytes that are no COSE key at all with the same 400', async () => {
    const refusal = await subjectPublicKeyOf(new Uint8Array([0xff, 0x00, 0x13])).catch(
      (error: unknown) => error,
    );

    expect(refusal).toMatchObject({ status: 400, detail: texts.signing.passkeyKeyUnsupported });
  });
});
