import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RenderWhenNear } from '@/components/render-when-near';

type Report = (entries: { isIntersecting: boolean }[]) => void;

/** An IntersectionObserver the test tells when the placeholder comes near the screen. */
function stubObserver() {
  const observer = { report: (() => {}) as Report };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(report: Report) {
        observer.report = report;
      }
      observe(): void {}
      disconnect(): void {}
    },
  );
  return observer;
}

describe('a section below the first screen', () => {
  it('is not rendered until it comes near the screen', async () => {
    const observer = stubObserver();
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(
      <RenderWhenNear>
        <p>Arhive</p>
      </RenderWhenNear>,
    );

    expect(screen.queryByText('Arhive')).toBeNull();
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.queryByText('Arhive')).toBeNull();
    act(() => observer.report([{ isIntersecting: true }]));

    expect(await screen.findByText('Arhive')).toBeTruthy();
  });

  it('is rendered once the browser is idle, even far from the screen', async () => {
    stubObserver();
    let whenIdle = () => {};
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
      whenIdle = callback;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    render(
      <RenderWhenNear>
        <p>Arhive</p>
      </RenderWhenNear>,
    );

    expect(screen.queryByText('Arhive')).toBeNull();
    act(() => whenIdle());

    expect(await screen.findByText('Arhive')).toBeTruthy();
  });

  it('is rendered at once where the browser cannot tell what is near the screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <RenderWhenNear>
        <p>Arhive</p>
      </RenderWhenNear>,
    );

    expect(screen.getByText('Arhive')).toBeTruthy();
  });
});
