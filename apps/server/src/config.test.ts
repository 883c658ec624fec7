import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working local defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, encrypt: true, production: false });
    expect(config.pgliteDir.endsWith('data/pglite')).toBe(true);
  });

  it('reads the environment', () => {
    const config = loadConfig({ PORT: '8080', DATA_DIR: '/srv/md', API_ENCRYPT: 'off', DATABASE_URL: 'postgres://x/y' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/srv/md', encrypt: false, databaseUrl: 'postgres://x/y' });
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
