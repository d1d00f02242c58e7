import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildPath, type RouteId, routes, TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordFirstReads } from '@/app/prerender';
import { callApi } from '@/lib/api-client';
import { PASSWORD_CHANGE_STORAGE_KEY } from '@/lib/session';
import { signIn } from './support/builders';
import { buildCourse, buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

/** The fake API's key of a call: method and the path the client asks for. */
const keyOf = (id: RouteId, params?: Record<string, string>) =>
  `${routes[id].method} ${buildPath(routes[id].path, params)}`;

/**
 * Answers each of the given reads the first time only (the tests' queries are stale at once, so a
 * page asks again on mount: that second answer never comes), noting whether the page's heading
 * was on screen when it was first asked for. A page that shows the answers anyway read them from
 * what the router asked for, before the page rendered.
 */
function answerFirstReadsOnly(answers: Record<string, unknown>) {
  const askedWithPageShown = new Map<string, boolean>();
  const api = fakeApi(
    Object.fromEntries(
      Object.entries(answers).map(([key, body]) => [
        key,
        () => {
          if (askedWithPageShown.has(key)) return new Promise<never>(() => {});
          askedWithPageShown.set(key, screen.queryByRole('heading', { level: 1 }) !== null);
          return { body };
        },
      ]),
    ),
  );
  return { api, askedWithPageShown };
}

/** A page's or a section's loader (`web/src/components/page-loader.tsx`) is on screen. */
const isLoading = () =>
  screen.queryAllByRole('status').some((status) => status.querySelector('.mantine-Loader-root') !== null);

describe('the reads a page starts beside its chunk', () => {
  it("the owner dashboard's first screen is asked for before the page renders, and shown from those answers", async () => {
    signIn({ role: 'owner' });
    const firstReads = [
      keyOf('company-training-status'),
      keyOf('list-companies'),
      keyOf('list-courses'),
      keyOf('pending-owner'),
    ];
    const { askedWithPageShown } = answerFirstReadsOnly(
      Object.fromEntries(firstReads.map((key) => [key, []])),
    );

    renderApp('/dashboard-owner');

    await screen.findByRole('heading', { name: texts.dashboards.owner, level: 1 }, { timeout: 10_000 });
    await waitFor(() => expect([...askedWithPageShown.keys()].sort()).toEqual([...firstReads].sort()));
    expect(Object.fromEntries(askedWithPageShown)).toEqual(
      Object.fromEntries(firstReads.map((key) => [key, false])),
    );
    await waitFor(() => expect(isLoading()).toBe(false));
  });

  it("a course's details are asked for before its page renders, and shown from that answer", async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ file: '' });
    const key = keyOf('get-course', { id: course.id });
    const { askedWithPageShown } = answerFirstReadsOnly({ [key]: course });

    renderApp(`/courses/${course.id}`);

    await screen.findByRole('heading', { name: course.title, level: 1 }, { timeout: 10_000 });
    expect(askedWithPageShown.get(key)).toBe(false);
    expect(screen.getByText(course.description)).toBeTruthy();
  });

  it('nothing is asked for a visitor the guard sends to the login page', async () => {
    const api = fakeApi({});

    renderApp('/dashboard-owner');

    await screen.findByRole('heading', { name: texts.login.title, level: 1 }, { timeout: 10_000 });
    expect(api.calls.filter((call) => call.path.startsWith('/api/'))).toEqual([]);
  });
});

describe('the reads index.html starts before the app has loaded', () => {
  afterEach(() => {
    globalThis.firstReads = undefined;
  });

  it("are the owner dashboard's, the firm workers' and a course's first reads, at the addresses the app asks", async () => {
    const { pages } = await recordFirstReads();

    expect(pages['/dashboard-owner']).toEqual(
      expect.arrayContaining(
        ['company-training-status', 'list-companies', 'list-courses', 'pending-owner'].map((id) =>
          buildPath(routes[id as RouteId].path),
        ),
      ),
    );
    expect(pages['/lucratori']).toContain(buildPath(routes['list-courses'].path));
    // The course's id as its route names it, filled in from the address opened.
    expect(pages['/courses/:id']).toEqual(['/api/courses/:id/']);
  });

  it("answer the app's first call to their address, and only that one", async () => {
    signIn({ role: 'owner' });
    const early = [buildCourse()];
    globalThis.firstReads = {
      token: localStorage.getItem(TOKEN_STORAGE_KEY)!,
      answers: { [buildPath(routes['list-courses'].path)]: Promise.resolve(Response.json(early)) },
    };
    const api = fakeApi({ [keyOf('list-courses')]: { body: [] } });

    expect(await callApi('list-courses')).toEqual(early);
    expect(api.calls).toEqual([]);
    expect(await callApi('list-courses')).toEqual([]);
    expect(api.callsTo(keyOf('list-courses'))).toHaveLength(1);
  });

  it('are not the answer for another session than the one they were asked with', async () => {
    signIn({ role: 'owner' });
    globalThis.firstReads = {
      token: 'the token of a session since ended',
      answers: {
        [buildPath(routes['list-courses'].path)]: Promise.resolve(Response.json([], { status: 401 })),
      },
    };
    const api = fakeApi({ [keyOf('list-courses')]: { body: [] } });

    expect(await callApi('list-courses')).toEqual([]);
    expect(api.callsTo(keyOf('list-courses'))).toHaveLength(1);
  });
});

