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
