import { type PDFDocument, PDFHexString, PDFName, PDFString } from 'pdf-lib';

/*
 * The platform's PDFs declared as PDF/A-3b (ISO 19005-3, level B: the pages look the same in
 * every reader, for as long as the file is kept; docs/signatures.md, archival form). Part 3 and
 * not part 2 because the record carries its signatures' evidence as an attached file.
 *
 * What level B asks beyond what the documents already do (fonts embedded, no encryption):
 * an output intent naming the colour space that DeviceRGB and DeviceGray mean, an XMP metadata
 * packet that repeats the document information dictionary, and a file identifier.
 */

export type ArchivalMetadata = {
  title: string;
  author: string;
  subject: string;
  creator: string;
  /** The document's own time (the last signature, the seal); creation and modification both. */
  date: Date;
  /** 32 hex digits or more: the file identifier is derived from what the document prints. */
  identifier: string;
};

const SRGB_NAME = 'sRGB IEC61966-2.1';
const PDFA_PART = 3;

/** A big-endian buffer writer for the ICC profile's fixed layout. */
class ByteWriter {
  private readonly parts: Buffer[] = [];

  get length(): number {
    return this.parts.reduce((total, part) => total + part.length, 0);
  }

  ascii(text: string): this {
    this.parts.push(Buffer.from(text, 'latin1'));
    return this;
  }

  uint(value: number, bytes: 1 | 2 | 4): this {
    const part = Buffer.alloc(bytes);
    part.writeUIntBE(value, 0, bytes);
    this.parts.push(part);
    return this;
  }

  /** ICC s15Fixed16Number. */
  fixed(value: number): this {
    const part = Buffer.alloc(4);
    part.writeInt32BE(Math.round(value * 65_536));
    this.parts.push(part);
    return this;
  }

  zeros(count: number): this {
    this.parts.push(Buffer.alloc(count));
    return this;
  }

  /** Pads to a multiple of four bytes, as ICC tag data must start aligned. */
  align(): this {
    return this.zeros((4 - (this.length % 4)) % 4);
  }

  bytes(): Buffer {
    return Buffer.concat(this.parts);
  }
}

const D50 = [0.9642, 1, 0.8249] as const;
/** The sRGB primaries adapted to D50, as the ICC's own sRGB profiles state them. */
const SRGB_COLORANTS = {
  rXYZ: [0.436_074_7, 0.222_504_5, 0.013_932_2],
  gXYZ: [0.385_064_9, 0.716_878_6, 0.097_104_5],
  bXYZ: [0.143_080_4, 0.060_616_9, 0.714_173_3],
} as const;
const TONE_CURVE_POINTS = 1024;

function sRgbToLinear(encoded: number): number {
  return encoded <= 0.040_45 ? encoded / 12.92 : ((encoded + 0.055) / 1.055) ** 2.4;
}

function xyzTag(values: readonly number[]): Buffer {
  const writer = new ByteWriter().ascii('XYZ ').zeros(4);
  for (const value of values) writer.fixed(value);
  return writer.bytes();
}

function textDescriptionTag(text: string): Buffer {
  return new ByteWriter()
    .ascii('desc')
    .zeros(4)
    .uint(text.length + 1, 4)
    .ascii(text)
    .zeros(1)
    .zeros(4 + 4 + 2 + 1 + 67)
    .bytes();
}

function toneCurveTag(): Buffer {
  const writer = new ByteWriter().ascii('curv').zeros(4).uint(TONE_CURVE_POINTS, 4);
  for (let index = 0; index < TONE_CURVE_POINTS; index += 1) {
    writer.uint(Math.round(sRgbToLinear(index / (TONE_CURVE_POINTS - 1)) * 65_535), 2);
  }
  return writer.bytes();
}

/**
 * A version 2 ICC display profile of sRGB (matrix and tone curves), built here rather than
 * shipped: a few kilobytes of arithmetic instead of a binary file of unclear licence.
 */
