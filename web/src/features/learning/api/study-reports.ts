import { STUDY_REPORT_INTERVAL_SECONDS } from '@ssm/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiResponse, callApi } from '@/lib/api-client';

export type StudyProgress = ApiResponse<'study-report'>;

/** What the page saw since its last accepted report. */
type Unsent = { pages: Set<number>; pageCount: number; visibleMs: number; visibleSince: number | null };

/**
 * The viewer's evidence of study (docs/api.md, evidence of study): every
 * STUDY_REPORT_INTERVAL_SECONDS while the page is visible, the seconds it was visible and the
 * pages shown since the last report go to the server, which credits at most the time that really
 * passed. A hidden page sends nothing; a report that fails is folded into the next one.
 */
export function useStudyReports(courseId: string, isEnabled: boolean) {
  const [progress, setProgress] = useState<StudyProgress | null>(null);
  const unsent = useRef<Unsent>({ pages: new Set(), pageCount: 0, visibleMs: 0, visibleSince: null });

  /** The viewer tells which page is being read, out of how many. */
  const notePage = useCallback((page: number, pageCount: number) => {
    unsent.current.pages.add(page);
    unsent.current.pageCount = pageCount;
  }, []);

  useEffect(() => {
    if (!isEnabled) return;
    const state = unsent.current;
    const takeVisibleTime = () => {
      const now = Date.now();
      if (state.visibleSince !== null) state.visibleMs += now - state.visibleSince;
      state.visibleSince = document.visibilityState === 'visible' ? now : null;
    };
    const send = async () => {
      takeVisibleTime();
      // Nothing to show for yet (the PDF has not loaded), or nobody is looking.
      if (state.pageCount === 0 || document.visibilityState !== 'visible') return;
      const seconds = Math.floor(state.visibleMs / 1000);
      const pages = [...state.pages];
      state.visibleMs -= seconds * 1000;
      state.pages.clear();
      try {
        setProgress(
          await callApi('study-report', {
            body: { course: courseId, seconds, pages, page_count: state.pageCount },
          }),
        );
      } catch (error) {
        for (const page of pages) state.pages.add(page);
        state.visibleMs += seconds * 1000;
        console.error('The study report was not accepted', error);
      }
    };
    takeVisibleTime();
    const timer = window.setInterval(send, STUDY_REPORT_INTERVAL_SECONDS * 1000);
    document.addEventListener('visibilitychange', takeVisibleTime);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', takeVisibleTime);
    };
  }, [courseId, isEnabled]);

  return { progress, notePage };
}
