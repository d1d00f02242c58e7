import * as z from 'zod';
import {
  DOCUMENT_STATUSES,
  MASS_SIGN_MAX_DOCUMENTS,
  NOT_SIGNED_REASONS,
  SHA256_HEX_PATTERN,
  SIGNATURE_LEVELS,
  SIGNER_ROLES,
  SIGNING_CHANNELS,
  SIGNING_CODE_PATTERN,
  SIGNING_MANIFEST_MAX_DOCUMENTS,
} from '../documents';
import * as texts from '../texts';
import { passkeyAssertionSchema } from './passkeys';
import { entityId, formFile } from './zod';

/** A SHA-256 in hex; upper case is accepted and lowered. */
const sha256Hex = z.string().trim().toLowerCase().regex(SHA256_HEX_PATTERN, texts.signing.hashMismatch);

/** A document waiting for a signature (docs/product.md, owner dashboard): the trainee's names and the course under `progress`. */
export const pendingDocumentSchema = z.object({
  id: entityId,
  status: z.enum(DOCUMENT_STATUSES),
  company: z.object({ id: entityId, name: z.string() }),
  created_at: z.iso.datetime(),
  /**
   * The trainee's credited study is below the standard share of the course's duration
   * (docs/signatures.md, the study shortfall flag).
   */
  short_study: z.boolean(),
  /** The capacity the document waits for (docs/domain.md, signers per phase): the consent to read. */
  capacity: z.enum(SIGNER_ROLES),
  progress: z.object({
    id: entityId,
    user: z.object({ id: entityId, username: z.string(), first_name: z.string(), last_name: z.string() }),
    course: z.object({ id: entityId, title: z.string() }),
    quiz_score: z.number(),
    completed_at: z.iso.datetime(),
  }),
});

/**
 * The filter of a counter-signer's pending documents (docs/product.md, counter-signing): a
 * course, and the days (Bucharest's calendar, both included) the trainee signed between.
 */
export const pendingFilterFields = {
  course_id: entityId.optional(),
  signed_from: z.iso.date(texts.documents.filterDateInvalid).optional(),
  signed_to: z.iso.date(texts.documents.filterDateInvalid).optional(),
};

/** A client company's documents waiting for its admin, as the owner sees them to remind the admins. */
export const adminBacklogSchema = z.object({
  company: z.object({ id: entityId, name: z.string() }),
  waiting: z.number().int(),
  /** An admin of the company was reminded of these documents today (one reminder a day). */
  reminded_today: z.boolean(),
});

export const adminRemindersBodySchema = z.object({
  /** One company; without it, every company with documents waiting for its admin. */
  company_id: entityId.optional(),
});

export const adminRemindersResultSchema = z.object({
  detail: z.string(),
  /** E-mails sent, one per admin with an e-mail. */
  emails_sent: z.number().int(),
  companies_reminded: z.number().int(),
  /** Companies already reminded today: nothing sent to them again. */
  already_today: z.number().int(),
  /** Companies with documents waiting but no active admin with an e-mail. */
  without_email: z.number().int(),
});

/**
 * The consent page's upload (docs/product.md, signature consent), as multipart or JSON: the progress record's id, the role
 * stored in the browser, the identity hash the browser computed and the timestamp it hashed.
 */
export const signatureUploadBodySchema = z.object({
  progress: entityId,
  role: z.string().trim().min(1).max(20),
  hash_signature: sha256Hex,
  timestamp: z.iso
    .datetime({ offset: true, error: texts.signing.staleTimestamp })
    .max(40, texts.signing.staleTimestamp),
  ...passkeyAuthorisationFields(),
});

/**
 * The id the signing challenge (or signing code) route gave, and the passkey's answer to its
 * challenge or the code the signer received by e-mail.
 */
