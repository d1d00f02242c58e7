import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import classes from './render-when-near.module.css';

/** Sections start rendering a screen ahead of the reader, so scrolling never meets an empty one. */
const AHEAD_OF_THE_SCREEN = '100% 0px';

/**
 * Renders a section below a phone's first screen only once it comes within a screen of it, and
 * then as a transition React renders in slices: the first screen paints and settles without the
 * rest of the page's rendering and requests on the main thread, and a reader who never scrolls
 * never pays for them. Until then an empty box of about a section's height holds its place, so
 * what is on screen does not move. Once rendered the section stays, in the page's reading and
 * tab order like any other. Where IntersectionObserver is missing, the section renders at once.
 */
export function RenderWhenNear({ children }: { children: ReactNode }) {
  const [isShown, setIsShown] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = placeholder.current;
    if (isShown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) startTransition(() => setIsShown(true));
      },
      { rootMargin: AHEAD_OF_THE_SCREEN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isShown]);

  if (isShown) return children;
  return <div ref={placeholder} className={classes.placeholder} data-render-when-near="" />;
}
