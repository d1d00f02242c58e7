import {
  type PDFDocument,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  type PDFPage,
  type PDFRef,
  PDFString,
} from 'pdf-lib';

/*
 * The logical structure of a record or a fișă (a tagged PDF, ISO 32000-1 14.7 and 14.8): what
 * each piece of printed text is (title, heading, paragraph, table cell, figure), in reading
 * order, so that a screen reader or a text extractor reads the document as a document, and
 * rules, borders and page numbers marked as artifacts that are not part of it
 * (docs/signatures.md, archival form). The writers mark what they draw as they draw it; the tree
 * is written into the document once, before it is saved.
 */

export type StructureType = 'Document' | 'H1' | 'H2' | 'P' | 'Table' | 'TR' | 'TH' | 'TD' | 'Figure';

type MarkedContent = { page: PDFPage; mcid: number };

export type StructureElement = {
  readonly type: StructureType;
  readonly kids: (StructureElement | MarkedContent)[];
  /** A figure's text alternative. */
  readonly alt?: string;
};

export class StructureTree {
  private readonly document: StructureElement = { type: 'Document', kids: [] };
  /** Per page, the element each marked-content identifier (its index) belongs to. */
  private readonly owners = new Map<PDFPage, StructureElement[]>();

  /** A new element, last among its parent's children (the document's by default). */
  element(type: StructureType, parent: StructureElement = this.document, alt?: string): StructureElement {
    const element: StructureElement = { type, kids: [], ...(alt ? { alt } : {}) };
    parent.kids.push(element);
    return element;
  }

  /** Draws content of `element` on `page`, enclosed in a marked-content sequence of its own. */
  mark(page: PDFPage, element: StructureElement, draw: () => void): void {
    const owners = this.owners.get(page) ?? [];
    this.owners.set(page, owners);
    const mcid = owners.length;
    owners.push(element);
    page.pushOperators(
      PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
        PDFName.of(element.type),
        // Written as raw text: pdf-lib's operators take no dictionary operand.
        `<</MCID ${mcid}>>`,
      ]),
    );
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
    element.kids.push({ page, mcid });
  }

  /** Draws what is not part of the document's content: rules, borders, page numbers. */
  artifact(page: PDFPage, draw: () => void): void {
    page.pushOperators(PDFOperator.of(PDFOperatorNames.BeginMarkedContent, [PDFName.of('Artifact')]));
    draw();
    page.pushOperators(PDFOperator.of(PDFOperatorNames.EndMarkedContent));
  }

  /** Writes the structure tree, the parent tree and the "marked" flag into the document. */
  write(pdf: PDFDocument): void {
    const { context } = pdf;
    const rootRef = context.nextRef();
    const refs = new Map<StructureElement, PDFRef>();
    const writeElement = (element: StructureElement, parentRef: PDFRef): PDFRef => {
      const ref = context.nextRef();
      refs.set(element, ref);
      const kids = element.kids.map((kid) =>
        'mcid' in kid
          ? context.obj({ Type: 'MCR', Pg: kid.page.ref, MCID: kid.mcid })
          : writeElement(kid, ref),
      );
      context.assign(
        ref,
        context.obj({
          Type: 'StructElem',
          S: element.type,
          P: parentRef,
          K: kids,
          ...(element.alt ? { Alt: PDFString.of(element.alt) } : {}),
        }),
      );
      return ref;
    };
    const documentRef = writeElement(this.document, rootRef);
    const numbers: (number | PDFRef[])[] = [];
    for (const [index, page] of pdf.getPages().entries()) {
      page.node.set(PDFName.of('StructParents'), context.obj(index));
      numbers.push(
        index,
        (this.owners.get(page) ?? []).map((owner) => refs.get(owner) as PDFRef),
      );
    }
    context.assign(
      rootRef,
      context.obj({
        Type: 'StructTreeRoot',
        K: documentRef,
        ParentTree: context.obj({ Nums: numbers }),
        ParentTreeNextKey: pdf.getPageCount(),
      }),
    );
    pdf.catalog.set(PDFName.of('StructTreeRoot'), rootRef);
    pdf.catalog.set(PDFName.of('MarkInfo'), context.obj({ Marked: true }));
  }
}
