import { useElementSize, useMergedRef } from '@mantine/hooks';
import { texts } from '@ssm/shared';
import { memo, useCallback, useEffect, useState } from 'react';
import { Page } from 'react-pdf';
import classes from './pdf-viewer.module.css';
import { useNearItems } from './use-near-items';

const THUMBNAIL_PADDING_PX = 16;
const MIN_THUMBNAIL_WIDTH_PX = 40;

type ThumbnailProps = {
  pageNumber: number;
  width: number;
  /** Height over width of the page, to reserve the thumbnail's place before it is drawn. */
  aspectRatio: number;
  isNear: boolean;
  isCurrent: boolean;
  register: (item: number, element: HTMLElement | null) => void;
  onSelect: (pageNumber: number) => void;
};

const Thumbnail = memo(function Thumbnail({
  pageNumber,
  width,
  aspectRatio,
  isNear,
  isCurrent,
  register,
  onSelect,
}: ThumbnailProps) {
  const ref = useCallback(
    (element: HTMLLIElement | null) => register(pageNumber, element),
    [pageNumber, register],
  );
  return (
    <li ref={ref} className={classes.thumbnailItem}>
      <a
        href={`#pdf-page-${pageNumber}`}
        className={classes.thumbnail}
        aria-label={texts.pdfViewer.thumbnail(pageNumber)}
        aria-current={isCurrent ? 'page' : undefined}
        onClick={(event) => {
          event.preventDefault();
          onSelect(pageNumber);
        }}
      >
        <div className={classes.thumbnailCanvas} style={{ width, height: Math.round(width * aspectRatio) }}>
          {isNear && (
            <Page
              pageNumber={pageNumber}
              width={width}
              renderTextLayer={false}
              renderAnnotationLayer={false}
              loading={null}
            />
          )}
        </div>
        <span aria-hidden="true">{pageNumber}</span>
      </a>
    </li>
  );
});

type ThumbnailsSidebarProps = {
  pageCount: number;
  currentPage: number;
  aspectRatio: number;
  /** False until the page being read is painted: it goes first. */
  isDrawing: boolean;
  widthPercent: number;
  onSelect: (pageNumber: number) => void;
};

/** The thumbnails of every page; only those near the visible part are drawn. */
export function ThumbnailsSidebar({
  pageCount,
  currentPage,
  aspectRatio,
  isDrawing,
  widthPercent,
  onSelect,
}: ThumbnailsSidebarProps) {
  const [sidebar, setSidebar] = useState<HTMLElement | null>(null);
  const { ref: sizeRef, width } = useElementSize<HTMLElement>();
  const ref = useMergedRef(setSidebar, sizeRef);
  const { nearItems, register, elements } = useNearItems(sidebar);
  const thumbnailWidth = Math.max(MIN_THUMBNAIL_WIDTH_PX, Math.floor(width - THUMBNAIL_PADDING_PX));

  useEffect(() => {
    const item = elements.get(currentPage);
    if (!sidebar || !item) return;
    const isVisible =
      item.offsetTop >= sidebar.scrollTop &&
      item.offsetTop + item.offsetHeight <= sidebar.scrollTop + sidebar.clientHeight;
    if (!isVisible) sidebar.scrollTo({ top: item.offsetTop - sidebar.clientHeight / 3 });
  }, [currentPage, elements, sidebar]);

  return (
    <nav
      ref={ref}
      aria-label={texts.pdfViewer.thumbnails}
      className={classes.sidebar}
      style={{ width: `${widthPercent}%` }}
    >
      <ol className={classes.thumbnails}>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((pageNumber) => (
          <Thumbnail
            key={pageNumber}
            pageNumber={pageNumber}
            width={thumbnailWidth}
            aspectRatio={aspectRatio}
            isNear={isDrawing && nearItems.has(pageNumber)}
            isCurrent={pageNumber === currentPage}
            register={register}
            onSelect={onSelect}
          />
        ))}
      </ol>
    </nav>
  );
}
