import { describe, expect, it } from 'vitest';
import { answerTypeOf, holdsAnswerType } from '../../../src/server/knowledge/answerType.ts';

describe('answer type', () => {
  it('reads the kind of fact from the question words', () => {
    expect(answerTypeOf('When did the shop open?')).toBe('time');
    expect(answerTypeOf('In what year was it founded?')).toBe('time');
    expect(answerTypeOf('How many stores are there?')).toBe('quantity');
    expect(answerTypeOf('How long are returns accepted?')).toBe('quantity');
    expect(answerTypeOf('Who founded the shop?')).toBe('other');
    expect(answerTypeOf('What is the return policy?')).toBe('other');
  });

  it('finds a fact of that kind only when the question does not already state it', () => {
    expect(holdsAnswerType('time', 'The shop opened in 1998 in Lyon.', 'When did the shop open?')).toBe(true);
    expect(holdsAnswerType('time', 'It burned down in the 12th century.', 'When did it burn?')).toBe(true);
    expect(holdsAnswerType('time', 'The shop opened in Lyon.', 'When did the shop open?')).toBe(false);
    expect(holdsAnswerType('time', 'In 1998 the shop moved.', 'When did the shop open after 1998?')).toBe(
      false,
    );
    expect(
      holdsAnswerType('quantity', 'Returns are accepted for 30 days.', 'How long are returns accepted?'),
    ).toBe(true);
    expect(
      holdsAnswerType('quantity', 'It employs three thousand people.', 'How many people work there?'),
    ).toBe(true);
    expect(holdsAnswerType('other', 'The shop opened in 1998.', 'Who opened the shop?')).toBe(false);
  });
});
