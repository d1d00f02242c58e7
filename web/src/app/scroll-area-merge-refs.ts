import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

/**
 * `useMergeRefs` of `@floating-ui/react`, the one thing Mantine's ScrollArea takes from that
 * library, made of Mantine's own `useMergedRef`: the build gives it to ScrollArea in its place
 * (`vite.config.ts`), so a page with a Table (whose scroll container is a ScrollArea) does not
 * download the positioning library, which only popovers, menus and tooltips use.
 */
export function useMergeRefs<Instance>(refs: (Ref<Instance> | undefined)[]) {
  return useMergedRef(...refs);
}
