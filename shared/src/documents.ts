/**
 * The training document (fișa de instruire) of a completed course and its signatures
 * (docs/product.md, document life cycle; docs/domain.md, signers per phase). A document waits for
 * the signers its training type's row of the rule table names, in order (the trainee, the
 * worker's direct manager, a company admin, the SSM firm's owner), and is then signed.
 */
export const DOCUMENT_STATUSES = [
  'awaiting_trainee',
  'awaiting_manager',
  'awaiting_admin',
  'awaiting_owner',
  'signed',
] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/**
 * The capacities in which a record is signed (docs/domain.md, signers per phase): the person
 * trained; the employer's representative who checks introductory-general training (a company
 * admin); the SSM service who gives it (the SSM firm's owner); the worker's direct manager who
 * gives workplace, periodic and supplementary training; the employer's representative who admits
 * the worker to work after workplace training (a company admin); the SSM service who checks
 * periodic and supplementary training (the SSM firm's owner).
 */
export const SIGNER_ROLES = [
  'trainee',
  'representative',
  'trainer',
  'manager',
  'admitter',
  'verifier',
] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/**
 * How strongly a signature ties its signer (docs/domain.md, eIDAS art. 26): advanced when the
 * signer's passkey signed the binding hash, simple when only the signer's session authorised it.
 */
export const SIGNATURE_LEVELS = ['advanced', 'simple'] as const;
export type SignatureLevel = (typeof SIGNATURE_LEVELS)[number];

/** Where a signature is asked: the trainee's consent page, or the counter-signers' mass sign. */
export const SIGNING_CHANNELS = ['consent-page', 'mass-sign'] as const;
export type SigningChannel = (typeof SIGNING_CHANNELS)[number];

/**
 * Why a document of a mass sign was not signed; `tampered`: the record as stored no longer
 * matches the platform's seals over it (docs/signatures.md, the seal chain).
 */
export const NOT_SIGNED_REASONS = [
  'not_found',
  'not_awaiting_you',
  'busy',
  'tampered',
  'not_approved',
  'passkey_required',
] as const;
export type NotSignedReason = (typeof NOT_SIGNED_REASONS)[number];

/**
 * The simple fallback's one-time code (docs/signatures.md, the e-mailed code): its digits, how
 * long it may be used, how many wrong tries kill it, and how many codes a person may ask for in
 * the window.
 */
export const SIGNING_CODE = {
  digits: 6,
  seconds: 10 * 60,
  maxAttempts: 5,
  perWindow: 5,
  windowSeconds: 15 * 60,
} as const;
export const SIGNING_CODE_PATTERN = /^\d{6}$/;

/** The most documents one mass sign takes (well inside API Gateway's 30 s; see docs/benchmarks.md). */
export const MASS_SIGN_MAX_DOCUMENTS = 500;

/**
 * The most documents one signing challenge or e-mailed code fixes (docs/signatures.md): a week of
 * a firm's records confirmed in one pass, signed in requests of at most MASS_SIGN_MAX_DOCUMENTS.
 * The challenge is one DynamoDB item (400 KB at most); each fixed signature takes under 300 bytes.
 */
export const SIGNING_MANIFEST_MAX_DOCUMENTS = 1000;

/** How far the signed timestamp may be from the server's clock. */
export const SIGNATURE_TIMESTAMP_TOLERANCE_MS = 5 * 60 * 1000;

/** Lifetime of a presigned link to a signed record or to an archive. */
export const SIGNED_RECORD_URL_TTL_SECONDS = 5 * 60;
export const ARCHIVE_URL_TTL_SECONDS = 15 * 60;

/** The public verification page (linked from the login page and printed in every signed record). */
export const VERIFICATION_PAGE_PATH = '/verificare';

/** A SHA-256 in hex, as the platform prints and accepts it. */
export const SHA256_HEX_PATTERN = /^[0-9a-f]{64}$/;
