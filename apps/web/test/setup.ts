import 'fake-indexeddb/auto';
import { afterEach } from 'vitest';

// Files on the node environment (no DOM, see their `@vitest-environment node` line) skip the DOM clean-up and
// never load Testing Library.
if (typeof document !== 'undefined') {
  const { cleanup, configure } = await import('@testing-library/react');
  // waitFor and findBy end as soon as the page shows what they wait for; their ceiling (1 s by default) is for a
  // loaded machine, where a first dynamic import (another language's tables, a lazy chunk) can take seconds.
  configure({ asyncUtilTimeout: 10_000 });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    sessionStorage.clear();
  });
}
