import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  messages: Array<{ role: string; content: string }>;
}

/** How the fake model answers one chat completion. */
export type CompletionReply =
  | { kind: 'stream'; deltas: string[] }
  | { kind: 'json'; content: string }
  | { kind: 'error'; status: number; message: string }
  | { kind: 'streamError'; deltas: string[]; message: string };

/** A deterministic embedding: each word hashed into one of 64 dimensions, so shared words mean near. */
export function wordVector(text: string, dims = 64): number[] {
  const v = new Array<number>(dims).fill(0);
  for (const word of text.toLowerCase().match(/[a-z0-9]+/g) ?? []) {
    let h = 0;
    for (const ch of word) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
    v[h % dims]! += 1;
  }
  return v;
}

const readJson = async (req: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
};

const sse = (res: ServerResponse, payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
const delta = (content: string) => ({
  object: 'chat.completion.chunk',
  choices: [{ index: 0, delta: { content } }],
});

/**
 * A small server speaking the OpenAI wire format (POST /v1/chat/completions, POST /v1/embeddings),
 * answering as the test says and keeping every request it got.
 */
export async function startOpenAiWireServer() {
  const state = {
    reply: (_request: ChatCompletionRequest): CompletionReply => ({ kind: 'stream', deltas: ['Hello.'] }),
    /** While true, embedding requests wait until it turns false (a slow or stuck model). */
    holdEmbeddings: false,
    /** The next this many embedding requests answer 500. */
    failEmbeddings: 0,
    /** Each embedding request takes at least this long (a model that takes its time). */
    embeddingDelayMs: 0,
    /** Embedding requests received and not yet answered. */
    embeddingsInFlight: 0,
  };
  const completions: Array<{ body: ChatCompletionRequest; authorization?: string }> = [];
  const embeddings: Array<{ input: string[]; model: string; authorization?: string }> = [];

  const server = createServer(async (req, res) => {
    const body = await readJson(req);
    const authorization = req.headers.authorization;
    if (req.url === '/v1/embeddings') {
      state.embeddingsInFlight++;
      await new Promise((r) => setTimeout(r, state.embeddingDelayMs));
      while (state.holdEmbeddings) await new Promise((r) => setTimeout(r, 50));
      state.embeddingsInFlight--;
      if (req.socket.destroyed) return; // the caller is gone (a killed process): nothing was embedded
      if (state.failEmbeddings > 0) {
        state.failEmbeddings--;
        res.writeHead(500, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The model is overloaded.' } }));
        return;
      }
      const input: string[] = Array.isArray(body.input) ? body.input : [body.input];
      embeddings.push({ input, model: body.model, authorization });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      // In reverse order: the client must place each vector by its index.
      const data = input.map((text, index) => ({ object: 'embedding', index, embedding: wordVector(text) }));
      res.end(JSON.stringify({ object: 'list', data: data.reverse(), model: body.model }));
      return;
    }
    if (req.url !== '/v1/chat/completions') {
      res.writeHead(404).end();
      return;
    }
    completions.push({ body, authorization });
    const reply = state.reply(body);
    if (reply.kind === 'error') {
      res.writeHead(reply.status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ error: { message: reply.message, type: 'server_error' } }));
      return;
    }
    if (reply.kind === 'json') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'chat.completion',
          model: body.model,
          choices: [
            { index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' },
          ],
        }),
      );
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    for (const text of reply.deltas) {
      sse(res, delta(text));
      await new Promise((r) => setTimeout(r, 5));
    }
    if (reply.kind === 'streamError') sse(res, { error: { message: reply.message } });
    else res.write('data: [DONE]\n\n');
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    /** The base URL as OPENAI_BASE_URL takes it. */
    baseUrl: `http://127.0.0.1:${port}/v1`,
    state,
    completions,
    embeddings,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
}
export type OpenAiWireServer = Awaited<ReturnType<typeof startOpenAiWireServer>>;
