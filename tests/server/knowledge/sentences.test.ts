import { describe, expect, it } from 'vitest';
import { splitSentences } from '../../../src/server/knowledge/sentences.ts';

const wholeLine = (n: number) =>
  Array.from(
    { length: n },
    (_, i) => `Shipment ${i} of timber left the yard at ${i % 12} p.m. and reached the mill!`,
  ).join(' ');

describe('splitSentences', () => {
  it('splits a long line into the same sentences as segmenting it whole', () => {
    const line = wholeLine(600);
    const whole = Array.from(new Intl.Segmenter('en', { granularity: 'sentence' }).segment(line), (s) =>
      s.segment.trim(),
    );
    expect(splitSentences(line)).toEqual(whole);
    expect(splitSentences(line)).toHaveLength(600);
  });

  it('keeps every character of a long run without sentence ends', () => {
    const run = Array.from({ length: 5_000 }, (_, i) => `word${i}`).join(' ');
    expect(splitSentences(run).join(' ').replace(/\s+/g, ' ')).toBe(run);
  });

  it('splits a line of a megabyte in linear time (segmenting it whole takes minutes)', () => {
    const started = performance.now();
    const sentences = splitSentences(wholeLine(13_000));
    expect(sentences).toHaveLength(13_000);
    // Generous: about 0.3 s here; the whole-line segmenter needed over 60 s.
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
