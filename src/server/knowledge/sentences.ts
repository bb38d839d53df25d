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

/** How much of a line is segmented at once (see `segments`); far longer than any kept sentence. */
const WINDOW = 8_192;

/**
 * The sentence segments of a line, in order. V8's segmenter takes time quadratic in the length of
 * the string it iterates (a 650 kB line took 20 s), so a long line is segmented a window at a
 * time; a window's last segment may be cut short by the window's end, so it is segmented again
 * at the start of the next window.
 */
function* segments(line: string): Generator<string> {
  let from = 0;
  while (from < line.length) {
    const window = line.slice(from, from + WINDOW);
    const parts = Array.from(segmenter.segment(window), (s) => s.segment);
    if (from + WINDOW >= line.length) {
      yield* parts;
      return;
    }
    if (parts.length > 1) parts.pop();
    else {
      // No sentence ends in the window: an over-long run, which `cut` splits anyway; end it at a space.
      const space = window.lastIndexOf(' ');
      parts[0] = space > WINDOW / 2 ? window.slice(0, space + 1) : window;
    }
    for (const part of parts) {
      from += part.length;
      yield part;
    }
  }
}

/** The sentences of a text; a line break always ends one (lists, tables and headings have no full stops). */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.trim();
    if (!trimmed) continue;
    for (const segment of segments(trimmed)) {
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
