import type { Role } from '@ssm/shared';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { RouteErrorPage } from '@/features/errors/pages/route-error-page';
import { RequireAccess } from './require-access';

/** Each page is its own chunk, so the first load carries only the shell and the page it shows. */
function lazyPage<Module>(load: () => Promise<Module>, name: keyof Module) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const LoginPage = lazyPage(() => import('@/features/auth/pages/login-page'), 'LoginPage');
const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/pages/reset-password-page'),
  'ResetPasswordPage',
);
const ResetPasswordConfirmPage = lazyPage(
  () => import('@/features/auth/pages/reset-password-confirm-page'),
  'ResetPasswordConfirmPage',
);
const HomepagePage = lazyPage(() => import('@/features/homepage/pages/homepage-page'), 'HomepagePage');
const UnauthorizedPage = lazyPage(
  () => import('@/features/errors/pages/unauthorized-page'),
  'UnauthorizedPage',
);
const OwnerDashboardPage = lazyPage(
  () => import('@/features/dashboards/pages/owner-dashboard-page'),
  'OwnerDashboardPage',
);
const UserManagementPage = lazyPage(
  () => import('@/features/administration/pages/user-management-page'),
  'UserManagementPage',
);
const UserImportPage = lazyPage(
  () => import('@/features/administration/pages/user-import-page'),
  'UserImportPage',
);
const AddCoursePage = lazyPage(() => import('@/features/courses/pages/add-course-page'), 'AddCoursePage');
const AssignCoursePage = lazyPage(
  () => import('@/features/courses/pages/assign-course-page'),
  'AssignCoursePage',
);
const ClientTrainingPage = lazyPage(
  () => import('@/features/training-status/pages/client-training-page'),
  'ClientTrainingPage',
);
const AdminDashboardPage = lazyPage(
  () => import('@/features/dashboards/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const EmployeeDashboardPage = lazyPage(
  () => import('@/features/dashboards/pages/employee-dashboard-page'),
  'EmployeeDashboardPage',
);
const SuperownerDashboardPage = lazyPage(
  () => import('@/features/dashboards/pages/superowner-dashboard-page'),
  'SuperownerDashboardPage',
);
const CourseListPage = lazyPage(() => import('@/features/courses/pages/course-list-page'), 'CourseListPage');
const CourseDetailPage = lazyPage(
  () => import('@/features/courses/pages/course-detail-page'),
  'CourseDetailPage',
);
const QuizPage = lazyPage(() => import('@/features/courses/pages/quiz-page'), 'QuizPage');
const ProfilePage = lazyPage(() => import('@/features/profile/pages/profile-page'), 'ProfilePage');
const SignPage = lazyPage(() => import('@/features/signing/pages/sign-page'), 'SignPage');
const VerificationPage = lazyPage(
  () => import('@/features/signing/pages/verification-page'),
  'VerificationPage',
);
const NotFoundPage = lazyPage(() => import('@/features/errors/pages/not-found-page'), 'NotFoundPage');

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
          element: <LoginPage />,
        },
        {
          path: paths.resetPassword.path,
          element: <ResetPasswordPage />,
        },
        {
          path: paths.resetPasswordConfirm.path,
          element: <ResetPasswordConfirmPage />,
        },
        {
          path: paths.homepage.path,
          element: <HomepagePage />,
        },
        {
          path: paths.verification.path,
          element: <VerificationPage />,
        },
        {
          path: paths.unauthorized.path,
          element: <UnauthorizedPage />,
        },
        guarded(access.owner, [
          {
            path: paths.dashboardOwner.path,
            element: <OwnerDashboardPage />,
          },
          {
            path: paths.userManagement.path,
            element: <UserManagementPage />,
          },
          {
            path: paths.userImport.path,
            element: <UserImportPage />,
          },
          {
            path: paths.addCourse.path,
            element: <AddCoursePage />,
          },
          {
            path: paths.assignCourse.path,
            element: <AssignCoursePage />,
          },
          {
            path: paths.clientTraining.path,
            element: <ClientTrainingPage />,
          },
        ]),
        guarded(access.admin, [
          {
            path: paths.dashboardAdmin.path,
            element: <AdminDashboardPage />,
          },
        ]),
        guarded(access.employee, [
          {
            path: paths.dashboardEmployee.path,
            element: <EmployeeDashboardPage />,
          },
        ]),
        guarded(access.superowner, [
          {
            path: paths.dashboardSuperowner.path,
            element: <SuperownerDashboardPage />,
          },
        ]),
        guarded(access.companyMembers, [
          {
            path: paths.courses.path,
            element: <CourseListPage />,
          },
          {
            path: paths.course.path,
            element: <CourseDetailPage />,
          },
          {
            path: paths.quiz.path,
            element: <QuizPage />,
          },
          {
            path: paths.profile.path,
            element: <ProfilePage />,
          },
          {
            path: paths.userProfile.path,
            element: <ProfilePage />,
          },
        ]),
        guarded(access.signers, [
          {
            path: paths.sign.path,
            element: <SignPage />,
          },
        ]),
        {
          path: '*',
          element: <NotFoundPage />,
        },
      ],
    },
  ];
}
