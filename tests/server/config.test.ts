import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';

const tempDir = () => mkdtempSync(join(tmpdir(), 'config-'));

describe('config', () => {
  it('has the documented defaults and honours PORT and DATA_DIR', () => {
    const dir = tempDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({
      port: 3000,
      dataDir: dir,
      databaseUrl: undefined,
      tokenTtlSeconds: 3600,
      maxUploadBytes: 50 * 1024 * 1024,
      dataFileMaxRows: 5_000_000,
    });
    expect(loadConfig({ DATA_DIR: dir, PORT: '4321' }).port).toBe(4321);
    expect(loadConfig({ DATA_DIR: dir, DATA_FILE_MAX_ROWS: '1000' }).dataFileMaxRows).toBe(1000);
  });

  it('generates the signing secret once into DATA_DIR and keeps it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).jwtSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first);
  });

  it('prefers JWT_SECRET and refuses a short one', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(32) }).jwtSecret).toBe('s'.repeat(32));
    expect(() => loadConfig({ DATA_DIR: dir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('treats an empty DATABASE_URL as unset and refuses a malformed one', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(() => loadConfig({ DATA_DIR: dir, DATABASE_URL: 'nope' })).toThrow(/DATABASE_URL/);
  });
});
