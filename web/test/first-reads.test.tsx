import { buildPath, type RouteId, routes, TOKEN_STORAGE_KEY, texts } from '@ssm/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordFirstReads } from '@/app/prerender';
import { callApi } from '@/lib/api-client';
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

  it("are the owner dashboard's and the firm workers' first reads, at the addresses the app asks", async () => {
    const { pages } = await recordFirstReads();

    expect(pages['/dashboard-owner']).toEqual(
      expect.arrayContaining(
        ['company-training-status', 'list-companies', 'list-courses', 'pending-owner'].map((id) =>
          buildPath(routes[id as RouteId].path),
        ),
      ),
    );
    expect(pages['/lucratori']).toContain(buildPath(routes['list-courses'].path));
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
