import { Group, Loader, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, Suspense } from 'react';
import { useHasPainted } from '@/lib/use-has-painted';
import type { PdfViewerProps } from './pdf-viewer';
import classes from './viewer-frame.module.css';

/* react-pdf and pdf.js load only with the viewer, so no other page carries them. */
const PdfViewer = lazy(async () => ({ default: (await import('./pdf-viewer')).PdfViewer }));

function ViewerPlaceholder() {
  return (
    <div className={classes.frame}>
      <div className={classes.placeholder}>
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{texts.pdfViewer.loading}</Text>
        </Group>
      </div>
    </div>
  );
}

/**
 * The course's PDF viewer, in a box of its final size. Its chunk (react-pdf and pdf.js, most of
 * what a course's page downloads) is asked for once the page around it has been painted and shown:
 * on a phone the page's title, description and forms then neither wait behind its download nor
 * behind its evaluation.
 */
export function LazyPdfViewer(props: PdfViewerProps) {
  if (!useHasPainted()) return <ViewerPlaceholder />;
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
