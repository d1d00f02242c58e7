import { constants, verify } from 'node:crypto';
import { Constructed, fromBER, ObjectIdentifier, OctetString, Sequence } from 'asn1js';
import {
  AlgorithmIdentifier,
  Attribute,
  Certificate,
  ContentInfo,
  EncapsulatedContentInfo,
  IssuerAndSerialNumber,
  SignedAndUnsignedAttributes,
  SignedData,
  SignerInfo,
} from 'pkijs';
import { OID as CERTIFICATE_OID, certificatePublicKey, sha256, toArrayBuffer } from './certificate';
import { SealError, type Sealer, type TimestampAuthority } from './sealer';
import { sha256WithRsaAlgorithm } from './transports/self-signed-certificate';

/*
 * A detached CAdES signature (CMS SignedData without the content), as PAdES baseline B-B embeds
 * it in a PDF (SubFilter ETSI.CAdES.detached). Its signed attributes are the three the baseline
 * asks for: content-type, message-digest and signing-certificate-v2 (which binds the signer's
 * certificate, so it cannot be swapped). The claimed signing time is the PDF signature
 * dictionary's /M, not a CMS signing-time attribute, which the PAdES baseline leaves out. B-T adds
 * an RFC 3161 time-stamp token over the signature value as an unsigned attribute.
 */

export const CMS_OID = {
  data: '1.2.840.113549.1.7.1',
  signedData: '1.2.840.113549.1.7.2',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
  signatureTimeStampToken: '1.2.840.113549.1.9.16.2.14',
} as const;

function sha256Algorithm(): AlgorithmIdentifier {
  return new AlgorithmIdentifier({ algorithmId: CERTIFICATE_OID.sha256 });
}

/**
 * ESS signing-certificate-v2 (RFC 5035): the certificate's SHA-256 (the default algorithm, so
 * not written) and its issuer and serial number.
 */
function signingCertificateV2(certificateDer: Uint8Array): Attribute {
  const certificate = Certificate.fromBER(toArrayBuffer(certificateDer));
  const directoryName = new Constructed({
    idBlock: { tagClass: 3, tagNumber: 4 },
    value: [certificate.issuer.toSchema()],
  });
  const essCertIdV2 = new Sequence({
    value: [
      new OctetString({ valueHex: toArrayBuffer(sha256(certificateDer)) }),
      new Sequence({ value: [new Sequence({ value: [directoryName] }), certificate.serialNumber] }),
    ],
  });
  return new Attribute({
    type: CMS_OID.signingCertificateV2,
    values: [new Sequence({ value: [new Sequence({ value: [essCertIdV2] })] })],
  });
}

/**
 * DER orders the members of a SET OF by their encodings. Verifiers that re-encode the signed
 * attributes (OpenSSL does) would otherwise hash other bytes than were signed.
 */
function inDerOrder(attributes: Attribute[]): Attribute[] {
  return attributes
    .map((attribute) => new Uint8Array(attribute.toSchema().toBER(false)))
    .sort((left, right) => Buffer.compare(left, right))
    .map((der) => Attribute.fromBER(toArrayBuffer(der)));
}

/** The signed attributes as they are signed: re-tagged from [0] IMPLICIT to a SET (RFC 5652 5.4). */
function encodeForSigning(attributes: SignedAndUnsignedAttributes): Uint8Array {
  const encoded = new Uint8Array(attributes.toSchema().toBER(false));
  encoded[0] = 0x31;
  return encoded;
}

export type CadesSignatureOptions = {
  /** SHA-256 of the signed content (for a PDF: the bytes its /ByteRange covers). */
  contentDigest: Uint8Array;
  sealer: Sealer;
  /** Present for PAdES B-T: the token is fetched after signing and a failure fails the whole. */
  timestampAuthority?: TimestampAuthority | undefined;
};

