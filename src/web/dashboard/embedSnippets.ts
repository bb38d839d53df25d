/** The chat widget's size and behaviour when embedded (spec §9: 400px by 600px, not closable). */
export const widgetDefaults = { width: '400px', height: '600px', closable: false } as const;

export interface EmbedTarget {
  /** Where this server serves the widget loader, e.g. https://ai.example.com/widget.js. */
  widgetUrl: string;
  appId: string;
}

/** A script tag for any web page. */
export const javascriptSnippet = ({ widgetUrl, appId }: EmbedTarget) => `<script
  src="${widgetUrl}"
  data-app-id="${appId}"
  data-width="${widgetDefaults.width}"
  data-height="${widgetDefaults.height}"
  data-closable="${widgetDefaults.closable}"
  async
></script>`;

/** A React component that loads the same script once and removes it and its chat frame on unmount. */
export const reactSnippet = ({ widgetUrl, appId }: EmbedTarget) => `import { useEffect } from 'react';

export function ChatWidget() {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = '${widgetUrl}';
    script.async = true;
    script.dataset.appId = '${appId}';
    script.dataset.width = '${widgetDefaults.width}';
    script.dataset.height = '${widgetDefaults.height}';
    script.dataset.closable = '${widgetDefaults.closable}';
    document.body.appendChild(script);
    return () => {
      script.remove();
      document.querySelector('iframe[data-chat-app-id="${appId}"]')?.remove();
    };
  }, []);
  return null;
}`;
