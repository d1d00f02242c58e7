import { LANGUAGE_OWN_NAMES, SCREEN_TEXTS, STUDY_REPORT_INTERVAL_SECONDS, texts } from '@ssm/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toScale } from '@/components/pdf-viewer/zoom';
import { buildCurrentUser, buildId, signIn } from './support/builders';
import { buildCourseDetail } from './support/course-builders';
import { fakeApi } from './support/fake-api';
import { renderApp } from './support/render-app';

/*
 * jsdom has no canvas, so react-pdf is replaced by a stand-in that "loads" a two-page document
 * and lays each page's text out as the text layer would; real rendering is
 * checked in Chromium (web/e2e/courses.e2e.test.ts).
 */
const fakePdf = vi.hoisted(() => ({
  pages: [
    [
      { str: 'Instrucțiuni de siguranță', hasEOL: true },
      { str: 'Echipamentul individual de protecție', hasEOL: true },
    ],
    [{ str: 'Siguranța la locul de muncă', hasEOL: false }],
  ],
  /** 'ok', 'error' (every load fails), 'error-once', or the password of a protected file. */
  behaviour: { value: 'ok' },
  loads: { count: 0 },
  /** While `held`, pages wait to report their canvas drawn until the test calls `pending`. */
  paint: { held: false, pending: [] as (() => void)[] },
}));

vi.mock('react-pdf', async () => {
  const { createElement, useEffect, useState } = await import('react');
  const pdf = {
    numPages: fakePdf.pages.length,
    getPage: async (pageNumber: number) => ({
      rotate: 0,
      getViewport: () => ({ width: 600, height: 800 }),
      getTextContent: async () => ({ items: fakePdf.pages[pageNumber - 1] }),
    }),
    getMetadata: async () => ({
      info: { Title: 'Manual SSM', Author: 'Prevenția SSM Consult', CreationDate: "D:20260115103000+02'00'" },
    }),
    getDownloadInfo: async () => ({ length: 2.5 * 1024 * 1024 }),
  };
  type DocumentProps = {
    file: string;
    rotate?: number;
    className?: string;
    children: ReactNode;
    loading: () => ReactNode;
    error: ReactNode;
    onLoadSuccess: (loaded: typeof pdf) => void;
    onLoadError: (error: Error) => void;
    onPassword: (respond: (password: string) => void, reason: number) => void;
  };
  function Document({ file, rotate, className, children, loading, error, ...handlers }: DocumentProps) {
    const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
    // Like react-pdf, it loads again only for a new file.
    useEffect(() => {
      fakePdf.loads.count += 1;
      const { value } = fakePdf.behaviour;
      const succeed = () => {
        handlers.onLoadSuccess(pdf);
        setState('loaded');
      };
      if (value === 'error' || (value === 'error-once' && fakePdf.loads.count === 1)) {
        setState('failed');
        handlers.onLoadError(new Error('Unexpected server response (403)'));
      } else if (value === 'ok' || value === 'error-once') {
        succeed();
      } else {
        const respond = (password: string) =>
          password === value ? succeed() : handlers.onPassword(respond, 2);
        handlers.onPassword(respond, 1);
      }
    }, [file]);
    const content = { loading: loading(), failed: error, loaded: children }[state];
    return createElement('div', { className, 'data-file': file, 'data-rotate': rotate ?? 0 }, content);
  }
  type PageProps = {
    pageNumber: number;
    scale?: number;
    width?: number;
    renderTextLayer?: boolean;
    customTextRenderer?: (item: { pageIndex: number; itemIndex: number; str: string }) => string;
    onRenderSuccess?: () => void;
    onRenderTextLayerSuccess?: () => void;
  };
  function Page({
    pageNumber,
    scale,
    width,
    renderTextLayer = true,
    customTextRenderer,
    onRenderSuccess,
    onRenderTextLayerSuccess,
  }: PageProps) {
    useEffect(() => {
      if (!onRenderSuccess) return;
      if (fakePdf.paint.held) fakePdf.paint.pending.push(onRenderSuccess);
      else onRenderSuccess();
    }, [onRenderSuccess]);
    useEffect(() => {
      if (renderTextLayer) onRenderTextLayerSuccess?.();
    }, [renderTextLayer, customTextRenderer, onRenderTextLayerSuccess]);
    const items = renderTextLayer ? (fakePdf.pages[pageNumber - 1] ?? []) : [];
    return createElement(
      'div',
      { 'data-testid': width ? 'pdf-thumbnail' : 'pdf-page', 'data-page': pageNumber, 'data-scale': scale },
      items.map((item, itemIndex) =>
        createElement('span', {
          key: itemIndex,
          dangerouslySetInnerHTML: {
            __html: customTextRenderer
              ? customTextRenderer({ pageIndex: pageNumber - 1, itemIndex, str: item.str })
              : item.str,
          },
        }),
      ),
    );
  }
  return {
    Document,
    Page,
    PasswordResponses: { NEED_PASSWORD: 1, INCORRECT_PASSWORD: 2 },
    pdfjs: {
      GlobalWorkerOptions: {},
      PDFDateString: { toDateObject: () => new Date('2026-01-15T08:30:00.000Z') },
    },
  };
});

