import { type RefObject, useEffect, useState } from 'react';

/**
 * Full screen for the viewer. iPhones have no full-screen API for elements, so there the box
 * covers the window instead (closed again with the same button or Escape).
 */
export function useFullScreen(target: RefObject<HTMLElement | null>) {
  const [isNative, setIsNative] = useState(false);
  const [isEmulated, setIsEmulated] = useState(false);

  useEffect(() => {
    const update = () =>
      setIsNative(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, [target]);

  useEffect(() => {
    if (!isEmulated) return;
    const leaveOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setIsEmulated(false);
    };
    document.addEventListener('keydown', leaveOnEscape);
    return () => document.removeEventListener('keydown', leaveOnEscape);
  }, [isEmulated]);

  const toggle = async () => {
    if (isEmulated) {
      setIsEmulated(false);
      return;
    }
    if (document.fullscreenElement) {
      await document.exitFullscreen();
      return;
    }
    const element = target.current;
    if (element && document.fullscreenEnabled) {
      try {
        await element.requestFullscreen();
        return;
      } catch (error) {
        console.error('Full screen was refused; covering the window instead', error);
      }
    }
    setIsEmulated(true);
  };

  return { isFullScreen: isNative || isEmulated, isEmulated, toggle };
}
