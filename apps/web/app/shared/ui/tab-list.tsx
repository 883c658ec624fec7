import type { ReactNode } from 'react';
import { moveBetweenTabs } from './tab-keys.ts';

/** A row of `role="tab"` buttons (each with `tabIndex={tabStop(chosen)}`) that the arrow keys, Home and End move through. */
export function TabList({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  return (
    // The row is reached through its chosen tab (a roving tab stop, WAI-ARIA's tabs pattern), not focused itself.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div className={className} role="tablist" aria-label={label} onKeyDown={moveBetweenTabs}>
      {children}
    </div>
  );
}
