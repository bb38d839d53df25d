import { createRoot, hydrateRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './ui/theme.css.ts';
import { App } from './App.tsx';
import { connectInspector } from './inspector.ts';

await connectInspector();

const root = document.getElementById('root')!;
// A public page arrives pre-rendered (see scripts/prerenderPlugin.ts): React adopts its HTML.
if (root.firstElementChild) hydrateRoot(root, <App />);
else createRoot(root).render(<App />);
