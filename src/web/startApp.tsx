import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { connectInspector } from './inspector.ts';

/**
 * Renders the app into #root. Pre-rendered public pages never come here: they load the public
 * site (startPublicSite.tsx), which adopts their markup.
 */
export async function startApp() {
  await connectInspector();
  createRoot(document.getElementById('root')!).render(<App />);
}
