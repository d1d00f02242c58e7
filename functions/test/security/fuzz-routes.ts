import { PutObjectCommand } from '@aws-sdk/client-s3';
import { quizTemplateCsv, type RouteId } from '@ssm/shared';
import fc from 'fast-check';
import { getConfig } from '../../src/platform/config';
import { newId } from '../../src/platform/ids';
import { objectKeys } from '../../src/platform/object-keys';
import { getS3Client } from '../../src/platform/s3-client';
import { issueReminderLinkToken } from '../../src/platform/tokens';
import { TEST_PASSWORD, uniqueName, uniqueRegCom } from '../support/builders';
import { buildPdf } from '../support/course-builders';
import { buildDocument } from '../support/documents';
import { hostileString } from './fuzz-inputs';
import type { Tenant } from './identities';
import { matrix, NO_REENROLMENT, registrationResponseShape } from './matrix';

/**
 * A valid request of each route against a fresh tenant: the fuzzer starts from it and breaks
 * one thing or many, so that hostile values reach the domain code behind validation, not only
 * the schema. Every route of the contract needs an entry (the type and the fuzz test insist).
 */
export type Seed = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: Record<string, unknown>;
  /** Routes that take multipart/form-data: the form's fields, its file and odd files to try. */
  form?: {
    fields: Record<string, string>;
    fileField: string;
    file: Uint8Array;
    oddFiles: fc.Arbitrary<Uint8Array>;
  };
};

export type SeedBuilder = (tenant: Tenant) => Promise<Seed>;

/** The isolation matrix already builds a reachable target of tenant A for these routes. */
function fromMatrix(id: RouteId, extra: Seed = {}): SeedBuilder {
  return async (tenant) => {
    const entry = matrix[id];
    if (entry?.kind !== 'tenant') throw new Error(`${id} has no tenant target in the isolation matrix`);
    const target = await entry.target(tenant);
    return {
      ...(target.params ? { params: target.params } : {}),
      ...(target.query ? { query: target.query } : {}),
      ...(target.body ? { body: target.body as Record<string, unknown> } : {}),
      ...extra,
    };
  };
}

const noInput: SeedBuilder = async () => ({});
const page = { limit: '10' };

let pdf: Promise<Uint8Array> | undefined;
const samplePdf = () => {
  pdf ??= buildPdf();
  return pdf;
};

/** Bytes that start like the real thing and then are not. */
function lookalikeFiles(magic: string): fc.Arbitrary<Uint8Array> {
  return fc.uint8Array({ maxLength: 512 }).map((tail) => new Uint8Array([...Buffer.from(magic), ...tail]));
}

const IMPORT_HEADER = 'Nume utilizator;Prenume;Nume;Email;Data nașterii;Funcție;Rol';

/** The encodings a Romanian spreadsheet program saves text in, as the import must detect them. */
const importEncodings: Record<string, (text: string) => Uint8Array> = {
  'utf-8': (text) => new TextEncoder().encode(text),
  'utf-8-bom': (text) => new TextEncoder().encode(`\uFEFF${text}`),
  'utf-16le': (text) => Buffer.from(`\uFEFF${text}`, 'utf16le'),
  'utf-16be': (text) => Buffer.from(`\uFEFF${text}`, 'utf16le').swap16(),
  'utf-16le-without-bom': (text) => Buffer.from(text, 'utf16le'),
  // One byte per letter, as Windows-1250 or Latin-1 write: letters they lack come out mangled.
  'one-byte': (text) => Buffer.from(text, 'latin1'),
};

/**
 * A CSV with the import's header and rows of hostile cells in any of those encodings, or a fake
 * XLSX (a ZIP's magic).
 */
const oddImportFiles = fc.oneof(
  fc
    .tuple(
      fc.array(
        fc.array(
          hostileString.filter((cell) => cell.length < 300),
          { minLength: 1, maxLength: 8 },
        ),
        {
          maxLength: 6,
        },
      ),
      fc.constantFrom(...Object.values(importEncodings)),
    )
    .map(([rows, encode]) => encode([IMPORT_HEADER, ...rows.map((row) => row.join(';'))].join('\r\n'))),
  lookalikeFiles('PK\u0003\u0004'),
  fc.uint8Array({ maxLength: 512 }),
);

async function importSeed(tenant: Tenant): Promise<Seed> {
  const name = uniqueName('import');
  const csv = `${IMPORT_HEADER}\r\n${name};Ana;Marin;${name}@example.ro;02.11.1990;Vânzătoare;\r\n`;
  return {
    body: { company: tenant.company.id },
    form: {
      // An unknown column ignored explicitly: the fuzzer also breaks this choice.
      fields: { company: tenant.company.id, columns: JSON.stringify({ Observații: 'ignore' }) },
      fileField: 'file',
      file: new TextEncoder().encode(csv),
      oddFiles: oddImportFiles,
    },
  };
}

