/** The theme stylesheet generated at build time by the `ssm:mantine-theme-css` Vite plugin. */
declare module 'virtual:mantine-theme.css';

/** Where the site serves pdf.js's decoders, ICC profile, character maps and fonts (`web/vite/pdfjs-assets.ts`). */
declare module 'virtual:pdfjs-assets' {
  export const pdfjsAssetsUrl: string;
}

/** Each route's call data, generated at build time by the `ssm:api-endpoints` Vite plugin. */
declare module 'virtual:api-endpoints' {
  import type { HttpMethod, RouteId } from '@ssm/shared';
  export const endpoints: Record<RouteId, { method: HttpMethod; path: string; isPublic: boolean }>;
}