function passkeyAuthorisationFields() {
  return {
    challenge_id: entityId.optional(),
    code: z
      .string(texts.signing.codeInvalidFormat)
      .trim()
      .regex(SIGNING_CODE_PATTERN, texts.signing.codeInvalidFormat)
      .optional(),
    // A multipart upload carries the assertion as JSON text.
    assertion: z
      .preprocess((value) => {
        if (typeof value !== 'string') return value;
        try {
          return JSON.parse(value);
        } catch {
          return value;
        }
      }, passkeyAssertionSchema)
      .optional(),
  };
}

/** Both parts of an authorisation (the challenge and either the assertion or the code), or neither. */
export function hasWholeAuthorisation(body: {
  challenge_id?: string | undefined;
  assertion?: unknown;
  code?: string | undefined;
}) {
  const answers = Number(body.assertion !== undefined) + Number(body.code !== undefined);
  return body.challenge_id === undefined ? answers === 0 : answers === 1;
}

export const massSignBodySchema = z
  .object({
    document_ids: z
      .array(entityId, texts.documents.noneSelected)
      .min(1, texts.documents.noneSelected)
      .max(MASS_SIGN_MAX_DOCUMENTS, texts.documents.tooMany),
    ...passkeyAuthorisationFields(),
  })
  .refine(hasWholeAuthorisation, { message: texts.signing.challengeMismatch, path: ['assertion'] });

/** A challenge or code may cover more documents than one mass sign takes: it is signed in several. */
export const signingChallengeBodySchema = z.object({
  channel: z.enum(SIGNING_CHANNELS),
  document_ids: z
    .array(entityId, texts.documents.noneSelected)
    .min(1, texts.documents.noneSelected)
    .max(
      SIGNING_MANIFEST_MAX_DOCUMENTS,
      texts.documents.tooManyForOneConfirmation(SIGNING_MANIFEST_MAX_DOCUMENTS),
    ),
});

/**
 * A signing challenge (docs/signatures.md, the passkey assertion): the signatures the caller is
 * about to make, each with the instant and identity hash the server fixed for it and its binding
 * hash, and the WebAuthn request options whose challenge is the manifest hash over them (the
 * binding hash itself when there is one).
 */
export const signingChallengeSchema = z.object({
  challenge_id: entityId,
  expires_at: z.iso.datetime(),
  manifest_hash: z.string(),
  /** PublicKeyCredentialRequestOptionsJSON, for `startAuthentication({ optionsJSON })`. */
  options: z.record(z.string(), z.unknown()),
  signatures: z.array(
    z.object({
      document_id: entityId,
      role: z.enum(SIGNER_ROLES),
      timestamp: z.iso.datetime(),
      hash_signature: z.string(),
      binding_hash: z.string(),
    }),
  ),
  not_signed: z.array(z.object({ id: entityId, reason: z.enum(NOT_SIGNED_REASONS), detail: z.string() })),
});

/**
 * A signing code (docs/signatures.md, the e-mailed code): the signatures the caller is about to
 * make at the simple level, fixed as a signing challenge fixes them, and the masked address the
 * one-time code that confirms them was sent to.
 */
export const signingCodeSchema = signingChallengeSchema.omit({ options: true }).extend({
  /** The address the code went to, masked (`i***@e***.ro`). */
  email: z.string(),
});

export const massSignResultSchema = z.object({
  detail: z.string(),
  signed: z.array(entityId),
  /** Already carrying the caller's signature (a retry, or the admin's automatic signature). */
  already_signed: z.array(entityId),
  not_signed: z.array(z.object({ id: entityId, reason: z.enum(NOT_SIGNED_REASONS), detail: z.string() })),
});

/**
 * What confirmed a signature (docs/signatures.md, verification): the signer's passkey, whose
 * evidence is checked at each verification (`evidence_valid`), an e-mailed code, or, for
 * signatures made before codes, only the signer's session.
 */
