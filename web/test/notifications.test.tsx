import { texts } from '@ssm/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { notifyError, notifySuccess, notifyWarning } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';

afterEach(() => {
  vi.useRealTimers();
});

describe('notifications', () => {
  it.each([
    { kind: 'success', notify: notifySuccess },
    { kind: 'error', notify: notifyError },
    { kind: 'warning', notify: notifyWarning },
  ])('close by themselves after 5 seconds: $kind', async ({ notify }) => {
    vi.useFakeTimers();
    render(
      <AppProvider queryClient={createQueryClient()} env="test">
        <main />
      </AppProvider>,
    );
    // The container mounts once the first screen has been painted and shown (app/provider.tsx).
    await act(() => vi.advanceTimersByTimeAsync(200));

    act(() => notify(texts.courseAssign.assigned));
    await act(() => vi.advanceTimersByTimeAsync(4900));
    expect(screen.queryByText(texts.courseAssign.assigned)).not.toBeNull();

    // Past the 5 seconds, plus the quarter of a second the notification takes to slide away.
    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(screen.queryByText(texts.courseAssign.assigned)).toBeNull();
  });
});
