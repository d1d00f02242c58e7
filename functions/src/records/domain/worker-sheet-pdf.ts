import {
  COURSE_SUBCATEGORIES,
  type CourseCategory,
  formatRomanianDate,
  RECORD_LANGUAGE,
  type SignerRole,
} from '@ssm/shared';
import * as texts from '@ssm/shared/texts';
import { AFRelationship, type PDFDocument, type PDFFont, type PDFPage, type RGB, rgb } from 'pdf-lib';
import type { InstructionVersion } from '../../learning/data/quiz-results';
import { fullName } from '../../people/domain/full-name';
import type { Sealing } from '../../signing/sealer';
import { declarePdfA } from './pdf-archival';
import { createDocumentWithFonts, INK, MUTED, type RecordFonts, RULE, TextFitter } from './pdf-layout';
import { type StructureElement, StructureTree, type StructureType } from './pdf-structure';
import { PASSKEY_EVIDENCE_FILE_NAME, type PasskeyEvidenceFile } from './record-evidence';
import { toCanonicalJson } from './record-hashes';
import { orDash, registrationLabel, saveDocument } from './record-pdf';
import {
  describeConsentLanguage,
  describeInstructionLanguage,
  describeStudy,
  describeTrainingType,
  formatMinutes,
  formatRecordDate,
  formatRecordDateTime,
} from './record-texts';
import { CAPACITIES, type SignatureColumn } from './signer-rules';
import type { WorkerSheetContent, WorkerSheetRow, WorkerSheetSignature } from './worker-sheets';

/*
 * The worker's fișă individuală de instruire (docs/signatures.md, the worker's fișă), A4 landscape,
 * in the order of the model of HG 1425/2006, annex 11: the employer and the service that trained,
 * the worker's rubrics (blank lines for what the platform does not hold, such as the blood group,
 * which it must not store), a section per phase with its signed trainings (workplace training
 * followed by the "Admis la lucru" block), then the sections for test results, work accidents,
 * sanctions, and medical and psychological checks, present and blank where the platform holds
 * nothing. Each training row names its three signers in their capacity, the moment they signed and
 * the code that verifies their signature, with room for ink; table headers repeat on each page.
 * Sealed like a record (PAdES, pades.ts), carrying the evidence of its rows' passkey
 * signatures as an attached file; or, for a company whose PSI-SU fișe are on paper
 * (docs/domain.md, PSI/SU), the ink variant: the same pages with the signature cells left blank
 * for ink and a note that the fișă is signed by hand and its scan uploaded, never sealed.
 */

export type WorkerSheetPdfInput = {
  content: WorkerSheetContent;
  /** SHA-256 of the content: printed on every page and seeding the font subset tags. */
  contentHash: string;
} & (
  | { seal: Sealing & { sealedAt: string } }
  /** The ink variant: printed for signatures by hand, never sealed. */
  | { forInk: { printedAt: string } }
);

/** The words that differ between the SSM fișă (HG 1425/2006) and the PSI-SU one (OMAI 712/2005). */
const DOMAIN_WORDING: Record<
  CourseCategory,
  {
    title: string;
    service: string;
    trainerFunction: string;
    /** The rules whose breach the sanctions section records. */
    rules: string;
    capacities: Record<SignerRole, string>;
  }