/** Builds the DER ContentInfo of a detached CAdES signature made by the seal. */
export async function createCadesSignature(options: CadesSignatureOptions): Promise<Uint8Array> {
  const chain = await options.sealer.certificateChain();
  const certificates = chain.map((der) => Certificate.fromBER(toArrayBuffer(der)));
  const signerCertificate = certificates[0]!;
  const signedAttributes = new SignedAndUnsignedAttributes({
    type: 0,
    attributes: inDerOrder([
      new Attribute({ type: CMS_OID.contentType, values: [new ObjectIdentifier({ value: CMS_OID.data })] }),
      new Attribute({
        type: CMS_OID.messageDigest,
        values: [new OctetString({ valueHex: toArrayBuffer(options.contentDigest) })],
      }),
      signingCertificateV2(chain[0]!),
    ]),
  });
  const signature = await options.sealer.signDigest(sha256(encodeForSigning(signedAttributes)));
  const signerInfo = new SignerInfo({
    version: 1,
    sid: new IssuerAndSerialNumber({
      issuer: signerCertificate.issuer,
      serialNumber: signerCertificate.serialNumber,
    }),
    digestAlgorithm: sha256Algorithm(),
    signedAttrs: signedAttributes,
    signatureAlgorithm: sha256WithRsaAlgorithm(),
    signature: new OctetString({ valueHex: toArrayBuffer(signature) }),
  });
  if (options.timestampAuthority) {
    const token = await options.timestampAuthority.timestamp(signature);
    signerInfo.unsignedAttrs = new SignedAndUnsignedAttributes({
      type: 1,
      attributes: [new Attribute({ type: CMS_OID.signatureTimeStampToken, values: [parseDer(token)] })],
    });
  }
  const signedData = new SignedData({
    version: 1,
    digestAlgorithms: [sha256Algorithm()],
    encapContentInfo: new EncapsulatedContentInfo({ eContentType: CMS_OID.data }),
    certificates,
    signerInfos: [signerInfo],
  });
  const contentInfo = new ContentInfo({
    contentType: CMS_OID.signedData,
    content: signedData.toSchema(true),
  });
  return new Uint8Array(contentInfo.toSchema().toBER(false));
}

function parseDer(der: Uint8Array) {
  const parsed = fromBER(toArrayBuffer(der));
  if (parsed.offset === -1) throw new SealError('Not DER-encoded ASN.1');
  return parsed.result;
}

/** The first signer of a CMS SignedData, read without trusting any of it yet. */
export type CmsSignerContents = {
  signerCertificate: Uint8Array;
  /** Every certificate the SignedData carries (the signer's among them), DER. */
  certificates: Uint8Array[];
  /** The signer's hash algorithm, as node:crypto names it. */
  digestAlgorithm: string;
  signatureAlgorithm: string;
  messageDigest: Uint8Array;
  /** The signed attributes as signed (a DER SET) and the signature value over them. */
  signedAttributes: Uint8Array;
  signature: Uint8Array;
  /** The certificate hash of the signing-certificate-v2 attribute, when present. */
  signingCertificateHash: Uint8Array | undefined;
  /** The encapsulated content (a time-stamp token's TSTInfo); absent in a detached signature. */
  content: Uint8Array | undefined;
  timestampToken: Uint8Array | undefined;
};

const DIGEST_ALGORITHMS: Record<string, string> = {
  [CERTIFICATE_OID.sha256]: 'sha256',
  '2.16.840.1.101.3.4.2.2': 'sha384',
  '2.16.840.1.101.3.4.2.3': 'sha512',
};
const RSASSA_PSS = '1.2.840.113549.1.1.10';

function attributeValue(attributes: SignedAndUnsignedAttributes | undefined, type: string) {
  return attributes?.attributes.find((attribute) => attribute.type === type)?.values[0];
}

function certificateHashOf(signingCertificate: unknown): Uint8Array | undefined {
  const certIds = (signingCertificate as Sequence | undefined)?.valueBlock.value[0] as Sequence | undefined;
  const firstCertId = certIds?.valueBlock.value[0] as Sequence | undefined;
  const hash = firstCertId?.valueBlock.value.find((part) => part instanceof OctetString);
  return hash ? new Uint8Array(hash.valueBlock.valueHexView) : undefined;
}