/** Every observed page counts as near the visible part: jsdom has no layout. */
class NearEverythingObserver {
  constructor(private readonly report: (entries: { target: Element; isIntersecting: boolean }[]) => void) {}
  observe(target: Element): void {
    this.report([{ target, isIntersecting: true }]);
  }
  unobserve(): void {}
  disconnect(): void {}
}

// jsdom does not scroll; the viewer's own scrolling is checked in Chromium.
Element.prototype.scrollTo = () => {};

beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', NearEverythingObserver);
  fakePdf.behaviour.value = 'ok';
  fakePdf.loads.count = 0;
  fakePdf.paint.held = false;
  fakePdf.paint.pending = [];
});

/** Each answer carries a new presigned link, as the server's do. */
function openCourse(course = buildCourseDetail(), role: 'employee' | 'owner' = 'employee') {
  signIn({ role });
  let answers = 0;
  const api = fakeApi({
    [`GET /api/courses/${course.id}/`]: () => {
      answers += 1;
      return { body: { ...course, file: course.file && `${course.file}&answer=${answers}` } };
    },
  });
  return { api, course, ...renderApp(`/courses/${course.id}`) };
}

/** Every page of the document drawn: the first alone, then the others once it is painted. */
async function findAllPages() {
  // The first test to open the viewer also waits for its lazy chunk.
  await screen.findAllByTestId('pdf-page', {}, { timeout: 5000 });
  await waitFor(() => expect(screen.getAllByTestId('pdf-page')).toHaveLength(fakePdf.pages.length));
  return screen.getAllByTestId('pdf-page');
}

async function findViewer() {
  await findAllPages();
  return screen.getByRole('region', { name: texts.pdfViewer.label(buildCourseDetail().title) });
}