> = {
  SSM: {
    title: 'FIȘĂ INDIVIDUALĂ DE INSTRUIRE PRIVIND SECURITATEA ȘI SĂNĂTATEA ÎN MUNCĂ',
    service: 'Serviciul extern de prevenire și protecție care a efectuat instruirea',
    trainerFunction: 'reprezentant al serviciului extern de prevenire și protecție',
    rules: 'de securitate și sănătate în muncă',
    capacities: {
      trainee: 'lucrătorul instruit',
      trainer: 'serviciul extern de prevenire și protecție',
      representative: 'reprezentantul angajatorului',
      manager: 'conducătorul locului de muncă',
      admitter: 'reprezentantul angajatorului, care a admis lucrătorul la lucru',
      verifier: 'serviciul extern de prevenire și protecție',
    },
  },
  'PSI-SU': {
    title: 'FIȘĂ INDIVIDUALĂ DE INSTRUIRE ÎN DOMENIUL SITUAȚIILOR DE URGENȚĂ',
    service: 'Instruirea privind apărarea împotriva incendiilor și situațiile de urgență asigurată de',
    trainerFunction: 'reprezentant al serviciului care asigură instruirea PSI-SU',
    rules: 'de apărare împotriva incendiilor și de protecție civilă',
    capacities: {
      trainee: 'salariatul instruit',
      trainer: 'personalul cu atribuții în domeniul situațiilor de urgență',
      representative: 'conducătorul locului de muncă / reprezentantul angajatorului',
      manager: 'conducătorul locului de muncă',
      admitter: 'reprezentantul angajatorului, care a admis salariatul la lucru',
      verifier: 'personalul cu atribuții în domeniul situațiilor de urgență',
    },
  },
};

/** What the ink variant says in place of the electronic signatures and the seal. */
const INK_NOTE =
  'FIȘĂ DE SEMNAT OLOGRAF: se semnează de mână, în casetele de semnătură, de persoana instruită și de persoanele care au efectuat și au verificat fiecare instruire; copia scanată a fișei semnate se încarcă pe platformă. Acest exemplar nu este semnat și nici sigilat electronic: nu este un original electronic.';

const SEAL_REASON = 'Sigiliul electronic al platformei pe fișa individuală de instruire';

const PAGE = { width: 841.89, height: 595.28, margin: 30 };
const FOOTER_HEIGHT = 26;
const SHADE = rgb(0.93, 0.93, 0.95);
const CELL_PADDING = 3;
/** Room left at the foot of each signer's cell for a signature in ink. */
const INK_SIGNATURE_SPACE = 20;

type Line = { text: string; bold?: boolean; size: number; muted?: boolean; role?: StructureType };
type Column = { title: string; width: number };

/** The signature columns in the order the law lists them: trained, who trained, who checked. */
const SIGNER_ORDER: readonly SignatureColumn[] = ['trained', 'trained-by', 'checked-by'];
const SIGNER_TITLES: Record<SignatureColumn, string> = {
  trained: 'Semnătura persoanei instruite',
  'trained-by': 'Semnătura persoanei care a efectuat instruirea',
  'checked-by': 'Semnătura persoanei care a verificat instruirea',
};

const TRAINING_COLUMNS: readonly Column[] = [
  { title: 'Nr. crt.', width: 24 },
  { title: 'Data instruirii', width: 52 },
  { title: 'Tipul instruirii', width: 74 },
  { title: 'Materialul predat', width: 136 },
  { title: 'Durata', width: 46 },
  { title: 'Rezultatul verificării', width: 58 },
  ...SIGNER_ORDER.map((role) => ({ title: SIGNER_TITLES[role], width: 130 })),
];

