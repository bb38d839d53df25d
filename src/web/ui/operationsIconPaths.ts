/** Stroke paths (24×24) of the operations icons used by the DevOps and Services pages. */
export const database =
  'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3';
export const terminal = 'M3 4h18v16H3zM7 9l3 3-3 3M13 15h4';
export const pipeline =
  'M6 3v12M18 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 21a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 9a9 9 0 0 1-9 9';
export const container = 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10';
export const firewall = 'M3 5h18v14H3zM3 10h18M3 14.5h18M9 5v5M15 10v4.5M9 14.5V19';
export const route = 'M4 17h10a3 3 0 0 0 0-6H10a3 3 0 0 1 0-6h10M17 2l3 3-3 3M7 14l-3 3 3 3';
export const rocket = 'M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2M9 15l-3-3c1-4 4-9 12-9 0 8-5 11-9 12zM15 9h.01';
