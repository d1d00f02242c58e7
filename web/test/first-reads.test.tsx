import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildPath, type RouteId, routes, texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn } from './support/builders';
import { buildCourseDetail } from './support/course-builders';
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

/** The classic script index.html loads beside the entry (web/public/preload-page.js). */
const PRELOAD_PAGE_SCRIPT = readFileSync(resolve(import.meta.dirname, '../public/preload-page.js'), 'utf8');

/**
 * A first visit's start: the address opened, the build's #page-chunks block naming the course
 * page (no files to preload here) and preload-page.js run before the app, as index.html does.
 */
function openFirstVisit(address: string) {
  window.history.replaceState(null, '', address);
  document.getElementById('page-chunks')?.remove();
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'page-chunks';
  block.textContent = JSON.stringify([{ path: '/courses/:id', scripts: [], styles: [] }]);
  document.head.append(block);
  // A classic script runs in the global scope, as a function's body run there does.
  new Function(PRELOAD_PAGE_SCRIPT)();
}

describe('the read preload-page.js starts before the entry on a first visit', () => {
  afterEach(() => {
    document.getElementById('page-chunks')?.remove();
    delete window.pageReads;
    window.history.replaceState(null, '', '/');
  });

  it("asks for a course's details at the route table's address, and the page shows that answer", async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ file: '' });
    const key = keyOf('get-course', { id: course.id });
    const { api } = answerFirstReadsOnly({ [key]: course });

    openFirstVisit(`/courses/${course.id}`);
    expect(api.callsTo(key)).toHaveLength(1);
    expect(api.callsTo(key)[0]?.headers.get('Authorization')).toBe(`Bearer ${localStorage.getItem('token')}`);
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

    openFirstVisit(`/courses/${course.id}`);
    signIn({ role: 'employee', expiresInSeconds: 1800 });
    renderApp(`/courses/${course.id}`);

    await screen.findByRole('heading', { name: course.title, level: 1 }, { timeout: 10_000 });
    const tokens = api.callsTo(key).map((call) => call.headers.get('Authorization'));
    expect(tokens.at(-1)).toBe(`Bearer ${localStorage.getItem('token')}`);
    expect(tokens[0]).not.toBe(tokens.at(-1));
  });

  it('starts nothing for a signed-out visitor, nor for an expired session', () => {
    const api = fakeApi({});

    openFirstVisit('/courses/some-course');
    signIn({ role: 'employee', expiresInSeconds: -60 });
    openFirstVisit('/courses/some-course');

    expect(api.calls).toEqual([]);
    expect(window.pageReads).toBeUndefined();
  });
});
