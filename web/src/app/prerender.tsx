import { RECORD_LANGUAGE, ROLES, type Role, TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SectionLoader } from '@/components/page-loader';
import { PageShell } from '@/components/page-shell';
import { paths, SESSION_EXPIRED_PARAMETER } from '@/config/paths';
import { LOGIN_LANGUAGE_KEY } from '@/lib/login-language';
import { createQueryClient } from '@/lib/query-client';
import {
  clearSession,
  FIRST_STEPS_HIDDEN,
  FIRST_STEPS_STORAGE_KEY,
  PASSWORD_CHANGE_STORAGE_KEY,
  saveSession,
  USER_STORAGE_KEY,
} from '@/lib/session';
import { prefetchCourse, prefetchFirmWorkers, prefetchOwnerDashboard } from './prefetch';
import { AppProvider } from './provider';
import { Component as OwnerDashboardPage } from './routes/dashboard-owner';
import { Component as FirmWorkersPage } from './routes/firm-workers';
import { Component as LoginPage } from './routes/login';

/*
 * What the build takes from the app by running it in Node (`vite/prerender.ts`, which builds this
 * module with `vite build --ssr`; it is not part of the browser's bundle): the login page as a
 * visitor without a session first sees it, written into index.html so a phone paints it with the
 * HTML and the stylesheets instead of once the app's JS has loaded and run, and the first reads of
 * the pages that start them, which `public/preload-page.js` asks for before the app has loaded.
 */

/**
 * When index.html shows the login page it holds: `public/preload-page.js` reads this before the
 * body paints. Anything else (a stored session, a language chosen on the device other than the
 * default, a session that just expired, which the page then says) waits for the app as before.
 */
export const LOGIN_SHELL_CONDITIONS = {
  paths: [paths.root.path, paths.login.path],
  signedInKey: TOKEN_STORAGE_KEY,
  languageKey: LOGIN_LANGUAGE_KEY,
  language: RECORD_LANGUAGE,
  refusedParameters: [SESSION_EXPIRED_PARAMETER],
};

/**
 * The markup of `element` as the app renders it at `path` (a route's pattern), before any answer;
 * `idPrefix` keeps the ids of the pages index.html holds side by side apart.
 */
function renderAt(path: string, element: ReactElement, idPrefix = ''): string {
  const router = createMemoryRouter([{ path, element }], { initialEntries: [path] });
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
    { identifierPrefix: idPrefix },
  );
}

/** The login page's markup, as the app renders it at `/login` for a visitor without a session. */
export function renderLoginShell(): string {
  return renderAt(paths.login.path, <LoginPage />);
}

/**
 * Stands for the signed-in user's name in a page that greets them (the dashboard's welcome, as
 * `components/welcome-text.tsx` writes it): `public/preload-page.js` writes the stored user's name
 * in its place before the page paints.
 */
export const USER_NAME_MARK = '%user-name%';

type PageShellDefinition = {
  id: string;
  path: string;
  roles: readonly Role[];
  /** Shown only when the device stores this value under this key (else the next shell of the path). */
  storedHint?: { key: string; value: string };
  /** Greets the stored user by name: shown only when the device holds a user the app can name. */
  namesUser?: boolean;
  page: () => ReactElement;
};

/**
 * The signed-in pages a phone most often opens first, as they look before their data: the header,
 * the role's navigation, the heading and what the page says before its data, then a loading state
 * where the data comes. Only what stays where it is once the app renders the page with its data.
 * The first of a path whose conditions the device meets is shown. The owner dashboard whole (the
 * greeting with the stored user's name, the training summary, whose body keeps one height in every
 * state, and the documents to sign down to their heading and loading state) only on a device that
 * last saw the dashboard without a new firm's first steps, which come with the firm's lists above
 * the rest (`FIRST_STEPS_STORAGE_KEY`); otherwise only its frame and heading. A course's heading is
 * its title, so its page shows only the frame. Only for the owner: a trainee's pages speak the
 * trainee's language, which the device does not know before the app has asked the server.
 */
