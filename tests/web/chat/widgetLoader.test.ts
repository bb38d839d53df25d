import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the page's `(max-width: 479.98px)` query that the test can flip. */
function stubScreen(narrow: boolean) {
  const listeners: Array<() => void> = [];
  const query = {
    matches: narrow,
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    resize(toNarrow: boolean) {
      query.matches = toNarrow;
      for (const listener of listeners) listener();
    },
  };
}

/** Runs /widget.js as the page's current script with these data attributes; the chat config answers `status`. */
async function loadWidget(data: Record<string, string>, status = 200) {
  const fetched: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    return new Response('{}', { status });
  });
  const script = document.createElement('script');
  script.src = 'https://agents.example/widget.js';
  Object.assign(script.dataset, data);
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  // A classic script, not a module: imported for its effect, afresh each time.
  await import('../../../src/web/chat/widgetLoader.ts' as string);
  // The loader mounts once the config reply is in.
  await new Promise((resolve) => setTimeout(resolve, 0));
  return fetched;
}

const frame = () => document.querySelector<HTMLIFrameElement>('iframe[data-chat-app-id]');
const box = () => document.querySelector<HTMLElement>('[data-chat-widget]')!;
const launcher = () => document.querySelector<HTMLButtonElement>('button[aria-label="Open chat"]')!;
const closer = () => document.querySelector<HTMLButtonElement>('button[aria-label="Close chat"]')!;

afterEach(() => {
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('widget loader', () => {
  it('on a wide screen opens the chat at once, 400 × 600 by default, with no close control', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app_1' });
    expect(frame()?.src).toBe('https://agents.example/chat/app_1');
    expect(box().style.display).toBe('block');
    expect(box().style.width).toBe('400px');
    expect(box().style.height).toBe('600px');
    expect(closer().style.display).toBe('none');
    expect(launcher().style.display).toBe('none');
  });

  it('takes the size from data-width and data-height, ignoring values that are not CSS lengths', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app_1', width: '320px', height: 'calc(1px);color:red' });
    expect(box().style.width).toBe('320px');
    expect(box().style.height).toBe('600px');
  });

  it('with data-closable on a wide screen closes to the launcher and opens again', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app_1', closable: 'true' });
    expect(closer().style.display).toBe('flex');
    closer().click();
    expect(box().style.display).toBe('none');
    expect(launcher().style.display).toBe('flex');
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(launcher());
    launcher().click();
    expect(box().style.display).toBe('block');
    expect(launcher().style.display).toBe('none');
  });

  it('on a narrow screen starts behind the launcher, loads nothing, and opens over the whole screen', async () => {
    stubScreen(true);
    await loadWidget({ appId: 'app_1' });
    expect(frame()).toBeNull();
    expect(launcher().style.display).toBe('flex');
    launcher().click();
    expect(frame()).not.toBeNull();
    // Opened by the visitor: the chat window puts the cursor in its message box.
    expect(new URL(frame()!.src).hash).toBe('#focus=1');
    expect(box().style.width).toBe('100%');
    expect(box().style.height).toBe('100%');
    expect(closer().style.display).toBe('flex');
    closer().click();
    expect(box().style.display).toBe('none');
    expect(frame()).not.toBeNull();
  });

  it('keeps the chat open and not closable when the screen grows past 480 px', async () => {
    const screen = stubScreen(true);
    await loadWidget({ appId: 'app_1' });
    screen.resize(false);
    expect(box().style.display).toBe('block');
    expect(closer().style.display).toBe('none');
    expect(launcher().style.display).toBe('none');
    screen.resize(true);
    expect(box().style.display).toBe('none');
    expect(launcher().style.display).toBe('flex');
  });

  it('passes the end-user token in the fragment of the chat address, never in its path or query', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app/1', authToken: 'a b&c' });
    const url = new URL(frame()!.src);
    expect(url.pathname).toBe('/chat/app%2F1');
    expect(url.search).toBe('');
    expect(new URLSearchParams(url.hash.slice(1)).get('authToken')).toBe('a b&c');
  });

  it('asks the chat config first and, when the agent refuses this site, shows nothing and warns once', async () => {
    stubScreen(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetched = await loadWidget({ appId: 'app_1' }, 403);
    expect(fetched).toEqual(['https://agents.example/api/chat/app_1/config']);
    expect(document.querySelector('[data-chat-widget]')).toBeNull();
    expect(document.querySelector('iframe')).toBeNull();
    expect(document.querySelector('button')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/is not among this agent's allowed sites/);
    warn.mockRestore();
  });

  it('shows nothing for an appId no agent has, with a warning that says so', async () => {
    stubScreen(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await loadWidget({ appId: 'gone' }, 404);
    expect(document.querySelector('[data-chat-widget]')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no agent has the appId "gone"/);
    warn.mockRestore();
  });

  it('on a narrow screen closes the full-screen chat on Escape and when the chat window asks', async () => {
    stubScreen(true);
    await loadWidget({ appId: 'app_1' });
    launcher().click();
    closer().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(box().style.display).toBe('none');
    expect(document.activeElement).toBe(launcher());
    launcher().click();
    // A message from any other window or origin is ignored.
    window.dispatchEvent(
      new MessageEvent('message', { data: { type: 'chat-widget.close' }, origin: 'https://agents.example' }),
    );
    expect(box().style.display).toBe('block');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'chat-widget.close' },
        origin: 'https://agents.example',
        source: frame()!.contentWindow,
      }),
    );
    expect(box().style.display).toBe('none');
  });

  it('keeps a chat that cannot close open on Escape', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app_1' });
    box().dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(box().style.display).toBe('block');
  });

  it('adds one chat per appId however often the snippet is pasted, and says what is missing without one', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app_1' });
    await loadWidget({ appId: 'app_1' });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const script = document.createElement('script');
    script.src = 'https://agents.example/widget.js';
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    vi.resetModules();
    await import('../../../src/web/chat/widgetLoader.ts' as string);
    expect(error).toHaveBeenCalledWith('Chat widget: add data-app-id="<your appId>" to the script tag.');
  });
});