class SheetWriter {
  private page!: PDFPage;
  private y = 0;
  readonly pages: PDFPage[] = [];
  private readonly fitter: TextFitter;
  readonly structure = new StructureTree();
  /** The table the rows drawn since the last text belong to. */
  private table: StructureElement | null = null;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: RecordFonts,
  ) {
    this.fitter = new TextFitter(fonts);
    this.newPage();
  }

  private font(line: Pick<Line, 'bold'>): PDFFont {
    return line.bold ? this.fonts.bold : this.fonts.regular;
  }

  newPage(): void {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pages.push(this.page);
    this.y = PAGE.height - PAGE.margin;
  }

  private get bottom(): number {
    return PAGE.margin + FOOTER_HEIGHT;
  }

  /** The lines a text takes in a given width. */
  fit(line: Line, width: number): Line[] {
    return this.fitter.wrap(line.text, this.font(line), line.size, width).map((text) => ({ ...line, text }));
  }

  private drawLine(line: Line, x: number, y: number, color?: RGB): void {
    this.page.drawText(line.text, {
      x,
      y,
      size: line.size,
      font: this.font(line),
      color: color ?? (line.muted ? MUTED : INK),
    });
  }

  /** Lines of text; one that would reach into the footer goes to a new page. */
  text(line: Line, options: { x?: number; width?: number } = {}): void {
    const x = options.x ?? PAGE.margin;
    this.table = null;
    const element = this.structure.element(line.role ?? 'P');
    for (const fitted of this.fit(line, options.width ?? PAGE.width - PAGE.margin - x)) {
      if (this.y - fitted.size * 1.35 < this.bottom) this.newPage();
      this.y -= fitted.size * 1.2;
      this.structure.mark(this.page, element, () => this.drawLine(fitted, x, this.y));
      this.y -= fitted.size * 0.15;
    }
  }

  gap(points: number): void {
    this.y -= points;
  }

  /** Labelled fields in two columns, each wrapping within its half. */
  fieldPairs(fields: readonly [string, string][], size = 8.5): void {
    const half = (PAGE.width - 2 * PAGE.margin) / 2;
    for (let index = 0; index < fields.length; index += 2) {
      const top = this.y;
      let lowest = top;
      for (const [offset, field] of [fields[index], fields[index + 1]].entries()) {
        if (!field) continue;
        this.y = top;
        this.text(
          { text: `${field[0]}: ${field[1]}`, size },
          { x: PAGE.margin + offset * half, width: half - 10 },
        );
        lowest = Math.min(lowest, this.y);
      }
      this.y = lowest;
    }
  }

  heading(text: string): void {
    this.gap(5);
    this.text({ text, size: 9.5, bold: true, role: 'H2' });
    this.structure.artifact(this.page, () =>
      this.page.drawLine({
        start: { x: PAGE.margin, y: this.y - 2 },
        end: { x: PAGE.width - PAGE.margin, y: this.y - 2 },
        thickness: 0.5,
        color: RULE,
      }),
    );
    this.gap(4);
  }

  private cellHeight(lines: readonly Line[]): number {
    return lines.reduce((total, line) => total + line.size * 1.25, 2 * CELL_PADDING);
  }

  /** Starts a new page unless `height` still fits above the footer. */
  keepTogether(height: number): void {
    if (this.y - height < this.bottom) this.newPage();
  }

  /** The header cells of a table's columns. */
  header(columns: readonly Column[]): Line[][] {
    return columns.map((column) =>
      this.fit({ text: column.title, size: 6.5, bold: true }, column.width - 2 * CELL_PADDING),
    );
  }

  /**
   * A row of cells with borders under `columns`; a row that does not fit starts a new page, headed
   * by the columns' titles again.
   */
  row(
    columns: readonly Column[],
    cells: readonly Line[][],
    options: { minHeight?: number; shaded?: boolean; repeatHeader?: boolean } = {},
  ): void {
    const height = Math.max(options.minHeight ?? 0, ...cells.map((lines) => this.cellHeight(lines)));
    if (this.y - height < this.bottom && options.repeatHeader) {
      this.newPage();
      this.row(columns, this.header(columns), { shaded: true });
    }
    let x = PAGE.margin;
    this.table ??= this.structure.element('Table');
    const tableRow = this.structure.element('TR', this.table);
    for (const [index, column] of columns.entries()) {
      const cellX = x;
      this.structure.artifact(this.page, () =>
        this.page.drawRectangle({
          x: cellX,
          y: this.y - height,
          width: column.width,
          height,
          borderColor: INK,
          borderWidth: 0.5,
          ...(options.shaded ? { color: SHADE } : {}),
        }),
      );
      const cell = this.structure.element(options.shaded ? 'TH' : 'TD', tableRow);
      let lineY = this.y - CELL_PADDING;
      for (const line of cells[index] ?? []) {
        lineY -= line.size * 1.1;
        const y = lineY;
        this.structure.mark(this.page, cell, () => this.drawLine(line, cellX + CELL_PADDING, y));
        lineY -= line.size * 0.15;
      }
      x += column.width;
    }
    this.y -= height;
  }

  /** The page number and what identifies the fișă, at the foot of every page. */
  footers(note: string): void {
    for (const [index, page] of this.pages.entries()) {
      const size = 6.5;
      this.structure.artifact(page, () => {
        page.drawText(`Pagina ${index + 1} din ${this.pages.length}`, {
          x: PAGE.width - PAGE.margin - 60,
          y: PAGE.margin,
          size,
          font: this.fonts.regular,
          color: MUTED,
        });
        for (const [lineIndex, text] of this.fitter
          .wrap(note, this.fonts.regular, size, PAGE.width - 2 * PAGE.margin - 80)
          .entries()) {
          page.drawText(text, {
            x: PAGE.margin,
            y: PAGE.margin + FOOTER_HEIGHT - 12 - lineIndex * size * 1.3,
            size,
            font: this.fonts.regular,
            color: MUTED,
          });
        }
      });
    }
  }
}

