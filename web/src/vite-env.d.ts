/** The theme stylesheet generated at build time by the `ssm:mantine-theme-css` Vite plugin. */
declare module 'virtual:mantine-theme.css';