const signatureEvidenceShape = {
  confirmation: z.enum(['passkey', 'email_code', 'session']),
  confirmation_label: z.string(),
  evidence_valid: z.boolean().nullable(),
};

const signerLineSchema = z.object({
  ...signatureEvidenceShape,
  role: z.enum(SIGNER_ROLES),
  role_label: z.string(),
  level: z.enum(SIGNATURE_LEVELS),
  /** How the record prints the level (texts.signing.levels). */
  level_label: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  timestamp: z.iso.datetime({ offset: true }),
});

/**
 * The spec's answer (valid, first_name, last_name, username, timestamp), plus what the record
 * itself prints: the course, the capacity of the signature and the record's signers.
 */
export const verificationSchema = z.union([
  z.object({
    valid: z.literal(true),
    kind: z.enum(['signature', 'document', 'file']),
    first_name: z.string(),
    last_name: z.string(),
    username: z.string(),
    timestamp: z.iso.datetime({ offset: true }),
    course_title: z.string(),
    role: z.enum(SIGNER_ROLES).optional(),
    role_label: z.string().optional(),
    level: z.enum(SIGNATURE_LEVELS).optional(),
    level_label: z.string().optional(),
    confirmation: signatureEvidenceShape.confirmation.optional(),
    confirmation_label: z.string().optional(),
    evidence_valid: signatureEvidenceShape.evidence_valid.optional(),
    signatures: z.array(signerLineSchema).optional(),
  }),
  // Why not, in Romanian: the record was changed, its seal does not match, the hash is unknown...
  z.object({ valid: z.literal(false), reason: z.string() }),
]);

/** The PDF /verificare checks, as the multipart parser hands it over. */
export const verifyPdfBodySchema = z.object({ file: formFile(texts.pdfVerification.chooseFile) });

export const PDF_SEAL_STATUSES = ['intact', 'altered', 'unsealed', 'unreadable'] as const;
/** An RFC 3161 token in the seal: confirmed by a trusted authority, unconfirmable here, or not valid. */
export const PDF_TIMESTAMP_STATUSES = ['verified', 'unconfirmed', 'invalid'] as const;
/** What the platform knows a file it sealed as: a record, a worker's fișă, or nothing (unknown). */
export const PDF_FILE_KINDS = ['record', 'worker_sheet', 'unknown'] as const;

/**
 * What a PDF's embedded seal says (docs/signatures.md, verifying a PDF): whether it verifies and
 * covers the whole file, whose certificate made it (and whether it is the platform's published
 * one), when (an authority's time only once its token is verified), and then what the platform
 * knows the file as, found by what its seal covers (`file_kind`, null when the seal is not the
 * platform's or not intact), with the record behind it; `explanation` says it all in plain
 * Romanian.
 */
export const pdfVerificationSchema = z.object({
  valid: z.boolean(),
  explanation: z.array(z.string()),
  file_sha256: z.string(),
  seal: z.object({
    status: z.enum(PDF_SEAL_STATUSES),
    is_platform_seal: z.boolean(),
    signer: z.string().nullable(),
    certificate_sha256: z.string().nullable(),
    claimed_signing_time: z.string().nullable(),
    timestamp_status: z.enum(PDF_TIMESTAMP_STATUSES).nullable(),
    timestamp_time: z.string().nullable(),
  }),
  file_kind: z.enum(PDF_FILE_KINDS).nullable(),
  record: verificationSchema.nullable(),
});

/** The platform seal as published: the key, its public half and its certificate (docs/signatures.md). */
export const sealCertificateSchema = z.object({
  key_id: z.string(),
  algorithm: z.string(),
  public_key_pem: z.string(),
  /** SHA-256 of the DER public key, upper-case hex in pairs: what /verificare shows. */
  public_key_sha256: z.string(),
  /** The certificate chain, the seal's own first; null when none is published for the key. */
  certificate_chain_pem: z.string().nullable(),
  certificate_sha256: z.string().nullable(),
});
