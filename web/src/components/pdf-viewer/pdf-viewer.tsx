import 'react-pdf/dist/Page/AnnotationLayer.css';
import 'react-pdf/dist/Page/TextLayer.css';
import { pdfjsAssetsUrl } from 'virtual:pdfjs-assets';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useElementSize, useMergedRef } from '@mantine/hooks';
import { texts } from '@ssm/shared';
import { IconLock } from '@tabler/icons-react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import {
  type ReactNode,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { Document, PasswordResponses, pdfjs } from 'react-pdf';
import { notifyError } from '@/lib/notify';
import { DocumentProperties } from './document-properties';
import { downloadPdf } from './download-pdf';
import { PageSlot } from './page-slot';
import { PasswordPrompt, type PasswordRequest } from './password-prompt';
import classes from './pdf-viewer.module.css';
import { printPdf } from './print-pdf';
import { clampSidebarPercent, SidebarSeparator } from './sidebar-separator';
import { CURRENT_HIGHLIGHT_CLASS } from './text-search';
import { ThumbnailsSidebar } from './thumbnails-sidebar';
import { useFullScreen } from './use-full-screen';
import { useNearItems } from './use-near-items';
import { usePdfSearch } from './use-pdf-search';
import { ViewerEmptyState } from './viewer-empty-state';
import frameClasses from './viewer-frame.module.css';
import { type ScrollMode, SearchBar, ViewerToolbar } from './viewer-toolbar';
import { limitPixelRatio, toPercent, toScale, type Zoom } from './zoom';

// The worker is bundled by Vite and served from the site itself: no CDN, so the site's CSP holds.
pdfjs.GlobalWorkerOptions.workerSrc = new URL(
  'pdfjs-dist/build/pdf.worker.min.mjs',
  import.meta.url,
).toString();

/*
 * pdf.js's own files, from the site too (web/vite/pdfjs-assets.ts): without them scanned pages
 * (CCITT fax, JBIG2, JPEG 2000), CMYK images, CJK text and non-embedded standard fonts draw blank.
 * Absolute, because the worker resolves them against its own address.
 */
const pdfjsAssets = new URL(pdfjsAssetsUrl, window.location.href).href;
const DOCUMENT_OPTIONS = {
  wasmUrl: `${pdfjsAssets}wasm/`,
  iccUrl: `${pdfjsAssets}iccs/`,
  cMapUrl: `${pdfjsAssets}cmaps/`,
  cMapPacked: true,
  standardFontDataUrl: `${pdfjsAssets}standard_fonts/`,
};

/** Space around the pages inside the scrolling box, in CSS pixels (as in the stylesheet). */
const PAGE_GAP_PX = 8;
const DEFAULT_SIDEBAR_PERCENT = 30;
/** Where in the box a page counts as the one being read: a third of the way down. */
const READING_LINE = 0.3;

export type PdfViewerProps = {
  /** The presigned link of the course's PDF. */
  file: string;
  title: string;
  /** Told when the file cannot be loaded (an expired link, for one); the failure is shown here. */
  onLoadError: (error: Error) => void;
  /** Told of each page being read, with the document's page count (the evidence of study). */
  onPageShown?: (pageNumber: number, pageCount: number) => void;
};

/** The first page's size at scale 1 without any rotation, and its own rotation. */
type FirstPage = { width: number; height: number; rotation: number };

function Centered({ children }: { children: ReactNode }) {
  return <div className={frameClasses.placeholder}>{children}</div>;
}

/**
 * The course's PDF (docs/product.md, PDF viewer): pages, zoom, rotation, scroll mode, search, thumbnails, print,
 * download, full screen, theme, properties and password-protected files.
 */
