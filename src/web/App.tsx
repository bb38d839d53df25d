import { StrictMode } from 'react';
import { AuthProvider } from './AuthProvider.tsx';
import { AppRoutes } from './routes.tsx';

/** The whole web app, as the browser renders it and as the build pre-renders the public pages. */
export function App() {
  return (
    <StrictMode>
      <AuthProvider>
        <AppRoutes />
      </AuthProvider>
    </StrictMode>
  );
}
