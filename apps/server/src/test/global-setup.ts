/**
 * Once per run of the server tests: a folder for the run's templates (see templates.ts), with the migrated
 * database and the demo pictures of the default image key made before any file starts, so parallel files find
 * them ready instead of each making its own; and the server built (apps/server/dist) for the files that run it.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build.ts';
import { loadConfig } from '../config.ts';
import { useTestRun, copyDemoImages, dropPostgresTemplates, pgliteTemplate, postgresTemplate } from './templates.ts';

export default async function setup(project: TestProject) {
  const run = { dir: await fs.mkdtemp(path.join(os.tmpdir(), 'md-test-run-')), id: randomBytes(4).toString('hex') };
  project.provide('serverTestRun', run);
  useTestRun(run);
  const serverUrl = process.env.TEST_DATABASE_URL;
  const config = loadConfig({ DATA_DIR: run.dir, LOG_LEVEL: 'silent' });
  const scratch = await fs.mkdtemp(path.join(run.dir, 'warm-'));
  // The built server too, for the files that start it as a process of its own (server-process.ts).
  await Promise.all([serverUrl ? postgresTemplate(serverUrl, 0) : pgliteTemplate(0), copyDemoImages(scratch, config.imageKey), buildServer()]);
  await fs.rm(scratch, { recursive: true, force: true });

  return async () => {
    if (serverUrl) await dropPostgresTemplates(serverUrl, run.id);
    await fs.rm(run.dir, { recursive: true, force: true });
  };
}
