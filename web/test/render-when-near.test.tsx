import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('is reached with the keyboard once rendered, and stays when it leaves the screen', async () => {
    const observer = stubObserver();
    const user = userEvent.setup();
    render(
      <RenderWhenNear>
        <button type="button">Generează arhiva</button>
      </RenderWhenNear>,
    );
    act(() => observer.report([{ isIntersecting: true }]));
    const button = await screen.findByRole('button', { name: 'Generează arhiva' });

    await user.tab();
    expect(document.activeElement).toBe(button);
    act(() => observer.report([{ isIntersecting: false }]));
    expect(screen.getByRole('button', { name: 'Generează arhiva' })).toBe(button);
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
