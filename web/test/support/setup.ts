import { cleanNotifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// A lazily loaded page can take more than the default second to appear when the machine is busy.
configure({ asyncUtilTimeout: 5000 });

/*
 * jsdom lacks the layout APIs Mantine calls; these stand-ins answer as a
 * browser with a phone-sized screen would.
 */
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = () => {};

afterEach(() => {
  cleanup();
  // The notifications store is module state: without this, one test's toasts show up in the next.
  cleanNotifications();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
