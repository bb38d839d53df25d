import { isDictionaryWord, lemma, type Vocabulary } from './vocabulary.ts';

/**
 * Labels in the words the description used for the catalog's short ones: a person who asked for
 * customers per meter type reads 'customer' and 'meter type', not 'cust' and 'mtr typ'. A short
 * word the description did not use reads as the one word of the catalog's comments it shortens
 * ('amt' as amount where a comment says 'Amount billed').
 */
export function spokenWords(
  description: string,
  { canonical, words, spelledOut, schemeWords }: Vocabulary,
): (label: string) => string {
  const said = new Map(spelledOut);
  // 'dim stores' is the stores: a naming scheme's first word is no word of the label.
  const unschemed = (label: string) => {
    const [first, ...rest] = label.split(' ');
    return rest.length > 0 && schemeWords.has(first!) ? rest.join(' ') : label;
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
