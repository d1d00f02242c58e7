import { isValidCui, RECORD_LANGUAGE, type SignatureLevel, type SignerRole } from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { AFRelationship, type PDFDocument, type PDFFont, type PDFPage, PDFString, rgb } from 'pdf-lib';
import type { InstructionVersion } from '../../learning/data/quiz-results';
import { fullName } from '../../people/domain/full-name';
import type { PdfSealOptions } from '../../signing/pades';
import type { Sealing } from '../../signing/sealer';
import type { RecordContent } from '../data/records';
import { declarePdfA } from './pdf-archival';
import {
  createDocumentWithFonts,
  INK,
  MUTED,
  PAGE,
  qrCodeOperators,
  type RecordFonts,
  RULE,
  TextFitter,
} from './pdf-layout';
import { StructureTree, type StructureType } from './pdf-structure';
import { PASSKEY_EVIDENCE_FILE_NAME, type PasskeyEvidenceFile } from './record-evidence';
import { toCanonicalJson } from './record-hashes';
import {
  describeCategory,
  describeConsentLanguage,
  describeInstructionLanguage,
  describeStudy,
  describeTrainingType,
  formatMinutes,
  formatRecordDate,
  formatRecordDateTime,
} from './record-texts';

/*
 * Loaded only when a record is rendered, by `import()` (record-files.ts), with the fonts, measuring
 * and QR code of pdf-layout.ts: pdf-lib, fontkit, the QR code and the fonts stay off the import
 * path of every route. The seal's code comes in by a further `import()` (saveDocument), only when
 * a document is sealed.
 *
 * The signed training record as a PDF: the Romanian "fișa individuală de instruire" (docs/domain.md,
 * the training record)
 * with every signature, the document's SHA-256 and a verification link with its QR code. The
 * embedded fonts' subsets are named from the document hash, and the output depends only on its
 * input (fixed dates, fixed font names), so rendering the same signed record twice gives the
 * same bytes and the same file hash. Speed matters: an owner's mass sign renders up to 500 records.
 */

export type RecordSignatureLine = {
  role: SignerRole;
  first_name: string;
  last_name: string;
  timestamp: string;
  signature_hash: string;
  level: SignatureLevel;
};

/** The record signed by everyone: its hash, the address that verifies it and the platform seal. */
type SignedRecordFinish = {
  documentHash: string;
  verificationUrl: string;
  /** The platform seal embedded in the file, claiming the moment the record was signed. */
  seal: Sealing & { sealedAt: string };
};

/**
 * A record still being signed, shown to its signers before they sign: marked as a preview at the
 * top, with no document hash or verification address (none exists yet) and never sealed.
 */
type PreviewFinish = { preview: { contentHash: string } };

type PrintedRecord = {
  content: RecordContent;
  signatures: readonly RecordSignatureLine[];
  /** The evidence of the record's passkey signatures, embedded as a JSON file; absent when it has none. */
  passkeyEvidence?: PasskeyEvidenceFile | null;
};

export type SignedRecordPdfInput = PrintedRecord & SignedRecordFinish;
export type RecordPdfInput = SignedRecordPdfInput | (PrintedRecord & PreviewFinish);

/** What PDF readers show beside the seal's signature. */
const SEAL_REASON = 'Sigiliul electronic al platformei pe fișa de instruire semnată de toți semnatarii';
const SEAL_LOCATION = 'România';

/**
 * Saves a rendered document (a record here, a worker's fișă in worker-sheet-pdf.ts), sealed when a
 * seal is given (PAdES, pades.ts). The seal's code and its CMS library (pkijs, asn1js) load here,
 * on the first seal of the process: a document saved unsealed (a record's preview, a fișă for
 * ink) never loads them.
 */
export async function saveDocument(
  pdf: PDFDocument,
  seal: Omit<PdfSealOptions, 'location'> | null,
): Promise<Uint8Array> {
  if (!seal) return pdf.save();
  const { sealPdfDocument } = await import('../../signing/pades');
  return sealPdfDocument(pdf, { ...seal, location: SEAL_LOCATION });
}

const LINK = rgb(0.05, 0.25, 0.6);
const ANNOTATION_PRINTED = 4;

/** The employer's registration number, labelled by what it is: a fiscal code or a trade-register number. */
export function registrationLabel(registrationNumber: string): string {
  return isValidCui(registrationNumber) ? 'CUI' : 'Nr. Registrul Comerțului';
}

