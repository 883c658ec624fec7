import { useEffect, useState } from 'react';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DELAY_MS = 200;

/** The value once it has stopped changing for `delay` ms. */
export function useDebounced(value: string, delay: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}
