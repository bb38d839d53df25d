import type { SourceKind } from '../../contract/chat.ts';

/**
 * The columns of a knowledge chunk that name its source: the kind and id the search reads, and the
 * one foreign key (file, text or Q&A) that deletes the chunk with its source.
 */
export function chunkSource(sourceKind: SourceKind, sourceId: string) {
  return {
    sourceKind,
    sourceId,
    fileId: sourceKind === 'file' ? sourceId : null,
    textId: sourceKind === 'text' ? sourceId : null,
    qnaId: sourceKind === 'qna' ? sourceId : null,
  };
}
