const same = (a: string, b: string) => {
  const x = a.toLowerCase().replace(/s$/, '');
  const y = b.toLowerCase().replace(/s$/, '');
  return x === y;
};

/**
 * An axis or legend label without the word said twice, as a measure named like its aggregate
 * gives: 'Total total' → 'Total', 'Total total sales' → 'Total sales', 'Count of count' → 'Count',
 * 'Count of order count' → 'Order count'. Anything else stays as it is.
 */
export function axisLabel(label: string | undefined): string | undefined {
  if (!label) return label;
  let words = label.trim().split(/\s+/);
  // 'W of … W': the words after 'of' already end in what the first word says.
  if (words.length >= 3 && words[1]!.toLowerCase() === 'of' && same(words[0]!, words.at(-1)!))
    words = words.slice(2);
  words = words.filter((w, i) => i === 0 || !same(w, words[i - 1]!));
  const text = words.join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
