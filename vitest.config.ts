import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; files wait on databases, servers and browsers as much as they
    // compute, so two run side by side (all projects share them: Vitest wants one figure for all).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'web',
          include: ['apps/web/app/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // A test that types and presses through a dialog takes 2–3 s of jsdom alone; with both cores busy (CI, other
          // work) it passed five seconds once. A hang still fails, only later.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          environment: 'node',
          // Makes the migrated database and the demo pictures once per run; each file copies them.
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          // The files of a worker share its modules: the server is imported once per worker, not once per file
          // (442 → 226 s for the project, decision 0074). Each file still builds its own app on its own database;
          // module mocks are refused by the lint, since they would reach only some files.
          isolate: false,
          // …and what a test stubs or spies on is put back after it, so nothing carries into the next file.
          restoreMocks: true,
          unstubEnvs: true,
          unstubGlobals: true,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          // A test drives a few page loads, each a server render and a hydration; on the CI machine (2 cores, other
          // work, load average 8–11 seen) one load can take 10 s, so a test of six loads needs more than a minute.
          // A hang still fails, only later.
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A poll waits for what the page shows; on a loaded machine a write and its refetch can take seconds, so
          // the ceiling is generous (a poll ends as soon as the page shows it, so passing runs are not slower).
          expect: { poll: { timeout: 15_000 } },
          // Files run side by side against the one server (maxWorkers above): each opens its own browser contexts,
          // and what a file changes (collects, accounts) is its own.
        },
      },
    ],
  },
});
