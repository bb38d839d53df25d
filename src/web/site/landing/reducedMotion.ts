/** Whether the visitor asks the system for reduced motion; read once when the carousel opens. */
export const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
