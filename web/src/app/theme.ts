import { createTheme } from '@mantine/core';

/** Shade 8 makes filled buttons and links meet WCAG AA contrast; Mantine's default 6 does not. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
});
