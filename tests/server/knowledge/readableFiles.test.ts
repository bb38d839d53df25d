import { describe, expect, it } from 'vitest';
import {
  fileExtension,
  isReadableFile,
  readableExtensions,
  readableKind,
  readableTypesPhrase,
} from '../../../src/contract/readableFiles.ts';
import { extractText, UnreadableFile } from '../../../src/server/knowledge/extractText.ts';

const bytes = (s: string) => new TextEncoder().encode(s);

/** The one list of readable types, as the upload checks it and the extraction reads it. */
describe('readable file types', () => {
  it('takes the extension of a file name as the upload and the server both see it', () => {
    expect(fileExtension('Manual.PDF')).toBe('.pdf');
    expect(fileExtension('archive.tar.gz')).toBe('.gz');
    expect(fileExtension('folder.v2/README')).toBe('');
    expect(fileExtension('C:\\docs\\faq.md')).toBe('.md');
    expect(fileExtension('.md')).toBe('');
    expect(fileExtension('notes')).toBe('');
  });

  it('names the readable types in a phrase for people', () => {
    expect(readableTypesPhrase).toBe('PDF, Word (DOCX), plain text, Markdown, CSV, JSON and HTML');
    expect(isReadableFile('photo.png')).toBe(false);
    expect(isReadableFile('scan.jpeg')).toBe(false);
    expect(isReadableFile('hours.TXT')).toBe(true);
  });

  it('the server extracts text from every text-based type the upload lets through', async () => {
    for (const ext of readableExtensions) {
      const kind = readableKind(`f${ext}`);
      if (kind === 'pdf' || kind === 'docx') continue; // binary formats: read from real documents in extractText.test
      await expect(extractText(bytes('"We open at 9."'), `f${ext}`), ext).resolves.toContain('We open at 9.');
    }
  });

  it('the server refuses what the upload sets apart, with the same extension in its reason', async () => {
    for (const name of ['photo.png', 'logo.svg', 'notes']) {
      expect(isReadableFile(name)).toBe(false);
      await expect(extractText(bytes('x'), name)).rejects.toThrow(
        new UnreadableFile(`This file type cannot be read: ${fileExtension(name) || name}`),
      );
    }
  });
});
