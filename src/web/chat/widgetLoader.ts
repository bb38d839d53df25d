/**
 * The embed loader served as /widget.js:
 *   <script src="https://host/widget.js" data-app-id="…" data-width="400px" data-height="600px"
 *           data-closable="true" data-auth-token="…" async>
 * opens the chat window of that agent in a frame fixed to the page's bottom-right corner. By default
 * the frame stays open (no close button); `data-closable="true"` adds one, and a launcher button
 * brings the chat back. On screens narrower than 480 px the chat always starts behind the launcher
 * and opens over the whole screen with a close control. `data-auth-token` hands the host site's
 * end-user token to the chat (for agents that require sign-in) in the frame address's fragment,
 * which is never sent to a server.
 *
 * It first asks the chat config: when the agent refuses this site (403, the site is not among its
 * allowed sites) or does not exist, it shows nothing and leaves one console warning for the
 * site's developer, instead of a frame the browser would refuse to show. When the chat can close,
 * Escape closes it (the chat window asks for that with a message, as its keys stay in the frame).
 *
 * It is a classic script with no imports so it runs on any page; everything stays inside one
 * function so the host page's globals are left alone.
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
  if (document.querySelector(`[data-chat-widget="${CSS.escape(appId)}"]`)) return;

  const serverOrigin = new URL(script.src).origin;
  const warn = (status: number) =>
    console.warn(
      status === 403
        ? `Chat widget: ${location.origin} is not among this agent's allowed sites, so the chat is not shown. Add it on the dashboard's Integration page.`
        : status === 404
          ? `Chat widget: no agent has the appId "${appId}". Copy the snippet again from the dashboard's Integration page.`
          : `Chat widget: the chat is not shown, its server answered ${status || 'nothing'}.`,
    );
  fetch(`${serverOrigin}/api/chat/${encodeURIComponent(appId)}/config`).then(
    (reply) => (reply.ok ? mount() : warn(reply.status)),
    () => warn(0),
  );

  function mount() {
    if (!script || !appId || document.querySelector(`[data-chat-widget="${CSS.escape(appId)}"]`)) return;
    const { width, height, closable, authToken } = script.dataset;
    const narrow = matchMedia('(max-width: 479.98px)');
    const SHADOW = '0 12px 32px rgba(15, 23, 42, 0.18)';
    const Z = '2147483000';
    const css = (el: HTMLElement, style: Record<string, string>) => Object.assign(el.style, style);
    const button = (label: string, svgPath: string) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.setAttribute('aria-label', label);
      b.innerHTML = `<svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${svgPath}"/></svg>`;
      css(b, {
        display: 'none',
        alignItems: 'center',
        justifyContent: 'center',
        border: '0',
        borderRadius: '50%',
        cursor: 'pointer',
        padding: '0',
      });
      return b;
    };

    const box = document.createElement('div');
    box.dataset.chatWidget = appId;
    const launcher = button('Open chat', 'M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z');
    css(launcher, {
      position: 'fixed',
      right: '16px',
      bottom: '16px',
      width: '56px',
      height: '56px',
      background: '#4f46e5',
      color: '#fff',
      boxShadow: SHADOW,
      zIndex: Z,
    });
    const close = button('Close chat', 'M6 6l12 12M18 6L6 18');
    css(close, {
      position: 'absolute',
      top: '10px',
      right: '10px',
      width: '32px',
      height: '32px',
      background: 'rgba(15, 23, 42, 0.35)',
      color: '#fff',
    });

    let frame: HTMLIFrameElement | null = null;
    let open = false;

    /** The frame is made when the chat first opens, so a closed launcher costs the page nothing. */
    const ensureFrame = (focus: boolean) => {
      if (frame) return;
      frame = document.createElement('iframe');
      const fragment = new URLSearchParams();
      if (authToken) fragment.set('authToken', authToken);
      if (focus) fragment.set('focus', '1');
      const hash = fragment.toString();
      frame.src = `${serverOrigin}/chat/${encodeURIComponent(appId)}${hash ? `#${hash}` : ''}`;
      frame.title = 'Chat';
      frame.dataset.chatAppId = appId;
      css(frame, { width: '100%', height: '100%', border: '0', display: 'block', background: '#fff' });
      box.prepend(frame);
    };

    const canClose = () => narrow.matches || closable === 'true';
    const render = (openedByVisitor = false) => {
      const small = narrow.matches;
      const closes = canClose();
      if (!closes) open = true;
      if (open) ensureFrame(openedByVisitor);
      css(box, {
        display: open ? 'block' : 'none',
        position: 'fixed',
        zIndex: Z,
        background: '#fff',
        overflow: 'hidden',
        ...(small
          ? {
              inset: '0',
              width: '100%',
              height: '100%',
              maxWidth: 'none',
              maxHeight: 'none',
              borderRadius: '0',
            }
          : {
              inset: 'auto 16px 16px auto',
              width: length(width, '400px'),
              height: length(height, '600px'),
              maxWidth: 'calc(100vw - 32px)',
              maxHeight: 'calc(100vh - 32px)',
              borderRadius: '12px',
              boxShadow: SHADOW,
            }),
      });
      close.style.display = closes ? 'flex' : 'none';
      launcher.style.display = closes && !open ? 'flex' : 'none';
      launcher.setAttribute('aria-expanded', String(open));
    };

    launcher.onclick = () => {
      open = true;
      render(true);
      frame?.focus();
    };
    const closeChat = () => {
      open = false;
      render();
      launcher.focus();
    };
    close.onclick = closeChat;
    addEventListener('message', (event) => {
      if (event.source !== frame?.contentWindow || event.origin !== serverOrigin) return;
      if ((event.data as { type?: unknown } | null)?.type === 'chat-widget.close' && open && canClose())
        closeChat();
    });
    box.addEventListener('keydown', (event) => {
      if (event.key === 'Escape' && open && canClose()) closeChat();
    });
    narrow.addEventListener('change', () => {
      // Crossing to a small screen puts the chat behind the launcher, like a fresh small-screen visit.
      if (narrow.matches) open = false;
      render();
    });

    open = !narrow.matches;
    box.append(close);
    (document.body ?? document.documentElement).append(box, launcher);
    render();
  }
})();
