/** A byte count as kilobytes with two decimals, as the files table shows it. */
export const formatKilobytes = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;
