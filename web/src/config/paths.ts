import {
  companyTrainingsPagePath,
  coursePagePath,
  LOGIN_NEXT_PARAMETER,
  LOGIN_PAGE_PATH,
  REMINDERS_OFF_PAGE_PATH,
  WORKER_DASHBOARD_PATHS,
} from '@ssm/shared';

/** The login page's query parameter saying the previous session expired. */
export const SESSION_EXPIRED_PARAMETER = 'sesiune-expirata';

/** Every in-app address, in one place; pages link with `getHref`, the router mounts `path`. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
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
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  resetPasswordConfirm: { path: '/reset-password/confirm', getHref: () => '/reset-password/confirm' },
  homepage: { path: '/homepage', getHref: () => '/homepage' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  verification: { path: '/verificare', getHref: () => '/verificare' },
  dashboardOwner: { path: '/dashboard-owner', getHref: () => '/dashboard-owner' },
  dashboardAdmin: { path: WORKER_DASHBOARD_PATHS.admin, getHref: () => WORKER_DASHBOARD_PATHS.admin },
  dashboardEmployee: {
    path: WORKER_DASHBOARD_PATHS.employee,
    getHref: () => WORKER_DASHBOARD_PATHS.employee,
  },
  dashboardSuperowner: { path: '/dashboard-superowner', getHref: () => '/dashboard-superowner' },
  courses: { path: '/courses', getHref: () => '/courses' },
  course: { path: '/courses/:id', getHref: coursePagePath },
  quiz: { path: '/courses/:id/quiz', getHref: (id: string) => `/courses/${encodeURIComponent(id)}/quiz` },
  profile: { path: '/profile', getHref: () => '/profile' },
  /** Where a user whose password an owner or admin reset chooses their own, before anything else. */
  changePassword: { path: '/schimba-parola', getHref: () => '/schimba-parola' },
  userProfile: { path: '/user-profile', getHref: () => '/user-profile' },
  sign: {
    path: '/sign/:progressId',
    getHref: (progressId: string) => `/sign/${encodeURIComponent(progressId)}`,
  },
  userManagement: { path: '/user-management', getHref: () => '/user-management' },
  /** Bulk import of employees (beyond the first screens: firms onboard companies of hundreds of people). */
  userImport: { path: '/user-management/import', getHref: () => '/user-management/import' },
  addCourse: { path: '/add-course', getHref: () => '/add-course' },
  assignCourse: {
    path: '/assign-course/:courseId',
    getHref: (courseId: string) => `/assign-course/${encodeURIComponent(courseId)}`,
  },
  clientTraining: { path: '/clienti-instruire', getHref: () => '/clienti-instruire' },
  /** The workspace's focused pages (docs/product.md, Workspace navigation). */
  companies: { path: '/companii', getHref: () => '/companii' },
  people: { path: '/persoane', getHref: () => '/persoane' },
  documentsToSign: { path: '/documente-de-semnat', getHref: () => '/documente-de-semnat' },
  archives: { path: '/arhive', getHref: () => '/arhive' },
  /** A company's people and their trainings (its firm's owners and its admin). */
  companyTrainings: {
    path: '/companii/:companyId',
    getHref: companyTrainingsPagePath,
  },
  /** Stops a worker's training reminders from an e-mail's link, without signing in. */
  reminders: { path: REMINDERS_OFF_PAGE_PATH, getHref: () => REMINDERS_OFF_PAGE_PATH },
} as const;
