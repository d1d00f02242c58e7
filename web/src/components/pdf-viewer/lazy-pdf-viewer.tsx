import { Group, Loader, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, Suspense } from 'react';
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

/** The course's PDF viewer, loaded on demand in a box of its final size. */
export function LazyPdfViewer(props: PdfViewerProps) {
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
