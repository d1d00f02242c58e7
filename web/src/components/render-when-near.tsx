import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import classes from './render-when-near.module.css';

/** Sections start rendering a screen ahead of the reader, so scrolling never meets an empty one. */
const AHEAD_OF_THE_SCREEN = '100% 0px';

/** Without the idle callback (Safari), the sections wait this long after the first paint. */
const IDLE_FALLBACK_MS = 200;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback);
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, IDLE_FALLBACK_MS);
  return () => window.clearTimeout(timer);
}

/**
 * Renders a section below a phone's first screen only once it comes near the screen or the
 * browser has nothing else to do, whichever is first, and then as a transition React renders in
 * slices: the first screen paints without waiting for the rest of the page, and the main thread
 * is never blocked for long. Where IntersectionObserver is missing, the section renders at once.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (isShown || !element) return;
    const show = () => startTransition(() => setIsShown(true));
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) show();
      },
      { rootMargin: AHEAD_OF_THE_SCREEN },
    );
    observer.observe(element);
    const cancelIdle = whenIdle(show);
    return () => {
      observer.disconnect();
      cancelIdle();
    };
  }, [isShown]);

  if (isShown) return children;
  return <div ref={placeholder} className={classes.placeholder} />;
}
