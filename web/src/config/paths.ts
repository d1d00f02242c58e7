import {
  companyTrainingsPagePath,
  coursePagePath,
  DOCUMENTS_TO_SIGN_PAGE_PATH,
  LOGIN_NEXT_PARAMETER,
  LOGIN_PAGE_PATH,
  REMINDERS_OFF_PAGE_PATH,
  type Role,
  WORKER_DASHBOARD_PATHS,
  type WorkerTrainingStatus,
} from '@ssm/shared';

/** The login page's query parameter saying the previous session expired. */
export const SESSION_EXPIRED_PARAMETER = 'sesiune-expirata';

/**
 * Who may open a page (docs/product.md, Session and route guard): anyone, or the signed-in roles
 * the route guard lets in. The forced password change is open to anyone too: the guard itself
 * sends there, and the page sends a visitor without a session to the login.
 */
export const ANYONE = 'anyone';

const only = {
  owner: ['owner'],
  admin: ['admin'],
  employee: ['employee'],
  superowner: ['superowner'],
  companyMembers: ['owner', 'admin', 'employee'],
  signers: ['employee', 'admin'],
  companyCarers: ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

export type PageAccess = typeof ANYONE | readonly Role[];

/**
 * Every in-app address and who may open it, in one place: pages link with `getHref`, the router
 * mounts `path` behind the guard `access` asks for, and the tests walk these entries as the
 * catalogue of the app's screens (web/test/support/screen-catalogue.ts).
 */
export const paths = {
  root: { path: '/', getHref: () => '/', access: ANYONE },
  login: {
    path: LOGIN_PAGE_PATH,
    /**
     * `sessionExpired` makes the page say why the user is asked to sign in again; `next` is the
     * page of the site to open once signed in.
     */
    getHref: ({ sessionExpired = false, next }: { sessionExpired?: boolean; next?: string } = {}) => {
      const query = new URLSearchParams({
        ...(sessionExpired ? { [SESSION_EXPIRED_PARAMETER]: '1' } : {}),
        ...(next ? { [LOGIN_NEXT_PARAMETER]: next } : {}),
      }).toString();
      return query ? `${LOGIN_PAGE_PATH}?${query}` : LOGIN_PAGE_PATH;
    },
    access: ANYONE,
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password', access: ANYONE },
  resetPasswordConfirm: {
    path: '/reset-password/confirm',
    getHref: () => '/reset-password/confirm',
    access: ANYONE,
  },
  emailChangeConfirm: {
    path: '/email-change/confirm',
    getHref: () => '/email-change/confirm',
    access: ANYONE,
  },
  homepage: { path: '/homepage', getHref: () => '/homepage', access: ANYONE },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized', access: ANYONE },
  verification: { path: '/verificare', getHref: () => '/verificare', access: ANYONE },
  dashboardOwner: { path: '/dashboard-owner', getHref: () => '/dashboard-owner', access: only.owner },
  dashboardAdmin: {
    path: WORKER_DASHBOARD_PATHS.admin,
    getHref: () => WORKER_DASHBOARD_PATHS.admin,
    access: only.admin,
  },
  dashboardEmployee: {
    path: WORKER_DASHBOARD_PATHS.employee,
    getHref: () => WORKER_DASHBOARD_PATHS.employee,
    access: only.employee,
  },
  dashboardSuperowner: {
    path: '/dashboard-superowner',
    getHref: () => '/dashboard-superowner',
    access: only.superowner,
  },
  courses: { path: '/courses', getHref: () => '/courses', access: only.companyMembers },
  course: { path: '/courses/:id', getHref: coursePagePath, access: only.companyMembers },
  quiz: {
    path: '/courses/:id/quiz',
    getHref: (id: string) => `/courses/${encodeURIComponent(id)}/quiz`,
    access: only.companyMembers,
  },
  profile: { path: '/profile', getHref: () => '/profile', access: only.companyMembers },
  /** Where a user whose password an owner or admin reset chooses their own, before anything else. */
  changePassword: { path: '/schimba-parola', getHref: () => '/schimba-parola', access: ANYONE },
  userProfile: { path: '/user-profile', getHref: () => '/user-profile', access: only.companyMembers },
  sign: {
    path: '/sign/:progressId',
    getHref: (progressId: string) => `/sign/${encodeURIComponent(progressId)}`,
    access: only.signers,
  },
  userManagement: { path: '/user-management', getHref: () => '/user-management', access: only.owner },
  /** Bulk import of employees (beyond the first screens: firms onboard companies of hundreds of people). */
  userImport: {
    path: '/user-management/import',
    getHref: () => '/user-management/import',
    access: only.owner,
  },
  addCourse: { path: '/add-course', getHref: () => '/add-course', access: only.owner },
  assignCourse: {
    path: '/assign-course/:courseId',
    getHref: (courseId: string) => `/assign-course/${encodeURIComponent(courseId)}`,
    access: only.owner,
  },
  clientTraining: { path: '/clienti-instruire', getHref: () => '/clienti-instruire', access: only.owner },
  firmWorkers: {
    path: '/lucratori',
    /** `status` opens the list on the workers in that status, with the companies they are in. */
    getHref: ({ status }: { status?: WorkerTrainingStatus } = {}) =>
      status ? `/lucratori?stare=${status}` : '/lucratori',
    access: only.owner,
  },
  monthPlan: {
    path: '/lucratori/plan',
    /** `month` (YYYY-MM) opens the plan of that month; without it, the current one. */
    getHref: ({ month }: { month?: string } = {}) =>
      month ? `/lucratori/plan?luna=${month}` : '/lucratori/plan',
    access: only.owner,
  },
  /** The workspace's focused pages (docs/product.md, Workspace navigation). */
  companies: { path: '/companii', getHref: () => '/companii', access: only.owner },
  people: { path: '/persoane', getHref: () => '/persoane', access: only.owner },
  /** The firm's default re-enrolment settings, followed by every company without its own. */
  firmTrainingDefaults: {
    path: '/setari-instruire',
    getHref: () => '/setari-instruire',
    access: only.owner,
  },
  documentsToSign: {
    path: DOCUMENTS_TO_SIGN_PAGE_PATH,
    getHref: () => DOCUMENTS_TO_SIGN_PAGE_PATH,
    access: only.companyCarers,
  },
  /** What a workplace manager or an admitting admin signs (docs/domain.md, signers per phase). */
  workplaceSigning: {
    path: '/semnaturi-conducator',
    getHref: () => '/semnaturi-conducator',
    access: only.signers,
  },
  archives: { path: '/arhive', getHref: () => '/arhive', access: only.companyCarers },
  /** A company's people and their trainings (its firm's owners and its admin). */
  companyTrainings: {
    path: '/companii/:companyId',
    getHref: companyTrainingsPagePath,
    access: only.companyCarers,
  },
  /** Stops a worker's training reminders from an e-mail's link, without signing in. */
  reminders: { path: REMINDERS_OFF_PAGE_PATH, getHref: () => REMINDERS_OFF_PAGE_PATH, access: ANYONE },
} as const satisfies Record<
  string,
  { path: string; getHref: (...input: never[]) => string; access: PageAccess }
>;
