import { createHash, randomBytes } from 'node:crypto';
import { Integer, OctetString } from 'asn1js';
import { AlgorithmIdentifier, MessageImprint, TimeStampReq, TimeStampResp, TSTInfo } from 'pkijs';
import { CMS_OID, readCmsSignature, verifyCmsSigner } from './cades';
import { OID, toArrayBuffer } from './certificate';
import { SealError, type TimestampAuthority } from './sealer';
import { checkTimestampToken } from './timestamp-token';

/*
 * An RFC 3161 time-stamp client for PAdES B-T. A configured authority is required, not a nicety:
 * when it cannot give a valid token after a few attempts the seal fails, and the record is sealed
 * later; the local clock is never written into a record as if an authority had vouched for it.
 * A token is accepted only for the digest that was sent, with the nonce that was sent, and signed
 * by the certificate it carries; with trusted authorities configured, only from one of them
 * (timestamp-token.ts), so that every token the platform embeds is one `verify-pdf` confirms.
 */

/** A time stamp that could not be obtained: the seal that needed it is not made. */
export class TimestampError extends SealError {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'TimestampError';
  }
}

export type TimestampAuthorityOptions = {
  /** The authority's HTTP(S) address, taking `application/timestamp-query` POSTs. */
  url: string;
  /** Tries in all, each after a doubling pause (default 3, from 500 ms). */
  attempts?: number;
  retryDelayMs?: number;
  /** How long one request may take (default 10 s). */
  timeoutMs?: number;
  /** DER certificates of the authorities whose tokens are believed; none: any well-formed token. */
  trustedAuthorities?: readonly Uint8Array[];
};

const GRANTED = 0;
const GRANTED_WITH_MODS = 1;

function equalBytes(left: Uint8Array, right: Uint8Array): boolean {
  return Buffer.compare(left, right) === 0;
}

/** A positive 64-bit nonce, so a replayed answer to an earlier request is refused. */
function createNonce(): Uint8Array {
  const nonce = randomBytes(8);
  nonce[0] = (nonce[0]! & 0x7f) | 0x01;
  return nonce;
}

function encodeRequest(digest: Uint8Array, nonce: Uint8Array): Uint8Array {
  const request = new TimeStampReq({
    version: 1,
    messageImprint: new MessageImprint({
      hashAlgorithm: new AlgorithmIdentifier({ algorithmId: OID.sha256 }),
      hashedMessage: new OctetString({ valueHex: toArrayBuffer(digest) }),
    }),
    nonce: new Integer({ valueHex: toArrayBuffer(nonce) }),
    certReq: true,
  });
  return new Uint8Array(request.toSchema().toBER(false));
}

/** The token of a granted answer for exactly this digest and nonce, or a TimestampError. */
async function acceptResponse(body: Uint8Array, digest: Uint8Array, nonce: Uint8Array): Promise<Uint8Array> {
  let response: TimeStampResp;
  try {
    response = TimeStampResp.fromBER(toArrayBuffer(body));
  } catch (error) {
    throw new TimestampError('The time-stamp authority answered something other than a time-stamp response', {
      cause: error,
    });
  }
  const status = response.status.status;
  if (status !== GRANTED && status !== GRANTED_WITH_MODS) {
    const reason = response.status.statusStrings?.map((text) => text.valueBlock.value).join('; ');
    throw new TimestampError(
      `The time-stamp authority refused the request (status ${status}${reason ? `: ${reason}` : ''})`,
    );
  }
  const token = response.timeStampToken;
  if (!token || token.contentType !== CMS_OID.signedData) {
    throw new TimestampError('The time-stamp authority granted the request without a token');
  }
  const tokenDer = new Uint8Array(token.toSchema().toBER(false));
  const signer = readCmsSignature(tokenDer);
  if (!signer.content) throw new TimestampError('The time-stamp token carries no TSTInfo');
  const info = TSTInfo.fromBER(toArrayBuffer(signer.content));
  if (
    info.messageImprint.hashAlgorithm.algorithmId !== OID.sha256 ||
    !equalBytes(new Uint8Array(info.messageImprint.hashedMessage.valueBlock.valueHexView), digest)
  ) {
    throw new TimestampError('The time-stamp token is for another digest');
  }
  if (!info.nonce || !equalBytes(new Uint8Array(info.nonce.valueBlock.valueHexView), nonce)) {
    throw new TimestampError('The time-stamp token does not answer this request (nonce)');
  }
  const contentDigest = createHash(signer.digestAlgorithm).update(signer.content).digest();
  if (!verifyCmsSigner(signer, contentDigest)) {
    throw new TimestampError('The time-stamp token is not signed by the certificate it carries');
  }
  return tokenDer;
}

async function requestOnce(
  options: TimestampAuthorityOptions,
  signatureValue: Uint8Array,
): Promise<Uint8Array> {
  const digest = createHash('sha256').update(signatureValue).digest();
  const nonce = createNonce();
  let answer: Response;
  try {
    answer = await fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/timestamp-query' },
      body: Buffer.from(encodeRequest(digest, nonce)),
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
  } catch (error) {
    throw new TimestampError(`The time-stamp authority at ${options.url} cannot be reached`, {
      cause: error,
    });
  }
  if (!answer.ok) throw new TimestampError(`The time-stamp authority answered HTTP ${answer.status}`);
  const token = await acceptResponse(new Uint8Array(await answer.arrayBuffer()), digest, nonce);
  const trustedAuthorities = options.trustedAuthorities ?? [];
  if (
    trustedAuthorities.length > 0 &&
    checkTimestampToken({ token, signatureValue, trustedAuthorities }).status !== 'verified'
  ) {
    throw new TimestampError('The time-stamp token does not chain up to a trusted authority');
  }
  return token;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The configured authority: each request tried a few times, then a TimestampError. */
export function createTimestampAuthority(options: TimestampAuthorityOptions): TimestampAuthority {
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 500;
  return {
    async timestamp(signatureValue) {
      let lastError: unknown;
      for (let attempt = 0; attempt < attempts; attempt += 1) {
        if (attempt > 0) await pause(retryDelayMs * 2 ** (attempt - 1));
        try {
          return await requestOnce(options, signatureValue);
        } catch (error) {
          lastError = error;
        }
      }
      throw new TimestampError(`No time stamp after ${attempts} attempts`, { cause: lastError });
    },
  };
}