/** Writes lines top to bottom, wrapping long text and starting a new page when one is full. */
class PageWriter {
  private page: PDFPage;
  private y: number;
  /** While an image sits at the right margin, lines stop short of it until its bottom. */
  private aside: { bottom: number; inset: number } | null = null;
  private readonly fitter: TextFitter;
  readonly structure = new StructureTree();

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: RecordFonts,
  ) {
    this.page = pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
    this.fitter = new TextFitter(fonts);
  }

  private get width(): number {
    return PAGE.width - 2 * PAGE.margin;
  }

  private ensureSpace(height: number): void {
    if (this.y - height >= PAGE.margin) return;
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  private measure(text: string, font: PDFFont, size: number): number {
    return this.fitter.measure(text, font, size);
  }

  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    return this.fitter.wrap(text, font, size, width);
  }

  text(
    value: string,
    options: { size?: number; bold?: boolean; muted?: boolean; indent?: number; role?: StructureType } = {},
  ): void {
    const size = options.size ?? 9;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const indent = options.indent ?? 0;
    const inset = this.aside?.inset ?? 0;
    const element = this.structure.element(options.role ?? 'P');
    for (const line of this.wrap(value, font, size, this.width - indent - inset)) {
      this.ensureSpace(size * 1.35);
      this.y -= size * 1.15;
      this.structure.mark(this.page, element, () =>
        this.page.drawText(line, {
          x: PAGE.margin + indent,
          y: this.y,
          size,
          font,
          color: options.muted ? MUTED : INK,
        }),
      );
      this.y -= size * 0.2;
    }
  }

  field(label: string, value: string, indent = 0): void {
    this.text(`${label}: ${value}`, { indent });
  }

  heading(value: string): void {
    this.gap(7);
    this.ensureSpace(30);
    this.text(value, { size: 10.5, bold: true, role: 'H2' });
    this.structure.artifact(this.page, () =>
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - 2 },
        end: { x: PAGE.width - PAGE.margin, y: this.y - 2 },
        thickness: 0.6,
        color: RULE,
      }),
    );
    this.gap(5);
  }

  gap(points: number): void {
    this.y -= points;
  }

  /**
   * An address readers can click: each printed line carries a link annotation to it. The
   * address is printed on a line of its own, then its query (the hash) on the next when both do
   * not fit on one, so a hash is never cut in the middle.
   */
  link(url: string, options: { size: number }): void {
    const { size } = options;
    const font = this.fonts.regular;
    const width = this.width - (this.aside?.inset ?? 0);
    const queryStart = url.indexOf('?');
    const lines =
      this.measure(url, font, size) <= width || queryStart < 0
        ? [url]
        : [url.slice(0, queryStart), url.slice(queryStart)];
    const element = this.structure.element('P');
    for (const line of lines.flatMap((part) => this.wrap(part, font, size, width))) {
      this.ensureSpace(size * 1.35);
      this.y -= size * 1.15;
      this.structure.mark(this.page, element, () =>
        this.page.drawText(line, { x: PAGE.margin, y: this.y, size, font, color: LINK }),
      );
      this.addLinkAnnotation(url, [
        PAGE.margin,
        this.y - size * 0.25,
        PAGE.margin + this.measure(line, font, size),
        this.y + size * 0.9,
      ]);
      this.y -= size * 0.2;
    }
  }

  private addLinkAnnotation(url: string, rect: [number, number, number, number]): void {
    const annotation = this.pdf.context.register(
      this.pdf.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: rect,
        Border: [0, 0, 0],
        // PDF/A: every annotation is printed (docs/signatures.md, archival form).
        F: ANNOTATION_PRINTED,
        A: { Type: 'Action', S: 'URI', URI: PDFString.of(url) },
      }),
    );
    this.page.node.addAnnot(annotation);
  }

  /** A QR code at the right margin; the lines written until `endAside` wrap beside it. */
  beginQrAside(text: string, size: number): void {
    this.ensureSpace(size);
    const left = PAGE.width - PAGE.margin - size;
    const figure = this.structure.element('Figure', undefined, `Cod QR al adresei ${text}`);
    this.structure.mark(this.page, figure, () =>
      this.page.pushOperators(...qrCodeOperators(text, size, { left, top: this.y })),
    );
    this.addLinkAnnotation(text, [left, this.y - size, left + size, this.y]);
    this.aside = { bottom: this.y - size, inset: size + 14 };
  }

  endAside(): void {
    if (this.aside) this.y = Math.min(this.y, this.aside.bottom) - 6;
    this.aside = null;
  }

  /**
   * Lines to sign on by hand, side by side, each with its label beneath: room for a signature
   * above every line, in little more than half the height of lines one under another, so that a
   * PSI-SU record keeps to one page.
   */
  signatureRow(labels: readonly string[]): void {
    const size = 8.5;
    const columnWidth = this.width / labels.length;
    const labelLines = labels.map((label) => this.wrap(label, this.fonts.regular, size, columnWidth - 12));
    const labelHeight = Math.max(...labelLines.map((lines) => lines.length)) * size * 1.2;
    this.ensureSpace(26 + labelHeight + 6);
    this.gap(26);
    labelLines.forEach((lines, column) => {
      const x = PAGE.margin + column * columnWidth;
      this.structure.artifact(this.page, () =>
        this.page.drawLine({
          start: { x, y: this.y },
          end: { x: x + columnWidth - 12, y: this.y },
          thickness: 0.6,
          color: INK,
        }),
      );
      const label = this.structure.element('P');
      lines.forEach((line, index) => {
        this.structure.mark(this.page, label, () =>
          this.page.drawText(line, {
            x,
            y: this.y - (index + 1) * size * 1.2,
            size,
            font: this.fonts.regular,
            color: INK,
          }),
        );
      });
    });
    this.gap(labelHeight + 6);
  }
}

