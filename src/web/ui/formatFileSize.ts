/** A byte count as KB below a megabyte and MB from there, with one or two decimals. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(2)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
