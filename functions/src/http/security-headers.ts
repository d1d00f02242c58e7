/**
 * Security headers of every API answer (middy's http-security-headers options). The site's
 * headers, including its Content-Security-Policy, are in `functions/src/local/site-headers.ts`
 * for the local gateway and in the CloudFront response-headers policy on AWS.
 */
export const API_SECURITY_HEADERS = {
  contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
  strictTransportSecurity: { maxAge: 63_072_000, includeSubDomains: true, preload: false },
  referrerPolicy: { policy: 'no-referrer' },
  frameOptions: { action: 'deny' },
  contentTypeOptions: { action: 'nosniff' },
} as const;
