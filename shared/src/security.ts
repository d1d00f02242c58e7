/**
 * Security headers of the web site, the same on the local gateway and on CloudFront. The API
 * answers carry their own stricter set.
 */
export function buildContentSecurityPolicy(options: { fileOrigins: readonly string[] }): string {
  const files = options.fileOrigins.join(' ');
  return [
    "default-src 'self'",
    "script-src 'self'",
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
