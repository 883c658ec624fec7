/**
 * ffmpeg and ffprobe as `npm install` leaves them (decision 0051): the server's default tools, and what the tests
 * and benchmarks make their small videos with, so a machine without a system ffmpeg runs them all alike.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type ToolName = 'ffmpeg' | 'ffprobe';

/** The binary of the optional `@ffmpeg-installer` / `@ffprobe-installer` package for this platform, or null. */
export function bundledTool(name: ToolName): string | null {
  try {
    return (createRequire(import.meta.url)(`@${name}-installer/${name}`) as { path: string }).path;
  } catch {
    return null;
  }
}

/**
 * The system's tool on the PATH when there is one, else the bundled binary, else the bare name (the works then say
 * transcoding is unavailable).
 */
export function toolPath(name: ToolName): string {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      fs.accessSync(path.join(dir, name), fs.constants.X_OK);
      return name;
    } catch {
      // not in this folder
    }
  }
  return bundledTool(name) ?? name;
}