const PAGE_SHELLS: PageShellDefinition[] = [
  {
    id: 'dashboard-owner',
    path: paths.dashboardOwner.path,
    roles: ['owner'],
    storedHint: { key: FIRST_STEPS_STORAGE_KEY, value: FIRST_STEPS_HIDDEN },
    namesUser: true,
    page: () => <OwnerDashboardPage />,
  },
  {
    id: 'dashboard-owner-frame',
    path: paths.dashboardOwner.path,
    roles: ['owner'],
    page: () => (
      <PageShell title={texts.dashboards.owner}>
        <SectionLoader />
      </PageShell>
    ),
  },
  { id: 'firm-workers', path: paths.firmWorkers.path, roles: ['owner'], page: () => <FirmWorkersPage /> },
  {
    id: 'course',
    path: paths.course.path,
    roles: ['owner'],
    page: () => (
      <PageShell>
        <SectionLoader />
      </PageShell>
    ),
  },
];

/** A token the app reads as a session of `role` (its claims only; nothing is sent with it). */
function unsignedToken(role: Role): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none' })}.${encode({ role, exp: 4_102_444_800 })}.unsigned`;
}

/** Each page of `PAGE_SHELLS`, rendered signed in as its role, which may open it. */
export function renderPageShells() {
  return PAGE_SHELLS.map(({ page, ...shell }) => {
    const [role = 'owner'] = shell.roles;
    const name = shell.namesUser ? USER_NAME_MARK : '';
    saveSession({
      access: unsignedToken(role),
      user: { id: '', username: '', first_name: name, last_name: '', role, is_superowner: false },
    });
    try {
      return { ...shell, markup: renderAt(shell.path, page(), `${shell.id}-`) };
    } finally {
      clearSession();
    }
  });
}

/**
 * When `public/preload-page.js` shows a page of `renderPageShells`: at its address, for a session
 * that has not expired, of a role the page is for, not a super owner's, without a password to
 * change first (where the stored session is kept, as `lib/session.ts` reads it), the device
 * meeting the page's own conditions.
 */
export function pageShellConditions(shells: ReturnType<typeof renderPageShells>) {
  return {
    pages: shells.map(({ id, path, roles, storedHint, namesUser }) => ({
      id,
      path,
      roles,
      storedHint,
      namesUser,
    })),
    userNameMark: USER_NAME_MARK,
    roles: ROLES,
    tokenKey: TOKEN_STORAGE_KEY,
    userKey: USER_STORAGE_KEY,
    passwordChangeKey: PASSWORD_CHANGE_STORAGE_KEY,
  };
}

/** What `app/prefetch.ts` does for a page: ask the API for its first reads. */
type Prefetch = (queryClient: ReturnType<typeof createQueryClient>) => unknown;

/** The addresses `prefetch` asks the API for, as `lib/api-client.ts` builds them. */
async function recordReads(prefetch: Prefetch) {
  const requested: string[] = [];
  const { fetch } = globalThis;
  globalThis.fetch = (input) => {
    requested.push(String(input));
    return new Promise<never>(() => {});
  };
  try {
    void prefetch(createQueryClient());
    // The prefetch functions load nothing before asking: a few turns of the event loop suffice.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve));
  } finally {
    globalThis.fetch = fetch;
  }
  return requested;
}

/**
 * The addresses a page with a parameter (a course's `:id`) asks for, the parameter written as the
 * route names it, for `public/preload-page.js` to fill in from the address opened.
 */
async function recordReadsWithParameter(name: string, prefetchFor: (parameter: string) => Prefetch) {
  const mark = `:${name}`;
  return (await recordReads(prefetchFor(mark))).map((url) => url.replace(encodeURIComponent(mark), mark));
}

/**
 * The API reads `app/prefetch.ts` starts for each page that starts them, when its address carries
 * no query (a list's filter), and where the session's token and the mark of a password to change
 * are kept: `public/preload-page.js` asks for them as the page opens, and `lib/first-reads.ts`
 * hands their answers to the app's first calls to the same addresses. Only a signed-in user's
 * pages start reads; the server answers them in Romanian or the user's own language whatever the
 * browser's (docs/api.md), so the token is all they need.
 */
export async function recordFirstReads() {
  return {
    tokenKey: TOKEN_STORAGE_KEY,
    passwordChangeKey: PASSWORD_CHANGE_STORAGE_KEY,
    pages: {
      [paths.dashboardOwner.path]: await recordReads(prefetchOwnerDashboard),
      [paths.firmWorkers.path]: await recordReads((queryClient) =>
        prefetchFirmWorkers(queryClient, new URLSearchParams()),
      ),
      [paths.course.path]: await recordReadsWithParameter(
        'id',
        (id) => (queryClient) => prefetchCourse(queryClient, id),
      ),
    },
  };
}
