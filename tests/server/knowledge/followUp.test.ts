import { describe, expect, it } from 'vitest';
import { withPreviousQuestion } from '../../../src/server/knowledge/followUp.ts';

describe('follow-up questions', () => {
  const previous = 'On which days is the Lisbon workshop open?';

  it('carries the previous question’s words into a short or leaning follow-up', () => {
    expect(withPreviousQuestion('And on Saturdays?', previous)).toBe(`And on Saturdays? ${previous}`);
    expect(withPreviousQuestion('How much is it?', 'Can I rent a bike?')).toBe(
      'How much is it? Can I rent a bike?',
    );
    expect(withPreviousQuestion('What about the one in Porto?', previous)).toContain('Lisbon workshop');
  });

  it('leaves a question that stands on its own, or the first of a conversation, as it is', () => {
    expect(withPreviousQuestion('How long does shipping to Spain take?', previous)).toBe(
      'How long does shipping to Spain take?',
    );
    expect(withPreviousQuestion('And on Saturdays?', undefined)).toBe('And on Saturdays?');
  });
});
