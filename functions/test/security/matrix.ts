import type { RouteId } from '@ssm/shared';
import { getPasskey } from '../../src/accounts/data/passkeys';
import { getUserById } from '../../src/accounts/data/users';
import { principalAs } from '../../src/accounts/domain/principal';
import { courseAssignedAt, getLastAssignmentDate } from '../../src/assignments/data/assignments';
import { getCompany } from '../../src/companies/data/companies';
import { getCourseWithQuiz } from '../../src/courses/data/courses';
import { getQuizAttempts, listCourseQuizAttempts } from '../../src/learning/data/quiz-attempts';
import { listQuizResults } from '../../src/learning/data/quiz-results';
import { getStudyEvidence } from '../../src/learning/data/study-evidence';
import { startQuizAttempt } from '../../src/learning/domain/quiz-attempts';
import { recordCourseOpened } from '../../src/learning/domain/study';
import { newId } from '../../src/platform/ids';
import { getCourseFiles } from '../../src/platform/storage';
import { listCompanySheetScans } from '../../src/records/data/sheet-scans';
import { addSheetScanFromUpload } from '../../src/records/domain/sheet-scans';
import { recordTrainingEvent } from '../../src/training-status/domain/worker-trainings';
import {
  assign,
  buildCourse,
  buildCourseVersion,
  buildQuizBody,
  buildVersionQuizBody,
} from '../support/course-builders';
import { buildPasskey } from '../support/passkey-authenticator';
import { ONE_PIXEL_PNG, stagedScanKey, stageSheetScan } from '../support/sheet-scans';
import { administrationMatrix } from './administration-matrix';
import type { Tenant } from './identities';
import { signaturesMatrix } from './signatures-matrix';

/**
 * What the isolation matrix needs to know about each route beyond the contract: how to build a
 * target that belongs to tenant A, the request that reaches it, and how to read it back.
 * Every route of the contract must have an entry; a new route without one fails the matrix.
 */
export type Target = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  /** The state the refused callers must not change. */
  readBack: () => Promise<unknown>;
};

export type MatrixEntry =
  | {
      kind: 'tenant';
      /** Builds something of tenant A that outsiders must not reach. */
      target: (tenant: Tenant) => Promise<Target>;
    }
  | {
      /** The route acts on the caller alone: there is no one else's target to reach. */
      kind: 'caller';
      reason: string;
      body?: unknown;
    }
  | {
      kind: 'public';
      reason: string;
    };

/** A registration answer of the right shape, whose challenge the server never issued. */
export const registrationResponseShape = {
  id: 'Y3JlZGVudGlhbA',
  rawId: 'Y3JlZGVudGlhbA',
  type: 'public-key',
  response: { clientDataJSON: 'e30', attestationObject: 'oA', transports: ['internal'] },
  clientExtensionResults: {},
};

/** Re-enrolment settings that name no course and leave re-enrolment off. */
export const NO_REENROLMENT = {
  enabled: false,
  lead_days: 20,
  courses: {
    SSM: { introductive: null, loc_munca: null, periodica: null },
    'PSI-SU': { introductive: null, loc_munca: null, periodica: null },
  },
};

