/**
 * pdf.js's own data files, served by the site (never a CDN) at `/<dir>/<pdf.js version>/`: the
 * JBIG2 and JPEG 2000 decoders (WebAssembly, with their JavaScript fallbacks) and the colour
 * engine, the CMYK ICC profile, the character maps of non-embedded CJK fonts and the standard
 * fonts. The version in the path makes every file immutable, so they are cached for good.
 */
export const PDFJS_ASSETS_DIR = 'pdfjs';

/**
 * The Content-Type of each kind of file the site serves, by extension: the local gateway sends it,
 * and the CloudFront deploy stores it with the pdf.js files, whose types S3 would not guess
 * (WebAssembly must be `application/wasm`; nosniff forbids guessing in the browser).
 */
export const SITE_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.pdf': 'application/pdf',
  '.txt': 'text/plain; charset=utf-8',
  '.wasm': 'application/wasm',
  '.bcmap': 'application/octet-stream',
  '.pfb': 'application/x-font-type1',
  '.icc': 'application/vnd.iccprofile',
};
