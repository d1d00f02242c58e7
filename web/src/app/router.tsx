import type { Role } from '@ssm/shared';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunctionArgs, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { decideAccess, readSession } from '@/lib/session';
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

type Prefetch = (prefetching: typeof import('./prefetch'), args: LoaderFunctionArgs) => Promise<void>;

/**
 * A loader that starts the page's first reads (`./prefetch.ts`) and returns at once: React Router
 * runs a route's loader beside its lazy chunk, so the requests leave while the chunk downloads,
 * and the page renders without waiting for them. Nothing is asked for a user the guard will send
 * away.
 */
function prefetching(allow: readonly Role[], prefetch: Prefetch) {
  return (args: LoaderFunctionArgs) => {
    if (decideAccess(readSession(), allow) === 'allow') {
      // A failure here is the page's to report: it asks again for what is missing from the cache.
      import('./prefetch').then((module) => prefetch(module, args)).catch(() => {});
    }
    return null;
  };
}

/**
 * Each page is a module of `./routes` exporting its `Component`, loaded with the route (its own
 * chunk): the first load carries only the shell and the page it shows. The pages a phone most
 * often opens first also start their reads beside their chunk (`prefetching`).
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
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
          {
            path: paths.dashboardOwner.path,
            loader: prefetching(access.owner, (module) => module.prefetchOwnerDashboard(queryClient)),
            lazy: () => import('./routes/dashboard-owner'),
          },
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
          {
            path: paths.course.path,
            loader: prefetching(access.companyMembers, (module, { params }) =>
              module.prefetchCourse(queryClient, params.id ?? ''),
            ),
            lazy: () => import('./routes/course'),
          },
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
