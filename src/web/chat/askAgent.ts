import type { AskInput } from '../../../machines/chatConversation.machine.ts';
import type { ChatReply } from '../../contract/chat.ts';
import { chatEndpoints } from '../../contract/chatEndpoints.ts';
import { endpointPath } from '../../contract/endpoint.ts';
import { BIZ_ID } from '../api/client.ts';
import { readEventStream } from './eventStream.ts';

/** A question the server did not answer: `code` is the HTTP status, 0 when it was not reached. */
export class AskFailure extends Error {
  constructor(
    readonly code: number,
    message = '',
  ) {
    super(message);
    this.name = 'AskFailure';
  }
}

interface EnvelopeLike {
  success?: boolean;
  message?: string;
  data?: unknown;
}

/** `done` may carry the reply itself or the reply in an envelope; both are accepted. */
function replyOf(payload: unknown): ChatReply {
  const envelope = payload as EnvelopeLike;
  const reply = (envelope && 'success' in envelope ? envelope.data : payload) as ChatReply | undefined;
  if (!reply || typeof reply.answer !== 'string') throw new AskFailure(500);
  return { ...reply, sources: reply.sources ?? [] };
}

async function failureOf(response: Response): Promise<AskFailure> {
  const body = (await response.json().catch(() => null)) as EnvelopeLike | null;
  return new AskFailure(response.status, body?.message);
}

/**
 * Asks an agent one question through its public chat (POST /api/chat/{appId}/messages) with
 * `Accept: text/event-stream`: each `token` goes to `onToken` as it arrives and the `done` reply
 * resolves. A server that answers with plain JSON instead is read the same way.
 */
export async function askAgent(
  input: AskInput,
  { onToken, signal }: { onToken: (text: string) => void; signal?: AbortSignal },
): Promise<ChatReply> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    Accept: 'text/event-stream',
    biz: 'index',
    'X-Biz-Id': BIZ_ID,
  };
  if (input.authToken) headers.Authorization = `Bearer ${input.authToken}`;
  let response: Response;
  try {
    response = await fetch(endpointPath(chatEndpoints.send.path, { appId: input.appId }), {
      method: chatEndpoints.send.method.toUpperCase(),
      headers,
      body: JSON.stringify({
        message: input.message,
        ...(input.conversationId ? { conversationId: input.conversationId } : {}),
      }),
      signal,
    });
  } catch (error) {
    throw signal?.aborted ? error : new AskFailure(0);
  }
  if (!response.ok) throw await failureOf(response);
  if (!response.headers.get('Content-Type')?.includes('text/event-stream') || !response.body) {
    // Something answered 200 that is not JSON (a web page in front of the API, a cut-off body).
    const payload = await response.json().catch((error: unknown) => {
      throw signal?.aborted ? error : new AskFailure(error instanceof SyntaxError ? 500 : 0);
    });
    return replyOf(payload);
  }
  try {
    for await (const { event, data } of readEventStream(response.body)) {
      const payload = JSON.parse(data) as Record<string, unknown>;
      if (event === 'token') onToken(String(payload.text ?? ''));
      else if (event === 'done') return replyOf(payload);
      else if (event === 'error') {
        throw new AskFailure(Number(payload.code) || 500, String(payload.message ?? ''));
      }
    }
  } catch (error) {
    if (error instanceof AskFailure || signal?.aborted) throw error;
    // The connection dropped halfway, or the stream carried something that is not JSON.
    throw new AskFailure(error instanceof SyntaxError ? 500 : 0);
  }
  // The stream ended without its final event: the answer was cut off.
  throw new AskFailure(0);
}
