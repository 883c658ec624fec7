/**
 * Device detection (spec section 9): the viewport width, read on load and again 50 ms after each resize. It
 * decides behaviour (the system type sent with requests); layout itself is CSS, so nothing shifts.
 */
import { SYSTEM_TYPE_MOBILE, SYSTEM_TYPE_PC, WIDE_LAYOUT_MIN_WIDTH } from '@md/contract/client';
import { useEffect } from 'react';
import { createStore } from 'zustand/vanilla';
import { DEVICE_RECHECK_MS, SSR_WIDTH } from '../constants.ts';

export const deviceStore = createStore<{ width: number }>(() => ({ width: SSR_WIDTH }));

/** The spec: h5_pc when the window is wider than 824 px. */
export const systemTypeFor = (width: number) => (width > WIDE_LAYOUT_MIN_WIDTH ? SYSTEM_TYPE_PC : SYSTEM_TYPE_MOBILE);
export const currentSystemType = () => systemTypeFor(deviceStore.getState().width);

/** Mounted once at the root. */
export function useDeviceDetection() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const measure = () => deviceStore.setState({ width: window.innerWidth });
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, DEVICE_RECHECK_MS);
    };
    measure();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}

