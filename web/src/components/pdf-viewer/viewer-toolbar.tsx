import { ActionIcon, Loader, Menu, NativeSelect, Text, TextInput } from '@mantine/core';
import { texts } from '@ssm/shared';
import {
  IconArrowsVertical,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconDotsVertical,
  IconDownload,
  IconFile,
  IconInfoCircle,
  IconLayoutSidebar,
  IconMaximize,
  IconMinimize,
  IconMoon,
  IconPrinter,
  IconRotateClockwise,
  IconSearch,
  IconSun,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import classes from './pdf-viewer.module.css';
import type { usePdfSearch } from './use-pdf-search';
import { stepZoom, ZOOM_LEVELS, type Zoom } from './zoom';

const ICON_SIZE = 18;

export type ScrollMode = 'continuous' | 'single';

const zoomOptions = [
  { value: 'fit', label: texts.pdfViewer.fitWidth },
  ...ZOOM_LEVELS.map((level) => ({ value: String(level), label: `${level}%` })),
];

type PageNumberInputProps = {
  currentPage: number;
  pageCount: number;
  onGoToPage: (pageNumber: number) => void;
};

/** The page shown; typing a number and Enter (or leaving the field) goes there. */
function PageNumberInput({ currentPage, pageCount, onGoToPage }: PageNumberInputProps) {
  const [draft, setDraft] = useState<string | null>(null);

  const goToDraft = () => {
    if (draft === null) return;
    const pageNumber = Number.parseInt(draft, 10);
    if (Number.isFinite(pageNumber)) onGoToPage(Math.min(pageCount, Math.max(1, pageNumber)));
    setDraft(null);
  };

  return (
    <>
      <TextInput
        aria-label={texts.pdfViewer.pageNumber}
        size="xs"
        inputMode="numeric"
        className={classes.pageInput}
        value={draft ?? String(currentPage)}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={goToDraft}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          goToDraft();
        }}
      />
      <Text size="sm" className={classes.noWrap}>
        {texts.pdfViewer.pageCount(pageCount)}
      </Text>
    </>
  );
}

type SearchBarProps = { search: ReturnType<typeof usePdfSearch> };

/** Search with the match count; Enter shows the next match, Shift+Enter the previous one. */
export function SearchBar({ search }: SearchBarProps) {
  const moveWithEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (event.shiftKey) search.showPrevious();
    else search.showNext();
  };

  const renderStatus = () => {
    if (search.isSearching) return <Loader size="xs" aria-label={texts.pdfViewer.searching} />;
    if (!search.hasQuery) return null;
    return search.matchCount > 0
      ? texts.pdfViewer.searchPosition(search.currentIndex + 1, search.matchCount)
      : texts.pdfViewer.searchNoResults;
  };

  return (
    <div className={classes.searchRow}>
      <TextInput
        aria-label={texts.pdfViewer.search}
        placeholder={texts.pdfViewer.search}
        type="search"
        size="xs"
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        className={classes.searchInput}
        value={search.query}
        onChange={(event) => search.setQuery(event.currentTarget.value)}
        onKeyDown={moveWithEnter}
        data-autofocus
        autoFocus
      />
      <Text size="xs" role="status" className={classes.searchStatus}>
        {renderStatus()}
      </Text>
      <ActionIcon
        variant="subtle"
        aria-label={texts.pdfViewer.searchPrevious}
        onClick={search.showPrevious}
        disabled={search.matchCount === 0}
      >
        <IconChevronUp size={ICON_SIZE} />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        aria-label={texts.pdfViewer.searchNext}
        onClick={search.showNext}
        disabled={search.matchCount === 0}
      >
        <IconChevronDown size={ICON_SIZE} />
      </ActionIcon>
    </div>
  );
}

type ViewerToolbarProps = PageNumberInputProps & {
  zoom: Zoom;
  zoomPercent: number;
  onZoomChange: (zoom: Zoom) => void;
  isSidebarOpen: boolean;
  onToggleSidebar: () => void;
  isSearchOpen: boolean;
  onToggleSearch: () => void;
  isFullScreen: boolean;
  onToggleFullScreen: () => void;
  scrollMode: ScrollMode;
  onToggleScrollMode: () => void;
  isDark: boolean;
  onToggleTheme: () => void;
  onRotate: () => void;
  isPrinting: boolean;
  onPrint: () => void;
  onDownload: () => void;
  onShowProperties: () => void;
};

