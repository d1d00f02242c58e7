import { createHash, X509Certificate } from 'node:crypto';
import { TSTInfo } from 'pkijs';
import { type CmsSignerContents, readCmsSignature, verifyCmsSigner } from './cades';
import { sha256, toArrayBuffer } from './certificate';

/*
 * Checking an RFC 3161 time-stamp token over a seal's signature value (PAdES B-T), before anyone
 * is told the time it vouches for: the token is signed by the certificate it carries, its message
 * imprint is the hash of that signature value, and that certificate, issued for time-stamping,
 * chains up to one of the authorities the deployment trusts (`SEAL_TIMESTAMP_TRUST_ANCHORS`),
 * each certificate valid at the time stamped. Without trusted authorities configured, a token that
 * holds together is only "unconfirmed": its time is never claimed.
 */

export type TimestampCheck =
  /** Its time is vouched for by a trusted authority, named by its certificate's subject. */
  | { status: 'verified'; time: string; authority: string }
  /** Well formed and over this signature, but no trusted authority is configured to confirm it. */
  | { status: 'unconfirmed' }
  /** Not a time stamp of this signature by an authority the deployment trusts. */
  | { status: 'invalid' };

const INVALID: TimestampCheck = { status: 'invalid' };
const TIME_STAMPING_USAGE = '1.3.6.1.5.5.7.3.8';
const DIGESTS: Record<string, string> = {
  '2.16.840.1.101.3.4.2.1': 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
/** Certificates between the authority's own and a trusted one; real chains have one or two. */
const MAX_CHAIN_LENGTH = 6;

function isValidAt(certificate: X509Certificate, at: Date): boolean {
  return Date.parse(certificate.validFrom) <= at.getTime() && at.getTime() <= Date.parse(certificate.validTo);
}

/**
 * Whether the authority's certificate chains up to a trusted one through the certificates the
 * token carries, each issuing and signing the one below it and valid at the time stamped.
 */
function chainsToTrustedAuthority(options: {
  signer: X509Certificate;
  carried: readonly X509Certificate[];
  trusted: readonly X509Certificate[];
  at: Date;
}): boolean {
  const { trusted, at } = options;
  const isTrusted = (certificate: X509Certificate) =>
    trusted.some((anchor) => anchor.fingerprint256 === certificate.fingerprint256);
  const candidates = [...options.carried, ...trusted];
  let current = options.signer;
  for (let length = 0; length < MAX_CHAIN_LENGTH; length += 1) {
    if (!isValidAt(current, at)) return false;
    if (isTrusted(current)) return true;
    const issuer = candidates.find(
      (candidate) =>
        candidate.fingerprint256 !== current.fingerprint256 &&
        current.checkIssued(candidate) &&
        current.verify(candidate.publicKey),
    );
    if (!issuer) return false;
    current = issuer;
  }
  return false;
}

function isSignedByItsCertificate(token: CmsSignerContents, content: Uint8Array): boolean {
  if (
    token.signingCertificateHash &&
    Buffer.compare(token.signingCertificateHash, sha256(token.signerCertificate)) !== 0
  ) {
    return false;
  }
  return verifyCmsSigner(token, createHash(token.digestAlgorithm).update(content).digest());
}

/**
 * Checks a time-stamp token (DER) over a seal's signature value against the trusted authorities'
 * certificates (DER); never throws for what the token holds.
 */
export function checkTimestampToken(options: {
  token: Uint8Array;
  signatureValue: Uint8Array;
  trustedAuthorities: readonly Uint8Array[];
}): TimestampCheck {
  let token: CmsSignerContents;
  let info: TSTInfo;
  try {
    token = readCmsSignature(options.token);
    if (!token.content) return INVALID;
    info = TSTInfo.fromBER(toArrayBuffer(token.content));
  } catch {
    return INVALID;
  }
  const imprintDigest = DIGESTS[info.messageImprint.hashAlgorithm.algorithmId];
  if (!imprintDigest) return INVALID;
  const imprint = new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView);
  const expected = createHash(imprintDigest).update(options.signatureValue).digest();
  if (Buffer.compare(imprint, expected) !== 0) return INVALID;
  let signer: X509Certificate;
  try {
    if (!isSignedByItsCertificate(token, token.content)) return INVALID;
    signer = new X509Certificate(token.signerCertificate);
  } catch {
    return INVALID;
  }
  if (!signer.keyUsage?.includes(TIME_STAMPING_USAGE)) return INVALID;
  if (options.trustedAuthorities.length === 0) return { status: 'unconfirmed' };
  let carried: X509Certificate[];
  try {
    carried = token.certificates.map((der) => new X509Certificate(der));
  } catch {
    return INVALID;
  }
  const at = info.genTime;
  const isTrusted = chainsToTrustedAuthority({
    signer,
    carried,
    trusted: options.trustedAuthorities.map((der) => new X509Certificate(der)),
    at,
  });
  return isTrusted ? { status: 'verified', time: at.toISOString(), authority: signer.subject } : INVALID;
}
