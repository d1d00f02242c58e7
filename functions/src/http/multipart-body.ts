import httpMultipartBodyParser from '@middy/http-multipart-body-parser';

/*
 * The multipart parser (middy's, on busboy: about 28 kB bundled) lives apart from the route
 * wrapper, so that only the handlers of routes accepting file uploads (`acceptsMultipart` in the
 * route table) bundle and evaluate it; every other route answers a multipart body with 415
 * without it. Such a handler hands this module to `route` (http/route.ts).
 */

/** The parser for one route's bodies: one file of at most `maxBytes`, and bounded form fields. */
export function multipartBodyParser(maxBytes: number) {
  return httpMultipartBodyParser({
    busboy: { limits: { fileSize: maxBytes, files: 1, fields: 50, fieldSize: 64 * 1024 } },
  });
}

export type MultipartBodyParser = typeof multipartBodyParser;
