import { Group, Loader, Text } from '@mantine/core';
import { texts } from '@ssm/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
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
 * Whether the screen the component first rendered in has been painted: a frame's callback runs
 * before its paint, a task it schedules after.
 */
function useHasPainted(): boolean {
  const [hasPainted, setHasPainted] = useState(false);
  useEffect(() => {
    let task: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setHasPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return hasPainted;
}

/**
 * The course's PDF viewer, in a box of its final size. Its chunk (react-pdf and pdf.js, most of
 * what a course's page downloads) is asked for once the page around it has painted: on a phone
 * the page's title, description and forms then neither wait behind its download nor behind its
 * evaluation.
 */
export function LazyPdfViewer(props: PdfViewerProps) {
  if (!useHasPainted()) return <ViewerPlaceholder />;
  return (
    <Suspense fallback={<ViewerPlaceholder />}>
      <PdfViewer {...props} />
    </Suspense>
  );
}
