/**
 * Every Romanian text of the product (docs/product.md, screens) and its own messages,
 * grouped by the screen or call that shows them. The UI and the handlers read them from here
 * so tests can check that each text is used where it belongs.
 *
 * Each group is a module of its own, read as `texts.<group>.<text>` through this namespace, so a
 * page's chunk and a Lambda hold only the groups they read (docs/web.md, Pages; docs/deploy.md,
 * The Lambda bundles).
 */

export { accessSheet } from './access-sheet';
export { accountAccess } from './account-access';
export { api } from './api';
export { archives } from './archives';
export { bulkAssign } from './bulk-assign';
export { common } from './common';
export { companies } from './companies';
export { companyAssignments } from './company-assignments';
export { companyHistory } from './company-history';
export { contact } from './contact';
export { courseAssign } from './course-assign';
export { courseAssignments } from './course-assignments';
export { courseDetail } from './course-detail';
export { courseEdit } from './course-edit';
export { courseForm } from './course-form';
export { courseList } from './course-list';
export { courseVersions } from './course-versions';
export { courses } from './courses';
export { dashboards } from './dashboards';
export { documents } from './documents';
export { emailChange } from './email-change';
export { firmTrainingDefaults } from './firm-training-defaults';
export { firmWorkers } from './firm-workers';
export { firms } from './firms';
export { gettingStarted } from './getting-started';
export { homepage } from './homepage';
export { importFile } from './import-file';
export { login } from './login';
export { monthPlan } from './month-plan';
export { navigation } from './navigation';
export { notFound } from './not-found';
export { notifications } from './notifications';
export { ownerShortcuts } from './owner-shortcuts';
export { owners } from './owners';
export { passkeys } from './passkeys';
export { passwordReset } from './password-reset';
export { passwordStrength } from './password-strength';
export { pdfVerification } from './pdf-verification';
export { pdfViewer } from './pdf-viewer';
export { people } from './people';
export { profile } from './profile';
export { psiSheets } from './psi-sheets';
export { quizAttempts } from './quiz-attempts';
export { quizForm } from './quiz-form';
export { quizImport } from './quiz-import';
export { quizTaking } from './quiz-taking';
export { sessions } from './sessions';
export { signing } from './signing';
export { study } from './study';
export { trainingSheet } from './training-sheet';
export { trainingStatus } from './training-status';
export { unauthorized } from './unauthorized';
export { userImport } from './user-import';
export { userManagement } from './user-management';
export { usernameChecks } from './username-checks';
export { verification } from './verification';
export { workerTraining } from './worker-training';
