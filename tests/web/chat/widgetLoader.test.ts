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

/** Runs /widget.js as the page's current script with these data attributes. */
async function loadWidget(data: Record<string, string>) {
  const script = document.createElement('script');
  script.src = 'https://agents.example/widget.js';
  Object.assign(script.dataset, data);
  document.body.append(script);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  vi.resetModules();
  // A classic script, not a module: imported for its effect, afresh each time.
  await import('../../../src/web/chat/widgetLoader.ts' as string);
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

  it('adds one chat per appId however often the snippet is pasted, and says what is missing without one', async () => {
    stubScreen(false);
    await loadWidget({ appId: 'app_1' });
    await loadWidget({ appId: 'app_1' });
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await loadWidget({});
    expect(error).toHaveBeenCalledWith('Chat widget: add data-app-id="<your appId>" to the script tag.');
  });
});