export function orDash(value: string | null): string {
  return value?.trim() ? value : texts.common.notSpecified;
}

const QR_SIZE = 92;

/** The language of instruction, and the translated version beside the Romanian material. */
function printInstruction(writer: PageWriter, instruction: InstructionVersion): void {
  writer.text(describeInstructionLanguage(instruction));
  if (instruction.language !== RECORD_LANGUAGE) {
    writer.field('Versiunea studiată', instruction.title);
    writer.field('Amprenta versiunii studiate (SHA-256)', instruction.file_sha256);
  }
  writer.field('Consimțământul semnăturii', describeConsentLanguage(instruction));
}

export async function renderRecordPdf(input: RecordPdfInput): Promise<Uint8Array> {
  const { content } = input;
  const signed = 'seal' in input ? input : null;
  const identifier = 'seal' in input ? input.documentHash : input.preview.contentHash;
  const { pdf, fonts } = await createDocumentWithFonts(identifier);
  const lastSignedAt = new Date(input.signatures.at(-1)?.timestamp ?? content.completed_at);
  declarePdfA(pdf, {
    title: `Fișă de instruire – ${fullName(content.trainee)} – ${content.course.title}`,
    author: content.firm.name,
    subject: signed ? `Amprenta documentului (SHA-256): ${identifier}` : texts.documents.previewBanner,
    creator: texts.common.appName,
    date: lastSignedAt,
    identifier,
  });

  const writer = new PageWriter(pdf, fonts);
  if (!signed) writer.text(texts.documents.previewBanner, { size: 9.5, bold: true });
  const isPsi = content.course.category === 'PSI-SU';
  writer.text('FIȘĂ INDIVIDUALĂ DE INSTRUIRE', { size: 15, bold: true, role: 'H1' });
  writer.text(
    isPsi
      ? 'în domeniul apărării împotriva incendiilor și al situațiilor de urgență'
      : 'în domeniul securității și sănătății în muncă',
    { size: 10.5 },
  );
  writer.text(`Nr. document: ${content.document_id}`, { size: 8.5, muted: true });

  writer.heading('Angajatorul');
  writer.field('Denumire', content.company.name);
  writer.field(registrationLabel(content.company.registration_number), content.company.registration_number);
  writer.field('Sediul', content.company.address);

  writer.heading('Serviciul de prevenire și protecție care a efectuat instruirea');
  writer.field('Denumire', content.firm.name);
  writer.field('CUI', `${content.firm.cui}, Nr. Registrul Comerțului: ${content.firm.reg_com}`);
  writer.field('Sediul', content.firm.address);

  writer.heading('Date despre lucrător');
  writer.field('Numele și prenumele', fullName(content.trainee));
  writer.field('Data nașterii', formatRecordDate(content.trainee.birth_date));
  writer.field('Domiciliul', orDash(content.trainee.address));
  writer.field('Funcția', orDash(content.trainee.job_title));
  writer.field('Data angajării', formatRecordDate(content.trainee.hire_date));
  writer.field('Utilizator pe platformă', content.trainee.username);

  writer.heading('Instruirea');
  writer.field('Domeniul', describeCategory(content.course.category));
  writer.field('Tipul instruirii', describeTrainingType(content.course.category, content.course.subcategory));
  writer.field('Tematica (materialul predat)', content.course.title);
  writer.field('Amprenta materialului (SHA-256)', content.course.file_sha256);
  if (content.instruction) printInstruction(writer, content.instruction);
  // What the trainee's study really was, beside the nominal duration, not as if it were followed.
  writer.field('Durata prevăzută a cursului', formatMinutes(content.course.duration_minutes));
  writer.field('Studiul materialului', describeStudy(content.study));
  writer.field('Verificarea cunoștințelor', `test online, rezultat ${content.quiz_score}%`);
  writer.field('Data și ora finalizării', formatRecordDateTime(content.completed_at));

  writer.heading('Semnături electronice');
  for (const signature of input.signatures) {
    writer.text(texts.documents.signerRoleLabels[signature.role], { bold: true });
    writer.text(`${fullName(signature)}, semnat la ${formatRecordDateTime(signature.timestamp)}`, {
      indent: 10,
    });
    // The level and the hash share a line, so that a PSI-SU record keeps its wet-ink row on its one page.
    writer.text(`${texts.signing.levels[signature.level]}, hash SHA-256: ${signature.signature_hash}`, {
      size: 6.2,
      indent: 10,
    });
    writer.gap(3);
  }

  writer.heading('Verificarea documentului');
  if (signed) {
    writer.beginQrAside(signed.verificationUrl, QR_SIZE);
    const besideQr = { size: 8.5 };
    writer.text('Amprenta documentului (SHA-256):', besideQr);
    writer.text(signed.documentHash, { size: 7.5 });
    writer.gap(4);
    writer.text('Verificare online (sau scanați codul QR):', besideQr);
    writer.link(signed.verificationUrl, { size: 7.5 });
    writer.gap(4);
  } else {
    writer.text(
      'Amprenta documentului, adresa de verificare online și codul QR se tipăresc pe fișa semnată de toți semnatarii.',
      { size: 8.5 },
    );
    writer.gap(4);
  }
  writer.text(
    input.passkeyEvidence
      ? `Semnăturile avansate (art. 26 din Regulamentul (UE) nr. 910/2014) sunt făcute cu cheia de acces a semnatarului; dovezile lor sunt atașate fișei (${PASSKEY_EVIDENCE_FILE_NAME}). Orice modificare ulterioară a fișei face ca verificarea să eșueze.`
      : 'Fiecare semnătură este legată de semnatar și de conținutul fișei: orice modificare ulterioară face ca verificarea să eșueze.',
    { size: 7.5, muted: true },
  );
  writer.endAside();

  if (isPsi) {
    // Whether fire-safety inspectors accept electronic records is unsettled (docs/domain.md,
    // electronic signatures): the PSI
    // record also prints for wet-ink signatures.
    writer.heading('Semnături olografe (dacă sunt cerute)');
    writer.signatureRow([
      'Persoana instruită',
      'Persoana care a efectuat instruirea',
      'Persoana care a verificat instruirea',
    ]);
  }
  writer.structure.write(pdf);
  if (input.passkeyEvidence) {
    await pdf.attach(
      // Canonical JSON: the record as read back from the table renders to the same bytes.
      new TextEncoder().encode(toCanonicalJson(input.passkeyEvidence)),
      PASSKEY_EVIDENCE_FILE_NAME,
      {
        mimeType: 'application/json',
        description: 'Dovezile semnăturilor făcute cu cheia de acces a semnatarului',
        creationDate: lastSignedAt,
        modificationDate: lastSignedAt,
        // PDF/A-3 names how an attached file relates to the document (docs/signatures.md).
        afRelationship: AFRelationship.Supplement,
      },
    );
  }
  return saveDocument(
    pdf,
    signed && {
      sealer: signed.seal.sealer,
      timestampAuthority: signed.seal.timestampAuthority,
      signingTime: new Date(signed.seal.sealedAt),
      reason: SEAL_REASON,
    },
  );
}
