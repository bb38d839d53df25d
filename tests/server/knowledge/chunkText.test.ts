import { describe, expect, it } from 'vitest';
import { chunkText } from '../../../src/server/knowledge/chunkText.ts';

describe('chunking', () => {
  it('cuts at sentence ends, never across paragraphs, sharing one sentence between neighbours', () => {
    const text = 'One is first. Two is second. Three is third.\n\nA new paragraph.';
    const chunks = chunkText(text, { maxChars: 30, overlap: 1 });
    expect(chunks.map((c) => c.content)).toEqual([
      'One is first. Two is second.',
      'Two is second. Three is third.',
      'A new paragraph.',
    ]);
    expect(chunks.map((c) => c.position)).toEqual([0, 1, 2]);
  });

  it('keeps a long sentence whole up to a limit and cuts longer runs at a space', () => {
    const long = `${'word '.repeat(200)}end.`;
    const chunks = chunkText(long, { maxChars: 50, overlap: 1 });
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.every((c) => c.content.length <= 600)).toBe(true);
    expect(chunks.map((c) => c.content).join(' ')).toContain('end.');
  });

  it('treats each line of a list or table as its own sentence', () => {
    const chunks = chunkText('city,country\nLyon,France\nOslo,Norway', { maxChars: 12, overlap: 0 });
    expect(chunks.map((c) => c.content)).toEqual(['city,country', 'Lyon,France', 'Oslo,Norway']);
  });
});
