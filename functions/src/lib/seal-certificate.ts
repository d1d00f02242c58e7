import { createHash, createPublicKey, type KeyObject, X509Certificate } from 'node:crypto';
import {
  Set as Asn1Set,
  BitString,
  Integer,
  Null,
  ObjectIdentifier,
  OctetString,
  PrintableString,
  Sequence,
  Utf8String,
} from 'asn1js';
import {
  AlgorithmIdentifier,
  BasicConstraints,
  Certificate,
  Extension,
  PublicKeyInfo,
  RelativeDistinguishedNames,
  Time,
  TimeType,
} from 'pkijs';
import { SealError } from './sealer';

/*
 * The seal's X.509 certificate. A firm may plug in a qualified electronic-seal certificate
 * issued for the key; without one the platform certifies its own key: a self-signed certificate
 * made by the key itself. It is deterministic (serial from the public key, fixed validity, and a
 * deterministic signature), so every process that makes it for the same key makes the same
 * bytes and the same fingerprint.
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

/** RFC 5280 4.1.2.5: the notAfter of a certificate with no well-defined expiration. */
const NO_EXPIRATION = new Date('9999-12-31T23:59:59Z');

/** keyUsage digitalSignature and contentCommitment (non-repudiation): what a seal's key is for. */
const SEAL_KEY_USAGE = new BitString({ valueHex: new Uint8Array([0b1100_0000]).buffer, unusedBits: 6 });

export function sha256(bytes: Uint8Array): Uint8Array {
  return createHash('sha256').update(bytes).digest();
}

export function sha256WithRsaAlgorithm(): AlgorithmIdentifier {
  return new AlgorithmIdentifier({ algorithmId: OID.sha256WithRsa, algorithmParams: new Null() });
}

/**
 * An ArrayBuffer holding exactly these bytes, as asn1js and pkijs take them. A Buffer is often a
 * view into a larger shared pool, so its `.buffer` would carry other bytes too.
 */
export function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

/** A distinguished name with one attribute per RDN, as certificate authorities write them. */
function distinguishedName(organisation: string): RelativeDistinguishedNames {
  const attribute = (type: string, value: PrintableString | Utf8String) =>
    new Asn1Set({ value: [new Sequence({ value: [new ObjectIdentifier({ value: type }), value] })] });
  const name = new Sequence({
    value: [
      attribute(OID.countryName, new PrintableString({ value: 'RO' })),
      attribute(OID.organizationName, new Utf8String({ value: organisation })),
      attribute(OID.commonName, new Utf8String({ value: `${organisation} – sigiliu electronic` })),
    ],
  });
  return RelativeDistinguishedNames.fromBER(name.toBER(false));
}

/** A positive 16-byte serial derived from the public key, so the same key gets the same serial. */
function serialFor(publicKeyDer: Uint8Array): Integer {
  const serial = sha256(publicKeyDer).slice(0, 16);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return new Integer({ valueHex: toArrayBuffer(serial) });
}

export type SelfSignedCertificateOptions = {
  /** The key's public half, DER SubjectPublicKeyInfo. */
  publicKeyDer: Uint8Array;
  /** Signs a SHA-256 digest with the key's private half (RSASSA-PKCS1-v1_5). */
  signDigest(digest: Uint8Array): Promise<Uint8Array>;
  /** The organisation that seals: the platform's name. */
  organisation: string;
  /** From when the certificate is valid: the key's creation, so it stays the same for one key. */
  notBefore: Date;
};

/** Certifies a seal key with the key itself; returns the certificate's DER. */
export async function createSelfSignedSealCertificate(
  options: SelfSignedCertificateOptions,
): Promise<Uint8Array> {
  const certificate = new Certificate();
  certificate.version = 2;
  certificate.serialNumber = serialFor(options.publicKeyDer);
  certificate.issuer = distinguishedName(options.organisation);
  certificate.subject = distinguishedName(options.organisation);
  // Whole seconds: the certificate's time fields cannot carry milliseconds.
  certificate.notBefore = new Time({
    type: TimeType.UTCTime,
    value: new Date(Math.floor(options.notBefore.getTime() / 1000) * 1000),
  });
  certificate.notAfter = new Time({ type: TimeType.GeneralizedTime, value: NO_EXPIRATION });
  certificate.subjectPublicKeyInfo = PublicKeyInfo.fromBER(toArrayBuffer(options.publicKeyDer));
  certificate.extensions = [
    new Extension({
      extnID: OID.basicConstraints,
      critical: true,
      extnValue: new BasicConstraints({ cA: false }).toSchema().toBER(false),
    }),
    new Extension({ extnID: OID.keyUsage, critical: true, extnValue: SEAL_KEY_USAGE.toBER(false) }),
    new Extension({
      extnID: OID.subjectKeyIdentifier,
      extnValue: new OctetString({
        valueHex: toArrayBuffer(sha256(options.publicKeyDer).slice(0, 20)),
      }).toBER(false),
    }),
  ];
  certificate.signature = sha256WithRsaAlgorithm();
  certificate.signatureAlgorithm = sha256WithRsaAlgorithm();
  const toBeSigned = new Uint8Array(certificate.encodeTBS().toBER(false));
  const signature = await options.signDigest(sha256(toBeSigned));
  certificate.signatureValue = new BitString({ valueHex: toArrayBuffer(signature) });
  return new Uint8Array(certificate.toSchema(true).toBER(false));
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