function signerCell(
  writer: SheetWriter,
  signature: WorkerSheetSignature | undefined,
  capacity: string,
  width: number,
  functionText: string | undefined,
  forInk: boolean,
): Line[] {
  const inner = width - 2 * CELL_PADDING;
  if (forInk) return writer.fit({ text: `(${capacity})`, size: 6, muted: true }, inner);
  if (!signature) {
    return writer.fit(
      { text: 'Nesemnat electronic (semnătura nu a fost cerută).', size: 6.5, muted: true },
      inner,
    );
  }
  return [
    ...writer.fit({ text: fullName(signature), size: 7.5, bold: true }, inner),
    ...writer.fit({ text: `(${capacity})`, size: 6, muted: true }, inner),
    ...(functionText ? writer.fit({ text: `Funcția: ${functionText}`, size: 6 }, inner) : []),
    ...writer.fit(
      { text: `semnat electronic la ${formatRecordDateTime(signature.timestamp)}`, size: 6.5 },
      inner,
    ),
    ...writer.fit({ text: texts.signing.levels[signature.level], size: 6 }, inner),
    ...writer.fit({ text: `Cod de verificare: ${signature.signature_hash}`, size: 5.5 }, inner),
  ];
}

/** The language of instruction, the version studied and its fingerprint, and the consent's language. */
function instructionLines(instruction: InstructionVersion): string[] {
  return [
    describeInstructionLanguage(instruction),
    ...(instruction.language === RECORD_LANGUAGE
      ? []
      : [`Versiunea: ${instruction.title}`, `Amprenta versiunii: ${instruction.file_sha256}`]),
    `Consimțământ ${describeConsentLanguage(instruction)}`,
  ];
}

function trainingCells(
  writer: SheetWriter,
  row: WorkerSheetRow,
  index: number,
  content: WorkerSheetContent,
  forInk: boolean,
): Line[][] {
  const { domain } = content;
  const cell = (text: string, column: number, extra: Partial<Line> = {}) =>
    writer.fit({ text, size: 7, ...extra }, (TRAINING_COLUMNS[column]?.width ?? 0) - 2 * CELL_PADDING);
  const signerCells = SIGNER_ORDER.map((column, offset) => {
    const signature = row.signatures.find((candidate) => CAPACITIES[candidate.role].column === column);
    return signerCell(
      writer,
      signature,
      signature ? DOMAIN_WORDING[domain].capacities[signature.role] : '',
      TRAINING_COLUMNS[6 + offset]?.width ?? 0,
      signature?.role === 'trainer' || signature?.role === 'verifier'
        ? `${DOMAIN_WORDING[domain].trainerFunction}, ${content.firm.name}`
        : undefined,
      forInk,
    );
  });
  return [
    cell(String(index + 1), 0),
    cell(formatRomanianDate(row.completed_at), 1),
    cell(describeTrainingType(domain, row.subcategory), 2),
    [
      ...cell(row.course_title, 3),
      ...(row.instruction
        ? instructionLines(row.instruction).flatMap((line) => cell(line, 3, { size: 5.5 }))
        : []),
      ...cell(`Cod fișă: ${row.document_hash}`, 3, { size: 5.5, muted: true }),
    ],
    [
      ...cell(`prevăzută: ${formatMinutes(row.duration_minutes)}`, 4),
      ...cell(describeStudy(row.study), 4, { size: 5.5 }),
    ],
    cell(`Admis: test online, ${row.quiz_score}%`, 5),
    ...signerCells,
  ];
}