export function sRgbIccProfile(): Buffer {
  const toneCurve = toneCurveTag();
  const tags: [string, Buffer][] = [
    ['desc', textDescriptionTag(SRGB_NAME)],
    ['cprt', new ByteWriter().ascii('text').zeros(4).ascii('No copyright, use freely').zeros(1).bytes()],
    ['wtpt', xyzTag(D50)],
    ['rXYZ', xyzTag(SRGB_COLORANTS.rXYZ)],
    ['gXYZ', xyzTag(SRGB_COLORANTS.gXYZ)],
    ['bXYZ', xyzTag(SRGB_COLORANTS.bXYZ)],
    ['rTRC', toneCurve],
    ['gTRC', toneCurve],
    ['bTRC', toneCurve],
  ];
  const tableEnd = 128 + 4 + tags.length * 12;
  const data = new ByteWriter();
  const offsets = new Map<Buffer, number>();
  const table = new ByteWriter().uint(tags.length, 4);
  for (const [signature, tag] of tags) {
    if (!offsets.has(tag)) {
      offsets.set(tag, tableEnd + data.length);
      data.ascii(tag.toString('latin1')).align();
    }
    table
      .ascii(signature)
      .uint(offsets.get(tag) as number, 4)
      .uint(tag.length, 4);
  }
  const body = Buffer.concat([table.bytes(), data.bytes()]);
  const header = new ByteWriter()
    .uint(128 + body.length, 4)
    .zeros(4)
    .uint(0x02_10_00_00, 4)
    .ascii('mntrRGB XYZ ')
    .uint(2026, 2)
    .uint(1, 2)
    .uint(1, 2)
    .zeros(6)
    .ascii('acsp')
    .zeros(4 + 4 + 4 + 4 + 8 + 4);
  for (const value of D50) header.fixed(value);
  header.zeros(4 + 44);
  return Buffer.concat([header.bytes(), body]);
}

let cachedProfile: Buffer | undefined;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

function xmpPacket(metadata: ArchivalMetadata): string {
  const date = metadata.date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  const alternative = (text: string) =>
    `<rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(text)}</rdf:li></rdf:Alt>`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/">',
    `<pdfaid:part>${PDFA_PART}</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<dc:format>application/pdf</dc:format>',
    `<dc:title>${alternative(metadata.title)}</dc:title>`,
    `<dc:creator><rdf:Seq><rdf:li>${escapeXml(metadata.author)}</rdf:li></rdf:Seq></dc:creator>`,
    `<dc:description>${alternative(metadata.subject)}</dc:description>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:xmp="http://ns.adobe.com/xap/1.0/">',
    `<xmp:CreateDate>${date}</xmp:CreateDate><xmp:ModifyDate>${date}</xmp:ModifyDate>`,
    `<xmp:MetadataDate>${date}</xmp:MetadataDate>`,
    `<xmp:CreatorTool>${escapeXml(metadata.creator)}</xmp:CreatorTool>`,
    '</rdf:Description>',
    '<rdf:Description rdf:about="" xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    `<pdf:Producer>${escapeXml(metadata.creator)}</pdf:Producer>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * Writes the document's information dictionary and everything PDF/A-3b adds to it. Call it once,
 * before the document is saved (or sealed, which saves it).
 */
export function declarePdfA(pdf: PDFDocument, metadata: ArchivalMetadata): void {
  pdf.setTitle(metadata.title, { showInWindowTitleBar: true });
  pdf.setAuthor(metadata.author);
  pdf.setSubject(metadata.subject);
  pdf.setCreator(metadata.creator);
  pdf.setProducer(metadata.creator);
  pdf.setCreationDate(metadata.date);
  pdf.setModificationDate(metadata.date);
  pdf.setLanguage('ro-RO');

  const { context, catalog } = pdf;
  cachedProfile ??= sRgbIccProfile();
  const profile = context.register(context.flateStream(cachedProfile, { N: 3 }));
  const intent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of(SRGB_NAME),
    Info: PDFString.of(SRGB_NAME),
    RegistryName: PDFString.of('http://www.color.org'),
    DestOutputProfile: profile,
  });
  catalog.set(PDFName.of('OutputIntents'), context.obj([intent]));
  const packet = new TextEncoder().encode(xmpPacket(metadata));
  catalog.set(
    PDFName.of('Metadata'),
    context.register(context.stream(packet, { Type: 'Metadata', Subtype: 'XML' })),
  );
  const identifier = PDFHexString.of(metadata.identifier.slice(0, 32));
  context.trailerInfo.ID = context.obj([identifier, identifier]);
}
