/**
 * The embed loader served as /widget.js:
 *   <script src="https://host/widget.js" data-app-id="…" data-width="400px" data-height="600px" async>
 * opens the chat window of that agent in a frame fixed to the page's bottom-right corner. It is a
 * classic script with no imports so it runs on any page; everything stays inside one function so
 * the host page's globals are left alone.
 */
(() => {
  const CSS_LENGTH = /^\d+(\.\d+)?(px|rem|em|vh|vw|%)$/;
  const length = (value: string | undefined, fallback: string) =>
    value && CSS_LENGTH.test(value) ? value : fallback;

  const script = document.currentScript as HTMLScriptElement | null;
  const appId = script?.dataset.appId;
  if (!script || !appId) {
    console.error('Chat widget: add data-app-id="<your appId>" to the script tag.');
    return;
  }
  if (document.querySelector(`iframe[data-chat-app-id="${CSS.escape(appId)}"]`)) return;

  const frame = document.createElement('iframe');
  frame.src = `${new URL(script.src).origin}/chat/${encodeURIComponent(appId)}`;
  frame.title = 'Chat';
  frame.dataset.chatAppId = appId;
  Object.assign(frame.style, {
    position: 'fixed',
    right: '16px',
    bottom: '16px',
    width: length(script.dataset.width, '400px'),
    height: length(script.dataset.height, '600px'),
    maxWidth: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    border: '0',
    borderRadius: '12px',
    boxShadow: '0 12px 32px rgba(15, 23, 42, 0.18)',
    background: '#ffffff',
    zIndex: '2147483000',
  });
  (document.body ?? document.documentElement).appendChild(frame);
})();
