/*
 * Text files people upload (a CSV list of employees) come in whatever encoding their program
 * saved: UTF-8 with or without a byte-order mark, UTF-16 ("Unicode text" in Excel), or the
 * Windows code page of a Romanian system, Windows-1250 (Excel's plain "CSV"). Read with the
 * wrong one, a column header with a diacritic ("Data nașterii") no longer matches and names turn
 * into question marks, so the encoding is detected, not assumed, and the caller is told which
 * one was used.
 */

export type TextEncoding = 'utf-8' | 'utf-8-bom' | 'utf-16le' | 'utf-16be' | 'windows-1250';

export type DecodedText = { text: string; encoding: TextEncoding };

/**
 * UTF-16 without a byte-order mark: a text of mostly Latin letters has a zero byte in every
 * other position. More than this share of zeros on one side, and almost none on the other, is
 * taken as UTF-16.
 */
const UTF16_ZERO_SHARE = 0.3;
const UTF16_SAMPLE_BYTES = 4096;

function startsWith(bytes: Uint8Array, prefix: number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

function guessUtf16WithoutBom(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, UTF16_SAMPLE_BYTES) & ~1);
  if (sample.length < 2) return null;
  let zerosAtEven = 0;
  let zerosAtOdd = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) zerosAtEven += 1;
    if (sample[index + 1] === 0) zerosAtOdd += 1;
  }
  const pairs = sample.length / 2;
  if (zerosAtOdd / pairs > UTF16_ZERO_SHARE && zerosAtEven === 0) return 'utf-16le';
  if (zerosAtEven / pairs > UTF16_ZERO_SHARE && zerosAtOdd === 0) return 'utf-16be';
  return null;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

function detectEncoding(bytes: Uint8Array): TextEncoding {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return 'utf-8-bom';
  if (startsWith(bytes, [0xff, 0xfe])) return 'utf-16le';
  if (startsWith(bytes, [0xfe, 0xff])) return 'utf-16be';
  return guessUtf16WithoutBom(bytes) ?? (isValidUtf8(bytes) ? 'utf-8' : 'windows-1250');
}

const DECODER_LABEL: Record<TextEncoding, string> = {
  'utf-8': 'utf-8',
  'utf-8-bom': 'utf-8',
  'utf-16le': 'utf-16le',
  'utf-16be': 'utf-16be',
  'windows-1250': 'windows-1250',
};

/** The file's text, without its byte-order mark, and the encoding it was read with. */
export function decodeImportedText(bytes: Uint8Array): DecodedText {
  const encoding = detectEncoding(bytes);
  // The decoders drop the byte-order mark themselves (ignoreBOM is false by default).
  const text = new TextDecoder(DECODER_LABEL[encoding]).decode(bytes);
  return { text, encoding };
}

const ROMANIAN_LETTERS = [...'ăâîșțşţĂÂÎȘȚŞŢ'];

/**
 * How Romanian letters look after another program read their UTF-8 bytes as a Western or a
 * Central European code page and saved the result ("È™" for "ș", "Äƒ" for "ă").
 */
const MISREAD_LETTERS = ROMANIAN_LETTERS.flatMap((letter) => {
  const bytes = new TextEncoder().encode(letter);
  return ['windows-1252', 'windows-1250'].map((label) => new TextDecoder(label).decode(bytes));
});

/**
 * Whether a name shows that its diacritics were lost before it reached us: a question mark or a
 * replacement character where a letter was (a file saved in a code page without ș and ț), or
 * a Romanian letter misread as two.
 */
export function hasLostDiacritics(name: string): boolean {
  return /[?\uFFFD]/.test(name) || MISREAD_LETTERS.some((misread) => name.includes(misread));
}
