import { describe, expect, it } from 'vitest';
import { buildThemeCss } from '@/app/theme-css';

describe('static theme stylesheet', () => {
  it('carries the accessible primary shade that MantineProvider would otherwise inject at run time', () => {
    const css = buildThemeCss();

    expect(css).toContain('--mantine-color-blue-filled: var(--mantine-color-blue-8)');
    expect(css).toContain('--mantine-color-red-filled: var(--mantine-color-red-8)');
    expect(css).toContain(':root');
  });

  it('darkens the dimmed text colour to meet WCAG AA contrast on white', () => {
    expect(buildThemeCss()).toContain('--mantine-color-dimmed: var(--mantine-color-gray-7)');
  });
});
