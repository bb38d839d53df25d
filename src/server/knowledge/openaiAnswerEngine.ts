import { type ChatSource, chatMessages } from '../../contract/chat.ts';
import type { Answer, AnswerEngineImpl } from './answerTypes.ts';
import { snippetOf } from './answerTypes.ts';
import { withPreviousQuestion } from './followUp.ts';
import type { KnowledgeSearch } from './knowledgeSearch.ts';

export interface OpenAiSettings {
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs?: number;
}

/** The answering service failed; the chat tells the visitor so without details. */
export class EngineUnavailable extends Error {}

const INSTRUCTIONS = [
  'Answer the question using only the numbered passages below.',
  'Cite the passages you used as [1], [2], ….',
  `If the passages do not contain the answer, say: "${chatMessages.doesNotKnow}"`,
].join(' ');

/** Reads `data:` lines of an OpenAI streamed completion, handing each content delta on. */
async function readStream(body: ReadableStream<Uint8Array>, onDelta: (text: string) => Promise<void>) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return;
      const parsed = JSON.parse(data) as {
        choices?: Array<{ delta?: { content?: string } }>;
        error?: { message?: string };
      };
      if (parsed.error) throw new EngineUnavailable(parsed.error.message ?? 'The model reported an error.');
      const text = parsed.choices?.[0]?.delta?.content;
      if (text) await onDelta(text);
    }
  }
}

/** A server that ignores `stream: true` (some proxies and local servers) sends the whole completion. */
async function readWhole(res: Response, onDelta: (text: string) => Promise<void>) {
  const parsed = (await res.json()) as {
    choices?: Array<{ message?: { content?: string | null } }>;
    error?: { message?: string };
  };
  if (parsed.error) throw new EngineUnavailable(parsed.error.message ?? 'The model reported an error.');
  const text = parsed.choices?.[0]?.message?.content;
  if (text) await onDelta(text);
}

/**
 * Any OpenAI-compatible chat completions server (OpenAI, Ollama, vLLM): the workspace role as the
 * system prompt, the retrieved passages as numbered context, the answer streamed, and the
 * passages it cites mapped back to their sources.
 */
export function createOpenAiAnswerEngine(
  search: KnowledgeSearch,
  settings: OpenAiSettings,
): AnswerEngineImpl {
  const base = settings.baseUrl.replace(/\/+$/, '');
  return {
    name: 'openai',
    async answer({ workspaceId, role, question, previousQuestion, onToken }): Promise<Answer> {
      const { hits } = await search.search(workspaceId, withPreviousQuestion(question, previousQuestion), 6);
      const context = hits.map((h, i) => `[${i + 1}] ${h.title}: ${h.content}`).join('\n\n');
      let res: Response;
      try {
        res = await fetch(`${base}/chat/completions`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            Accept: 'text/event-stream',
            ...(settings.apiKey ? { Authorization: `Bearer ${settings.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: settings.model,
            stream: true,
            messages: [
              { role: 'system', content: `${role}\n\n${INSTRUCTIONS}` },
              {
                role: 'user',
                content: `Passages:\n${context || '(none)'}\n\n${previousQuestion ? `Previous question: ${previousQuestion}\n` : ''}Question: ${question}`,
              },
            ],
          }),
          signal: AbortSignal.timeout(settings.timeoutMs ?? 60_000),
        });
      } catch (error) {
        throw new EngineUnavailable((error as Error).message);
      }
      if (!res.ok || !res.body) {
        let detail = `status ${res.status}`;
        try {
          detail = ((await res.json()) as { error?: { message?: string } }).error?.message ?? detail;
        } catch {
          // not JSON
        }
        throw new EngineUnavailable(detail);
      }
      let answer = '';
      const onDelta = async (text: string) => {
        answer += text;
        await onToken?.(text);
      };
      if ((res.headers.get('Content-Type') ?? '').includes('text/event-stream')) {
        await readStream(res.body, onDelta);
      } else {
        await readWhole(res, onDelta);
      }
      answer = answer.trim();
      const cited = new Set([...answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]) - 1));
      const known = answer.length > 0 && !answer.includes(chatMessages.doesNotKnow);
      const used = hits.filter((_, i) => cited.has(i));
      const seen = new Set<string>();
      const sources: ChatSource[] = (used.length ? used : known ? [] : hits.slice(0, 3)).flatMap((h) => {
        const key = `${h.sourceKind}:${h.sourceId}`;
        if (seen.has(key)) return [];
        seen.add(key);
        return [{ kind: h.sourceKind, id: h.sourceId, title: h.title, snippet: snippetOf(h.content) }];
      });
      return { answer, known, sources, engine: 'openai' };
    },
  };
}
