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
  return convertCssVariables(defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme)));
}
