import type { RouteDefinition } from './define';
import { archiveJobRoute } from './routes/archives/archive-job';
import { deleteCompanyProgressRoute } from './routes/archives/delete-company-progress';
import { generateCompanyZipRoute } from './routes/archives/generate-company-zip';
import { changePasswordRoute } from './routes/auth/change-password';
import { confirmPasswordResetRoute } from './routes/auth/confirm-password-reset';
import { logoutRoute } from './routes/auth/logout';
import { logoutEverywhereRoute } from './routes/auth/logout-everywhere';
import { requestPasswordResetRoute } from './routes/auth/request-password-reset';
import { tokenRoute } from './routes/auth/token';
import { usersMeRoute } from './routes/auth/users-me';
import { createCompanyRoute } from './routes/companies/create-company';
import { deleteCompanyRoute } from './routes/companies/delete-company';
import { listCompaniesRoute } from './routes/companies/list-companies';
import { updateCompanyRoute } from './routes/companies/update-company';
import { assignCourseRoute } from './routes/courses/assign-course';
import { companyAssignmentsRoute } from './routes/courses/company-assignments';
import { courseAssignmentsRoute } from './routes/courses/course-assignments';
import { courseQuizAttemptsRoute } from './routes/courses/course-quiz-attempts';
import { createCourseRoute } from './routes/courses/create-course';
import { createCourseUploadUrlRoute } from './routes/courses/create-course-upload-url';
import { deleteCourseRoute } from './routes/courses/delete-course';
import { getCourseRoute } from './routes/courses/get-course';
import { liftQuizCooldownRoute } from './routes/courses/lift-quiz-cooldown';
import { listCoursesRoute } from './routes/courses/list-courses';
import { saveQuizRoute } from './routes/courses/save-quiz';
import { updateCourseRoute } from './routes/courses/update-course';
import { addOwnerRoute } from './routes/firms/add-owner';
import { createFirmRoute } from './routes/firms/create-firm';
import { deleteOwnerRoute } from './routes/firms/delete-owner';
import { firmClientsRoute } from './routes/firms/firm-clients';
import { firmOwnersRoute } from './routes/firms/firm-owners';
import { listFirmsRoute } from './routes/firms/list-firms';
import { setRemindersByLinkRoute } from './routes/notifications/set-reminders-by-link';
import { progressListCreateRoute } from './routes/progress/progress-list-create';
import { startQuizAttemptRoute } from './routes/progress/start-quiz-attempt';
import { studyReportRoute } from './routes/progress/study-report';
import { userProgressRoute } from './routes/progress/user-progress';
import { pendingAdminRoute } from './routes/signatures/pending-admin';
import { pendingOwnerRoute } from './routes/signatures/pending-owner';
import { sealCertificateRoute } from './routes/signatures/seal-certificate';
import { signMassDocsRoute } from './routes/signatures/sign-mass-docs';
import { signedRecordRoute } from './routes/signatures/signed-record';
import { uploadSignatureRoute } from './routes/signatures/upload-signature';
import { userProgressAdminRoute } from './routes/signatures/user-progress-admin';
import { verifyPdfRoute } from './routes/signatures/verify-pdf';
import { verifySignatureRoute } from './routes/signatures/verify-signature';
import { workerTrainingSheetRoute } from './routes/signatures/worker-training-sheet';
import { companyTrainingStatusRoute } from './routes/training-status/company-training-status';
import { companyUsersRoute } from './routes/users/company-users';
import { createUserRoute } from './routes/users/create-user';
import { deleteUserRoute } from './routes/users/delete-user';
import { getCompanyUsersRoute } from './routes/users/get-company-users';
import { importUsersRoute } from './routes/users/import-users';
import { logoutUserEverywhereRoute } from './routes/users/logout-user-everywhere';
import { previewUserImportRoute } from './routes/users/preview-user-import';
import { resetUserPasswordRoute } from './routes/users/reset-user-password';
import { setUserActiveRoute } from './routes/users/set-user-active';
import { updateUserRoute } from './routes/users/update-user';
import { companyTrainingOverviewRoute } from './routes/worker-trainings/company-training-overview';
import { companyWorkerTrainingsRoute } from './routes/worker-trainings/company-worker-trainings';
import { deleteTrainingEventRoute } from './routes/worker-trainings/delete-training-event';
import { myTrainingsRoute } from './routes/worker-trainings/my-trainings';
import { recordTrainingEventRoute } from './routes/worker-trainings/record-training-event';
import { updateTrainingSettingsRoute } from './routes/worker-trainings/update-training-settings';

/**
 * The route table: the single source of truth for every HTTP endpoint. The CDK stack, the local
 * gateway, the API documentation and the web client are all derived from it. Each route is
 * declared in its own module (`routes/<area>/<id>.ts`, beside its handler's
 * `functions/src/http/<area>/<id>.ts`), so a handler loads its own entry and schemas only; this
 * table gathers them all for everything else.
 */
export const routeList = [
  tokenRoute,
  usersMeRoute,
  changePasswordRoute,
  requestPasswordResetRoute,
  confirmPasswordResetRoute,
  logoutRoute,
  logoutEverywhereRoute,
  userProgressRoute,
  startQuizAttemptRoute,
  studyReportRoute,
  progressListCreateRoute,
  listCoursesRoute,
  createCourseUploadUrlRoute,
  createCourseRoute,
  getCourseRoute,
  updateCourseRoute,
  deleteCourseRoute,
  saveQuizRoute,
  courseQuizAttemptsRoute,
  liftQuizCooldownRoute,
  assignCourseRoute,
  courseAssignmentsRoute,
  companyAssignmentsRoute,
  listFirmsRoute,
  createFirmRoute,
  firmClientsRoute,
  firmOwnersRoute,
  addOwnerRoute,
  deleteOwnerRoute,
  listCompaniesRoute,
  createCompanyRoute,
  updateCompanyRoute,
  deleteCompanyRoute,
  createUserRoute,
  companyUsersRoute,
  getCompanyUsersRoute,
  deleteUserRoute,
  logoutUserEverywhereRoute,
  updateUserRoute,
  resetUserPasswordRoute,
  setUserActiveRoute,
  previewUserImportRoute,
  importUsersRoute,
  uploadSignatureRoute,
  pendingAdminRoute,
  pendingOwnerRoute,
  signMassDocsRoute,
  userProgressAdminRoute,
  verifySignatureRoute,
  verifyPdfRoute,
  sealCertificateRoute,
  signedRecordRoute,
  workerTrainingSheetRoute,
  generateCompanyZipRoute,
  archiveJobRoute,
  deleteCompanyProgressRoute,
  companyTrainingStatusRoute,
  companyTrainingOverviewRoute,
  companyWorkerTrainingsRoute,
  myTrainingsRoute,
  recordTrainingEventRoute,
  deleteTrainingEventRoute,
  updateTrainingSettingsRoute,
  setRemindersByLinkRoute,
] as const satisfies readonly RouteDefinition[];

export type AnyRoute = (typeof routeList)[number];
export type RouteId = AnyRoute['id'];
export type RouteById<Id extends RouteId> = Extract<AnyRoute, { id: Id }>;

export const routes = Object.fromEntries(routeList.map((definition) => [definition.id, definition])) as {
  [Id in RouteId]: RouteById<Id>;
};

export function getRoute<Id extends RouteId>(id: Id): RouteById<Id> {
  return routes[id];
}
