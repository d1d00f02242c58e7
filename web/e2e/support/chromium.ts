/** Debian's own Chromium: the browser the tests and the Lighthouse benchmark drive. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Debian Chromium headless in a container, with nothing reaching out to the network on its own. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The browser tests' Chromium: besides, the pages of one context that show the same site share a
 * renderer process. A test's new page then costs about 1.7 s of CPU instead of 2.9 (a process
 * started, closed, and the app compiled in it; docs/benchmarks.md, Test suite), and no check
 * depends on how pages map to processes. The Lighthouse benchmark keeps Chromium's default, as a
 * phone's browser has it.
 */
export const TEST_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--process-per-site'];
