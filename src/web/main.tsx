import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import './ui/theme.css.ts';
import { AuthProvider } from './AuthProvider.tsx';
import { connectInspector } from './inspector.ts';
import { AppRoutes } from './routes.tsx';

await connectInspector();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AuthProvider>
      <AppRoutes />
    </AuthProvider>
  </StrictMode>,
);
