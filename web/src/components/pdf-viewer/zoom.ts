/** The viewer's zoom levels, in percent (docs/product.md, PDF viewer). */
export const ZOOM_LEVELS = [50, 75, 100, 125, 150, 200, 300, 400] as const;

/** 'fit' follows the box's width; a number is a percentage of the page's printed size. */
export type Zoom = 'fit' | number;

/** 100 % shows a page at its printed size: PDF points are 1/72 inch, CSS pixels 1/96. */
const CSS_PIXELS_PER_POINT = 96 / 72;

export function toScale(percent: number): number {
  return (percent / 100) * CSS_PIXELS_PER_POINT;
}

export function toPercent(scale: number): number {
  return Math.round((scale / CSS_PIXELS_PER_POINT) * 100);
}

/** The next level up (or down) from the zoom shown now, which may lie between two levels. */
export function stepZoom(currentPercent: number, direction: 1 | -1): number {
  const levels = direction === 1 ? ZOOM_LEVELS : [...ZOOM_LEVELS].reverse();
  return (
    levels.find((level) => (direction === 1 ? level > currentPercent : level < currentPercent)) ??
    levels[levels.length - 1]!
  );
}

/**
 * iOS Safari draws nothing on a canvas above about 16.7 million pixels; pdf.js does not limit
 * itself, so a zoomed page on a dense screen gets a lower pixel ratio instead of a blank canvas.
 */
const MAX_CANVAS_PIXELS = 16_000_000;

export function limitPixelRatio(cssWidth: number, cssHeight: number, pixelRatio: number): number {
  const area = cssWidth * cssHeight;
  if (area <= 0) return pixelRatio;
  return Math.min(pixelRatio, Math.sqrt(MAX_CANVAS_PIXELS / area));
}