/** The classic script index.html's head runs before the app (web/public/preload-page.js). */
const PRELOAD_PAGE_SCRIPT = readFileSync(resolve(import.meta.dirname, '../public/preload-page.js'), 'utf8');

/** Index.html's build-time JSON blocks, as web/vite/page-chunks.ts and web/vite/prerender.ts write them. */
function writeBlock(id: string, content: unknown) {
  document.getElementById(id)?.remove();
  const block = Object.assign(document.createElement('script'), { type: 'application/json', id });
  block.textContent = JSON.stringify(content);
  document.head.append(block);
}

/**
 * A first visit's start: the address opened, the build's blocks (the course page, with no files to
 * preload here, and the first reads the build records) and preload-page.js run before the app, as
 * index.html does; its reads leave in the task after.
 */
async function openFirstVisit(address: string) {
  window.history.replaceState(null, '', address);
  writeBlock('page-chunks', {
    entry: { script: 'entry.js', imports: [] },
    pages: [{ path: '/courses/:id', scripts: [], styles: [] }],
  });
  writeBlock('first-reads', await recordFirstReads());
  // A classic script runs in the global scope, as a function's body run there does.
  new Function(PRELOAD_PAGE_SCRIPT)();
  await new Promise((resolve) => setTimeout(resolve));
}

describe('the reads preload-page.js starts before the app on a first visit', () => {
  afterEach(() => {
    for (const id of ['page-chunks', 'first-reads']) document.getElementById(id)?.remove();
    for (const tag of document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]'))
      tag.remove();
    globalThis.firstReads = undefined;
    window.history.replaceState(null, '', '/');
  });

  it("asks for a course's details at the route table's address, and the page shows that answer", async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ file: '' });
    const key = keyOf('get-course', { id: course.id });
    const { api } = answerFirstReadsOnly({ [key]: course });

    await openFirstVisit(`/courses/${course.id}`);
    expect(api.callsTo(key)).toHaveLength(1);
    expect(api.callsTo(key)[0]?.headers.get('Authorization')).toBe(
      `Bearer ${localStorage.getItem(TOKEN_STORAGE_KEY)}`,
    );
    renderApp(`/courses/${course.id}`);

    // Only that first call is answered: the title comes from it.
    await screen.findByRole('heading', { name: course.title, level: 1 }, { timeout: 10_000 });
    expect(screen.getByText(course.description)).toBeTruthy();
  });

  it('is not used once the session has changed: the page asks again with its own', async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ file: '' });
    const key = keyOf('get-course', { id: course.id });
    const api = fakeApi({ [key]: { body: course } });

    await openFirstVisit(`/courses/${course.id}`);
    signIn({ role: 'employee', expiresInSeconds: 1800 });
    renderApp(`/courses/${course.id}`);

    await screen.findByRole('heading', { name: course.title, level: 1 }, { timeout: 10_000 });
    const tokens = api.callsTo(key).map((call) => call.headers.get('Authorization'));
    expect(tokens.at(-1)).toBe(`Bearer ${localStorage.getItem(TOKEN_STORAGE_KEY)}`);
    expect(tokens[0]).not.toBe(tokens.at(-1));
  });

  it('starts nothing for a signed-out visitor, an expired session or a password to change', async () => {
    const api = fakeApi({});

    await openFirstVisit('/courses/some-course');
    signIn({ role: 'employee', expiresInSeconds: -60 });
    await openFirstVisit('/courses/some-course');
    signIn({ role: 'employee' });
    localStorage.setItem(PASSWORD_CHANGE_STORAGE_KEY, '1');
    await openFirstVisit('/courses/some-course');
    localStorage.removeItem(PASSWORD_CHANGE_STORAGE_KEY);

    expect(api.calls).toEqual([]);
    expect(globalThis.firstReads).toBeUndefined();
  });
});
