import type { AnswerEngine, ChatSource } from '../../contract/chat.ts';

export interface Answer {
  answer: string;
  known: boolean;
  sources: ChatSource[];
  engine: AnswerEngine;
  /** The scores the engine decided on (not sent to visitors; read by the evaluation). */
  evidence?: Record<string, number>;
}

/** Receives the answer piece by piece, in order, as it is produced. */
export type OnToken = (text: string) => void | Promise<void>;

export interface AnswerRequest {
  workspaceId: string;
  /** The workspace role: instructions for a language model, never a fact to repeat. */
  role: string;
  question: string;
  /** The conversation's previous question, for a follow-up that leans on it. */
  previousQuestion?: string;
  onToken?: OnToken;
}

export interface AnswerEngineImpl {
  readonly name: AnswerEngine;
  answer(request: AnswerRequest): Promise<Answer>;
}

export const SNIPPET_CHARS = 300;
export const snippetOf = (text: string) =>
  text.length <= SNIPPET_CHARS ? text : `${text.slice(0, SNIPPET_CHARS - 1).replace(/\s+\S*$/, '')}…`;
