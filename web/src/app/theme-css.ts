import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
} from '@mantine/core';
import { theme } from './theme.ts';

/**
 * The theme's CSS variables as a static stylesheet. MantineProvider would otherwise inject them
 * in a runtime `<style>` tag, which a `style-src 'self'` Content-Security-Policy blocks; the
 * build emits this file instead and the provider runs with `withCssVariables={false}`.
 */
export function buildThemeCss(): string {
  const resolved = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
  return convertCssVariables({
    ...resolved,
    // Mantine's dimmed and placeholder greys (gray 6 and 5) are 3.3:1 and 2:1 on white; gray 7
    // reads at 8:1 (WCAG AA asks 4.5).
    light: {
      ...resolved.light,
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      '--mantine-color-placeholder': 'var(--mantine-color-gray-7)',
    },
  });
}
