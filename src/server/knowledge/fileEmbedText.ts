/** What a file chunk's embedding is computed from: the file's name without extension, then the chunk. */
export function fileEmbedText(fileName: string, content: string) {
  return `${fileName.replace(/\.[^.]+$/, '')}: ${content}`;
}
