import type { Role } from '@ssm/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/features/errors/pages/route-error-page';
import { RequireAccess } from './require-access';

/** Each page is its own chunk, so the first load carries only the shell and the page it shows. */
function lazyPage<Module>(load: () => Promise<Module>, name: keyof Module) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return <Page />;
}

/** Route access of SPEC §2. */
const access = {
  owner: ['owner'],
  admin: ['admin'],
  employee: ['employee'],
  superowner: ['superowner'],
  companyMembers: ['owner', 'admin', 'employee'],
  signers: ['employee', 'admin'],
} as const satisfies Record<string, readonly Role[]>;

function guarded(allow: readonly Role[], children: RouteObject[]): RouteObject {
  return { element: <RequireAccess allow={allow} />, children };
}

function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** The app's route tree; the browser router and the tests' memory routers both mount it. */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <RouteErrorPage />,
      children: [
        { path: paths.root.path, element: <Navigate to={paths.login.getHref()} replace /> },
        {
          path: paths.login.path,
          element: lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage'),
        },
        {
          path: paths.resetPassword.path,
          element: lazyPage(() => import('@/features/auth/pages/reset-password-page'), 'ResetPasswordPage'),
        },
        {
          path: paths.resetPasswordConfirm.path,
          element: lazyPage(
            () => import('@/features/auth/pages/reset-password-confirm-page'),
            'ResetPasswordConfirmPage',
          ),
        },
        {
          path: paths.homepage.path,
          element: lazyPage(() => import('@/features/homepage/pages/homepage-page'), 'HomepagePage'),
        },
        {
          path: paths.unauthorized.path,
          element: lazyPage(() => import('@/features/errors/pages/unauthorized-page'), 'UnauthorizedPage'),
        },
        guarded(access.owner, [
          {
            path: paths.dashboardOwner.path,
            element: lazyPage(
              () => import('@/features/dashboards/pages/owner-dashboard-page'),
              'OwnerDashboardPage',
            ),
          },
          {
            path: paths.userManagement.path,
            element: lazyPage(
              () => import('@/features/users/pages/user-management-page'),
              'UserManagementPage',
            ),
          },
          {
            path: paths.addCourse.path,
            element: lazyPage(() => import('@/features/courses/pages/add-course-page'), 'AddCoursePage'),
          },
          {
            path: paths.assignCourse.path,
            element: lazyPage(
              () => import('@/features/courses/pages/assign-course-page'),
              'AssignCoursePage',
            ),
          },
          {
            path: paths.clientTraining.path,
            element: lazyPage(
              () => import('@/features/training-status/pages/client-training-page'),
              'ClientTrainingPage',
            ),
          },
        ]),
        guarded(access.admin, [
          {
            path: paths.dashboardAdmin.path,
            element: lazyPage(
              () => import('@/features/dashboards/pages/admin-dashboard-page'),
              'AdminDashboardPage',
            ),
          },
        ]),
        guarded(access.employee, [
          {
            path: paths.dashboardEmployee.path,
            element: lazyPage(
              () => import('@/features/dashboards/pages/employee-dashboard-page'),
              'EmployeeDashboardPage',
            ),
          },
        ]),
        guarded(access.superowner, [
          {
            path: paths.dashboardSuperowner.path,
            element: lazyPage(
              () => import('@/features/dashboards/pages/superowner-dashboard-page'),
              'SuperownerDashboardPage',
            ),
          },
        ]),
        guarded(access.companyMembers, [
          {
            path: paths.courses.path,
            element: lazyPage(() => import('@/features/courses/pages/course-list-page'), 'CourseListPage'),
          },
          {
            path: paths.course.path,
            element: lazyPage(
              () => import('@/features/courses/pages/course-detail-page'),
              'CourseDetailPage',
            ),
          },
          {
            path: paths.quiz.path,
            element: lazyPage(() => import('@/features/courses/pages/quiz-page'), 'QuizPage'),
          },
          {
            path: paths.profile.path,
            element: lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage'),
          },
          {
            path: paths.userProfile.path,
            element: lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage'),
          },
        ]),
        guarded(access.signers, [
          {
            path: paths.sign.path,
            element: lazyPage(() => import('@/features/signing/pages/sign-page'), 'SignPage'),
          },
        ]),
        {
          path: '*',
          element: lazyPage(() => import('@/features/errors/pages/not-found-page'), 'NotFoundPage'),
        },
      ],
    },
  ];
}
