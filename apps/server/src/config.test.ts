import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('loadConfig', () => {
  it('has working local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, encrypt: true, production: false });
    expect(config.pgliteDir.endsWith('data/pglite')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/md', API_ENCRYPT: 'off', DATABASE_URL: 'postgres://x/y', INIT_CWD: '/home/op' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/srv/md', encrypt: false, databaseUrl: 'postgres://x/y' });
  });

  it('finds a relative data folder where the command was typed (npm runs a workspace script in the workspace)', () => {
    expect(loadConfig({ DATA_DIR: './data', INIT_CWD: '/home/op/md' }).dataDir).toBe('/home/op/md/data');
    expect(loadConfig({ DATA_DIR: 'data' }).dataDir).toBe(path.join(process.cwd(), 'data'));
    // The default is the repository's own folder, wherever the command runs.
    expect(loadConfig({ INIT_CWD: '/home/op/md' }).dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('refuses bad values with the variable name', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ API_DATA_KEY: 'c2hvcnQ=' })).toThrow(/API_DATA_KEY/);
  });

  it('refuses the public default secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/API_SIGN_SECRET, API_DATA_KEY, IMAGE_XOR_KEY, MEDIA_URL_SECRET/);
    const config = loadConfig({
      NODE_ENV: 'production',
      API_SIGN_SECRET: 'a-long-production-secret',
      API_DATA_KEY: Buffer.alloc(32, 7).toString('base64'),
      IMAGE_XOR_KEY: 'production-image-key',
      MEDIA_URL_SECRET: 'a-long-production-media-secret',
    });
    expect(config.production).toBe(true);
  });
});
