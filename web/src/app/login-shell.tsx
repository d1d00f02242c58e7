import { RECORD_LANGUAGE, TOKEN_STORAGE_KEY } from '@ssm/shared';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { paths, SESSION_EXPIRED_PARAMETER } from '@/config/paths';
import { LOGIN_LANGUAGE_KEY } from '@/lib/login-language';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { Component as LoginPage } from './routes/login';

/*
 * The login page as a visitor without a session first sees it, rendered at build time into
 * index.html (`vite/login-shell.ts`), so a phone paints it with the HTML and the stylesheets
 * instead of once the app's JS has loaded and run. Built for Node with `vite build --ssr`; not
 * part of the browser's bundle.
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

/** The login page's markup, as the app renders it at `/login` for a visitor without a session. */
export function renderLoginShell(): string {
  const router = createMemoryRouter([{ path: paths.login.path, element: <LoginPage /> }], {
    initialEntries: [paths.login.getHref()],
  });
  return renderToString(
    <AppProvider queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
}
