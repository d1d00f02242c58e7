/** The login page's query parameter saying the previous session expired. */
export const SESSION_EXPIRED_PARAMETER = 'sesiune-expirata';

/** Every in-app address, in one place; pages link with `getHref`, the router mounts `path`. */
export const paths = {
  root: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    /** `sessionExpired` makes the page say why the user is asked to sign in again. */
    getHref: ({ sessionExpired = false }: { sessionExpired?: boolean } = {}) =>
      sessionExpired ? `/login?${SESSION_EXPIRED_PARAMETER}=1` : '/login',
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  resetPasswordConfirm: { path: '/reset-password/confirm', getHref: () => '/reset-password/confirm' },
  homepage: { path: '/homepage', getHref: () => '/homepage' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
  verification: { path: '/verificare', getHref: () => '/verificare' },
  dashboardOwner: { path: '/dashboard-owner', getHref: () => '/dashboard-owner' },
  dashboardAdmin: { path: '/dashboard-admin', getHref: () => '/dashboard-admin' },
  dashboardEmployee: { path: '/dashboard-employee', getHref: () => '/dashboard-employee' },
  dashboardSuperowner: { path: '/dashboard-superowner', getHref: () => '/dashboard-superowner' },
  courses: { path: '/courses', getHref: () => '/courses' },
  course: { path: '/courses/:id', getHref: (id: string) => `/courses/${encodeURIComponent(id)}` },
  quiz: { path: '/courses/:id/quiz', getHref: (id: string) => `/courses/${encodeURIComponent(id)}/quiz` },
  profile: { path: '/profile', getHref: () => '/profile' },
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
  /** A company's people and their trainings (its firm's owners and its admin). */
  companyTrainings: {
    path: '/companii/:companyId',
    getHref: (companyId: string) => `/companii/${encodeURIComponent(companyId)}`,
  },
} as const;
