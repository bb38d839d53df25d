// Uploads a 200 MB file to a real server process and reports throughput and the server's memory growth.
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import type { Envelope } from '../src/contract/envelope.ts';
import type { UploadedFile } from '../src/contract/workspace.ts';
import { startServerProcess } from './benchServer.ts';

const FILE_MB = 200;
const MB = 1024 * 1024;
const SAMPLE_MS = 50;

export interface UploadFigures {
  mbPerSecond: number;
  peakRssGrowthMb: number;
}

/** Resident memory of a process in MB, from /proc (Linux). */
function rssMb(pid: number): number {
  const match = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) / 1024;
}

async function writeFile(path: string, megabytes: number) {
  const block = randomBytes(MB);
  async function* blocks() {
    for (let i = 0; i < megabytes; i++) yield block;
  }
  await pipeline(blocks(), createWriteStream(path));
}

/** Streams `path` as the multipart field `file`, building the body by hand so nothing is buffered. */
function postFile(url: string, token: string, path: string, size: number) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.bin"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{ status: number; body: Envelope<UploadedFile | null> }>((done, fail) => {
    const req = request(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + size + tail.length),
      },
    });
    req.on('error', fail);
    req.on('response', async (res) => {
      const chunks: Buffer[] = [];
      for await (const chunk of res) chunks.push(chunk as Buffer);
      done({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
    });
    req.write(head);
    const file = createReadStream(path, { highWaterMark: 256 * 1024 });
    file.on('error', fail);
    file.pipe(req, { end: false });
    file.on('end', () => req.end(tail));
  });
}

const postJson = async <T>(url: string, body: unknown, token?: string) => {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
};

export async function benchUpload(): Promise<UploadFigures> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-upload-'));
  const bigFile = join(dir, 'upload.bin');
  const smallFile = join(dir, 'warmup.bin');
  await writeFile(bigFile, FILE_MB);
  await writeFile(smallFile, 1);
  const server = await startServerProcess('src/server/main.ts', { MAX_UPLOAD_MB: '300' });
  try {
    const email = `upload${Date.now()}@example.com`;
    await postJson(`${server.url}/uc/register`, { email, password: 'Secret123' });
    const token = (
      await postJson<{ result: string }>(`${server.url}/uc/login`, { email, password: 'Secret123' })
    ).data.result;
    const ws = await postJson<{ id: string }>(
      `${server.url}/api/workspaces/create`,
      { name: 'Bench', role: 'Bench' },
      token,
    );
    const uploadUrl = `${server.url}/api/workspaces/${ws.data.id}/upload`;

    // Loads the upload path's modules before measuring what the upload itself costs.
    await postFile(uploadUrl, token, smallFile, MB);
    await new Promise((r) => setTimeout(r, 500));
    const idle = rssMb(server.pid);

    let peak = idle;
    const sampler = setInterval(() => {
      peak = Math.max(peak, rssMb(server.pid));
    }, SAMPLE_MS);
    const started = performance.now();
    const res = await postFile(uploadUrl, token, bigFile, FILE_MB * MB);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, rssMb(server.pid));

    if (res.status !== 201 || res.body.data?.size !== FILE_MB * MB) {
      throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
    }
    return { mbPerSecond: FILE_MB / seconds, peakRssGrowthMb: peak - idle };
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { mbPerSecond, peakRssGrowthMb } = await benchUpload();
  console.log(`Upload of a ${FILE_MB} MB file: ${mbPerSecond.toFixed(1)} MB/s`);
  console.log(`Server peak RSS growth: ${peakRssGrowthMb.toFixed(1)} MB (target < 64 MB)`);
}
