const segmenter = new Intl.Segmenter('en', { granularity: 'sentence' });

/** Longest piece kept as one sentence; longer runs (tables, logs) are cut at a space. */
const MAX_SENTENCE = 600;

function cut(sentence: string): string[] {
  if (sentence.length <= MAX_SENTENCE) return [sentence];
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > MAX_SENTENCE) {
    const space = rest.lastIndexOf(' ', MAX_SENTENCE);
    const at = space > MAX_SENTENCE / 2 ? space : MAX_SENTENCE;
    pieces.push(rest.slice(0, at).trim());
    rest = rest.slice(at).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}

/** The sentences of a text; a line break always ends one (lists, tables and headings have no full stops). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    for (const { segment } of segmenter.segment(trimmed)) {
      const s = segment.trim();
      if (s) out.push(...cut(s));
    }
  }
  return out;
}

/** Paragraphs: runs of text separated by a blank line. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
}
