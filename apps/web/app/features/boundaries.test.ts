/**
 * The web's one-way imports (STYLE: shared → features → routes): a feature never imports another feature, and
 * shared code imports neither features nor routes. Nothing else enforces this, so this test reads the imports.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const APP = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Every relative import of a file, resolved to a path inside app/. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => path.relative(APP, path.resolve(path.dirname(file), m[1])));
}

const area = (relative: string) => relative.split(path.sep).slice(0, 2).join('/');

describe('import boundaries', () => {
  it('no feature imports another feature', () => {
    const crossings = sourceFiles(path.join(APP, 'features')).flatMap((file) => {
      const own = area(path.relative(APP, file));
      return importsOf(file)
        .filter((target) => target.startsWith(`features${path.sep}`) && area(target) !== own)
        .map((target) => `${path.relative(APP, file)} → ${target}`);
    });
    expect(crossings).toEqual([]);
  });

  it('shared code imports no feature and no route', () => {
    const crossings = sourceFiles(path.join(APP, 'shared')).flatMap((file) =>
      importsOf(file)
        .filter((target) => /^(features|routes)[\\/]/.test(target))
        .map((target) => `${path.relative(APP, file)} → ${target}`),
    );
    expect(crossings).toEqual([]);
  });

  it('sees the imports it checks', () => {
    // Guards the test itself: a parsing slip would otherwise make both checks pass on nothing.
    expect(importsOf(path.join(APP, 'routes/video-details.tsx'))).toContain(path.join('features', 'player', 'video-player.tsx'));
  });
});
