import { describe, expect, it } from 'vitest';
import { and, not, or, stateIn } from 'xstate';
import { guardText } from '../../scripts/statechartGuards.ts';

describe('guard labels', () => {
  it('spell combined guards out and collect the names they use', () => {
    const names = new Set<string>();
    expect(guardText(and(['ready', not('busy')]), names)).toBe('ready and not busy');
    expect(guardText(or(['a', and(['b', 'c'])]), names)).toBe('a or (b and c)');
    expect(guardText(not(and(['d', 'e'])), names)).toBe('not (d and e)');
    expect(guardText({ type: 'typed' }, names)).toBe('typed');
    expect(guardText(stateIn('#m.x'), names)).toBe('in "#m.x"');
    expect([...names].sort()).toEqual(['a', 'b', 'busy', 'c', 'd', 'e', 'ready', 'typed']);
  });
});
