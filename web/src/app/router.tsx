import type { Role } from '@ssm/shared';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  type NonIndexRouteObject,
  Outlet,
  type RouteObject,
  redirect,
} from 'react-router-dom';
import { PageLoader } from '@/components/page-loader';
import { ANYONE, paths } from '@/config/paths';
import { siteConfigQuery } from '@/lib/queries/site-config';
import { decideAccess, readSession } from '@/lib/session';
import { RequireAccess } from './require-access';
import { RouteErrorPage } from './route-error-page';

type AppPage = (typeof paths)[keyof typeof paths];

/** The page at its address, behind the route guard when its entry in `paths` names who may open it. */
function page({ path, access }: AppPage, route: Omit<NonIndexRouteObject, 'path'>): RouteObject {
  const mounted = { path, ...route };
  return access === ANYONE ? mounted : { element: <RequireAccess allow={access} />, children: [mounted] };
}

type Prefetch = (prefetching: typeof import('./prefetch'), args: LoaderFunctionArgs) => Promise<void>;

/**
 * A loader that starts the page's first reads (`./prefetch.ts`) and returns at once: React Router
 * runs a route's loader beside its lazy chunk, so the requests leave while the chunk downloads,
 * and the page renders without waiting for them. Nothing is asked for a user the guard will send
 * away. A change of the address's query (a list's filter) does not run it again: the page asks
 * for what it shows, and a navigation waiting on a loader would let quick changes read a stale
 * query.
 */
function prefetching(
  allow: readonly Role[],
  prefetch: Prefetch,
): Pick<NonIndexRouteObject, 'loader' | 'shouldRevalidate'> {
  return {
    loader: (args: LoaderFunctionArgs) => {
      if (decideAccess(readSession(), allow) === 'allow') {
        // A failure here is the page's to report: it asks again for what is missing from the cache.
        import('./prefetch').then((module) => prefetch(module, args)).catch(() => {});
      }
      return null;
    },
    shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
  };
}

/**
 * Each page is a module of `./routes` exporting its `Component`, loaded with the route (its own
 * chunk): the first load carries only the shell and the page it shows. Who may open a page comes
 * with its address (`config/paths.ts`). The pages a phone most often opens first also start their
 * reads beside their chunk (`prefetching`).
 */
export function createAppRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      element: <Outlet />,
      errorElement: <RouteErrorPage />,
      hydrateFallbackElement: <PageLoader />,
      children: [
        // A loader rather than an element: the router reaches the login page before its first render.
        { path: paths.root.path, loader: () => redirect(paths.login.getHref()) },
        page(paths.login, {
          /*
           * The help link's settings, asked for beside the page's chunk: the page mounts with the
           * read under way rather than start it and render again at once, in the same long task.
           */
          loader: () => {
            void queryClient.prefetchQuery(siteConfigQuery);
            return null;
          },
          lazy: () => import('./routes/login'),
        }),
        page(paths.resetPassword, { lazy: () => import('./routes/reset-password') }),
        page(paths.resetPasswordConfirm, { lazy: () => import('./routes/reset-password-confirm') }),
        page(paths.emailChangeConfirm, { lazy: () => import('./routes/email-change-confirm') }),
        page(paths.homepage, { lazy: () => import('./routes/homepage') }),
        page(paths.verification, { lazy: () => import('./routes/verification') }),
        page(paths.reminders, { lazy: () => import('./routes/reminders') }),
        page(paths.unauthorized, { lazy: () => import('./routes/unauthorized') }),
        page(paths.changePassword, { lazy: () => import('./routes/change-password') }),
        page(paths.dashboardOwner, {
          ...prefetching(paths.dashboardOwner.access, (module) => module.prefetchOwnerDashboard(queryClient)),
          lazy: () => import('./routes/dashboard-owner'),
        }),
        page(paths.userManagement, { lazy: () => import('./routes/user-management') }),
        page(paths.userImport, { lazy: () => import('./routes/user-import') }),
        page(paths.addCourse, { lazy: () => import('./routes/add-course') }),
        page(paths.assignCourse, { lazy: () => import('./routes/assign-course') }),
        page(paths.clientTraining, { lazy: () => import('./routes/client-training') }),
        page(paths.firmWorkers, {
          ...prefetching(paths.firmWorkers.access, (module, { request }) =>
            module.prefetchFirmWorkers(queryClient, new URL(request.url).searchParams),
          ),
          lazy: () => import('./routes/firm-workers'),
        }),
        page(paths.monthPlan, { lazy: () => import('./routes/month-plan') }),
        page(paths.companies, { lazy: () => import('./routes/companies') }),
        page(paths.people, { lazy: () => import('./routes/people') }),
        page(paths.firmTrainingDefaults, { lazy: () => import('./routes/firm-training-defaults') }),
        page(paths.dashboardAdmin, { lazy: () => import('./routes/dashboard-admin') }),
        page(paths.dashboardEmployee, { lazy: () => import('./routes/dashboard-employee') }),
        page(paths.dashboardSuperowner, { lazy: () => import('./routes/dashboard-superowner') }),
        page(paths.courses, { lazy: () => import('./routes/courses') }),
        page(paths.course, {
          ...prefetching(paths.course.access, (module, { params }) =>
            module.prefetchCourse(queryClient, params.id ?? ''),
          ),
          lazy: () => import('./routes/course'),
        }),
        page(paths.quiz, { lazy: () => import('./routes/quiz') }),
        page(paths.profile, { lazy: () => import('./routes/profile') }),
        page(paths.userProfile, { lazy: () => import('./routes/profile') }),
        page(paths.sign, { lazy: () => import('./routes/sign') }),
        page(paths.companyTrainings, { lazy: () => import('./routes/company-trainings') }),
        page(paths.documentsToSign, { lazy: () => import('./routes/documents-to-sign') }),
        page(paths.workplaceSigning, { lazy: () => import('./routes/workplace-signing') }),
        page(paths.archives, { lazy: () => import('./routes/archives') }),
        { path: '*', lazy: () => import('./routes/not-found') },
      ],
    },
  ];
}

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** The site's router over `createAppRoutes`, at the browser's address. */
export function createAppRouter(queryClient: QueryClient): AppRouter {
  return createBrowserRouter(createAppRoutes(queryClient));
}
