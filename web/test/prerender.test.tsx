import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { type Role, texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageShellConditions, renderLoginShell, renderPageShells, USER_NAME_MARK } from '@/app/prerender';
import {
  FIRST_STEPS_HIDDEN,
  FIRST_STEPS_SHOWN,
  FIRST_STEPS_STORAGE_KEY,
  PASSWORD_CHANGE_STORAGE_KEY,
  saveSession,
  USER_STORAGE_KEY,
} from '@/lib/session';
import { moveStylesToClasses } from '../vite/prerender';
import { signIn } from './support/builders';
import { renderApp } from './support/render-app';

describe('the login page index.html paints before the app runs', () => {
  it('is the page the app renders at /login for a visitor without a session', async () => {
    const shell = document.createElement('div');
    shell.innerHTML = renderLoginShell();
    renderApp('/login');
    await screen.findByRole('heading', { name: texts.login.title, level: 1 });

    const page = document.body.querySelector('div')!;
    // The help link follows once the site's settings have loaded, below the rest.
    expect(page.textContent).toContain(shell.textContent);
    expect(shell.textContent).toContain(texts.login.intro);
    expect(shell.querySelector('form input[autocomplete="current-password"]')).not.toBeNull();
  });

  it("moves each style attribute into a class of its own stylesheet, as the site's CSP asks", () => {
    const { markup, css } = moveStylesToClasses(
      '<main style="padding:var(--x)" class="a"><p style="color:red;content:&quot;x&quot;">t</p><br style="padding:var(--x)"/></main>',
    );

    expect(markup).not.toContain('style=');
    const [mainClass] = markup.match(/ls-[\w-]+/g)!;
    expect(markup).toMatch(new RegExp(`<main class="${mainClass} a">`));
    expect(markup).toMatch(new RegExp(`<br class="${mainClass}"/>`));
    expect(css).toContain(`#root .${mainClass}{padding:var(--x)}`);
    expect(css).toContain('{color:red;content:"x"}');
    expect(css.split('\n')).toHaveLength(2);
  });
});

