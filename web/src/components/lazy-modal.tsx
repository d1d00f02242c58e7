import { type ReactNode, Suspense, useState } from 'react';

/**
 * Renders a modal loaded with `lazy` from the first time it opens on, not with the page: Mantine's
 * Modal brings its focus trap, scroll lock, portal and scroll area (and the modal its form), which
 * a page's first screen does not show and a phone would otherwise download and run before painting
 * it. Once opened it stays mounted, so closing keeps its transition and returns the focus as before.
 */
export function MountWhenOpened({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [hasOpened, setHasOpened] = useState(opened);
  if (opened && !hasOpened) setHasOpened(true);
  if (!hasOpened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
