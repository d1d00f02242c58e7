import type { RouteId } from '@ssm/shared';
import { getUserById } from '../../src/accounts/data/users';
import { principalAs } from '../../src/accounts/domain/principal';
import {
  getArchiveJob,
  listCompanyArchiveJobs,
  newArchiveJob,
  putArchiveJob,
} from '../../src/archives/data/archive-jobs';
import { getCompany } from '../../src/companies/data/companies';
import { newId } from '../../src/platform/ids';
import { getArchiveJobStarter } from '../../src/platform/invoker';
import { getCourseFiles } from '../../src/platform/storage';
import { getTrainingRecord } from '../../src/records/data/records';
import { signOwnRecord, signRecords } from '../../src/records/domain/record-signing';
import { getSealing } from '../../src/signing/seal';
import { buildDocument, buildUpload, TEST_ORIGIN } from '../support/documents';
import type { Tenant } from './identities';
import type { MatrixEntry } from './matrix';

/**
 * The isolation matrix's entries for signatures, records and archives. Lists and the mass sign
 * act on the caller's own company or firm (a foreign document comes back as not found, see
 * mass-sign.test.ts); everything that names a document, a company or a job of tenant A is tried
 * by tenant B's people and read back unchanged.
 */

/** A record of tenant A's employee, signed by everyone, through the same domain calls the routes use. */
async function buildSignedRecord(tenant: Tenant) {
  const record = await buildDocument(tenant.employee);
  const upload = await buildUpload(tenant.employee, record.id);
  const sealing = await getSealing();
  await signOwnRecord({
    trainee: principalAs(tenant.employee, 'employee'),
    progressId: record.id,
    role: upload.role,
    signatureHash: upload.hash_signature,
    timestamp: upload.timestamp,
    authorisation: { kind: 'seeded' },
    origin: TEST_ORIGIN,
    sealer: sealing.sealer,
  });
  const stores = { courseFiles: getCourseFiles(), archiveJob: getArchiveJobStarter(), sealing };
  const recordIds = [record.id];
  await signRecords({
    signer: principalAs(tenant.admin, 'admin'),
    recordIds: recordIds,
    authorisation: { kind: 'seeded' },
    origin: TEST_ORIGIN,
    ...stores,
  });
  await signRecords({
    signer: principalAs(tenant.owner, 'owner'),
    recordIds: recordIds,
    authorisation: { kind: 'seeded' },
    origin: TEST_ORIGIN,
    ...stores,
  });
  return record;
}

/**
 * A passkey challenge and an e-mailed code ask for the same thing: to sign tenant A's employee's
 * record on the consent page; either, asked by tenant B's people, leaves the record as it was.
 */
const consentPageChallenge: MatrixEntry = {
  kind: 'tenant',
  target: async (tenant) => {
    const record = await buildDocument(tenant.employee);
    return {
      body: { channel: 'consent-page', document_ids: [record.id] },
      readBack: () => getTrainingRecord(record.id, { consistent: true }),
    };
  },
};

export const signaturesMatrix: Partial<Record<RouteId, MatrixEntry>> = {
  'upload-signature': {
    kind: 'tenant',
    target: async (tenant) => {
      const record = await buildDocument(tenant.employee);
      return {
        body: await buildUpload(tenant.employee, record.id),
        readBack: () => getTrainingRecord(record.id, { consistent: true }),
      };
    },
  },
  'pending-admin': { kind: 'caller', reason: "Answers the documents of the caller's own company only." },
  'pending-manager': {
    kind: 'caller',
    reason:
      "Answers the documents of the caller's own company that wait for the caller as the trainees' manager.",
  },
  'missing-signer': {
    kind: 'tenant',
    target: async (tenant) => ({
      query: { company_id: tenant.company.id },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'pending-owner': {
    kind: 'caller',
    reason:
      "Answers the documents of the caller's own firm only; a foreign company filter finds nothing, a page or the whole filter (counter-signing.test.ts).",
  },
  'admin-backlog': {
    kind: 'caller',
    reason: "Counts the caller's own firm's companies only (counter-signing.test.ts).",
  },
  'admin-reminders': {
    kind: 'caller',
    reason:
      "Reminds the admins of the caller's own firm's companies only; another firm's company answers 404 (counter-signing.test.ts).",
    body: {},
  },
  'sign-mass-docs': {
    kind: 'caller',
    reason: "Signs only documents of the caller's company or firm; others come back as not found.",
    body: { document_ids: ['01JZZZZZZZZZZZZZZZZZZZZZZZ'] },
  },
  'signing-challenge': consentPageChallenge,
  'signing-code': consentPageChallenge,
  'user-progress-admin': {
    kind: 'caller',
    reason: "Answers the trainings of the caller's own company only.",
  },
  'verify-signature': {
    kind: 'public',
    reason: 'Anyone may check a hash; the answer holds no more than the record prints.',
  },
  'verify-pdf': {
    kind: 'public',
    reason: 'Anyone may check a PDF; the answer holds no more than the file and its record print.',
  },
  'seal-certificate': {
    kind: 'public',
    reason: "The seal's public key and certificate are published so anyone can check a sealed record.",
  },
  'signed-record': {
    kind: 'tenant',
    target: async (tenant) => {
      const record = await buildSignedRecord(tenant);
      return {
        params: { id: record.id },
        readBack: () => getTrainingRecord(record.id, { consistent: true }),
      };
    },
  },
  'record-preview': {
    kind: 'tenant',
    target: async (tenant) => {
      const record = await buildDocument(tenant.employee);
      return {
        params: { id: record.id },
        readBack: () => getTrainingRecord(record.id, { consistent: true }),
      };
    },
  },
  'worker-training-sheet': {
    kind: 'tenant',
    target: async (tenant) => {
      await buildSignedRecord(tenant);
      return {
        params: { id: tenant.employee.id, domain: 'SSM' },
        readBack: () => getUserById(tenant.employee.id, { consistent: true }),
      };
    },
  },
  'generate-company-zip': {
    kind: 'tenant',
    target: async (tenant) => ({
      body: { company_id: tenant.company.id },
      readBack: () => listCompanyArchiveJobs(tenant.company.id),
    }),
  },
  'archive-job': {
    kind: 'tenant',
    target: async (tenant) => {
      const jobId = newId();
      await putArchiveJob({
        ...newArchiveJob({
          companyId: tenant.company.id,
          companyName: tenant.company.name,
          firmId: tenant.firm.id,
          requestedBy: tenant.owner.id,
        }),
        id: jobId,
      });
      return { params: { id: jobId }, readBack: () => getArchiveJob(jobId, { consistent: true }) };
    },
  },
  'delete-company-progress': {
    kind: 'tenant',
    target: async (tenant) => {
      const record = await buildDocument(tenant.employee);
      return {
        params: { companyId: tenant.company.id },
        readBack: () => getTrainingRecord(record.id, { consistent: true }),
      };
    },
  },
};
