import type { Role } from '@ssm/shared';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RequireAccess } from './require-access';
import { RouteErrorPage } from './route-error-page';

/**
 * Who may open which pages (docs/product.md, Session and route guard). The guard reads the session again on every
 * navigation.
 */
const access = {
  owner: ['owner'],
  admin: ['admin'],
  employee: ['employee'],
  superowner: ['superowner'],
  companyMembers: ['owner', 'admin', 'employee'],
  signers: ['employee', 'admin'],
  companyCarers: ['owner', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

function guarded(allow: readonly Role[], children: RouteObject[]): RouteObject {
  return { element: <RequireAccess allow={allow} />, children };
}

/**
 * Each page is a module of `./routes` exporting its `Component`, loaded with the route (its own
 * chunk): the first load carries only the shell and the page it shows.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
        { path: paths.login.path, lazy: () => import('./routes/login') },
        { path: paths.resetPassword.path, lazy: () => import('./routes/reset-password') },
        { path: paths.resetPasswordConfirm.path, lazy: () => import('./routes/reset-password-confirm') },
        { path: paths.homepage.path, lazy: () => import('./routes/homepage') },
        { path: paths.verification.path, lazy: () => import('./routes/verification') },
        { path: paths.reminders.path, lazy: () => import('./routes/reminders') },
        { path: paths.unauthorized.path, lazy: () => import('./routes/unauthorized') },
        { path: paths.changePassword.path, lazy: () => import('./routes/change-password') },
        guarded(access.owner, [
          { path: paths.dashboardOwner.path, lazy: () => import('./routes/dashboard-owner') },
          { path: paths.userManagement.path, lazy: () => import('./routes/user-management') },
          { path: paths.userImport.path, lazy: () => import('./routes/user-import') },
          { path: paths.addCourse.path, lazy: () => import('./routes/add-course') },
          { path: paths.assignCourse.path, lazy: () => import('./routes/assign-course') },
          { path: paths.clientTraining.path, lazy: () => import('./routes/client-training') },
          { path: paths.companies.path, lazy: () => import('./routes/companies') },
          { path: paths.people.path, lazy: () => import('./routes/people') },
        ]),
        guarded(access.admin, [
          { path: paths.dashboardAdmin.path, lazy: () => import('./routes/dashboard-admin') },
        ]),
        guarded(access.employee, [
          { path: paths.dashboardEmployee.path, lazy: () => import('./routes/dashboard-employee') },
        ]),
        guarded(access.superowner, [
          { path: paths.dashboardSuperowner.path, lazy: () => import('./routes/dashboard-superowner') },
        ]),
        guarded(access.companyMembers, [
          { path: paths.courses.path, lazy: () => import('./routes/courses') },
          { path: paths.course.path, lazy: () => import('./routes/course') },
          { path: paths.quiz.path, lazy: () => import('./routes/quiz') },
          { path: paths.profile.path, lazy: () => import('./routes/profile') },
          { path: paths.userProfile.path, lazy: () => import('./routes/profile') },
        ]),
        guarded(access.signers, [{ path: paths.sign.path, lazy: () => import('./routes/sign') }]),
        guarded(access.companyCarers, [
          { path: paths.companyTrainings.path, lazy: () => import('./routes/company-trainings') },
          { path: paths.documentsToSign.path, lazy: () => import('./routes/documents-to-sign') },
          { path: paths.archives.path, lazy: () => import('./routes/archives') },
        ]),
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ];
}
