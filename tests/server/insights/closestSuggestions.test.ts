import { describe, expect, it } from 'vitest';
import { closestSuggestions } from '../../../src/server/insights/planner/closestSuggestions.ts';

const MEASURES = ['sales', 'quantity', 'discount', 'profit', 'shipping cost', 'unit weight', 'list price'];

describe('the suggestions of a refusal', () => {
  it('puts first a measure named by a word of the description', () => {
    expect(closestSuggestions(MEASURES, 'heaviest parcels by unit weight per depot')[0]).toBe('unit weight');
  });

  it('puts first a measure a word means through the lexicon', () => {
    expect(closestSuggestions(MEASURES, 'rebates granted to loyal regulars')[0]).toBe('discount');
  });

  it('puts first a measure a word looks like when nothing means it', () => {
    expect(closestSuggestions(MEASURES, 'shipments that went astray')[0]).toBe('shipping cost');
  });

  it('keeps the catalog’s order among equals, at most five, without repeats', () => {
    expect(closestSuggestions([...MEASURES, 'sales'], 'cheerful weekend regulars')).toEqual(
      MEASURES.slice(0, 5),
    );
  });
});
