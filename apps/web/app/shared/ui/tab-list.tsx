import type { ReactNode } from 'react';
import { moveBetweenTabs } from './tab-keys.ts';

/**
 * A row of `role="tab"` buttons (each with `tabIndex={tabStop(chosen)}`) that the arrow keys, Home and End move
 * through; `manual`: they move the focus only, Enter or Space chooses.
 */
export function TabList({ label, className, manual = false, children }: { label: string; className: string; manual?: boolean; children: ReactNode }) {
  return (
    // The row is reached through its chosen tab (a roving tab stop, WAI-ARIA's tabs pattern), not focused itself.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div className={className} role="tablist" aria-label={label} onKeyDown={(event) => moveBetweenTabs(event, manual)}>
      {children}
    </div>
  );
}
