import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectInspector } from './inspector.ts';

/** Renders the app into #root, adopting the HTML of a pre-rendered public page when there is one. */
export async function startApp() {
  await connectInspector();
  const root = document.getElementById('root')!;
  if (root.firstElementChild) hydrateRoot(root, <App />);
  else createRoot(root).render(<App />);
}
