import { onTestFinished, vi } from 'vitest';
import { buildId, buildSigningCode } from './builders';
import type { RecordedCall } from './fake-api';

/*
 * A device holding the signer's passkey, as far as the page can see one: WebAuthn present and
 * `navigator.credentials.get` answering every request with an assertion. What it signs is not
 * checked here (the server tests verify real assertions); a component test needs the page to go
 * through its passkey path.
 */

const bytes = (text: string) => new TextEncoder().encode(text).buffer;

export function holdPasskeyDevice() {
  const get = vi.fn(async () => ({
    id: 'cheie-de-test',
    rawId: bytes('cheie-de-test'),
    type: 'public-key',
    authenticatorAttachment: 'platform',
    response: {
      authenticatorData: bytes('authenticator-data'),
      clientDataJSON: bytes('{"type":"webauthn.get"}'),
      signature: bytes('signature'),
      userHandle: null,
    },
    getClientExtensionResults: () => ({}),
  }));
  vi.stubGlobal('PublicKeyCredential', class PublicKeyCredential {});
  Object.defineProperty(navigator, 'credentials', { value: { get }, configurable: true });
  // The test setup unstubs the globals after each test; the property is ours to take back.
  onTestFinished(() => {
    Reflect.deleteProperty(navigator, 'credentials');
  });
  return { assertions: get };
}

/** The API's answers for a signer holding one passkey: its list and a challenge per request. */
export const passkeyHolderAnswers = {
  'GET /api/passkeys/': {
    body: {
      items: [
        {
          id: buildId(),
          name: 'Telefonul meu',
          created_at: '2026-01-10T08:00:00.000Z',
          transports: ['internal'],
          backed_up: true,
        },
      ],
      registration_open: false,
    },
  },
  'POST /api/signing-challenges/': (call: RecordedCall) => {
    const documentIds = (call.body as { document_ids: string[] }).document_ids;
    const { email: _email, ...fixed } = buildSigningCode(documentIds);
    return {
      body: {
        ...fixed,
        options: { challenge: 'AAAA', rpId: 'localhost', allowCredentials: [], userVerification: 'required' },
      },
    };
  },
};
