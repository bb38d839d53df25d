import { isDictionaryWord, lemma, type Vocabulary } from './vocabulary.ts';

/**
 * Labels in the words the description used for the catalog's short ones: a person who asked for
 * customers per meter type reads 'customer' and 'meter type', not 'cust' and 'mtr typ'. A short
 * word the description did not use reads as the one word of the catalog's comments it shortens
 * ('amt' as amount where a comment says 'Amount billed').
 */
export function spokenWords(
  description: string,
  { canonical, words, spelledOut, schemedTables }: Vocabulary,
): (label: string) => string {
  const said = new Map(spelledOut);
  // 'dim stores' is the stores, 'orders order items' the order items: a naming scheme's first
  // word is no word of a table's label ('delivery fee' keeps its 'delivery').
  const unschemed = (label: string) => {
    const words = label.split(' ');
    return words.length > 1 && schemedTables.has(words.map(lemma).join(' '))
      ? words.slice(1).join(' ')
      : label;
  };
  for (const word of description.toLowerCase().match(/\p{L}+/gu) ?? []) {
    const catalogWord = canonical(word);
    if (catalogWord !== lemma(word) && words.has(catalogWord) && !isDictionaryWord(catalogWord))
      said.set(catalogWord, lemma(word));
  }
  return (label) =>
    unschemed(label)
      .split(' ')
      .map((w) => said.get(w) ?? w)
      .join(' ');
}
