/*
 * The response security headers of the site, as plain values with no CDK import, so the local
 * gateway can send exactly what CloudFront sends (import this module, or move it into `shared/`).
 */

/**
 * Content-Security-Policy directives. Everything is served from the site's own origin: the
 * bundle, the fonts and the pdf.js worker (bundled by Vite, no CDN). The exceptions, each needed:
 * - style-src 'unsafe-inline': Mantine writes its CSS variables and component styles inline;
 * - script-src 'wasm-unsafe-eval': pdf.js decodes some PDF image formats in WebAssembly;
 *   it allows compiling WebAssembly only, never `eval` of JavaScript;
 * - img-src data: blob: and worker-src blob:: pdf.js renders pages and images into blobs;
 * - connect-src: the file buckets, fetched through presigned URLs (PDF Range reads, uploads),
 *   added per deployment by `formatContentSecurityPolicy`.
 */
export const CONTENT_SECURITY_POLICY_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'wasm-unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'worker-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const satisfies Record<string, readonly string[]>;

/** HSTS max-age in seconds: two years, the value preload lists ask for. */
export const HSTS_MAX_AGE_SECONDS = 63_072_000;

/** The other security headers, by name, with the values CloudFront's policy sets. */
export const SECURITY_HEADERS = {
  'Strict-Transport-Security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // The app uses no camera, microphone, location or payment API; nothing embedded may either.
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
} as const;

/**
 * The CSP header value, allowing presigned-URL requests to `fileOrigins` (the S3 bucket origins
 * on AWS, the embedded S3 server locally).
 */
export function formatContentSecurityPolicy(fileOrigins: readonly string[] = []): string {
  return Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES)
    .map(([name, sources]) => {
      const all = name === 'connect-src' ? [...sources, ...fileOrigins] : sources;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}
