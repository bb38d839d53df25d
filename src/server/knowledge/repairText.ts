/**
 * How an extracted text's lines relate to its sentences: `wrapped` lines were cut at the page's
 * width (PDF, plain text), `markdown` lines are soft-wrapped inside paragraphs with `#` headings,
 * `blocks` lines are whole blocks of a structured document (HTML, Word) already.
 */
export type TextLayout = 'wrapped' | 'markdown' | 'blocks';

const SENTENCE_END = /[.!?…:]["'”’)\]]*$/;
const LIST_ITEM = /^(?:[-*•▪–+]|\d{1,3}[.)])\s+/;
const TABLE_OR_QUOTE = /^(?:\||>)/;
const STARTS_LOWER = /^[\p{Ll}(,;]/u;
const FENCE = /^(?:```|~~~)/;

/** A short line with no closing punctuation, starting with a capital, between ended sentences. */
function looksLikeHeading(line: string, before: string | undefined, after: string | undefined) {
  if (!after || SENTENCE_END.test(line) || /[,;]$/.test(line) || LIST_ITEM.test(line)) return false;
  if (!/^[\p{Lu}\p{N}]/u.test(line) || line.split(/\s+/).length > 8) return false;
  const opensParagraph = before === undefined || SENTENCE_END.test(before);
  return opensParagraph && /^[\p{Lu}\p{N}"'“]/u.test(after);
}

/** Joins a line cut at the page's width onto the one before, mending a word hyphenated across them. */
function joinWrapped(previous: string, line: string) {
  if (/\p{L}-$/u.test(previous) && /^\p{Ll}/u.test(line)) return `${previous.slice(0, -1)}${line}`;
  return `${previous} ${line}`;
}

/** The width lines wrap at: the longest lines, leaving out a few overlong ones. */
function wrapWidth(lines: string[]) {
  const lengths = lines.map((l) => l.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length * 0.9)] ?? 0;
}

/**
 * Paragraphs separated by a blank line, each heading a paragraph of its own, sentences whole on
 * one line: lines cut at the page's width are joined (a word hyphenated at a line end is mended),
 * list items, table rows and quotes stay lines of their own, Markdown heading marks are dropped.
 */
export function repairText(text: string, layout: TextLayout): string {
  const source = text.replace(/\r\n?/g, '\n').replace(/[ \t]+$/gm, '');
  if (layout === 'blocks') return source.replace(/\n{3,}/g, '\n\n').trim();
  const raw = source.split('\n');
  const lines = raw.map((l) => l.trim());
  const width = wrapWidth(lines.filter(Boolean));
  const paragraphs: string[][] = [];
  let current: string[] = [];
  const close = () => {
    if (current.length) paragraphs.push(current);
    current = [];
  };
  let fenced = false;
  for (const [i, line] of lines.entries()) {
    if (layout === 'markdown' && FENCE.test(line)) {
      fenced = !fenced;
      current.push(line);
      continue;
    }
    if (fenced) {
      current.push(raw[i]!);
      continue;
    }
    if (!line) {
      close();
      continue;
    }
    const mdHeading = layout === 'markdown' ? /^#{1,6}\s+(.*?)\s*#*$/.exec(line) : null;
    const previous = current.at(-1);
    const next = lines.slice(i + 1).find(Boolean);
    if (
      mdHeading ||
      (layout === 'wrapped' && looksLikeHeading(line, previous ?? paragraphs.at(-1)?.at(-1), next))
    ) {
      close();
      paragraphs.push([mdHeading ? mdHeading[1]! : line]);
      continue;
    }
    const own = LIST_ITEM.test(line) || TABLE_OR_QUOTE.test(line);
    const continues =
      previous !== undefined &&
      !own &&
      !TABLE_OR_QUOTE.test(previous) &&
      !SENTENCE_END.test(previous) &&
      (layout === 'markdown' || STARTS_LOWER.test(line) || previous.length >= 0.6 * width);
    if (continues) current[current.length - 1] = joinWrapped(previous, line);
    else if (
      layout === 'wrapped' &&
      previous !== undefined &&
      SENTENCE_END.test(previous) &&
      !own &&
      !LIST_ITEM.test(previous)
    )
      // The next sentence of the same paragraph.
      current[current.length - 1] = `${previous} ${line}`;
    else current.push(line);
  }
  close();
  return paragraphs.map((p) => p.join('\n')).join('\n\n');
}
