import { createTheme } from '@mantine/core';

/** Shade 8 makes filled buttons and links meet WCAG AA contrast; Mantine's default 6 does not. */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  defaultRadius: 'md',
  /*
   * Plain objects, not `Component.extend`, so the first load does not import these components.
   * Checkboxes and radios of 24 px meet WCAG 2.2's target size on a phone (Mantine's default is 20).
   * A dialog's header is a plain block: Mantine's `<header>` there is a second banner landmark
   * beside the page's own while the dialog is open.
   */
  components: {
    Checkbox: { defaultProps: { size: 'md' } },
    Radio: { defaultProps: { size: 'md' } },
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});
