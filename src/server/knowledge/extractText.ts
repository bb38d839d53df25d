import { fileExtension, type ReadableKind, readableKind } from '../../contract/readableFiles.ts';
import { repairText } from './repairText.ts';

/** A file whose text cannot be read; `message` is the sentence shown as the file's status reason. */
export class UnreadableFile extends Error {}

const utf8 = (bytes: Uint8Array) =>
  new TextDecoder('utf-8', { fatal: false }).decode(bytes).replace(/^\uFEFF/, '');

/**
 * Readable text of a file, chosen by its extension (the readable types are listed once, in
 * contract/readableFiles, which the upload checks too); throws UnreadableFile with a reason a
 * person understands.
 */
export async function extractText(bytes: Uint8Array, fileName: string): Promise<string> {
  const kind = readableKind(fileName);
  if (!kind)
    throw new UnreadableFile(`This file type cannot be read: ${fileExtension(fileName) || fileName}`);
  const text = await extractByKind(bytes, kind, fileName);
  const cleaned = text.replace(/\0/g, '').trim();
  if (!cleaned) throw new UnreadableFile(`No readable text was found in ${fileName}.`);
  return cleaned;
}

function extractByKind(bytes: Uint8Array, kind: ReadableKind, fileName: string): Promise<string> | string {
  switch (kind) {
    case 'prose':
      return repairText(utf8(bytes), 'wrapped');
    case 'markdown':
      return repairText(utf8(bytes), 'markdown');
    case 'plain':
      return utf8(bytes);
    case 'json':
      return jsonText(utf8(bytes), fileName);
    case 'html':
      return repairText(htmlVisibleText(utf8(bytes)), 'blocks');
    case 'pdf':
      return pdfText(bytes, fileName);
    case 'docx':
      return docxText(bytes, fileName);
  }
}

/** JSON as lines of `path: value`, so keys give the values their meaning. */
function jsonText(source: string, fileName: string): string {
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    throw new UnreadableFile(`${fileName} is not valid JSON.`);
  }
  const lines: string[] = [];
  const walk = (node: unknown, path: string) => {
    if (node === null || typeof node !== 'object') {
      if (node !== null && node !== '') lines.push(path ? `${path}: ${String(node)}` : String(node));
      return;
    }
    if (Array.isArray(node)) {
      for (const [i, item] of node.entries()) walk(item, path ? `${path} ${i + 1}` : `${i + 1}`);
      return;
    }
    for (const [key, item] of Object.entries(node)) walk(item, path ? `${path} ${key}` : key);
  };
  walk(value, '');
  return lines.join('\n');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const BLOCK =
  /^(p|div|br|li|ul|ol|h[1-6]|tr|td|th|table|section|article|header|footer|nav|aside|main|blockquote|pre|dd|dt|dl|figcaption|hr|title)$/i;
/** Blocks that stand apart: a heading or paragraph never runs into the text around it. */
const PARAGRAPH = /^(p|h[1-6]|ul|ol|table|section|article|header|footer|blockquote|pre|hr|title)$/i;
const PARAGRAPH_MARK = '\u2029';

/**
 * The text a visitor would see: scripts, styles, comments and markup dropped, entities decoded;
 * headings and paragraphs separated by a blank line, other blocks by a line break.
 */
export function htmlVisibleText(html: string): string {
  const stripped = html
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style|noscript|template|svg|head)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<\/?([a-z][a-z0-9-]*)\b[^>]*>/gi, (_, tag: string) =>
      PARAGRAPH.test(tag) ? PARAGRAPH_MARK : BLOCK.test(tag) ? '\n' : ' ',
    )
    .replace(/<[^>]*>/g, ' ');
  const decoded = stripped.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : ' ';
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
  return decoded
    .split(PARAGRAPH_MARK)
    .map((paragraph) =>
      paragraph
        .split('\n')
        .map((line) => line.replace(/[ \t\r\f\v]+/g, ' ').trim())
        .filter(Boolean)
        .join('\n'),
    )
    .filter(Boolean)
    .join('\n\n');
}

async function pdfText(bytes: Uint8Array, fileName: string): Promise<string> {
  const { extractText: pdfExtract, getDocumentProxy } = await import('unpdf');
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await pdfExtract(pdf, { mergePages: false });
    return (text as string[]).map((page) => repairText(page, 'wrapped')).join('\n\n');
  } catch {
    throw new UnreadableFile(`${fileName} could not be read as a PDF document.`);
  }
}

async function docxText(bytes: Uint8Array, fileName: string): Promise<string> {
  const mammoth = (await import('mammoth')).default;
  try {
    // Through HTML, so that Word headings and list items stay apart from the text they head.
    const { value } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
    return repairText(htmlVisibleText(value), 'blocks');
  } catch {
    throw new UnreadableFile(`${fileName} could not be read as a Word document.`);
  }
}
