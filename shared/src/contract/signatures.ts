import * as z from 'zod';
import {
  DOCUMENT_STATUSES,
  MASS_SIGN_MAX_DOCUMENTS,
  NOT_SIGNED_REASONS,
  SHA256_HEX_PATTERN,
  SIGNER_ROLES,
} from '../documents';
import { texts } from '../texts';
import { defineRoute } from './define';
import { pageQuery } from './users';
import { entityId } from './zod';

/** A SHA-256 in hex; upper case is accepted and lowered. */
const sha256Hex = z.string().trim().toLowerCase().regex(SHA256_HEX_PATTERN, texts.signing.hashMismatch);

/** A document waiting for a signature (SPEC §3): the trainee's names and the course under `progress`. */
export const pendingDocumentSchema = z.object({
  id: entityId,
  status: z.enum(DOCUMENT_STATUSES),
  company: z.object({ id: entityId, name: z.string() }),
  created_at: z.iso.datetime(),
  progress: z.object({
    id: entityId,
    user: z.object({ id: entityId, username: z.string(), first_name: z.string(), last_name: z.string() }),
    course: z.object({ id: entityId, title: z.string() }),
    quiz_score: z.number(),
    completed_at: z.iso.datetime(),
  }),
});

/**
 * The consent page's upload (SPEC §7), as multipart or JSON: the progress record's id, the role
 * stored in the browser, the identity hash the browser computed and the timestamp it hashed.
 */
export const signatureUploadBodySchema = z.object({
  progress: entityId,
  role: z.string().trim().min(1).max(20),
  hash_signature: sha256Hex,
  timestamp: z.iso
    .datetime({ offset: true, error: texts.signing.staleTimestamp })
    .max(40, texts.signing.staleTimestamp),
});

export const massSignResultSchema = z.object({
  detail: z.string(),
  signed: z.array(entityId),
  /** Already carrying the caller's signature (a retry, or the admin's automatic signature). */
  already_signed: z.array(entityId),
  not_signed: z.array(z.object({ id: entityId, reason: z.enum(NOT_SIGNED_REASONS), detail: z.string() })),
});

const signerLineSchema = z.object({
  role: z.enum(SIGNER_ROLES),
  role_label: z.string(),
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
    signatures: z.array(signerLineSchema).optional(),
  }),
  z.object({ valid: z.literal(false) }),
]);

export const signatureRoutes = [
  defineRoute({
    id: 'upload-signature',
    area: 'signatures',
    method: 'POST',
    path: '/api/signatures/upload',
    access: ['employee', 'admin'],
    needs: { table: 'write' },
    summary:
      "The trainee signs their own record: the hash is recomputed, bound to the record's content, written once.",
    body: signatureUploadBodySchema,
    acceptsMultipart: true,
    successStatus: 201,
    response: z.object({ message: z.string(), redirect_url: z.string() }),
  }),
  defineRoute({
    id: 'pending-admin',
    area: 'signatures',
    method: 'GET',
    path: '/api/documents/pending-admin',
    access: ['admin'],
    needs: { table: 'read' },
    summary: "The admin's company's documents waiting for the employer representative's signature.",
    query: pageQuery,
    response: z.array(pendingDocumentSchema),
  }),
  defineRoute({
    id: 'pending-owner',
    area: 'signatures',
    method: 'GET',
    path: '/api/documents/pending-owner',
    access: ['owner'],
    needs: { table: 'read' },
    summary: "The firm's documents waiting for the owner's signature; optionally one company's.",
    query: pageQuery.extend({ company_id: entityId.optional() }),
    response: z.array(pendingDocumentSchema),
  }),
  defineRoute({
    id: 'sign-mass-docs',
    area: 'signatures',
    method: 'POST',
    path: '/api/sign-mass-docs',
    access: ['owner', 'admin'],
    // The owner's signature completes records: their PDFs are rendered into the course-files
    // bucket, and the archive job is started for those the request has no time left to render.
    needs: { table: 'write', buckets: { courseFiles: 'write' }, invokesArchiveJob: true },
    summary: 'Sign, each on its own and all-or-nothing, the listed documents that wait for the caller.',
    body: z.object({
      document_ids: z
        .array(entityId, texts.documents.noneSelected)
        .min(1, texts.documents.noneSelected)
        .max(MASS_SIGN_MAX_DOCUMENTS, texts.documents.tooMany),
    }),
    routeClass: 'heavy',
    response: massSignResultSchema,
  }),
  defineRoute({
    id: 'user-progress-admin',
    area: 'signatures',
    method: 'GET',
    path: '/api/user-progress-admin',
    access: ['admin'],
    needs: { table: 'read' },
    summary: "The trainings completed in the admin's company, with the state of each record in Romanian.",
    query: pageQuery,
    response: z.array(
      z.object({
        id: entityId,
        employee_name: z.string(),
        course_title: z.string(),
        quiz_score: z.number(),
        status: z.string(),
        status_code: z.enum(DOCUMENT_STATUSES),
        completed_at: z.iso.datetime(),
      }),
    ),
  }),
  defineRoute({
    id: 'verify-signature',
    area: 'signatures',
    method: 'GET',
    path: '/api/verify-signature',
    access: ['public'],
    needs: { table: 'write' },
    summary:
      'Whether a signature, document or PDF hash belongs to an intact signed record; failures are audited.',
    query: z.object({
      hash: z
        .string({ error: texts.verification.hashRequired })
        .trim()
        .min(1, texts.verification.hashRequired)
        .max(200),
    }),
    response: verificationSchema,
  }),
  defineRoute({
    id: 'signed-record',
    area: 'signatures',
    method: 'GET',
    path: '/api/documents/{id}/pdf',
    access: ['owner', 'admin', 'employee'],
    // A record not rendered yet (a large mass sign) is rendered and stored on first download.
    needs: { table: 'write', buckets: { courseFiles: 'readwrite' } },
    summary: 'A short-lived link to a signed record PDF, for its trainee, its company admin and the owner.',
    params: z.object({ id: entityId }),
    response: z.object({
      url: z.string(),
      expires_in: z.number().int(),
      document_hash: z.string(),
      file_sha256: z.string(),
    }),
  }),
] as const;
