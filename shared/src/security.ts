/**
 * Security headers of the web site, the same on the local gateway and on CloudFront. The API
 * answers carry their own stricter set.
 */
export function buildContentSecurityPolicy(options: { fileOrigins: readonly string[] }): string {
  const files = options.fileOrigins.join(' ');
  return [
    "default-src 'self'",
    // WebAssembly compiles only with 'wasm-unsafe-eval': pdf.js decodes JBIG2, CCITT fax and JPEG 2000
    // scans and converts ICC colours with its own wasm modules, served by the site. It allows
    // compiling wasm bytes, not JavaScript eval, and the bytes come only from scripts of 'self'.
    "script-src 'self' 'wasm-unsafe-eval'",
    // No inline styles: Mantine's variables are generated into a stylesheet at build time.
    "style-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${files}`.trim(),
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

export const SITE_SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
} as const;
