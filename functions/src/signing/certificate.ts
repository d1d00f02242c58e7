import { createHash, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import { SealError } from './sealer';

/*
 * The seal's X.509 certificate. A firm may plug in a qualified electronic-seal certificate
 * issued for the key; without one the platform certifies its own key: a self-signed certificate
 * made by the key itself. It is deterministic (serial from the public key, fixed validity, and a
 * deterministic signature), so every process that makes it for the same key makes the same
 * bytes and the same fingerprint.
 *
 * What reads certificates (PEM chains, summaries, public keys) is here, on node:crypto alone, for
 * verification; making the self-signed certificate takes pkijs and lives in
 * self-signed-certificate.ts, loaded only with the seal's keys.
 */

export const OID = {
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  sha256WithRsa: '1.2.840.113549.1.1.11',
  countryName: '2.5.4.6',
  organizationName: '2.5.4.10',
  commonName: '2.5.4.3',
  basicConstraints: '2.5.29.19',
  keyUsage: '2.5.29.15',
  subjectKeyIdentifier: '2.5.29.14',
} as const;

export function sha256(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(bytes).digest();
}

/**
 * An ArrayBuffer holding exactly these bytes, as asn1js and pkijs take them. A Buffer is often a
 * view into a larger shared pool, so its `.buffer` would carry other bytes too.
 */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

const PEM_CERTIFICATE = /-----BEGIN CERTIFICATE-----([A-Za-z0-9+/=\s]+?)-----END CERTIFICATE-----/g;

/** The DER certificates of a PEM chain, in the order written (the seal's own first). */
export function parseCertificateChainPem(pem: string): Uint8Array[] {
  const chain = [...pem.matchAll(PEM_CERTIFICATE)].map(
    (match) => new Uint8Array(Buffer.from(match[1]!.replace(/\s+/g, ''), 'base64')),
  );
  if (chain.length === 0) throw new SealError('The seal certificate chain holds no PEM certificate');
  for (const der of chain) readCertificate(der);
  return chain;
}

export function toCertificatePem(der: Uint8Array): string {
  const base64 = Buffer.from(der).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${base64.replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
}

function readCertificate(der: Uint8Array): X509Certificate {
  try {
    return new X509Certificate(der);
  } catch (error) {
    throw new SealError('The seal certificate is not a valid X.509 certificate', { cause: error });
  }
}

/** What verification and the published certificate show of a seal certificate. */
export type SealCertificateSummary = {
  subject: string;
  issuer: string;
  /** SHA-256 of the DER certificate, upper-case hex in pairs, as PDF readers and browsers show it. */
  fingerprintSha256: string;
  validFrom: string;
  validTo: string;
  selfSigned: boolean;
};

export function summariseCertificate(der: Uint8Array): SealCertificateSummary {
  const certificate = readCertificate(der);
  return {
    subject: certificate.subject,
    issuer: certificate.issuer,
    fingerprintSha256: certificate.fingerprint256,
    validFrom: new Date(certificate.validFrom).toISOString(),
    validTo: new Date(certificate.validTo).toISOString(),
    selfSigned: certificate.subject === certificate.issuer && certificate.verify(certificate.publicKey),
  };
}

export function certificatePublicKey(der: Uint8Array): KeyObject {
  return readCertificate(der).publicKey;
}

/** Whether a certificate certifies exactly this public key (DER SubjectPublicKeyInfo). */
export function certifiesPublicKey(certificateDer: Uint8Array, publicKeyDer: Uint8Array): boolean {
  const certified = certificatePublicKey(certificateDer).export({ type: 'spki', format: 'der' });
  const given = createPublicKey({ key: Buffer.from(publicKeyDer), format: 'der', type: 'spki' }).export({
    type: 'spki',
    format: 'der',
  });
  return Buffer.compare(certified, given) === 0;
}

/** Why a firm's configured certificate is refused for the KMS seal key. */
export function configuredCertificateRefusal(keyArn: string): string {
  return `The configured seal certificate does not certify KMS key ${keyArn}`;
}

/** A PEM chain whose first certificate certifies this public key; else `refusal`, as a SealError. */
export function parseChainCertifying(pem: string, publicKeyDer: Uint8Array, refusal: string): Uint8Array[] {
  const chain = parseCertificateChainPem(pem);
  if (!certifiesPublicKey(chain[0]!, publicKeyDer)) throw new SealError(refusal);
  return chain;
}