/** Reads a CMS signature (DER ContentInfo). */
export function readCmsSignature(der: Uint8Array): CmsSignerContents {
  try {
    const contentInfo = ContentInfo.fromBER(toArrayBuffer(der));
    if (contentInfo.contentType !== CMS_OID.signedData) throw new SealError('Not a CMS SignedData');
    const signedData = new SignedData({ schema: contentInfo.content });
    const signerInfo = signedData.signerInfos[0];
    if (!signerInfo?.signedAttrs) throw new SealError('The signature has no signed attributes');
    const sid = signerInfo.sid;
    const signer = (signedData.certificates ?? []).find(
      (candidate): candidate is Certificate =>
        candidate instanceof Certificate &&
        sid instanceof IssuerAndSerialNumber &&
        candidate.serialNumber.isEqual(sid.serialNumber) &&
        candidate.issuer.isEqual(sid.issuer),
    );
    if (!signer) throw new SealError("The signature does not carry its signer's certificate");
    const digestAlgorithm = DIGEST_ALGORITHMS[signerInfo.digestAlgorithm.algorithmId];
    if (!digestAlgorithm) throw new SealError(`Unsupported digest ${signerInfo.digestAlgorithm.algorithmId}`);
    const digest = attributeValue(signerInfo.signedAttrs, CMS_OID.messageDigest);
    if (!(digest instanceof OctetString)) throw new SealError('The signature has no message digest');
    const content = signedData.encapContentInfo.eContent;
    const token = attributeValue(signerInfo.unsignedAttrs, CMS_OID.signatureTimeStampToken);
    return {
      signerCertificate: new Uint8Array(signer.toSchema().toBER(false)),
      certificates: (signedData.certificates ?? []).flatMap((certificate) =>
        certificate instanceof Certificate ? [new Uint8Array(certificate.toSchema().toBER(false))] : [],
      ),
      digestAlgorithm,
      signatureAlgorithm: signerInfo.signatureAlgorithm.algorithmId,
      messageDigest: new Uint8Array(digest.valueBlock.valueHexView),
      signedAttributes: encodeForSigning(signerInfo.signedAttrs),
      signature: new Uint8Array(signerInfo.signature.valueBlock.valueHexView),
      signingCertificateHash: certificateHashOf(
        attributeValue(signerInfo.signedAttrs, CMS_OID.signingCertificateV2),
      ),
      content: content ? new Uint8Array(content.getValue()) : undefined,
      timestampToken: token ? new Uint8Array(token.toBER(false)) : undefined,
    };
  } catch (error) {
    if (error instanceof SealError) throw error;
    throw new SealError('The signature is not a readable CMS signature', { cause: error });
  }
}

/**
 * Whether the signer's signature over its signed attributes verifies with the certificate it
 * carries, and those attributes name this content digest. Whose certificate it is, is the
 * caller's question.
 */
export function verifyCmsSigner(contents: CmsSignerContents, contentDigest: Uint8Array): boolean {
  if (Buffer.compare(contents.messageDigest, contentDigest) !== 0) return false;
  const key = certificatePublicKey(contents.signerCertificate);
  const padding =
    contents.signatureAlgorithm === RSASSA_PSS
      ? { padding: constants.RSA_PKCS1_PSS_PADDING, saltLength: constants.RSA_PSS_SALTLEN_AUTO }
      : {};
  return verify(contents.digestAlgorithm, contents.signedAttributes, { key, ...padding }, contents.signature);
}

/**
 * A PAdES seal's check: the CMS signer verifies over the content digest, and its
 * signing-certificate-v2 attribute names the certificate it carries (no certificate swapped in).
 */
export function verifyCadesSignature(contents: CmsSignerContents, contentDigest: Uint8Array): boolean {
  if (
    !contents.signingCertificateHash ||
    Buffer.compare(contents.signingCertificateHash, sha256(contents.signerCertificate)) !== 0
  ) {
    return false;
  }
  return verifyCmsSigner(contents, contentDigest);
}