/**
 * The attached evidence of the fișă's passkey signatures: each record's file, as its own PDF
 * carries it, under the record's document hash (the code its row prints), so the offline check
 * of docs/signatures.md applies to each.
 */
type WorkerSheetEvidenceFile = { records: Record<string, PasskeyEvidenceFile> };

function evidenceFileOf(rows: readonly WorkerSheetRow[]): WorkerSheetEvidenceFile | null {
  const withEvidence = rows.flatMap((row) =>
    row.passkey_evidence ? [[row.document_hash, row.passkey_evidence] as const] : [],
  );
  return withEvidence.length === 0 ? null : { records: Object.fromEntries(withEvidence) };
}

/** The moment of the latest signature the evidence holds: the attached file's date. */
function latestSignedAt(evidence: WorkerSheetEvidenceFile): Date {
  const times = Object.values(evidence.records).flatMap((file) =>
    file.signatures.map((signature) => Date.parse(signature.timestamp)),
  );
  return new Date(Math.max(...times));
}

/** A rubric the platform does not hold: a line to fill in by hand. */
const BLANK = '________________________';
const BLANK_ROW_HEIGHT = 22;

/** The online test of each training, which the platform examines and marks. */
const TEST_COLUMNS: readonly Column[] = [
  { title: 'Data', width: 70 },
  { title: 'Materialul verificat', width: 330 },
  { title: 'Rezultatul', width: 120 },
  { title: 'Examinatorul (numele, funcția, semnătura)', width: 261.89 },
];

/** The annex's sections the platform keeps nothing for: printed with their columns, left blank. */
const BLANK_SECTIONS: readonly { title: (rules: string) => string; columns: readonly Column[] }[] = [
  {
    title: () => 'Accidente de muncă sau îmbolnăviri profesionale suferite',
    columns: [
      { title: 'Data', width: 90 },
      { title: 'Felul accidentului sau al îmbolnăvirii', width: 360 },
      { title: 'Zile de incapacitate de muncă', width: 150 },
      { title: 'Observații', width: 181.89 },
    ],
  },
  {
    title: (rules) => `Sancțiuni aplicate pentru nerespectarea normelor ${rules}`,
    columns: [
      { title: 'Data', width: 90 },
      { title: 'Abaterea', width: 360 },
      { title: 'Sancțiunea', width: 150 },
      { title: 'Cine a aplicat-o', width: 181.89 },
    ],
  },
  {
    title: () => 'Examinări medicale',
    columns: [
      { title: 'Data', width: 90 },
      { title: 'Felul examinării (la angajare, periodică, la reluarea activității)', width: 360 },
      { title: 'Concluzia (apt / apt condiționat / inapt)', width: 150 },
      { title: 'Medicul de medicina muncii', width: 181.89 },
    ],
  },
  {
    title: () => 'Examinări psihologice',
    columns: [
      { title: 'Data', width: 90 },
      { title: 'Felul examinării', width: 360 },
      { title: 'Concluzia', width: 150 },
      { title: 'Psihologul', width: 181.89 },
    ],
  },
];

/** Each signed training's online test: its date, the material, the mark; the examiner by hand. */
function testRows(writer: SheetWriter, content: WorkerSheetContent): Line[][][] {
  const cell = (text: string, column: Column) =>
    writer.fit({ text, size: 7 }, column.width - 2 * CELL_PADDING);
  const [date, material, result, examiner] = TEST_COLUMNS as [Column, Column, Column, Column];
  return content.trainings.map((row) => [
    cell(formatRomanianDate(row.completed_at), date),
    cell(row.course_title, material),
    cell(`Admis, test online ${row.quiz_score}%`, result),
    cell('test pe platformă, corectat automat', examiner),
  ]);
}

