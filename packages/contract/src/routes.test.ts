import { describe, expect, it } from 'vitest';
import { routesSource } from '../scripts/generate-routes.ts';
import { api } from './endpoints/index.ts';
import fs from 'node:fs';
import path from 'node:path';
import { routes } from './routes.generated.ts';

describe('schema-free routes', () => {
  it('match every endpoint: method, path, access, multipart', () => {
    expect(Object.keys(routes)).toEqual(Object.keys(api));
    for (const [name, e] of Object.entries(api)) {
      const r = routes[name as keyof typeof routes];
      expect(r, name).toEqual({ method: e.method, path: e.path, access: e.access, ...(e.multipart ? { multipart: true } : {}) });
    }
  });

  it('are up to date with the endpoint definitions (regenerate: npm run routes)', () => {
    expect(fs.readFileSync(path.join(import.meta.dirname, 'routes.generated.ts'), 'utf8')).toBe(routesSource());
  });
});
