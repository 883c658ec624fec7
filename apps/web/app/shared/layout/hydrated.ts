/**
 * False while the server renders and while the browser hydrates, true from the render after: browser-only parts
 * can appear without the first client render differing from the server's.
 *
 * The flag turns true in a transition, once, for the whole page (HydratedProvider in the root's layout). A store read
 * with useSyncExternalStore turned it true too, but React renders a store's change synchronously: every component
 * asking, and the root with the whole page below it, rendered again in the task that ran hydration's effects, one
 * long task of about 150 ms on a 4× slowed CPU (decision 0076). In a transition that work is cut in small slices.
 */
import { createContext, createElement, startTransition, useContext, useEffect, useState, type ReactNode } from 'react';

// Without the provider (a component rendered alone in a unit test) it is a browser render after hydration.
const HydratedContext = createContext(true);

export function HydratedProvider({ children }: { children: ReactNode }) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return createElement(HydratedContext.Provider, { value: hydrated }, children);
}

export function useHydrated(): boolean {
  return useContext(HydratedContext);
}