/** A section's heading and table: its rows, or two blank rows to fill in by hand. */
function blankSection(
  writer: SheetWriter,
  title: string,
  columns: readonly Column[],
  rows: Line[][][],
): void {
  writer.keepTogether(60);
  writer.heading(title);
  writer.row(columns, writer.header(columns), { shaded: true });
  for (const cells of rows) writer.row(columns, cells, { repeatHeader: true });
  if (rows.length === 0) {
    for (let blank = 0; blank < 2; blank += 1) {
      writer.row(columns, [], { minHeight: BLANK_ROW_HEIGHT, repeatHeader: true });
    }
  }
}

/**
 * The annex's "Admis la lucru" block after workplace training: who admits the worker (name,
 * function, date, signature): the admitter of the latest signed workplace training, else blank
 * lines to fill in by hand (docs/domain.md, signers per phase).
 */
function admittedToWork(writer: SheetWriter, rows: readonly WorkerSheetRow[], domain: CourseCategory): void {
  const admission = rows
    .flatMap((row) => row.signatures)
    .filter((signature) => signature.role === 'admitter')
    .at(-1);
  writer.keepTogether(50);
  writer.gap(4);
  writer.text({ text: 'Admis la lucru', size: 8.5, bold: true });
  writer.fieldPairs([
    ['Numele și prenumele', admission ? `${admission.last_name} ${admission.first_name}` : BLANK],
    ['Funcția', admission ? DOMAIN_WORDING[domain].capacities.admitter : BLANK],
    ['Data', admission ? formatRecordDateTime(admission.timestamp) : BLANK],
    ['Semnătura', admission ? 'semnat electronic' : BLANK],
  ]);
}