/** The viewer's controls. On a phone they wrap onto two rows; the rarer ones sit in a menu. */
export function ViewerToolbar(props: ViewerToolbarProps) {
  const { currentPage, pageCount, onGoToPage, zoom, zoomPercent, onZoomChange } = props;
  return (
    <>
      <div className={classes.toolbarGroup}>
        <ActionIcon
          variant={props.isSidebarOpen ? 'light' : 'subtle'}
          aria-label={texts.pdfViewer.thumbnails}
          aria-pressed={props.isSidebarOpen}
          onClick={props.onToggleSidebar}
        >
          <IconLayoutSidebar size={ICON_SIZE} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={texts.pdfViewer.previousPage}
          onClick={() => onGoToPage(currentPage - 1)}
          disabled={currentPage <= 1}
        >
          <IconChevronLeft size={ICON_SIZE} />
        </ActionIcon>
        <PageNumberInput currentPage={currentPage} pageCount={pageCount} onGoToPage={onGoToPage} />
        <ActionIcon
          variant="subtle"
          aria-label={texts.pdfViewer.nextPage}
          onClick={() => onGoToPage(currentPage + 1)}
          disabled={currentPage >= pageCount}
        >
          <IconChevronRight size={ICON_SIZE} />
        </ActionIcon>
      </div>
      <div className={classes.toolbarGroup}>
        <ActionIcon
          variant="subtle"
          aria-label={texts.pdfViewer.zoomOut}
          onClick={() => onZoomChange(stepZoom(zoomPercent, -1))}
          disabled={zoomPercent <= ZOOM_LEVELS[0]}
        >
          <IconZoomOut size={ICON_SIZE} />
        </ActionIcon>
        <NativeSelect
          aria-label={texts.pdfViewer.zoom}
          size="xs"
          data={zoomOptions}
          value={String(zoom)}
          onChange={(event) => {
            const { value } = event.currentTarget;
            onZoomChange(value === 'fit' ? 'fit' : Number(value));
          }}
          className={classes.zoomSelect}
        />
        <ActionIcon
          variant="subtle"
          aria-label={texts.pdfViewer.zoomIn}
          onClick={() => onZoomChange(stepZoom(zoomPercent, 1))}
          disabled={zoomPercent >= ZOOM_LEVELS[ZOOM_LEVELS.length - 1]!}
        >
          <IconZoomIn size={ICON_SIZE} />
        </ActionIcon>
      </div>
      <div className={classes.toolbarGroup}>
        <ActionIcon
          variant={props.isSearchOpen ? 'light' : 'subtle'}
          aria-label={texts.pdfViewer.search}
          aria-pressed={props.isSearchOpen}
          onClick={props.onToggleSearch}
        >
          <IconSearch size={ICON_SIZE} />
        </ActionIcon>
        <ActionIcon
          variant="subtle"
          aria-label={props.isFullScreen ? texts.pdfViewer.exitFullScreen : texts.pdfViewer.fullScreen}
          onClick={props.onToggleFullScreen}
        >
          {props.isFullScreen ? <IconMinimize size={ICON_SIZE} /> : <IconMaximize size={ICON_SIZE} />}
        </ActionIcon>
        <Menu position="bottom-end" withinPortal={false}>
          <Menu.Target>
            <ActionIcon variant="subtle" aria-label={texts.pdfViewer.more}>
              {props.isPrinting ? <Loader size="xs" /> : <IconDotsVertical size={ICON_SIZE} />}
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconRotateClockwise size={16} />} onClick={props.onRotate}>
              {texts.pdfViewer.rotate}
            </Menu.Item>
            <Menu.Item
              leftSection={
                props.scrollMode === 'continuous' ? <IconFile size={16} /> : <IconArrowsVertical size={16} />
              }
              onClick={props.onToggleScrollMode}
            >
              {props.scrollMode === 'continuous'
                ? texts.pdfViewer.singlePage
                : texts.pdfViewer.continuousScroll}
            </Menu.Item>
            <Menu.Item
              leftSection={props.isDark ? <IconSun size={16} /> : <IconMoon size={16} />}
              onClick={props.onToggleTheme}
            >
              {props.isDark ? texts.pdfViewer.lightTheme : texts.pdfViewer.darkTheme}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              leftSection={<IconPrinter size={16} />}
              onClick={props.onPrint}
              disabled={props.isPrinting}
            >
              {props.isPrinting ? texts.pdfViewer.preparingPrint : texts.pdfViewer.print}
            </Menu.Item>
            <Menu.Item leftSection={<IconDownload size={16} />} onClick={props.onDownload}>
              {texts.pdfViewer.download}
            </Menu.Item>
            <Menu.Item leftSection={<IconInfoCircle size={16} />} onClick={props.onShowProperties}>
              {texts.pdfViewer.properties}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </div>
    </>
  );
}
