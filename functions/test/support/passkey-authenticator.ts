import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { type PasskeyRecord, passkeys } from '../../src/accounts/data/passkeys';
import { newId } from '../../src/platform/ids';
import { putItem } from '../../src/platform/table';

/*
 * A software authenticator for the tests: an ES256 key made with node:crypto and a 'none'
 * attestation, built byte by byte as WebAuthn Level 2 lays out authenticator data, so the server
 * checks it exactly as it checks a phone's.
 */

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_CREDENTIAL = 0x40;

type CreationOptions = { challenge: string; rp: { id: string } };
type RequestOptions = { challenge: string; rpId?: string };

/** How an assertion is made: at which origin and RP id, with user verification, with which counter. */
export type AssertionAnswer = { origin: string; userVerified?: boolean; rpId?: string; counter?: number };

export type SoftwareAuthenticator = ReturnType<typeof createSoftwareAuthenticator>;

export function createSoftwareAuthenticator() {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  let signCount = 0;
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(32);
  const coseKey = isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x as string, 'base64url')],
      [-3, Buffer.from(jwk.y as string, 'base64url')],
    ]),
  );
  return {
    credentialId: credentialId.toString('base64url'),
    /** The browser's answer to `options`, as if made at `origin`; `userVerified: false` for a tap without PIN or biometrics. */
    attest(
      options: CreationOptions,
      answer: { origin: string; userVerified?: boolean; rpId?: string },
    ): RegistrationResponseJSON {
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.create',
          challenge: options.challenge,
          origin: answer.origin,
          crossOrigin: false,
        }),
      );
      const flags =
        FLAG_USER_PRESENT |
        FLAG_ATTESTED_CREDENTIAL |
        (answer.userVerified === false ? 0 : FLAG_USER_VERIFIED);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([
        createHash('sha256')
          .update(answer.rpId ?? options.rp.id)
          .digest(),
        Buffer.from([flags]),
        Buffer.alloc(4),
        Buffer.alloc(16),
        length,
        credentialId,
        Buffer.from(coseKey),
      ]);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<string, string> | Uint8Array>([
          ['fmt', 'none'],
          ['attStmt', new Map<string, string>()],
          ['authData', new Uint8Array(authData)],
        ]),
      );
      const id = credentialId.toString('base64url');
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          attestationObject: Buffer.from(attestationObject).toString('base64url'),
          transports: ['internal'],
        },
        clientExtensionResults: {},
      };
    },
    /**
     * The browser's answer to a `navigator.credentials.get()` with `options`: the key signs the
     * authenticator data and the client data's hash; the counter moves on by one unless given.
     */
    assert(options: RequestOptions, answer: AssertionAnswer): AuthenticationResponseJSON {
      signCount = answer.counter ?? signCount + 1;
      const clientDataJSON = Buffer.from(
        JSON.stringify({
          type: 'webauthn.get',
          challenge: options.challenge,
          origin: answer.origin,
          crossOrigin: false,
        }),
      );
      const counter = Buffer.alloc(4);
      counter.writeUInt32BE(signCount);
      const authenticatorData = Buffer.concat([
        createHash('sha256')
          .update(answer.rpId ?? options.rpId ?? new URL(answer.origin).hostname)
          .digest(),
        Buffer.from([FLAG_USER_PRESENT | (answer.userVerified === false ? 0 : FLAG_USER_VERIFIED)]),
        counter,
      ]);
      const signature = sign(
        'sha256',
        Buffer.concat([authenticatorData, createHash('sha256').update(clientDataJSON).digest()]),
        privateKey,
      );
      const id = credentialId.toString('base64url');
      return {
        id,
        rawId: id,
        type: 'public-key',
        response: {
          clientDataJSON: clientDataJSON.toString('base64url'),
          authenticatorData: authenticatorData.toString('base64url'),
          signature: signature.toString('base64url'),
        },
        clientExtensionResults: {},
      };
    },
  };
}

/** A passkey already registered for the user, written straight to the table. */
export async function buildPasskey(userId: string, name = 'Telefonul meu'): Promise<PasskeyRecord> {
  const authenticator = createSoftwareAuthenticator();
  const passkey: PasskeyRecord = {
    id: newId(),
    user_id: userId,
    credential_id: authenticator.credentialId,
    public_key: new Uint8Array(32),
    counter: 0,
    transports: ['internal'],
    name,
    created_at: new Date().toISOString(),
    device_type: 'singleDevice',
    backed_up: false,
    aaguid: '00000000-0000-0000-0000-000000000000',
  };
  await putItem({ Item: passkeys.toItem(passkey) });
  return passkey;
}
