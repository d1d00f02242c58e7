/**
 * A value made when first asked for, then kept. For `Intl` formatters and collators: the first
 * one a process constructs loads the locale and time-zone data, 40–80 ms of CPU in a fresh
 * Lambda (docs/benchmarks.md, Lambda bundles), which a route that never formats a date or sorts
 * names must not pay when its module is imported.
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}
