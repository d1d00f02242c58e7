import { Loader } from '@mantine/core';
import { memo, useCallback } from 'react';
import { Page } from 'react-pdf';
import classes from './pdf-viewer.module.css';

type PageSlotProps = {
  pageNumber: number;
  /** Drawn only near the visible part; elsewhere an empty box of the page's size holds its place. */
  isNear: boolean;
  /** Whether the text (selection, search) and link layers are drawn over the canvas. */
  hasLayers: boolean;
  /** Told once the page's canvas is drawn, or has failed to be. */
  onCanvasDone: (() => void) | undefined;
  scale: number;
  estimatedWidth: number;
  estimatedHeight: number;
  pixelRatio: number;
  customTextRenderer: ((item: { pageIndex: number; itemIndex: number; str: string }) => string) | undefined;
  register: (item: number, element: HTMLElement | null) => void;
  onTextLayerRendered: (pageNumber: number) => void;
};

/** One page of the document in the scrolling box. */
export const PageSlot = memo(function PageSlot({
  pageNumber,
  isNear,
  hasLayers,
  onCanvasDone,
  scale,
  estimatedWidth,
  estimatedHeight,
  pixelRatio,
  customTextRenderer,
  register,
  onTextLayerRendered,
}: PageSlotProps) {
  const ref = useCallback(
    (element: HTMLDivElement | null) => register(pageNumber, element),
    [pageNumber, register],
  );
  const reportTextLayer = useCallback(
    () => onTextLayerRendered(pageNumber),
    [pageNumber, onTextLayerRendered],
  );
  return (
    <div
      ref={ref}
      id={`pdf-page-${pageNumber}`}
      className={classes.pageSlot}
      style={{ minWidth: estimatedWidth, minHeight: estimatedHeight }}
    >
      {isNear && (
        <Page
          pageNumber={pageNumber}
          scale={scale}
          devicePixelRatio={pixelRatio}
          renderTextLayer={hasLayers}
          renderAnnotationLayer={hasLayers}
          customTextRenderer={customTextRenderer}
          onRenderSuccess={onCanvasDone}
          onRenderError={onCanvasDone}
          onRenderTextLayerSuccess={reportTextLayer}
          loading={<Loader size="sm" className={classes.pageLoader} />}
        />
      )}
    </div>
  );
});