export function PdfViewer({ file, title, onLoadError, onPageShown }: PdfViewerProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scroller, setScroller] = useState<HTMLElement | null>(null);
  const { ref: scrollerSizeRef, width: scrollerWidth } = useElementSize<HTMLElement>();
  const scrollerRef = useMergedRef(setScroller, scrollerSizeRef);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [firstPage, setFirstPage] = useState<FirstPage | null>(null);
  // Until the page opened on is painted, nothing else is drawn (see `handleFirstPaint`).
  const [hasFirstPaint, setHasFirstPaint] = useState(false);
  const [currentPage, setCurrentPage] = useState(1);
  const [zoom, setZoom] = useState<Zoom>('fit');
  const [rotation, setRotation] = useState(0);
  const [scrollMode, setScrollMode] = useState<ScrollMode>('continuous');
  const [isDark, setIsDark] = useState(() => window.matchMedia('(prefers-color-scheme: dark)').matches);
  const [isSidebarOpen, setIsSidebarOpen] = useState(false);
  const [sidebarPercent, setSidebarPercent] = useState(DEFAULT_SIDEBAR_PERCENT);
  const [isSearchOpen, setIsSearchOpen] = useState(false);
  const [isPropertiesOpen, setIsPropertiesOpen] = useState(false);
  const [isPrinting, setIsPrinting] = useState(false);
  const [passwordRequest, setPasswordRequest] = useState<PasswordRequest | null>(null);
  const [isPasswordPromptOpen, setIsPasswordPromptOpen] = useState(false);
  const fullScreen = useFullScreen(frameRef);
  const search = usePdfSearch(pdf);
  const { nearItems, register, elements } = useNearItems(scroller);

  const pageCount = pdf?.numPages ?? 0;
  const totalRotation = ((firstPage?.rotation ?? 0) + rotation) % 360;
  const isSideways = totalRotation % 180 === 90;
  const pageWidth = (isSideways ? firstPage?.height : firstPage?.width) ?? 1;
  const pageHeight = (isSideways ? firstPage?.width : firstPage?.height) ?? 1;
  const fitWidth = scrollerWidth - 2 * PAGE_GAP_PX;
  const scale = zoom === 'fit' ? (fitWidth > 0 ? fitWidth / pageWidth : 1) : toScale(zoom);
  const pixelRatio = limitPixelRatio(pageWidth * scale, pageHeight * scale, window.devicePixelRatio || 1);

  // Handlers that pdf.js or memoised pages keep must stay the same function: they read the latest
  // state through these refs.
  const latest = useRef({ currentPage, pageCount, scrollMode, currentMatch: search.currentMatch });
  latest.current = { currentPage, pageCount, scrollMode, currentMatch: search.currentMatch };
  const isMatchScrollPending = useRef(false);

  const scrollToPage = useCallback(
    (pageNumber: number) => {
      if (!scroller) return;
      const slot = latest.current.scrollMode === 'continuous' ? elements.get(pageNumber) : undefined;
      scroller.scrollTo({ top: slot ? slot.offsetTop - PAGE_GAP_PX : 0 });
    },
    [scroller, elements],
  );

  const goToPage = useCallback(
    (pageNumber: number) => {
      const target = Math.min(Math.max(1, pageNumber), Math.max(1, latest.current.pageCount));
      setCurrentPage(target);
      scrollToPage(target);
    },
    [scrollToPage],
  );

  /** Centres the current search match in the box; false while its page's text is not drawn yet. */
  const scrollToCurrentMatch = useCallback(() => {
    const mark = scroller?.querySelector(`.${CURRENT_HIGHLIGHT_CLASS}`);
    if (!scroller || !mark) return false;
    const markBox = mark.getBoundingClientRect();
    const box = scroller.getBoundingClientRect();
    scroller.scrollTo({
      top: scroller.scrollTop + markBox.top - box.top - scroller.clientHeight / 2,
      left: scroller.scrollLeft + markBox.left - box.left - scroller.clientWidth / 2,
    });
    return true;
  }, [scroller]);

  const handleTextLayerRendered = useCallback(
    (pageNumber: number) => {
      const match = latest.current.currentMatch;
      if (!isMatchScrollPending.current || match?.pageIndex !== pageNumber - 1) return;
      if (scrollToCurrentMatch()) isMatchScrollPending.current = false;
    },
    [scrollToCurrentMatch],
  );

  useEffect(() => {
    if (pageCount > 0) onPageShown?.(currentPage, pageCount);
  }, [currentPage, pageCount, onPageShown]);

  useEffect(() => {
    if (!search.currentMatch) return;
    isMatchScrollPending.current = true;
    goToPage(search.currentMatch.pageIndex + 1);
  }, [search.currentMatch, goToPage]);

  // A new zoom, rotation or scroll mode keeps the page being read in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on layout changes only, by design.
  useLayoutEffect(() => {
    scrollToPage(latest.current.currentPage);
  }, [scale, totalRotation, scrollMode, scrollToPage]);

  const followScroll = useRef(0);
  const trackCurrentPage = () => {
    if (latest.current.scrollMode !== 'continuous' || !scroller) return;
    cancelAnimationFrame(followScroll.current);
    followScroll.current = requestAnimationFrame(() => {
      const readingLine = scroller.scrollTop + scroller.clientHeight * READING_LINE;
      let visiblePage = 1;
      for (const [pageNumber, element] of elements) {
        if (element.offsetTop <= readingLine && pageNumber > visiblePage) visiblePage = pageNumber;
      }
      setCurrentPage(visiblePage);
    });
  };

  /**
   * The page opened on is drawn alone, canvas only: the other pages near it, their text and link
   * layers (pdf.js measuring every run of text on the main thread) and the thumbnails follow once
   * it is on screen, in a transition, so a phone shows the course's first page as soon as it can.
   */
  const handleFirstPaint = useCallback(() => startTransition(() => setHasFirstPaint(true)), []);

  const handleLoadSuccess = async (loaded: PDFDocumentProxy) => {
    setPasswordRequest(null);
    setIsPasswordPromptOpen(false);
    const page = await loaded.getPage(1);
    const { width, height } = page.getViewport({ scale: 1, rotation: 0 });
    // The toolbar and the pages' frames are a render of their own: React does it in slices.
    startTransition(() => {
      setFirstPage({ width, height, rotation: page.rotate });
      setPdf(loaded);
      setCurrentPage(1);
    });
  };

  const handleLoadError = (error: Error) => {
    // A PDF that fails to load is only logged (docs/product.md, Notifications); the page decides whether to try again.
    console.error('Loading the PDF failed', error);
    onLoadError(error);
  };

  const askForPassword = useCallback((respond: (password: string) => void, reason: number) => {
    setPasswordRequest({ respond, isRetry: reason === PasswordResponses.INCORRECT_PASSWORD });
    setIsPasswordPromptOpen(true);
  }, []);

  const print = async () => {
    if (!pdf) return;
    setIsPrinting(true);
    try {
      await printPdf(pdf);
    } catch (error) {
      console.error('Preparing the print failed', error);
      notifyError(texts.pdfViewer.printFailed);
    } finally {
      setIsPrinting(false);
    }
  };

  const download = () => {
    if (pdf) downloadPdf(pdf, title).catch((error: unknown) => console.error('Download failed', error));
  };

  const renderLoading = () =>
    passwordRequest && !isPasswordPromptOpen ? (
      <Centered>
        <Stack align="center" gap="xs">
          <IconLock size={32} aria-hidden="true" />
          <Text>{texts.pdfViewer.passwordLocked}</Text>
          <Button onClick={() => setIsPasswordPromptOpen(true)}>{texts.pdfViewer.enterPassword}</Button>
        </Stack>
      </Centered>
    ) : (
      <Centered>
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>{texts.pdfViewer.loading}</Text>
        </Group>
      </Centered>
    );

  const pageNumbers =
    scrollMode === 'continuous' ? Array.from({ length: pageCount }, (_, index) => index + 1) : [currentPage];

  return (
    <div
      ref={frameRef}
      className={`${frameClasses.frame} ${classes.viewer}`}
      data-theme={isDark ? 'dark' : 'light'}
      data-full-screen={fullScreen.isFullScreen || undefined}
      data-emulated-full-screen={fullScreen.isEmulated || undefined}
    >
      <Document
        file={file}
        options={DOCUMENT_OPTIONS}
        suspense={false}
        className={classes.document}
        onLoadSuccess={handleLoadSuccess}
        onLoadError={handleLoadError}
        onPassword={askForPassword}
        onItemClick={({ pageNumber }) => goToPage(pageNumber)}
        rotate={rotation === 0 ? undefined : totalRotation}
        externalLinkTarget="_blank"
        externalLinkRel="noopener noreferrer nofollow"
        loading={renderLoading}
        error={<ViewerEmptyState />}
        noData={<ViewerEmptyState />}
      >
        {/*
         * The toolbar comes with the first page's size, in the document's box; the pages' box is
         * laid out (and so measured) from the document's load but shown only then too, the loader
         * in its place until then: on screen, nothing moves when the toolbar appears above it.
         */}
        {pdf && firstPage && (
          <div className={classes.toolbar}>
            <ViewerToolbar
              currentPage={currentPage}
              pageCount={pageCount}
              onGoToPage={goToPage}
              zoom={zoom}
              zoomPercent={toPercent(scale)}
              onZoomChange={setZoom}
              isSidebarOpen={isSidebarOpen}
              onToggleSidebar={() => setIsSidebarOpen((isOpen) => !isOpen)}
              isSearchOpen={isSearchOpen}
              onToggleSearch={() => setIsSearchOpen((isOpen) => !isOpen)}
              isFullScreen={fullScreen.isFullScreen}
              onToggleFullScreen={fullScreen.toggle}
              scrollMode={scrollMode}
              onToggleScrollMode={() =>
                setScrollMode((mode) => (mode === 'continuous' ? 'single' : 'continuous'))
              }
              isDark={isDark}
              onToggleTheme={() => setIsDark((dark) => !dark)}
              onRotate={() => setRotation((degrees) => (degrees + 90) % 360)}
              isPrinting={isPrinting}
              onPrint={print}
              onDownload={download}
              onShowProperties={() => setIsPropertiesOpen(true)}
            />
            {isSearchOpen && <SearchBar search={search} />}
          </div>
        )}
        {!firstPage && renderLoading()}
        <div ref={bodyRef} className={classes.body} data-hidden={!firstPage || undefined}>
          {isSidebarOpen && (
            <ThumbnailsSidebar
              pageCount={pageCount}
              currentPage={currentPage}
              aspectRatio={pageHeight / pageWidth}
              isDrawing={hasFirstPaint}
              widthPercent={sidebarPercent}
              onSelect={goToPage}
            />
          )}
          {isSidebarOpen && (
            <SidebarSeparator
              percent={sidebarPercent}
              onChange={(percent) => setSidebarPercent(clampSidebarPercent(percent))}
              containerRef={bodyRef}
            />
          )}
          <section
            ref={scrollerRef}
            className={classes.scroller}
            aria-label={texts.pdfViewer.label(title)}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the pages scroll with the keyboard (arrows, Page Up/Down, Space) only when the box can take focus.
            tabIndex={0}
            onScroll={trackCurrentPage}
          >
            <div className={classes.pages}>
              {firstPage &&
                pageNumbers.map((pageNumber) => (
                  <PageSlot
                    key={pageNumber}
                    pageNumber={pageNumber}
                    isNear={
                      (hasFirstPaint || pageNumber === currentPage) &&
                      (scrollMode === 'single' || nearItems.has(pageNumber))
                    }
                    hasLayers={hasFirstPaint}
                    onCanvasDone={hasFirstPaint ? undefined : handleFirstPaint}
                    scale={scale}
                    estimatedWidth={Math.floor(pageWidth * scale)}
                    estimatedHeight={Math.floor(pageHeight * scale)}
                    pixelRatio={pixelRatio}
                    customTextRenderer={search.customTextRenderer}
                    register={register}
                    onTextLayerRendered={handleTextLayerRendered}
                  />
                ))}
            </div>
          </section>
        </div>
      </Document>
      {pdf && (
        <DocumentProperties pdf={pdf} opened={isPropertiesOpen} onClose={() => setIsPropertiesOpen(false)} />
      )}
      <PasswordPrompt
        request={passwordRequest}
        opened={isPasswordPromptOpen}
        onCancel={() => setIsPasswordPromptOpen(false)}
      />
    </div>
  );
}
