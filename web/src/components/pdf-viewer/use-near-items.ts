import { useCallback, useEffect, useRef, useState } from 'react';

/** Pages within one screen of the visible area are drawn; the rest wait as empty boxes. */
const NEAR_MARGIN = '100% 0px';

function hasSameItems(first: ReadonlySet<number>, second: ReadonlySet<number>): boolean {
  return first.size === second.size && [...first].every((item) => second.has(item));
}

/**
 * Which numbered items (pages, thumbnails) are near the visible part of a scrolling box, so a
 * long PDF on a phone never holds a canvas for every page at once. `root` is the box's element
 * (from a callback ref: the box may appear only once the document has loaded).
 */
export function useNearItems(root: HTMLElement | null) {
  const [nearItems, setNearItems] = useState<ReadonlySet<number>>(() => new Set());
  const elements = useRef(new Map<number, HTMLElement>());
  const observer = useRef<IntersectionObserver | null>(null);

  useEffect(() => {
    const current = new IntersectionObserver(
      (entries) =>
        setNearItems((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const item = Number((entry.target as HTMLElement).dataset.item);
            if (entry.isIntersecting) next.add(item);
            else next.delete(item);
          }
          return hasSameItems(previous, next) ? previous : next;
        }),
      { root, rootMargin: NEAR_MARGIN },
    );
    observer.current = current;
    for (const element of elements.current.values()) current.observe(element);
    return () => {
      current.disconnect();
      observer.current = null;
    };
  }, [root]);

  /** The ref of item `item`'s element; stable, so React does not re-attach it on every render. */
  const register = useCallback((item: number, element: HTMLElement | null) => {
    const previous = elements.current.get(item);
    if (previous === element) return;
    if (previous) {
      observer.current?.unobserve(previous);
      elements.current.delete(item);
    }
    if (element) {
      element.dataset.item = String(item);
      elements.current.set(item, element);
      observer.current?.observe(element);
    }
  }, []);

  return { nearItems, register, elements: elements.current };
}
