/** Resolves once the browser has painted the current frame. */
export const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
