import { describe, expect, it } from 'vitest';
import { dataFileReading } from '../../../src/web/insights/dataFileReading.ts';

describe('how a data file was read', () => {
  it('names the sniffed encoding and separator of delimited text', () => {
    expect(
      dataFileReading({ format: 'csv', encoding: 'windows-1252', delimiter: ';', sheetName: null }),
    ).toBe('Read as windows-1252 text, fields separated by semicolons.');
    expect(dataFileReading({ format: 'tsv', encoding: 'UTF-8', delimiter: '\t', sheetName: null })).toBe(
      'Read as UTF-8 text, fields separated by tabs.',
    );
    expect(dataFileReading({ format: 'csv', encoding: 'UTF-8', delimiter: '~', sheetName: null })).toBe(
      "Read as UTF-8 text, fields separated by '~'.",
    );
  });

  it('names the sheet of a workbook, and the shape of JSON', () => {
    expect(dataFileReading({ format: 'xlsx', encoding: null, delimiter: null, sheetName: 'Costs' })).toBe(
      "Read from the sheet 'Costs' of an Excel workbook.",
    );
    expect(dataFileReading({ format: 'jsonl', encoding: 'UTF-8', delimiter: null, sheetName: null })).toBe(
      'Read as JSON lines, one object a line.',
    );
  });
});
