import { useEffect, useState } from 'react';
import { DEVICE_RECHECK_MS, SSR_WIDTH } from '../constants.ts';
import { isWideLayout } from './root-font.ts';

/**
 * Device detection for behaviour (layout itself is CSS media queries, so nothing shifts). The server assumes
 * 768 px; the browser re-checks 50 ms after each resize.
 */
export function useIsWide(): boolean {
  const [width, setWidth] = useState(SSR_WIDTH);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const update = () => setWidth(window.innerWidth);
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(update, DEVICE_RECHECK_MS);
    };
    update();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return isWideLayout(width);
}
