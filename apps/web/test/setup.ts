import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// Files on the node environment (no DOM, see their `@vitest-environment node` line) skip the DOM clean-up and
// never load Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
