import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@fontsource-variable/inter';
import '../ui/theme.css.ts';
import { connectInspector } from '../inspector.ts';
import { ChatPage } from './ChatPage.tsx';
import { takeFrameAuthToken } from './frameAuthToken.ts';

/**
 * The chat window's own entry (chat.html, served for /chat/{appId}): the page a widget frames on
 * other sites loads only what the chat needs, none of the site, dashboard or consoles.
 */
await connectInspector();

const appId = decodeURIComponent(location.pathname.split('/')[2] ?? '');
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main id="main">
      <ChatPage appId={appId} authToken={takeFrameAuthToken()} />
    </main>
  </StrictMode>,
);
