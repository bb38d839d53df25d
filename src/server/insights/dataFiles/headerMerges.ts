import { createReadStream } from 'node:fs';
import { Unzip, UnzipInflate } from 'fflate';

const SHEET_PATH = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const MERGE = /<mergeCell\s+ref="([A-Z]+)(\d+):([A-Z]+)(\d+)"/g;

/**
 * Merged ranges of each worksheet (by the N of xl/worksheets/sheetN.xml), read by streaming the
 * workbook once: the streaming sheet reader skips them, and a merged header cell cannot name columns.
 */
export function mergedRanges(path: string): Promise<Map<number, { firstRow: number; lastRow: number }[]>> {
  const found = new Map<number, { firstRow: number; lastRow: number }[]>();
  return new Promise((resolve, reject) => {
    const unzip = new Unzip((file) => {
      const n = SHEET_PATH.exec(file.name)?.[1];
      if (!n) return;
      const ranges: { firstRow: number; lastRow: number }[] = [];
      found.set(Number(n), ranges);
      const text = new TextDecoder();
      let tail = '';
      file.ondata = (err, chunk, final) => {
        if (err) return reject(err);
        const piece = tail + text.decode(chunk, { stream: !final });
        for (const m of piece.matchAll(MERGE)) ranges.push({ firstRow: Number(m[2]), lastRow: Number(m[4]) });
        // A tag may be split across chunks: keep the end that could start one.
        const cut = piece.lastIndexOf('<');
        tail = cut >= 0 && piece.length - cut < 200 ? piece.slice(cut) : '';
      };
      file.start();
    });
    unzip.register(UnzipInflate);
    const stream = createReadStream(path);
    stream.on('data', (chunk) => {
      try {
        unzip.push(chunk as Buffer);
      } catch (err) {
        stream.destroy();
        reject(err);
      }
    });
    stream.on('end', () => {
      try {
        unzip.push(new Uint8Array(0), true);
        resolve(found);
      } catch (err) {
        reject(err);
      }
    });
    stream.on('error', reject);
  });
}
