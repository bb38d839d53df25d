import { describe, expect, it } from 'vitest';
import { answerTypeOf, holdsAnswerType } from '../../../src/server/knowledge/answerType.ts';

describe('answer type', () => {
  it('reads the kind of fact from the question words', () => {
    expect(answerTypeOf('When did the shop open?')).toBe('time');
    expect(answerTypeOf('In what year was it founded?')).toBe('time');
    expect(answerTypeOf('How many stores are there?')).toBe('quantity');
    expect(answerTypeOf('How long are returns accepted?')).toBe('quantity');
    expect(answerTypeOf('Who founded the shop?')).toBe('person');
    expect(answerTypeOf('Where is the Porto workshop?')).toBe('place');
    expect(answerTypeOf('On which days is the workshop open?')).toBe('time');
    expect(answerTypeOf('How much does the X2 cost?')).toBe('money');
    expect(answerTypeOf('How far can I ride on one charge?')).toBe('quantity');
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
    // A number spelled in a short word is a figure too.
    expect(
      holdsAnswerType('quantity', 'Delivery takes two working days.', 'How long does delivery take?'),
    ).toBe(true);
    expect(holdsAnswerType('quantity', 'Delivery takes two days.', 'Does delivery take two days?')).toBe(
      false,
    );
    expect(holdsAnswerType('other', 'The shop opened in 1998.', 'Who opened the shop?')).toBe(false);
  });

  it('finds people, places, days and prices with the English tagger', () => {
    const started = 'Who started Aurora Cycles?';
    expect(holdsAnswerType('person', 'Maria Santos founded Aurora Cycles in 2012.', started)).toBe(true);
    expect(holdsAnswerType('person', 'Aurora Cycles began in a garage in 2012.', started)).toBe(false);
    const where = 'Where was the company founded?';
    expect(holdsAnswerType('place', 'The company was founded in Porto.', where)).toBe(true);
    expect(holdsAnswerType('place', 'The company was founded in 2012.', where)).toBe(false);
    const office = 'Where is the Leeds office?';
    // Streets the tagger does not know, house number after or before.
    expect(holdsAnswerType('place', 'Our Leeds office is at Calle Mayor 12, second floor.', office)).toBe(
      true,
    );
    expect(holdsAnswerType('place', 'Our Leeds office is at 14 Kungsgatan.', office)).toBe(true);
    expect(holdsAnswerType('place', 'Our Leeds office is at Praça da Ribeira 3.', office)).toBe(true);
    expect(holdsAnswerType('place', 'Our Leeds office opens at 9 every morning.', office)).toBe(false);
    const days = 'On which days is the workshop open?';
    expect(holdsAnswerType('time', 'The workshop is open Tuesday to Saturday.', days)).toBe(true);
    const cost = 'How much does the Aurora X2 cost?';
    expect(holdsAnswerType('money', 'The Aurora X2 costs €2,499.', cost)).toBe(true);
    expect(holdsAnswerType('money', 'The Aurora X2 followed in 2024.', cost)).toBe(false);
  });
});
