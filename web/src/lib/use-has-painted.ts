import { useEffect, useState } from 'react';

/**
 * How long after its paint the browser has certainly shown a frame: its compositor presents a
 * frame some milliseconds after the main thread painted it, tens of them on a busy phone.
 */
const PRESENTATION_MARGIN_MS = 100;

/**
 * Whether the screen the component first rendered in has been painted and shown: a frame's
 * callback runs before its paint, a task it schedules after, and the margin lets the browser
 * present the frame. What is asked for then (a chunk the first screen does not show) is no part of
 * that screen's load: Lighthouse's simulation of a phone counts every request that left before the
 * largest paint was shown as holding that paint up.
 */
export function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setHasPainted(true), PRESENTATION_MARGIN_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return hasPainted;
}