describe('course page', () => {
  it('shows the loading text, then the title, the description and the PDF', async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail();
    let answer = () => {};
    fakeApi({
      [`GET /api/courses/${course.id}/`]: () =>
        new Promise((resolve) => {
          answer = () => resolve({ body: course });
        }),
    });
    renderApp(`/courses/${course.id}`);

    // The first test also waits for the page's chunk, which takes long on a busy machine.
    expect(await screen.findByText(texts.courseDetail.loading, {}, { timeout: 20_000 })).toBeTruthy();
    answer();
    expect(await screen.findByRole('heading', { name: course.title, level: 1 })).toBeTruthy();
    expect(screen.getByText(course.description)).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.courseDetail.material })).toBeTruthy();
    const viewer = await findViewer();
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(2);
    // The scrolling box is reachable with the keyboard.
    expect(viewer.getAttribute('tabindex')).toBe('0');
  });

  it('opens the quiz only once the trainee confirms having studied the material', async () => {
    const { course, user, router } = openCourse();
    const goToQuiz = (await screen.findByRole('button', {
      name: texts.courseDetail.goToQuiz,
    })) as HTMLButtonElement;
    expect(goToQuiz.disabled).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: texts.courseDetail.confirmStudied }));
    expect(goToQuiz.disabled).toBe(false);
    await user.click(goToQuiz);

    // A route's page loads with the route, so the address changes once the quiz page is there.
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${course.id}/quiz`));
  });

  it('closes the quiz again when the confirmation is taken back', async () => {
    const { user } = openCourse();
    const confirmation = await screen.findByRole('checkbox', { name: texts.courseDetail.confirmStudied });

    await user.click(confirmation);
    await user.click(confirmation);

    expect(
      (screen.getByRole('button', { name: texts.courseDetail.goToQuiz }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('says so when the course cannot be loaded', async () => {
    signIn({ role: 'employee' });
    fakeApi({});
    const id = buildId();

    renderApp(`/courses/${id}`);

    expect(await screen.findByText(texts.courseDetail.loadFailed)).toBeTruthy();
    expect(screen.getByRole('heading', { name: texts.courses.detailTitle(id), level: 1 })).toBeTruthy();
  });

  it('says the material is missing for a course without a file', async () => {
    openCourse(buildCourseDetail({ file: '' }));

    expect(await screen.findByText(texts.courseDetail.noMaterial)).toBeTruthy();
    expect(screen.queryByTestId('pdf-page')).toBeNull();
  });

  it('asks for a fresh link once when the file fails to load, as an expired link does', async () => {
    fakePdf.behaviour.value = 'error-once';
    const course = buildCourseDetail();
    const reads = () => api.callsTo(`GET /api/courses/${course.id}/`);
    // However often the page had read the course before, the failure (which it logs) makes it read once more.
    let readsAtFailure = 0;
    vi.spyOn(console, 'error').mockImplementation(() => {
      readsAtFailure = reads().length;
    });
    const { api } = openCourse(course);

    expect(await findAllPages()).toHaveLength(2);
    expect(reads()).toHaveLength(readsAtFailure + 1);
    const viewerFiles = Array.from(document.querySelectorAll('[data-file]'), (element) =>
      element.getAttribute('data-file'),
    );
    expect(viewerFiles).toEqual([`${course.file}&answer=${readsAtFailure + 1}`]);
  });

  it("shows the viewer's empty state when the file cannot be loaded at all", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    fakePdf.behaviour.value = 'error';
    openCourse();

    expect(await screen.findByText(texts.courseDetail.viewerEmptyTitle, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText(texts.courseDetail.viewerEmptyText)).toBeTruthy();
    expect(logged).toHaveBeenCalledWith('Loading the PDF failed', expect.any(Error));
    // One fresh link was asked for and failed too; nothing more is tried.
    await waitFor(() => expect(fakePdf.loads.count).toBe(2));
    expect(screen.getByText(texts.courseDetail.viewerEmptyTitle)).toBeTruthy();
  });
});

describe('PDF viewer', () => {
  it('finds words without diacritics or capitals and highlights them', async () => {
    const { user } = openCourse();
    await findViewer();

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.search }));
    await user.type(screen.getByRole('searchbox', { name: texts.pdfViewer.search }), 'siguranta');

    expect(await screen.findByText(texts.pdfViewer.searchPosition(1, 2))).toBeTruthy();
    const [first, second] = screen.getAllByTestId('pdf-page');
    expect(within(first as HTMLElement).getByText('siguranță').className).toContain('pdf-search-current');
    expect(within(second as HTMLElement).getByText('Siguranța').className).not.toContain(
      'pdf-search-current',
    );

    await user.keyboard('{Enter}');

    expect(await screen.findByText(texts.pdfViewer.searchPosition(2, 2))).toBeTruthy();
    expect(within(second as HTMLElement).getByText('Siguranța').className).toContain('pdf-search-current');
  });

  it('says when nothing is found', async () => {
    const { user } = openCourse();
    await findViewer();

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.search }));
    await user.type(screen.getByRole('searchbox', { name: texts.pdfViewer.search }), 'extinctor');

    expect(await screen.findByText(texts.pdfViewer.searchNoResults)).toBeTruthy();
    expect(document.querySelector('mark')).toBeNull();
  });

  it('zooms by the levels of the spec', async () => {
    const { user } = openCourse();
    await findViewer();
    const zoom = screen.getByRole('combobox', { name: texts.pdfViewer.zoom }) as HTMLSelectElement;
    expect(Array.from(zoom.options, (option) => option.value)).toEqual([
      'fit',
      '50',
      '75',
      '100',
      '125',
      '150',
      '200',
      '300',
      '400',
    ]);

    await user.selectOptions(zoom, '200');
    expect(screen.getAllByTestId('pdf-page')[0]?.dataset.scale).toBe(String(toScale(200)));

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.zoomIn }));
    expect(zoom.value).toBe('300');
    await user.click(screen.getByRole('button', { name: texts.pdfViewer.zoomIn }));
    await user.click(screen.getByRole('button', { name: texts.pdfViewer.zoomIn }));
    expect(zoom.value).toBe('400');
    expect((screen.getByRole('button', { name: texts.pdfViewer.zoomIn }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('goes from page to page and shows one page at a time in single-page mode', async () => {
    const { user } = openCourse();
    await findViewer();
    const pageNumber = screen.getByRole('textbox', { name: texts.pdfViewer.pageNumber }) as HTMLInputElement;
    expect(pageNumber.value).toBe('1');

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.more }));
    await user.click(await screen.findByRole('menuitem', { name: texts.pdfViewer.singlePage }));

    expect(screen.getAllByTestId('pdf-page')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: texts.pdfViewer.nextPage }));
    expect(pageNumber.value).toBe('2');
    expect(screen.getByTestId('pdf-page').dataset.page).toBe('2');
    expect(
      (screen.getByRole('button', { name: texts.pdfViewer.nextPage }) as HTMLButtonElement).disabled,
    ).toBe(true);

    await user.clear(pageNumber);
    await user.type(pageNumber, '1{Enter}');
    expect(screen.getByTestId('pdf-page').dataset.page).toBe('1');
  });

  it('shows resizable thumbnails, 20 to 80 percent of the width', async () => {
    const { user } = openCourse();
    await findViewer();

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.thumbnails }));

    const sidebar = screen.getByRole('navigation', { name: texts.pdfViewer.thumbnails });
    expect(within(sidebar).getAllByRole('link')).toHaveLength(2);
    expect(
      within(sidebar)
        .getByRole('link', { name: texts.pdfViewer.thumbnail(1) })
        .getAttribute('aria-current'),
    ).toBe('page');
    const separator = screen.getByRole('separator', { name: texts.pdfViewer.thumbnailsResize });
    expect(separator.getAttribute('aria-valuenow')).toBe('30');
    separator.focus();
    await user.keyboard('{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('35');
    await user.keyboard('{End}{ArrowRight}');
    expect(separator.getAttribute('aria-valuenow')).toBe('80');
    await user.keyboard('{Home}{ArrowLeft}');
    expect(separator.getAttribute('aria-valuenow')).toBe('20');
    expect(sidebar.style.width).toBe('20%');

    await user.click(within(sidebar).getByRole('link', { name: texts.pdfViewer.thumbnail(2) }));
    expect(
      (screen.getByRole('textbox', { name: texts.pdfViewer.pageNumber }) as HTMLInputElement).value,
    ).toBe('2');
  });

  it("shows the document's properties", async () => {
    const { user } = openCourse();
    await findViewer();

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.more }));
    await user.click(await screen.findByRole('menuitem', { name: texts.pdfViewer.properties }));

    const dialog = await screen.findByRole('dialog', { name: texts.pdfViewer.properties });
    expect(await within(dialog).findByText('Manual SSM')).toBeTruthy();
    expect(within(dialog).getByText('Prevenția SSM Consult')).toBeTruthy();
    expect(within(dialog).getByText('2')).toBeTruthy();
    expect(within(dialog).getByText('2,5 MB')).toBeTruthy();
    expect(within(dialog).getByText('15.01.2026, 10:30:00')).toBeTruthy();
  });

  it('switches to the dark theme and rotates the pages', async () => {
    const { user } = openCourse();
    const viewer = await findViewer();
    const frame = viewer.closest('[data-theme]') as HTMLElement;
    expect(frame.dataset.theme).toBe('light');

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.more }));
    await user.click(await screen.findByRole('menuitem', { name: texts.pdfViewer.darkTheme }));

    expect(frame.dataset.theme).toBe('dark');

    await user.click(screen.getByRole('button', { name: texts.pdfViewer.more }));
    await user.click(await screen.findByRole('menuitem', { name: texts.pdfViewer.rotate }));

    expect(frame.querySelector('[data-rotate]')?.getAttribute('data-rotate')).toBe('90');
  });

  it('asks for the password of a protected file, again when it is wrong', async () => {
    fakePdf.behaviour.value = 'parola-corecta';
    const { user } = openCourse();

    const dialog = await screen.findByRole('dialog', { name: texts.pdfViewer.passwordTitle });
    await user.type(within(dialog).getByLabelText(texts.pdfViewer.passwordLabel), 'gresita');
    await user.click(within(dialog).getByRole('button', { name: texts.pdfViewer.passwordSubmit }));
    expect(await screen.findByText(texts.pdfViewer.passwordWrong)).toBeTruthy();

    await user.type(screen.getByLabelText(texts.pdfViewer.passwordLabel), 'parola-corecta');
    await user.click(screen.getByRole('button', { name: texts.pdfViewer.passwordSubmit }));

    expect(await findAllPages()).toHaveLength(2);
  });

  it('draws the first page alone, without its text, then the other pages and the text layers', async () => {
    fakePdf.paint.held = true;
    openCourse();

    const [first] = await screen.findAllByTestId('pdf-page', {}, { timeout: 5000 });
    expect(screen.getAllByTestId('pdf-page')).toHaveLength(1);
    expect(first?.dataset.page).toBe('1');
    expect(screen.queryByText('Instrucțiuni de siguranță')).toBeNull();

    act(() => {
      for (const reportPainted of fakePdf.paint.pending.splice(0)) reportPainted();
    });

    const pages = await findAllPages();
    expect(within(pages[0] as HTMLElement).getByText('Instrucțiuni de siguranță')).toBeTruthy();
    expect(within(pages[1] as HTMLElement).getByText('Siguranța la locul de muncă')).toBeTruthy();
  });

  it('lets the reader close the password prompt and open it again', async () => {
    fakePdf.behaviour.value = 'parola-corecta';
    const { user } = openCourse();
    await screen.findByRole('dialog', { name: texts.pdfViewer.passwordTitle });

    await user.click(screen.getByRole('button', { name: texts.common.cancel }));

    expect(await screen.findByText(texts.pdfViewer.passwordLocked)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: texts.pdfViewer.enterPassword }));
    expect(await screen.findByRole('dialog', { name: texts.pdfViewer.passwordTitle })).toBeTruthy();
  });

  describe('evidence of study', () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    /** The course page with the server crediting each report in full, towards a 5-minute minimum. */
    function openStudiedCourse(role: 'employee' | 'owner' = 'employee') {
      const course = buildCourseDetail({ min_study_minutes: 5 });
      signIn({ role });
      // jsdom draws its frames on an interval, which these tests fake; the viewer waits for one.
      vi.stubGlobal('requestAnimationFrame', (draw: FrameRequestCallback) =>
        setTimeout(() => draw(performance.now())),
      );
      vi.stubGlobal('cancelAnimationFrame', (frame: number) => clearTimeout(frame));
      let credited = 0;
      const api = fakeApi({
        [`GET /api/courses/${course.id}/`]: { body: course },
        'POST /api/study-reports/': (call) => {
          credited += (call.body as { seconds: number }).seconds;
          return {
            body: {
              course: course.id,
              opened_at: '2026-02-10T09:30:00.000Z',
              studied_seconds: credited,
              pages_seen: 1,
              page_count: 2,
              min_study_seconds: 300,
              remaining_seconds: Math.max(0, 300 - credited),
            },
          };
        },
      });
      return { api, course, ...renderApp(`/courses/${course.id}`) };
    }

    async function waitOneInterval() {
      await act(async () => {
        vi.advanceTimersByTime(STUDY_REPORT_INTERVAL_SECONDS * 1000);
      });
    }

    it('reports the visible seconds and the pages read every interval, and shows what the server credited', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      const { api, course, user } = openStudiedCourse();
      await findViewer();

      await waitOneInterval();
      await waitFor(() => expect(api.callsTo('POST /api/study-reports/')).toHaveLength(1));
      expect(api.callsTo('POST /api/study-reports/')[0]?.body).toEqual({
        course: course.id,
        seconds: STUDY_REPORT_INTERVAL_SECONDS,
        pages: [1],
        page_count: 2,
      });
      expect(
        await screen.findByText(texts.courseDetail.studied('mai puțin de un minut', '5 minute')),
      ).toBeTruthy();

      await user.click(screen.getByRole('button', { name: texts.pdfViewer.more }));
      await user.click(await screen.findByRole('menuitem', { name: texts.pdfViewer.singlePage }));
      await user.click(screen.getByRole('button', { name: texts.pdfViewer.nextPage }));
      await waitOneInterval();
      await waitFor(() => expect(api.callsTo('POST /api/study-reports/')).toHaveLength(2));
      expect(api.callsTo('POST /api/study-reports/')[1]?.body).toMatchObject({ pages: [2], page_count: 2 });
      expect(await screen.findByText(texts.courseDetail.studied('1 minut', '5 minute'))).toBeTruthy();
    });

    it('sends nothing while the page is hidden', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      const { api } = openStudiedCourse();
      await findViewer();

      await waitOneInterval();

      expect(api.callsTo('POST /api/study-reports/')).toHaveLength(0);
    });

    it('sends nothing from an owner’s preview', async () => {
      vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
      const { api } = openStudiedCourse('owner');
      await findViewer();

      await waitOneInterval();

      expect(api.callsTo('POST /api/study-reports/')).toHaveLength(0);
    });
  });
});

/** The course's English version, as an English-speaking worker opens it. */
function englishCourse() {
  const course = buildCourseDetail({ title: 'Safety at work', language: 'en' });
  return {
    ...course,
    versions: [
      { language: 'ro' as const, title: 'Securitatea muncii', file_sha256: 'ab'.repeat(32), has_quiz: true },
      { language: 'en' as const, title: 'Safety at work', file_sha256: 'cd'.repeat(32), has_quiz: true },
    ],
  };
}

const en = SCREEN_TEXTS.en!;

describe("the course page in the worker's language", () => {
  it('shows the course in English with the Romanian version offered', async () => {
    signIn({ role: 'employee' });
    const course = englishCourse();
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
      'GET /api/user-progress/': { body: [] },
    });
    renderApp(`/courses/${course.id}`);

    expect(await screen.findByRole('heading', { name: 'Safety at work', level: 1 })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: en.course.material })).toBeTruthy();
    const versions = screen.getByRole('navigation', { name: en.course.versions });
    expect(within(versions).getByRole('link', { name: LANGUAGE_OWN_NAMES.ro }).getAttribute('href')).toBe(
      `/courses/${course.id}?language=ro`,
    );
    expect(screen.getByRole('checkbox', { name: en.course.confirmStudied })).toBeTruthy();
  });

  it("says so when the course has no version in the worker's language", async () => {
    signIn({ role: 'employee' });
    const course = buildCourseDetail({ missing_language: 'vi' });
    fakeApi({
      [`GET /api/courses/${course.id}/`]: { body: course },
      'GET /api/users/me/': { body: buildCurrentUser({ language: 'en' }) },
      'GET /api/user-progress/': { body: [] },
    });
    renderApp(`/courses/${course.id}`);

    expect(await screen.findByText(en.course.missingVersion(LANGUAGE_OWN_NAMES.vi))).toBeTruthy();
  });
});