export const matrix: Partial<Record<RouteId, MatrixEntry>> = {
  ...administrationMatrix,
  ...signaturesMatrix,
  token: { kind: 'public', reason: 'Signing in needs no token.' },
  'request-password-reset': { kind: 'public', reason: 'Asking for a reset link needs no token.' },
  'confirm-password-reset': { kind: 'public', reason: 'The e-mailed single-use token is the credential.' },
  'confirm-email-change': {
    kind: 'public',
    reason: 'The single-use token mailed to the new address is the credential.',
  },
  'list-passkeys': { kind: 'caller', reason: "Lists the caller's own passkeys only." },
  'passkey-registration-options': {
    kind: 'caller',
    reason: "Makes a challenge for the caller's own next passkey only.",
  },
  'register-passkey': {
    kind: 'caller',
    reason: 'Registers a passkey for the caller only, against the challenge kept for the caller.',
    body: { name: 'Telefon', response: registrationResponseShape },
  },
  'rename-passkey': {
    kind: 'tenant',
    target: async (tenant) => {
      const passkey = await buildPasskey(tenant.employee.id);
      return {
        params: { passkeyId: passkey.id },
        body: { name: 'Redenumită' },
        readBack: () => getPasskey(tenant.employee.id, passkey.id),
      };
    },
  },
  'remove-passkey': {
    kind: 'tenant',
    target: async (tenant) => {
      const passkey = await buildPasskey(tenant.employee.id);
      return {
        params: { passkeyId: passkey.id },
        readBack: () => getPasskey(tenant.employee.id, passkey.id),
      };
    },
  },
  'reopen-passkey-registration': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { userId: tenant.employee.id },
      readBack: () => getUserById(tenant.employee.id, { consistent: true }),
    }),
  },
  'users-me': { kind: 'caller', reason: "Answers the caller's own profile only." },
  logout: { kind: 'caller', reason: "Revokes the caller's own token only." },
  'logout-everywhere': { kind: 'caller', reason: "Ends the caller's own sessions only." },
  'change-password': {
    kind: 'caller',
    reason: "Changes the caller's own password only.",
    body: { old_password: 'Parola-Test1', new_password: 'Schimbata2026' },
  },
  'user-progress': { kind: 'caller', reason: "Answers the caller's own history only." },
  'company-training-status': {
    kind: 'caller',
    reason: "Answers the caller's own firm's companies only; another firm's owner sees none of them.",
  },
  'firm-workers': {
    kind: 'caller',
    reason:
      "Lists the caller's own firm's workers only; another firm's owner sees none of them (firm-workers.test.ts).",
  },
  'firm-workers-export': {
    kind: 'caller',
    reason:
      "Exports the caller's own firm's workers only; another firm's owner sees none of them (firm-workers.test.ts).",
  },
  'firm-workers-assign-course': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner, { subcategory: 'periodica' });
      return {
        body: { filter: { company: tenant.company.id }, course_id: course.id },
        readBack: async () => ({
          assignedAt: await courseAssignedAt(course.id, {
            id: tenant.employee.id,
            companyId: tenant.company.id,
          }),
          lastAllocation: await getLastAssignmentDate(tenant.company.id, 'periodica'),
        }),
      };
    },
  },
  'firm-workers-remind': {
    kind: 'caller',
    reason:
      "Reminds the caller's own firm's workers only; another firm's owner naming its company mails nobody (firm-workers.test.ts).",
  },
  'firm-workers-print-sheets': {
    kind: 'caller',
    reason:
      "Prints the caller's own firm's workers' fișe only; another firm's owner naming its company starts no job, and the job is polled by owners of its firm only (firm-workers.test.ts).",
  },
  'month-plan': {
    kind: 'caller',
    reason:
      "Plans the caller's own firm's workers only; another firm's owner naming its company sees nothing (firm-workers.test.ts).",
  },
  'month-plan-pdf': {
    kind: 'tenant',
    target: async (tenant) => ({
      query: { month: '2026-12', company: tenant.company.id },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'company-training-overview': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'company-worker-trainings': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      query: { limit: '10' },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'my-trainings': { kind: 'caller', reason: "Answers the caller's own trainings only." },
  'set-reminders-by-link': {
    kind: 'public',
    reason:
      "The e-mailed link's signed key is the credential, good for its worker alone (functions/test/integration/training-notifications.test.ts).",
  },
  'record-training-event': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      body: { user_id: tenant.employee.id, kind: 'work_accident', date: '2026-01-05', categories: ['SSM'] },
      readBack: () =>
        Promise.all([
          getUserById(tenant.employee.id, { consistent: true }),
          getCompany(tenant.company.id, { consistent: true }),
        ]),
    }),
  },
  'delete-training-event': {
    kind: 'tenant',
    target: async (tenant) => {
      const event = await recordTrainingEvent({
        caller: principalAs(tenant.owner, 'owner'),
        companyId: tenant.company.id,
        fields: {
          user_id: tenant.employee.id,
          kind: 'work_accident',
          date: '2026-01-05',
          categories: ['SSM'],
        },
        origin: { ip: '192.0.2.1', userAgent: 'isolation-matrix' },
      });
      return {
        params: { id: tenant.company.id, eventId: event.id },
        query: { user_id: tenant.employee.id, version: '1' },
        readBack: () => getUserById(tenant.employee.id, { consistent: true }),
      };
    },
  },
  'firm-training-defaults': { kind: 'caller', reason: "Reads the caller's own firm's defaults." },
  'update-firm-training-defaults': {
    kind: 'caller',
    reason:
      "Sets the caller's own firm's defaults (firm-training-defaults.test.ts: another firm's are untouched).",
    body: { reenrolment: NO_REENROLMENT },
  },
  'update-training-settings': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      body: {
        warning_days: 40,
        shorter_interval_months: 4,
        reenrolment: NO_REENROLMENT,
      },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'psi-sheet-mode': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'update-psi-sheet-mode': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.company.id },
      body: { mode: 'electronic', risk_accepted: true },
      readBack: () => getCompany(tenant.company.id, { consistent: true }),
    }),
  },
  'sheet-scan-upload-url': {
    kind: 'tenant',
    target: async (tenant) => ({
      params: { id: tenant.employee.id },
      body: { content_length: ONE_PIXEL_PNG.length, content_type: 'image/png' },
      readBack: () => listCompanySheetScans(tenant.company.id),
    }),
  },
  'add-sheet-scan': {
    kind: 'tenant',
    target: async (tenant) => {
      const uploadId = await stageSheetScan(tenant.company, ONE_PIXEL_PNG);
      return {
        params: { id: tenant.employee.id },
        body: { upload_id: uploadId },
        // An outsider neither keeps the staged scan nor removes it.
        readBack: async () => ({
          scans: await listCompanySheetScans(tenant.company.id),
          staged: await getCourseFiles().size(stagedScanKey(tenant.company, uploadId)),
        }),
      };
    },
  },
  'sheet-scans': {
    kind: 'tenant',
    target: async (tenant) => {
      await addSheetScanFromUpload({
        caller: principalAs(tenant.owner, 'owner'),
        workerId: tenant.employee.id,
        uploadId: await stageSheetScan(tenant.company, ONE_PIXEL_PNG),
        origin: { ip: '192.0.2.1', userAgent: 'isolation-matrix' },
        courseFiles: getCourseFiles(),
      });
      return {
        params: { id: tenant.employee.id },
        readBack: () => listCompanySheetScans(tenant.company.id),
      };
    },
  },
  'list-courses': {
    kind: 'caller',
    reason: "Answers the caller's firm's courses (owner) or the caller's own assignments.",
  },
  'create-course-upload-url': { kind: 'caller', reason: "Signs an upload under the caller's own firm." },
  'create-course': { kind: 'caller', reason: "Creates a course in the caller's own firm." },
  'read-quiz-sheet': { kind: 'caller', reason: 'Reads the uploaded file only; touches no stored data.' },
  'get-course': {
    kind: 'tenant',
    // Assigned to the employee alone, so even a colleague of the same company must be refused.
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: tenant.employee.id });
      return {
        params: { id: course.id },
        // The material's opening is recorded for the trainee it is assigned to, never for an outsider.
        readBack: async () => ({
          course: await getCourseWithQuiz(course.id),
          study: await getStudyEvidence(tenant.employee.id, course.id),
        }),
      };
    },
  },
  'update-course': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      return {
        params: { id: course.id },
        body: { title: 'Titlu schimbat', description: 'Descriere schimbată.', min_study_minutes: 5 },
        readBack: () => getCourseWithQuiz(course.id),
      };
    },
  },
  'delete-course': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      return { params: { id: course.id }, readBack: () => getCourseWithQuiz(course.id) };
    },
  },
  'save-course-version': {
    kind: 'tenant',
    // A version already there: its title changes without a new upload.
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await buildCourseVersion(tenant.owner, course.id, { withQuiz: false });
      return {
        params: { id: course.id, language: 'en' },
        body: { title: 'Safety at work, revised' },
        readBack: () => getCourseWithQuiz(course.id),
      };
    },
  },
  'save-course-version-quiz': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await buildCourseVersion(tenant.owner, course.id, { withQuiz: false });
      return {
        params: { id: course.id, language: 'en' },
        body: buildVersionQuizBody(),
        readBack: () => getCourseWithQuiz(course.id),
      };
    },
  },
  'delete-course-version': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await buildCourseVersion(tenant.owner, course.id, { withQuiz: false });
      return { params: { id: course.id, language: 'en' }, readBack: () => getCourseWithQuiz(course.id) };
    },
  },
  'save-quiz': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      return {
        params: { id: course.id },
        body: buildQuizBody(),
        readBack: () => getCourseWithQuiz(course.id),
      };
    },
  },
  'assign-course': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner, { subcategory: 'periodica' });
      return {
        params: { courseId: course.id },
        body: { company_id: tenant.company.id, user_id: null },
        readBack: async () => ({
          assignedAt: await courseAssignedAt(course.id, {
            id: tenant.employee.id,
            companyId: tenant.company.id,
          }),
          lastAllocation: await getLastAssignmentDate(tenant.company.id, 'periodica'),
        }),
      };
    },
  },
  'assign-course-to-companies': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner, { subcategory: 'periodica' });
      return {
        params: { courseId: course.id },
        body: { company_ids: [tenant.company.id], request_id: newId() },
        readBack: async () => ({
          assignedAt: await courseAssignedAt(course.id, {
            id: tenant.employee.id,
            companyId: tenant.company.id,
          }),
          lastAllocation: await getLastAssignmentDate(tenant.company.id, 'periodica'),
        }),
      };
    },
  },
  'progress-list-create': {
    kind: 'tenant',
    target: async (tenant) => {
      const { course, attempt } = await buildStartedAttempt(tenant);
      return {
        body: { course: course.id, attempt: attempt.attempt, answers: [] },
        readBack: () => readAttemptsOf(tenant, course.id),
      };
    },
  },
  'start-quiz-attempt': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: tenant.employee.id });
      return { body: { course: course.id }, readBack: () => readAttemptsOf(tenant, course.id) };
    },
  },
  'study-report': {
    kind: 'tenant',
    // Assigned to the employee alone and opened by them: a colleague's report must not reach it.
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      const assigned = await assign(tenant.owner, course.id, {
        companyId: tenant.company.id,
        userId: tenant.employee.id,
      });
      await recordCourseOpened({
        trainee: principalAs(tenant.employee, 'employee'),
        courseId: course.id,
        assignedAt: assigned.assigned_at,
      });
      return {
        body: { course: course.id, seconds: 30, pages: [1], page_count: 1 },
        readBack: () => getStudyEvidence(tenant.employee.id, course.id),
      };
    },
  },
  'course-quiz-attempts': {
    kind: 'tenant',
    target: async (tenant) => {
      const { course } = await buildStartedAttempt(tenant);
      return { params: { id: course.id }, readBack: () => listCourseQuizAttempts(course.id) };
    },
  },
  'course-assignments': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: tenant.employee.id });
      return {
        params: { id: course.id },
        query: { limit: '10' },
        readBack: () => courseAssignedAt(course.id, { id: tenant.employee.id, companyId: tenant.company.id }),
      };
    },
  },
  'company-assignments': {
    kind: 'tenant',
    target: async (tenant) => {
      const course = await buildCourse(tenant.owner);
      await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: tenant.employee.id });
      return {
        params: { id: tenant.company.id },
        query: { limit: '10' },
        readBack: () => courseAssignedAt(course.id, { id: tenant.employee.id, companyId: tenant.company.id }),
      };
    },
  },
  'lift-quiz-cooldown': {
    kind: 'tenant',
    target: async (tenant) => {
      const { course } = await buildStartedAttempt(tenant);
      return {
        params: { id: course.id },
        body: { user_id: tenant.employee.id },
        readBack: () => readAttemptsOf(tenant, course.id),
      };
    },
  },
};

/** A course assigned to tenant A's employee alone, with an attempt of theirs open. */
async function buildStartedAttempt(tenant: Tenant) {
  const course = await buildCourse(tenant.owner);
  await assign(tenant.owner, course.id, { companyId: tenant.company.id, userId: tenant.employee.id });
  const attempt = await startQuizAttempt({
    trainee: principalAs(tenant.employee, 'employee'),
    courseId: course.id,
  });
  return { course, attempt };
}

async function readAttemptsOf(tenant: Tenant, courseId: string) {
  return {
    course: await getCourseWithQuiz(courseId),
    attempts: await getQuizAttempts(tenant.employee.id, courseId),
    progress: await listQuizResults(tenant.employee.id, 50),
  };
}
