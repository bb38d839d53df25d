import { afterEach, describe, expect, it, vi } from 'vitest';
import { createVectorExtension, versionAtLeast } from '../../src/server/db/pgvector.ts';

/** A server's catalog as createVectorExtension reads it; CREATE and ALTER install its default build. */
function serverWith({
  offered,
  installed,
  refuse = [],
}: {
  offered?: string;
  installed?: string;
  refuse?: Array<'CREATE' | 'ALTER'>;
}) {
  const statements: string[] = [];
  let current = installed;
  const query = async (text: string) => {
    statements.push(text);
    if (text.includes('pg_available_extensions'))
      return { rows: offered ? [{ default_version: offered }] : [] };
    if (text.includes('pg_extension')) return { rows: current ? [{ extversion: current }] : [] };
    const verb = text.split(' ')[0] as 'CREATE' | 'ALTER';
    if (refuse.includes(verb)) throw new Error('permission denied to create extension "vector"');
    current = offered;
    return { rows: [] };
  };
  return { query, statements, installed: () => current };
}

const changes = (statements: string[]) => statements.filter((s) => /^(CREATE|ALTER)/.test(s));

describe('enabling pgvector', () => {
  afterEach(() => vi.restoreAllMocks());

  it('compares versions part by part', () => {
    expect(versionAtLeast('0.8.0', '0.8.0')).toBe(true);
    expect(versionAtLeast('0.10.1', '0.8.0')).toBe(true);
    expect(versionAtLeast('0.8', '0.8.0')).toBe(true);
    expect(versionAtLeast('0.7.4', '0.8.0')).toBe(false);
    expect(versionAtLeast('1.0.0', '0.8.0')).toBe(true);
  });

  it('is not used where the server does not offer it', async () => {
    const server = serverWith({});
    expect(await createVectorExtension(server.query)).toBe(false);
    expect(changes(server.statements)).toEqual([]);
  });

  it('creates an offered 0.8 or later', async () => {
    const server = serverWith({ offered: '0.8.1' });
    expect(await createVectorExtension(server.query)).toBe(true);
    expect(changes(server.statements)).toEqual(['CREATE EXTENSION IF NOT EXISTS vector']);
    expect(server.installed()).toBe('0.8.1');
  });

  it('leaves an older build alone and says why: without the iterative scan, filtering by workspace loses rows', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const server of [
      serverWith({ offered: '0.5.1' }),
      serverWith({ offered: '0.7.4', installed: '0.7.4' }),
    ]) {
      expect(await createVectorExtension(server.query)).toBe(false);
      expect(changes(server.statements)).toEqual([]);
    }
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^pgvector 0\.5\.1 is older than 0\.8\.0/));
    expect(warned).toHaveBeenCalledWith(expect.stringMatching(/^pgvector 0\.7\.4 is older than 0\.8\.0/));
  });

  it('updates an older installed build when the server has a newer one, and falls back when it may not', async () => {
    const updatable = serverWith({ offered: '0.8.0', installed: '0.6.2' });
    expect(await createVectorExtension(updatable.query)).toBe(true);
    expect(changes(updatable.statements)).toEqual(['ALTER EXTENSION vector UPDATE']);
    expect(updatable.installed()).toBe('0.8.0');

    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const locked = serverWith({ offered: '0.8.0', installed: '0.6.2', refuse: ['ALTER'] });
    expect(await createVectorExtension(locked.query)).toBe(false);
    expect(failed).toHaveBeenCalledWith('pgvector 0.6.2 could not be updated:', expect.any(String));
  });

  it('uses what another process created meanwhile, and falls back when the role may not create it', async () => {
    const failed = vi.spyOn(console, 'error').mockImplementation(() => {});
    const refused = serverWith({ offered: '0.8.0', refuse: ['CREATE'] });
    expect(await createVectorExtension(refused.query)).toBe(false);
    expect(failed).toHaveBeenCalledWith(
      'pgvector is installed but could not be enabled:',
      expect.any(String),
    );

    let created = false;
    const racing = async (text: string) => {
      if (text.startsWith('CREATE')) {
        created = true;
        throw new Error('duplicate key value violates unique constraint "pg_extension_name_index"');
      }
      if (text.includes('pg_available_extensions')) return { rows: [{ default_version: '0.8.0' }] };
      return { rows: created ? [{ extversion: '0.8.0' }] : [] };
    };
    expect(await createVectorExtension(racing)).toBe(true);
  });
});
