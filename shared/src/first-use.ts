/**
 * A value made when first asked for, then kept. For `Intl` formatters and collators: the first
 * one a process or a page constructs loads the locale and time-zone data, 40–80 ms of CPU in a
 * fresh Lambda and 100 to 500 ms of a phone's main thread (docs/benchmarks.md, Lambda bundles and
 * Web app on a phone), which a route or a page that never formats a date or sorts names must not
 * pay when its module is imported.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
