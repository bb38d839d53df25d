import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable } from '../../../src/contract/dataInsights.ts';
import {
  abbreviates,
  catalogVocabulary,
  identifierWords,
  means,
} from '../../../src/server/insights/planner/vocabulary.ts';
import { senses } from '../../../src/server/language/lexicon.ts';

const column = (name: string): CatalogColumn => ({
  name,
  dataType: 'numeric',
  kind: 'number',
  nullable: false,
  primaryKey: false,
  references: null,
  role: 'measure',
  values: null,
});
const table = (name: string, ...columns: string[]): CatalogTable => ({
  name,
  rowEstimate: 10,
  columns: columns.map(column),
});

describe('the general lexicon behind the planner', () => {
  it('reads WordNet senses in order, most frequent first', () => {
    expect(senses('customer', 'noun', 1)[0]!.words).toEqual(['customer', 'client']);
    expect(senses('buyer', 'noun', 1)[0]!.broader).toContainEqual(['customer', 'client']);
    expect(senses('qwzzx', 'noun')).toEqual([]);
  });

  it('says a word means a concept only in its first sense', () => {
    expect(means('sales', 'revenue')).toBe(true);
    expect(means('discount', 'reduction')).toBe(true);
    expect(means('profits', 'profit')).toBe(true);
    expect(means('cost', 'price')).toBe(false);
    expect(means('segment', 'tier')).toBe(false);
    expect(means('title', 'name')).toBe(false);
  });

  it("maps a description's words to the catalog's own words, and leaves the rest alone", () => {
    const vocabulary = catalogVocabulary([
      table('customers', 'segment', 'country'),
      table('stores', 'city'),
      table('order_items', 'quantity', 'discount'),
    ]);
    const c = vocabulary.canonical;
    expect(c('clients')).toBe('customer');
    expect(c('buyers')).toBe('customer');
    expect(c('shops')).toBe('store');
    expect(c('nation')).toBe('country');
    expect(c('rebate')).toBe('discount');
    expect(c('volume')).toBe('quantity');
    expect(c('metropolis')).toBe('city');
    // Not synonyms in their first senses, and an instance is no synonym of its kind.
    expect(c('tier')).toBe('tier');
    expect(c('town')).toBe('town');
    expect(c('amount')).toBe('amount');
    expect(c('porto')).toBe('porto');
  });

  it('splits names that run dictionary words together, and leaves words and codes whole', () => {
    expect(identifierWords('deliverylines')).toEqual(['delivery', 'lines']);
    expect(identifierWords('quantityinstock')).toEqual(['quantity', 'in', 'stock']);
    expect(identifierWords('hiredate')).toEqual(['hire', 'date']);
    expect(identifierWords('timestamp')).toEqual(['time', 'stamp']);
    expect(identifierWords('supportrepid')).toEqual(['support', 'rep', 'id']);
    expect(identifierWords('salesRepEmployeeNumber')).toEqual(['sales', 'rep', 'employee', 'number']);
    for (const whole of ['category', 'discontinued', 'msrp', 'signup', 'email', 'headcount'])
      expect(identifierWords(whole)).toEqual([whole]);
  });

  it("reads a catalog's short words for the words they shorten, when only one fits", () => {
    expect(abbreviates('qty', 'quantity')).toBe(true);
    expect(abbreviates('mgr', 'manager')).toBe(true);
    expect(abbreviates('cust', 'customer')).toBe(true);
    expect(abbreviates('qty', 'price')).toBe(false);
    expect(abbreviates('amt', 'account')).toBe(false);
    const c = catalogVocabulary([
      table('stock_moves', 'qty', 'unit_cost'),
      table('depts', 'mgr_id'),
    ]).canonical;
    expect(c('quantity')).toBe('qty');
    expect(c('departments')).toBe('depts');
    expect(c('manager')).toBe('mgr');
    // A word of the catalog's own is never read as short for another.
    expect(c('cost')).toBe('cost');
  });

  it('splits a short word run together with a dictionary word, when only one cut fits', () => {
    expect(identifierWords('fltcategory')).toEqual(['flt', 'category']);
    expect(identifierWords('stockqty')).toEqual(['stock', 'qty']);
    // Two short words together are left whole: no dictionary word anchors the cut.
    expect(identifierWords('custbal')).toEqual(['custbal']);
    expect(catalogVocabulary([table('fleet', 'fltcategory')]).canonical('fleet')).toBe('fleet');
    expect(catalogVocabulary([table('vans', 'fltcategory')]).canonical('fleet')).toBe('flt');
  });
});
