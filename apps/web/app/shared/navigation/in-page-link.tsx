/**
 * A link to a part of the page shown (the skip link, 设置 on /mine): it scrolls there and takes the keyboard's focus
 * there, and adds no history entry. A plain `#id` link would add one the router did not make: the back button would
 * only scroll, and the offline guard's blocker cannot hold such a POP (React Router warns about it). The target needs
 * `tabIndex={-1}` to take the focus. Without script the `href` still works.
 */
import type { ReactNode } from 'react';

export function InPageLink({ target, className, testId, children }: { target: string; className?: string; testId?: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      className={className}
      data-testid={testId}
      onClick={(event) => {
        // A new tab or window (a modifier held, another button) is the browser's to open.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        const element = document.getElementById(target);
        if (!element) return;
        event.preventDefault();
        element.scrollIntoView({ block: 'start' });
        element.focus({ preventScroll: true });
      }}
    >
      {children}
    </a>
  );
}
