/**
 * The identity hash of an electronic signature (docs/signatures.md):
 * `sha256(username|email|last_name first_name|birth_date|timestamp)`, hex encoded.
 * Uses WebCrypto so the browser and the Lambda compute exactly the same value.
 */
export type SignerIdentity = {
  username: string;
  email: string;
  first_name: string;
  last_name: string;
  birth_date: string | null;
};

/**
 * The signer identity of a user as stored (server) or as `GET /api/users/me/` answers it
 * (browser): both sides build it here, so both hash the same bytes.
 */
export function signerIdentityOf(user: {
  username: string;
  email: string | null;
  first_name: string;
  last_name: string;
  birth_date: string | null;
}): SignerIdentity {
  return {
    username: user.username,
    email: user.email ?? '',
    first_name: user.first_name,
    last_name: user.last_name,
    birth_date: user.birth_date,
  };
}

export function buildSignatureString(identity: SignerIdentity, timestamp: string): string {
  return [
    identity.username,
    identity.email,
    `${identity.last_name} ${identity.first_name}`,
    identity.birth_date ?? '',
    timestamp,
  ].join('|');
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function computeSignatureHash(identity: SignerIdentity, timestamp: string): Promise<string> {
  return sha256Hex(buildSignatureString(identity, timestamp));
}
