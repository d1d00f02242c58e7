import { texts } from '@ssm/shared';
import { type KeyboardEvent, type PointerEvent, type RefObject, useRef } from 'react';
import classes from './pdf-viewer.module.css';

/** The thumbnails take between 20 and 80 percent of the viewer's width (docs/product.md, PDF viewer). */
export const SIDEBAR_MIN_PERCENT = 20;
export const SIDEBAR_MAX_PERCENT = 80;
const KEY_STEP_PERCENT = 5;

export function clampSidebarPercent(percent: number): number {
  return Math.min(SIDEBAR_MAX_PERCENT, Math.max(SIDEBAR_MIN_PERCENT, percent));
}

type SidebarSeparatorProps = {
  percent: number;
  onChange: (percent: number) => void;
  /** The box both panes share; the percentage is of its width. */
  containerRef: RefObject<HTMLElement | null>;
};

/** The splitter between the thumbnails and the pages: dragged, or moved with the arrow keys. */
export function SidebarSeparator({ percent, onChange, containerRef }: SidebarSeparatorProps) {
  const isDragging = useRef(false);

  const resizeTo = (clientX: number) => {
    const box = containerRef.current?.getBoundingClientRect();
    if (!box || box.width === 0) return;
    onChange(clampSidebarPercent(((clientX - box.left) / box.width) * 100));
  };

  const moveWithKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    const targets: Record<string, number> = {
      ArrowLeft: percent - KEY_STEP_PERCENT,
      ArrowRight: percent + KEY_STEP_PERCENT,
      Home: SIDEBAR_MIN_PERCENT,
      End: SIDEBAR_MAX_PERCENT,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    onChange(clampSidebarPercent(target));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: <hr> cannot be focused and dragged; a splitter is a focusable separator.
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={texts.pdfViewer.thumbnailsResize}
      aria-valuemin={SIDEBAR_MIN_PERCENT}
      aria-valuemax={SIDEBAR_MAX_PERCENT}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={`${Math.round(percent)}%`}
      tabIndex={0}
      className={classes.separator}
      onKeyDown={moveWithKeys}
      onPointerDown={(event: PointerEvent<HTMLDivElement>) => {
        isDragging.current = true;
        event.currentTarget.setPointerCapture(event.pointerId);
      }}
      onPointerMove={(event) => {
        if (isDragging.current) resizeTo(event.clientX);
      }}
      onPointerUp={() => {
        isDragging.current = false;
      }}
      onPointerCancel={() => {
        isDragging.current = false;
      }}
    />
  );
}
