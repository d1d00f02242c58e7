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
import { OID, sha256, toArrayBuffer } from '../certificate';

/*
 * The seal's self-signed X.509 certificate, made with pkijs (seal-certificate.ts says why it is
 * deterministic). Only the seal's keys (local-sealer.ts, kms-sealer.ts) and the CMS signature need it.
 */

/** RFC 5280 4.1.2.5: the notAfter of a certificate with no well-defined expiration. */
const NO_EXPIRATION = new Date('9999-12-31T23:59:59Z');

/** keyUsage digitalSignature and contentCommitment (non-repudiation): what a seal's key is for. */
const SEAL_KEY_USAGE = new BitString({ valueHex: new Uint8Array([0b1100_0000]).buffer, unusedBits: 6 });

export function sha256WithRsaAlgorithm(): AlgorithmIdentifier {
  return new AlgorithmIdentifier({ algorithmId: OID.sha256WithRsa, algorithmParams: new Null() });
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