describe('the signed-in pages index.html paints before the app runs', () => {
  const shells = renderPageShells();
  const shellOf = (id: string) => {
    const shell = document.createElement('div');
    shell.innerHTML = shells.find((candidate) => candidate.id === id)!.markup;
    return shell;
  };

  it.each([
    ['dashboard-owner-frame', '/dashboard-owner', texts.dashboards.owner],
    ['firm-workers', '/lucratori', texts.firmWorkers.title],
  ])('%s is the page the app renders for the owner before its data', async (id, path, heading) => {
    const shell = shellOf(id);
    signIn({ role: 'owner' });
    // No answer comes: the page stays as it is before its data.
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    renderApp(path);
    await screen.findByRole('heading', { name: heading, level: 1 });

    // The header, the owner's navigation, the heading and what the page says before its data.
    const app = document.body.querySelector('div')!;
    for (const part of ['header', 'nav', 'h1']) {
      expect(app.querySelector(part)!.textContent).toBe(shell.querySelector(part)!.textContent);
    }
    expect(within(shell).getByRole('status').textContent).toBe(texts.common.loading);
    if (id === 'firm-workers') expect(shell.textContent).toContain(texts.firmWorkers.intro);
  });

  it('paints the whole owner dashboard as the app renders it before its data, the name left to the device', async () => {
    const shell = shellOf('dashboard-owner');
    signIn({ role: 'owner' });
    vi.stubGlobal('fetch', () => new Promise<never>(() => {}));
    renderApp('/dashboard-owner');
    await screen.findByRole('heading', { name: texts.dashboards.owner, level: 1 });

    const app = document.body.querySelector('div')!;
    const { first_name, last_name } = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!);
    const greeting = texts.dashboards.welcome(`${first_name} ${last_name}`);
    expect(app.querySelector('main')!.textContent).toBe(
      shell.querySelector('main')!.textContent!.replace(USER_NAME_MARK, `${first_name} ${last_name}`),
    );
    expect(app.querySelector('main')!.textContent).toContain(greeting);
    const headings = (root: Element) => [...root.querySelectorAll('h1, h2')].map((h) => h.textContent);
    expect(headings(shell)).toEqual(headings(app));
    // Down to the documents to sign, each section's data still to come.
    expect(headings(shell)).toEqual(
      expect.arrayContaining([texts.trainingStatus.summary.title, texts.documents.pendingTitle]),
    );
    expect(
      within(shell)
        .getAllByRole('status')
        .map((status) => status.textContent),
    ).toEqual([texts.common.loading, texts.common.loading]);
  });

  it("paints a course's frame without a heading: its heading is the course's title, not known yet", () => {
    const shell = shellOf('course');

    expect(shell.querySelector('header')).not.toBeNull();
    expect(shell.querySelector('h1')).toBeNull();
    expect(within(shell).getByRole('status').textContent).toBe(texts.common.loading);
  });

  /** The classic script index.html's head runs before the app (web/public/preload-page.js). */
  const preloadPage = readFileSync(resolve(import.meta.dirname, '../public/preload-page.js'), 'utf8');

  /** The page index.html shows at `address`, as preload-page.js chooses it from the stored session. */
  function shownAt(address: string): string | null {
    window.history.replaceState(null, '', address);
    for (const [id, content] of Object.entries({
      'page-chunks': {
        entry: { script: 'entry.js', imports: [] },
        pages: shells.map(({ path }) => ({ path, scripts: [], styles: [] })),
      },
      'page-shell-conditions': pageShellConditions(shells),
    })) {
      const block = Object.assign(document.createElement('script'), { type: 'application/json', id });
      block.textContent = JSON.stringify(content);
      document.head.append(block);
    }
    document.documentElement.removeAttribute('data-page-shell');
    // A classic script runs in the global scope, as a function's body run there does.
    new Function(preloadPage)();
    return document.documentElement.getAttribute('data-page-shell');
  }

  afterEach(() => {
    for (const tag of document.head.querySelectorAll('script, link')) tag.remove();
    document.documentElement.removeAttribute('data-page-shell');
    window.history.replaceState(null, '', '/');
  });

  it.each<[string, Role, string]>([
    ['/dashboard-owner', 'owner', 'dashboard-owner-frame'],
    ['/lucratori', 'owner', 'firm-workers'],
    ['/courses/01HZX', 'owner', 'course'],
  ])('shows the page at %s to a signed-in %s', (address, role, shown) => {
    signIn({ role });

    expect(shownAt(address)).toBe(shown);
  });

  it('shows the whole owner dashboard only where the device last saw it without the first steps', () => {
    signIn({ role: 'owner' });
    expect(shownAt('/dashboard-owner')).toBe('dashboard-owner-frame');
    localStorage.setItem(FIRST_STEPS_STORAGE_KEY, FIRST_STEPS_SHOWN);
    expect(shownAt('/dashboard-owner')).toBe('dashboard-owner-frame');
    localStorage.setItem(FIRST_STEPS_STORAGE_KEY, FIRST_STEPS_HIDDEN);
    expect(shownAt('/dashboard-owner')).toBe('dashboard-owner');
    // Another login on the device: the firm may be another, so it starts without the hint.
    const user = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!);
    saveSession({ access: localStorage.getItem('token')!, user });
    expect(shownAt('/dashboard-owner')).toBe('dashboard-owner-frame');
    localStorage.setItem(FIRST_STEPS_STORAGE_KEY, FIRST_STEPS_HIDDEN);
    // A user the app would not greet: the frame, without a greeting.
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify({ first_name: 'Ana' }));
    expect(shownAt('/dashboard-owner')).toBe('dashboard-owner-frame');
  });

  it("writes the stored user's name into the whole dashboard as the parser adds it", async () => {
    signIn({ role: 'owner' });
    localStorage.setItem(FIRST_STEPS_STORAGE_KEY, FIRST_STEPS_HIDDEN);
    const { first_name, last_name } = JSON.parse(localStorage.getItem(USER_STORAGE_KEY)!);
    expect(shownAt('/dashboard-owner')).toBe('dashboard-owner');

    const root = document.createElement('div');
    root.innerHTML = `<div data-page-shell="dashboard-owner">${shells.find(({ id }) => id === 'dashboard-owner')!.markup}</div>`;
    document.body.append(root);
    await Promise.resolve();

    expect(root.textContent).toContain(texts.dashboards.welcome(`${first_name} ${last_name}`));
    expect(root.textContent).not.toContain(USER_NAME_MARK);
    root.remove();
  });

  it("shows none to a trainee, whose pages speak the trainee's language, nor to another role", () => {
    signIn({ role: 'employee' });
    expect(shownAt('/courses/01HZX')).toBeNull();
    signIn({ role: 'admin' });
    expect(shownAt('/courses/01HZX')).toBeNull();
    expect(shownAt('/dashboard-owner')).toBeNull();
    signIn({ role: 'owner', isSuperowner: true });
    expect(shownAt('/dashboard-owner')).toBeNull();
  });

  it('shows none for an expired session, a password to change, nobody signed in or another page', () => {
    expect(shownAt('/dashboard-owner')).toBeNull();
    signIn({ role: 'owner', expiresInSeconds: -60 });
    expect(shownAt('/dashboard-owner')).toBeNull();
    signIn({ role: 'owner' });
    localStorage.setItem(PASSWORD_CHANGE_STORAGE_KEY, '1');
    expect(shownAt('/dashboard-owner')).toBeNull();
    localStorage.removeItem(PASSWORD_CHANGE_STORAGE_KEY);
    expect(shownAt('/companies')).toBeNull();
    localStorage.setItem('token', 'not-a-token');
    expect(shownAt('/dashboard-owner')).toBeNull();
  });

  it("loads the page's stylesheets before its first paint, which it styles", () => {
    signIn({ role: 'owner' });
    const { path } = shells.find(({ id }) => id === 'firm-workers')!;
    window.history.replaceState(null, '', '/lucratori');
    const chunks = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'page-chunks',
    });
    chunks.textContent = JSON.stringify({
      entry: { script: 'entry.js', imports: [] },
      pages: [{ path, scripts: [], styles: ['assets/firm-workers.css'] }],
    });
    const conditions = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: 'page-shell-conditions',
    });
    conditions.textContent = JSON.stringify(pageShellConditions(shells));
    document.head.append(chunks, conditions);

    new Function(preloadPage)();

    const stylesheet = document.head.querySelector('link[rel="stylesheet"]');
    expect(stylesheet?.getAttribute('href')).toBe('/assets/firm-workers.css');
    expect(stylesheet?.getAttribute('blocking')).toBe('render');
  });
});
