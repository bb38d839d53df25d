import { readFileSync } from 'node:fs';
import { Document, Packer, Paragraph } from 'docx';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { chunkText } from '../../../src/server/knowledge/chunkText.ts';
import { extractText, htmlVisibleText, UnreadableFile } from '../../../src/server/knowledge/extractText.ts';
import { splitSentences } from '../../../src/server/knowledge/sentences.ts';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/knowledge/${name}`, import.meta.url));
/** The sentences answers are made of: those of the chunks the text is indexed as. */
const sentencesOf = (text: string) => [...new Set(chunkText(text).flatMap((c) => splitSentences(c.content)))];

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
    expect(await extractText(bytes('# Title\n\nBody text.'), 'readme.md')).toBe('Title\n\nBody text.');
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
    expect(text).toBe('Opening & hours\n\nOpen 9 to 6.');
    expect(htmlVisibleText('<p>a</p><p>b</p>')).toBe('a\n\nb');
    expect(htmlVisibleText('<ul><li>a</li><li>b</li></ul>')).toBe('a\nb');
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

  describe('gives whole sentences and headings apart', () => {
    it('joins the lines of a PDF cut at the page width and mends a hyphenated word', async () => {
      const text = await extractText(fixture('aurora-manual.pdf'), 'aurora-manual.pdf');
      const sentences = sentencesOf(text);
      expect(sentences).toContain(
        'The battery is covered for 2 years or 800 full charge cycles, whichever comes first.',
      );
      expect(sentences).toContain(
        'Store the battery at room temperature, charged between 30 and 60 percent.',
      );
      expect(sentences).toContain(
        'Every Aurora e-bike should be serviced once a year at an authorised workshop.',
      );
      // Headings are paragraphs of their own, never the start of a sentence.
      expect(text.split('\n\n')).toEqual(expect.arrayContaining(['Battery and range', 'Servicing']));
      expect(sentences.filter((s) => /Battery and range|Servicing/.test(s))).toEqual([
        'Battery and range',
        'Servicing',
      ]);
    });

    it('keeps Word headings apart from their text', async () => {
      const text = await extractText(fixture('aurora-history.docx'), 'aurora-history.docx');
      expect(text.split('\n\n')).toEqual([
        'The story of Aurora Cycles',
        'Aurora Cycles was founded in Porto in 2012 by Marta Ferreira, a mechanical engineer.',
        'Models',
        'The city Aurora X1 came first. The touring Aurora X2 followed in 2024.',
      ]);
    });

    it('keeps HTML headings apart and list items on their own lines', async () => {
      const html =
        '<h2>Service centres</h2><p>Our Lisbon workshop is open Monday to Friday.</p><h3>Porto</h3><ul><li>Tuesday to Saturday</li><li>10:00 to 19:00</li></ul>';
      expect(await extractText(bytes(html), 'centres.html')).toBe(
        'Service centres\n\nOur Lisbon workshop is open Monday to Friday.\n\nPorto\n\nTuesday to Saturday\n10:00 to 19:00',
      );
    });

    it('joins soft-wrapped Markdown lines and drops heading marks, leaving lists and code as they are', async () => {
      const md =
        '# Returns\nYou can return a bike within **30 days** of\ndelivery.\n\n## Refunds\n- by card: 5 days\n- by transfer: 10 days\n\n```\n  keep  this\n```';
      expect(await extractText(bytes(md), 'returns.md')).toBe(
        'Returns\n\nYou can return a bike within **30 days** of delivery.\n\nRefunds\n\n- by card: 5 days\n- by transfer: 10 days\n\n```\n  keep  this\n```',
      );
    });

    it('leaves short lines that end no sentence (a price list) apart in plain text', async () => {
      const txt =
        'Prices\nAurora X1 2,199 EUR\nAurora X2 2,899 EUR\n\nAll prices include VAT and are valid from\nJanuary 2025.';
      expect(await extractText(bytes(txt), 'prices.txt')).toBe(
        'Prices\n\nAurora X1 2,199 EUR\nAurora X2 2,899 EUR\n\nAll prices include VAT and are valid from January 2025.',
      );
    });
  });
});
