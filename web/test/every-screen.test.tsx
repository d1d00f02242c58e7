import type { Role } from '@ssm/shared';
import { texts } from '@ssm/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildId, signIn } from './support/builders';
import { renderApp } from './support/render-app';
import { addressOf, PAGE_NAMES, UNKNOWN_ADDRESS, visitorsOf } from './support/screen-catalogue';

const ID = buildId();

/** Every page of the app as each role that may open it (a visitor for the public ones), and an unknown address. */
const screens: { path: string; role: Role | null; who: string }[] = [
  ...PAGE_NAMES.flatMap((name) =>
    visitorsOf(name).map((role) => ({
      path: addressOf(name, { id: ID, courseId: ID, progressId: ID, companyId: ID }),
      role,
      who: role ?? 'visitor',
    })),
  ),
  { path: UNKNOWN_ADDRESS, role: null, who: 'visitor' },
];

/**
 * What a list says once it came back empty: wrong while it is still on its way. (A company's
 * users load only once a company is chosen, so "no user available" is right before that.)
 */
const emptyListTexts = [
  texts.companies.noneAvailable,
  texts.companies.empty,
  texts.courseAssign.noCompanies,
  texts.courseAssign.noCourses,
  texts.courses.empty,
  texts.courses.noAssigned,
  texts.firms.empty,
  texts.documents.pendingEmpty,
  texts.documents.progressEmpty,
  texts.profile.historyEmpty,
  texts.trainingStatus.empty,
];

const loadingTexts = [
  texts.common.loading,
  texts.signing.loading,
  texts.courseDetail.loading,
  texts.quizTaking.loading,
];

describe('every screen while its data is on its way', () => {
  it.each(screens)(
    '$path ($who) has the header with the logo, its own tab title and honest loading states',
    async ({ path, role }) => {
      // The server never answers, so each screen stays as it is while its lists load.
      vi.stubGlobal('fetch', () => new Promise<Response>(() => {}));
      if (role) signIn({ role });

      renderApp(path);

      // The first visit of a page compiles its chunk, the owner dashboard's being the largest.
      const heading = await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
      expect(within(screen.getByRole('banner')).getByText(texts.common.appName)).toBeTruthy();
      expect(document.title).toBe(`${heading.textContent} · ${texts.common.appName}`);
      for (const text of emptyListTexts) expect(screen.queryAllByText(text), text).toEqual([]);
      const unannounced = loadingTexts
        .flatMap((text) => screen.queryAllByText(text))
        .filter((element) => element.tagName !== 'OPTION' && !element.closest('[role="status"]'));
      expect(unannounced.map((element) => element.textContent)).toEqual([]);
    },
  );
});
