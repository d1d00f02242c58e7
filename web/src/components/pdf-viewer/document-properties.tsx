import { Modal, Table } from '@mantine/core';
import { madeOnFirstUse, texts } from '@ssm/shared';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { pdfjs } from 'react-pdf';
import { SectionLoader } from '@/components/page-loader';
import { formatDateTime } from '@/lib/format-date';

type Properties = {
  title: string | null;
  author: string | null;
  pageCount: number;
  sizeBytes: number | null;
  createdAt: Date | null;
};

/** Made on first use, like the date formats: the viewer loads with the page, the properties on request. */
const sizeFormat = madeOnFirstUse(() => new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 1 }));

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${sizeFormat().format(bytes / 1024)} KB`;
  return `${sizeFormat().format(bytes / (1024 * 1024))} MB`;
}

function readText(info: Record<string, unknown>, key: string): string | null {
  const value = info[key];
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

async function readProperties(pdf: PDFDocumentProxy): Promise<Properties> {
  const [{ info }, { length }] = await Promise.all([pdf.getMetadata(), pdf.getDownloadInfo()]);
  const fields = info as Record<string, unknown>;
  const created = readText(fields, 'CreationDate');
  return {
    title: readText(fields, 'Title'),
    author: readText(fields, 'Author'),
    pageCount: pdf.numPages,
    sizeBytes: length,
    createdAt: created ? pdfjs.PDFDateString.toDateObject(created) : null,
  };
}

type DocumentPropertiesProps = { pdf: PDFDocumentProxy; opened: boolean; onClose: () => void };

/** The document's properties: title, author, pages, size and creation date. */
export function DocumentProperties({ pdf, opened, onClose }: DocumentPropertiesProps) {
  const [properties, setProperties] = useState<Properties | null>(null);

  useEffect(() => {
    if (!opened) return;
    let isCancelled = false;
    readProperties(pdf)
      .then((read) => {
        if (!isCancelled) setProperties(read);
      })
      .catch((error: unknown) => console.error('Reading the PDF properties failed', error));
    return () => {
      isCancelled = true;
    };
  }, [pdf, opened]);

  const rows: [string, string][] = properties
    ? [
        [texts.pdfViewer.propertyTitle, properties.title ?? texts.common.dash],
        [texts.pdfViewer.propertyAuthor, properties.author ?? texts.common.dash],
        [texts.pdfViewer.propertyPages, String(properties.pageCount)],
        [
          texts.pdfViewer.propertySize,
          properties.sizeBytes === null ? texts.common.dash : formatFileSize(properties.sizeBytes),
        ],
        [
          texts.pdfViewer.propertyCreated,
          properties.createdAt ? formatDateTime(properties.createdAt.toISOString()) : texts.common.dash,
        ],
      ]
    : [];

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={texts.pdfViewer.properties}
      centered
      lockScroll={false}
      withinPortal={false}
    >
      {properties ? (
        <Table>
          <Table.Tbody>
            {rows.map(([label, value]) => (
              <Table.Tr key={label}>
                <Table.Th scope="row">{label}</Table.Th>
                <Table.Td>{value}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <SectionLoader />
      )}
    </Modal>
  );
}