/** A presigned upload as the browser leaves it in the bucket, for the course's `upload_id`. */
async function stagedUpload(tenant: Tenant): Promise<string> {
  const uploadId = newId();
  await getS3Client().send(
    new PutObjectCommand({
      Bucket: getConfig().courseFilesBucket,
      Key: objectKeys.courseUpload(tenant.firm.id, uploadId),
      Body: await samplePdf(),
      ContentType: 'application/pdf',
    }),
  );
  return uploadId;
}

export const fuzzSeeds: Record<RouteId, SeedBuilder> = {
  token: async (tenant) => ({ body: { username: tenant.employee.username, password: TEST_PASSWORD } }),
  'users-me': noInput,
  logout: noInput,
  'logout-everywhere': noInput,
  'change-password': async () => ({ body: { old_password: TEST_PASSWORD, new_password: 'Schimbata2026' } }),
  'request-password-reset': async (tenant) => ({
    body: { email: `${tenant.employee.username}@example.ro`, company_name: tenant.company.name },
  }),
  'confirm-email-change': async () => ({ body: { token: 'a'.repeat(43) } }),
  'list-passkeys': noInput,
  'passkey-registration-options': noInput,
  'register-passkey': async () => ({ body: { name: 'Telefon', response: registrationResponseShape } }),
  'rename-passkey': fromMatrix('rename-passkey'),
  'remove-passkey': fromMatrix('remove-passkey'),
  'reopen-passkey-registration': fromMatrix('reopen-passkey-registration'),
  'confirm-password-reset': async () => ({
    body: { token: 'a'.repeat(43), new_password: 'Parola-Noua1' },
  }),
  'user-progress': noInput,
  'progress-list-create': fromMatrix('progress-list-create'),
  'start-quiz-attempt': fromMatrix('start-quiz-attempt'),
  'study-report': fromMatrix('study-report'),
  'course-quiz-attempts': fromMatrix('course-quiz-attempts'),
  'lift-quiz-cooldown': fromMatrix('lift-quiz-cooldown'),
  'list-courses': noInput,
  'create-course-upload-url': async () => ({
    body: { content_length: 1000, content_type: 'application/pdf' },
  }),
  'create-course': async (tenant) => {
    const fields = {
      title: uniqueName('Curs fuzz'),
      description: 'Noțiuni de securitate și sănătate în muncă.',
      category: 'SSM',
      subcategory: 'periodica',
      duration: '60',
    };
    return {
      body: { ...fields, duration: 60, upload_id: await stagedUpload(tenant) },
      form: { fields, fileField: 'file', file: await samplePdf(), oddFiles: lookalikeFiles('%PDF-1.7\n') },
    };
  },
  'get-course': fromMatrix('get-course'),
  // A new PDF version too, so hostile values also reach the replacement of the file.
  'update-course': async (tenant) => {
    const seed = await fromMatrix('update-course')(tenant);
    return { ...seed, body: { ...seed.body, duration: 90, upload_id: await stagedUpload(tenant) } };
  },
  'delete-course': fromMatrix('delete-course'),
  'save-quiz': fromMatrix('save-quiz'),
  // A new PDF too, so hostile values also reach the version's upload.
  'save-course-version': async (tenant) => {
    const seed = await fromMatrix('save-course-version')(tenant);
    return { ...seed, body: { ...seed.body, upload_id: await stagedUpload(tenant) } };
  },
  'save-course-version-quiz': fromMatrix('save-course-version-quiz'),
  'delete-course-version': fromMatrix('delete-course-version'),
  // A chosen group, so hostile values also reach the list of people.
  'assign-course': async (tenant) => {
    const seed = await fromMatrix('assign-course')(tenant);
    return {
      ...seed,
      body: { company_id: tenant.company.id, user_ids: [tenant.employee.id, tenant.admin.id] },
    };
  },
  'assign-course-to-companies': fromMatrix('assign-course-to-companies'),
  'course-assignments': fromMatrix('course-assignments'),
  'company-assignments': fromMatrix('company-assignments'),
  'list-firms': noInput,
  'create-firm': fromMatrix('create-firm'),
  'firm-clients': fromMatrix('firm-clients'),
  'firm-owners': fromMatrix('firm-owners'),
  'add-owner': fromMatrix('add-owner'),
  'delete-owner': fromMatrix('delete-owner'),
  'list-companies': noInput,
  'create-company': async () => ({
    body: {
      name: uniqueName('Compania fuzz'),
      registration_number: uniqueRegCom(),
      address: 'Str. Morii nr. 3, Iași',
      training_frequency_months: 6,
      phone: '0232 123 456',
      email: 'office@example.ro',
      representative: 'Ana Pop',
    },
  }),
  // Every field at once, so hostile values reach each of them.
  'update-company': async (tenant) => ({
    params: { id: tenant.company.id },
    body: {
      name: uniqueName('Compania redenumită'),
      registration_number: uniqueRegCom(),
      address: 'Str. Nouă nr. 5, Iași',
      training_frequency_months: 12,
      phone: '+40 721 000 111',
      email: 'contact@example.ro',
      representative: 'Maria Pop',
    },
  }),
  'archive-company': fromMatrix('archive-company'),
  'restore-company': fromMatrix('restore-company'),
  'company-register': async () => ({ query: { search: 'compania', archived: 'false', page: '1' } }),
  'delete-company': fromMatrix('delete-company'),
  'create-user': fromMatrix('create-user'),
  'company-users': fromMatrix('company-users', { query: page }),
  'get-company-users': fromMatrix('get-company-users', { query: page }),
  'delete-user': fromMatrix('delete-user'),
  'logout-user-everywhere': fromMatrix('logout-user-everywhere'),
  'update-user': fromMatrix('update-user'),
  'reset-user-password': fromMatrix('reset-user-password'),
  'access-sheet': fromMatrix('access-sheet'),
  'set-user-active': fromMatrix('set-user-active'),
  'read-quiz-sheet': async () => ({
    body: {},
    form: {
      fields: {},
      fileField: 'file',
      file: new TextEncoder().encode(quizTemplateCsv()),
      oddFiles: oddImportFiles,
    },
  }),
  'preview-user-import': importSeed,
  'import-users': importSeed,
  'upload-signature': fromMatrix('upload-signature'),
  'pending-admin': async () => ({ query: page }),
  'pending-manager': noInput,
  'missing-signer': async (tenant) => ({ query: { company_id: tenant.company.id } }),
  'pending-owner': async (tenant) => ({
    query: { ...page, company_id: tenant.company.id, signed_from: '2026-01-01', signed_to: '2026-12-31' },
  }),
  'admin-backlog': noInput,
  'admin-reminders': async (tenant) => ({ body: { company_id: tenant.company.id } }),
  'sign-mass-docs': async (tenant) => ({
    body: { document_ids: [(await buildDocument(tenant.employee)).id] },
  }),
  'signing-challenge': async (tenant) => ({
    body: { channel: 'consent-page', document_ids: [(await buildDocument(tenant.employee)).id] },
  }),
  'signing-code': async (tenant) => ({
    body: { channel: 'consent-page', document_ids: [(await buildDocument(tenant.employee)).id] },
  }),
  'user-progress-admin': async () => ({ query: page }),
  'verify-signature': async () => ({ query: { hash: 'a'.repeat(64) } }),
  'verify-pdf': async () => ({
    form: { fields: {}, fileField: 'file', file: await samplePdf(), oddFiles: lookalikeFiles('%PDF-1.7\n') },
  }),
  'seal-certificate': noInput,
  'signed-record': fromMatrix('signed-record'),
  'record-preview': fromMatrix('record-preview'),
  'worker-training-sheet': fromMatrix('worker-training-sheet'),
  'psi-sheet-mode': fromMatrix('psi-sheet-mode'),
  'update-psi-sheet-mode': fromMatrix('update-psi-sheet-mode'),
  'sheet-scan-upload-url': fromMatrix('sheet-scan-upload-url'),
  'add-sheet-scan': fromMatrix('add-sheet-scan'),
  'sheet-scans': fromMatrix('sheet-scans'),
  'generate-company-zip': fromMatrix('generate-company-zip'),
  'archive-job': fromMatrix('archive-job'),
  'delete-company-progress': fromMatrix('delete-company-progress'),
  'company-training-status': noInput,
  'firm-workers': async (tenant) => ({
    query: {
      status: 'overdue',
      domain: 'SSM',
      company: tenant.company.id,
      phase: 'periodica',
      missing_data: 'true',
      due_within_days: '30',
      page: '1',
    },
  }),
  'firm-workers-export': async (tenant) => ({
    query: { status: 'untrained', company: tenant.company.id, search: 'Test', format: 'xlsx' },
  }),
  'firm-workers-assign-course': fromMatrix('firm-workers-assign-course'),
  'firm-workers-remind': async (tenant) => ({
    body: { filter: { status: 'untrained', company: tenant.company.id, phase: 'introductive' } },
  }),
  'firm-workers-print-sheets': async (tenant) => ({
    body: { filter: { status: 'untrained', company: tenant.company.id, domain: 'SSM' } },
  }),
  'month-plan': async (tenant) => ({ query: { month: '2026-12', company: tenant.company.id } }),
  'month-plan-pdf': fromMatrix('month-plan-pdf'),
  'company-training-overview': fromMatrix('company-training-overview'),
  'company-worker-trainings': fromMatrix('company-worker-trainings', { query: page }),
  'my-trainings': noInput,
  'record-training-event': fromMatrix('record-training-event'),
  'delete-training-event': fromMatrix('delete-training-event'),
  'update-training-settings': fromMatrix('update-training-settings'),
  'firm-training-defaults': noInput,
  'update-firm-training-defaults': async () => ({ body: { reenrolment: NO_REENROLMENT } }),
  'set-reminders-by-link': async (tenant) => ({
    body: { token: await issueReminderLinkToken(tenant.employee.id), reminders: false },
  }),
};
