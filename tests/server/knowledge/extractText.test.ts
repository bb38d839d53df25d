import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractText, htmlVisibleText, UnreadableFile } from '../../../src/server/knowledge/extractText.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

async function pdfOf(lines: string[]) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  for (const [i, line] of lines.entries()) page.drawText(line, { x: 50, y: 700 - i * 20, size: 12, font });
  return pdf.save();
}

async function docxOf(paragraphs: string[]) {
  const doc = new Document({ sections: [{ children: paragraphs.map((p) => new Paragraph(p)) }] });
  return new Uint8Array(await Packer.toBuffer(doc));
}

describe('extracting text', () => {
  it('reads plain text, markdown and csv as they are', async () => {
    expect(await extractText(bytes('\uFEFFHello there.\n'), 'a.txt')).toBe('Hello there.');
    expect(await extractText(bytes('# Title\n\nBody text.'), 'readme.md')).toBe('# Title\n\nBody text.');
    expect(await extractText(bytes('city,country\nLyon,France\n'), 'cities.csv')).toBe(
      'city,country\nLyon,France',
    );
  });

  it('reads JSON as key paths with their values', async () => {
    const text = await extractText(
      bytes(JSON.stringify({ shop: { city: 'Lyon', open: [9, 18] } })),
      'shop.json',
    );
    expect(text).toBe('shop city: Lyon\nshop open 1: 9\nshop open 2: 18');
    await expect(extractText(bytes('{ nope'), 'bad.json')).rejects.toThrow('bad.json is not valid JSON.');
  });

  it('keeps only the visible text of HTML', async () => {
    const html = `<html><head><title>T</title><style>p{color:red}</style></head><body>
      <script>alert("x")</script><!-- hidden --><h1>Opening &amp; hours</h1><p>Open <b>9</b>&nbsp;to 6&#46;</p>
      <noscript>enable js</noscript></body></html>`;
    const text = await extractText(bytes(html), 'page.html');
    expect(text).toBe('Opening & hours\nOpen 9 to 6.');
    expect(htmlVisibleText('<p>a</p><p>b</p>')).toBe('a\nb');
  });

  it('reads the text of a PDF', async () => {
    const text = await extractText(
      await pdfOf(['The warehouse is in Lyon.', 'Orders ship in two days.']),
      'doc.pdf',
    );
    expect(text).toContain('The warehouse is in Lyon.');
    expect(text).toContain('Orders ship in two days.');
  });

  it('reads the text of a Word document', async () => {
    const text = await extractText(
      await docxOf(['Returns are accepted for 30 days.', 'Gift wrapping is free.']),
      'policy.docx',
    );
    expect(text).toBe('Returns are accepted for 30 days.\n\nGift wrapping is free.');
  });

  it('refuses other types, broken documents and empty files with a reason a person understands', async () => {
    await expect(extractText(bytes('\x00\x01'), 'blob.bin')).rejects.toThrow(
      new UnreadableFile('This file type cannot be read: .bin'),
    );
    await expect(extractText(bytes('not a pdf'), 'x.pdf')).rejects.toThrow(
      'x.pdf could not be read as a PDF document.',
    );
    await expect(extractText(bytes('not a zip'), 'x.docx')).rejects.toThrow(
      'x.docx could not be read as a Word document.',
    );
    await expect(extractText(bytes('  \n '), 'empty.txt')).rejects.toThrow(
      'No readable text was found in empty.txt.',
    );
  });
});