export async function renderWorkerSheetPdf(input: WorkerSheetPdfInput): Promise<Uint8Array> {
  const { content, contentHash } = input;
  const wording = DOMAIN_WORDING[content.domain];
  const { pdf, fonts } = await createDocumentWithFonts(contentHash);
  const seal = 'seal' in input ? input.seal : null;
  const forInk = seal === null;
  const sealedAt = new Date('seal' in input ? input.seal.sealedAt : input.forInk.printedAt);
  // The ink variant is no electronic original: it carries no electronic signature's evidence.
  const evidence = forInk ? null : evidenceFileOf(content.trainings);
  declarePdfA(pdf, {
    title: `${wording.title} – ${fullName(content.worker)}`,
    author: content.firm.name,
    subject: `Conținutul fișei (SHA-256): ${contentHash}`,
    creator: texts.common.appName,
    date: sealedAt,
    identifier: contentHash,
  });

  const writer = new SheetWriter(pdf, fonts);
  writer.text({ text: wording.title, size: 13, bold: true, role: 'H1' });
  if (forInk) writer.text({ text: INK_NOTE, size: 8, bold: true });
  writer.gap(2);

  writer.heading('Angajatorul');
  writer.fieldPairs([
    ['Denumire', content.company.name],
    [registrationLabel(content.company.registration_number), content.company.registration_number],
    ['Sediul', content.company.address],
  ]);

  writer.heading(wording.service);
  writer.fieldPairs([
    ['Denumire', content.firm.name],
    ['CUI', `${content.firm.cui}, Nr. Registrul Comerțului: ${content.firm.reg_com}`],
    ['Sediul', content.firm.address],
  ]);

  const { worker } = content;
  writer.heading('Date despre lucrător');
  writer.fieldPairs([
    ['Numele și prenumele', fullName(worker)],
    ['Legitimația / marca', BLANK],
    ['Grupa sanguină', `${BLANK} RH: ${BLANK}`],
    ['Data și locul nașterii', `${formatRecordDate(worker.birth_date)}, ${orDash(worker.birth_place)}`],
    ['Domiciliul', orDash(worker.address)],
    ['Calificarea', orDash(worker.qualification)],
    ['Funcția', orDash(worker.job_title)],
    ['Locul de muncă', orDash(worker.workplace)],
    ['Autorizații (meserii, activități)', BLANK],
    ['Traseul de deplasare la / de la serviciu', BLANK],
    ['Data angajării', formatRecordDate(worker.hire_date)],
    ['Utilizator pe platformă', worker.username],
  ]);
  writer.text({
    text: 'Rubricile cu linie liberă se completează de mână: platforma nu păstrează aceste date (grupa sanguină este o dată medicală).',
    size: 6.5,
    muted: true,
  });

  let number = 0;
  for (const [index, subcategory] of COURSE_SUBCATEGORIES.entries()) {
    const rows = content.trainings.filter((row) => row.subcategory === subcategory);
    // The heading, the columns and a first row stay together on a page.
    writer.keepTogether(110);
    writer.heading(`${index + 1}. ${describeTrainingType(content.domain, subcategory)}`);
    writer.row(TRAINING_COLUMNS, writer.header(TRAINING_COLUMNS), { shaded: true });
    for (const row of rows) {
      const cells = trainingCells(writer, row, number, content, forInk);
      number += 1;
      const tallestSigner = Math.max(
        ...cells.slice(6).map((lines) => lines.reduce((total, line) => total + line.size * 1.25, 0)),
      );
      writer.row(TRAINING_COLUMNS, cells, {
        minHeight: tallestSigner + 2 * CELL_PADDING + INK_SIGNATURE_SPACE,
        repeatHeader: true,
      });
    }
    if (rows.length === 0)
      writer.row(TRAINING_COLUMNS, [], { minHeight: BLANK_ROW_HEIGHT, repeatHeader: true });
    if (subcategory === 'loc_munca') admittedToWork(writer, rows, content.domain);
  }

  blankSection(
    writer,
    `${COURSE_SUBCATEGORIES.length + 1}. Rezultatele testărilor`,
    TEST_COLUMNS,
    testRows(writer, content),
  );
  for (const [offset, section] of BLANK_SECTIONS.entries()) {
    const title = `${COURSE_SUBCATEGORIES.length + 2 + offset}. ${section.title(wording.rules)}`;
    blankSection(writer, title, section.columns, []);
  }

  writer.gap(6);
  writer.text({
    text: forInk
      ? INK_NOTE
      : `Fiecare instruire este semnată electronic de persoanele de mai sus; lângă fiecare semnătură este tipărit nivelul ei: avansată (art. 26 din Regulamentul (UE) nr. 910/2014), făcută cu cheia de acces a semnatarului, sau simplă. Fișa este sigilată electronic de platformă. Codurile tipărite se verifică la ${content.verification_url}. Spațiul liber din fiecare casetă de semnătură permite semnarea olografă a fișei tipărite, când este cerută.${evidence ? ` Dovezile semnăturilor făcute cu cheia de acces sunt atașate fișei (${PASSKEY_EVIDENCE_FILE_NAME}), ale fiecărei instruiri sub codul ei de fișă.` : ''}`,
    size: 6.5,
    muted: true,
  });
  writer.footers(
    `${wording.title} – ${fullName(worker)} – ${content.company.name}. Conținutul fișei (SHA-256): ${contentHash}`,
  );
  writer.structure.write(pdf);
  if (evidence) {
    const signedAt = latestSignedAt(evidence);
    await pdf.attach(
      // Canonical JSON, dated by the signatures: the same content renders to the same file.
      new TextEncoder().encode(toCanonicalJson(evidence)),
      PASSKEY_EVIDENCE_FILE_NAME,
      {
        mimeType: 'application/json',
        description: 'Dovezile semnăturilor făcute cu cheia de acces a semnatarului, pe fiecare instruire',
        creationDate: signedAt,
        modificationDate: signedAt,
        // PDF/A-3 names how an attached file relates to the document (docs/signatures.md).
        afRelationship: AFRelationship.Supplement,
      },
    );
  }

  return saveDocument(
    pdf,
    seal && {
      sealer: seal.sealer,
      timestampAuthority: seal.timestampAuthority,
      signingTime: sealedAt,
      reason: SEAL_REASON,
    },
  );
}
