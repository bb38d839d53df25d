/**
 * The file types whose text the agent reads: the one list that the server's text extraction
 * dispatches on and that the upload checks before sending a file. Any file can be stored; only
 * these are read into the agent's knowledge.
 */

/** How a readable file's text is taken out of it. */
export type ReadableKind = 'prose' | 'markdown' | 'plain' | 'json' | 'html' | 'pdf' | 'docx';

/** Each type by the name people know it by, with its extensions and how each is read. */
export const readableFileTypes: readonly {
  label: string;
  extensions: Readonly<Record<string, ReadableKind>>;
}[] = [
  { label: 'PDF', extensions: { '.pdf': 'pdf' } },
  { label: 'Word (DOCX)', extensions: { '.docx': 'docx' } },
  { label: 'plain text', extensions: { '.txt': 'prose', '.text': 'prose', '.log': 'plain' } },
  { label: 'Markdown', extensions: { '.md': 'markdown', '.markdown': 'markdown' } },
  { label: 'CSV', extensions: { '.csv': 'plain', '.tsv': 'plain' } },
  { label: 'JSON', extensions: { '.json': 'json' } },
  { label: 'HTML', extensions: { '.html': 'html', '.htm': 'html' } },
];

const kindByExtension = new Map(readableFileTypes.flatMap((type) => Object.entries(type.extensions)));

/** Every readable extension, lower case with its dot. */
export const readableExtensions: readonly string[] = [...kindByExtension.keys()];

/** The readable types as a phrase: 'PDF, Word (DOCX), … and HTML'. */
export const readableTypesPhrase = (() => {
  const labels = readableFileTypes.map((type) => type.label);
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
})();

/** What the upload says of chosen files it leaves out. */
export const notReadMessage = `These files will not be uploaded: the agent reads only ${readableTypesPhrase} files.`;

/** A file name's extension, lower case with its dot ('' for none or a leading-dot name alone). */
export function fileExtension(fileName: string): string {
  const base = fileName.slice(Math.max(fileName.lastIndexOf('/'), fileName.lastIndexOf('\\')) + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot).toLowerCase() : '';
}

/** How a file of this name is read, or null when its type is not read at all. */
export function readableKind(fileName: string): ReadableKind | null {
  return kindByExtension.get(fileExtension(fileName)) ?? null;
}

export const isReadableFile = (fileName: string) => readableKind(fileName) !== null;
