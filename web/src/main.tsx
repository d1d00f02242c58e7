import './app/styles';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { type AppRouter, createAppRouter } from './app/router';
import { createQueryClient } from './lib/query-client';
import { loadFirstScreenTexts } from './lib/screen-language';

/** Settles once the router has its first page: its chunk loaded, its redirects followed. */
function pageReady(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Not Romanian's, which the first load holds: a worker's other language loads beside the page.
const firstScreenTexts = loadFirstScreenTexts().catch(() => undefined);
const queryClient = createQueryClient();
/*
 * The router, once created, matches the address and asks for the page's chunk and first reads: a
 * task of its own rather than the end of the long one that ran the app's modules.
 */
await new Promise((resolve) => setTimeout(resolve));
const router = createAppRouter(queryClient);
/*
 * When index.html shows a page (public/preload-page.js: the login page, or a signed-in page before
 * its data), the app's first render is that page, not the loading screen the router shows until a
 * page's chunk is there: React's first commit then replaces the page painted from the HTML with the
 * same page, in place.
 */
const html = document.documentElement;
if (html.hasAttribute('data-login-shell') || html.hasAttribute('data-page-shell')) await pageReady(router);
await firstScreenTexts;

const root = createRoot(document.getElementById('root')!);
// A transition, which React renders in slices that leave the phone's main thread free in between.
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
