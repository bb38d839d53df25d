import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { onTestFinished } from 'vitest';
import { baseURL } from './browser.ts';

/**
 * Another web site on its own port, closed after the test, whose one page is `html` followed by
 * the snippet that embeds the agent's widget; its origin.
 */
export async function siteEmbeddingWidget(appId: string, html: string): Promise<string> {
  const site = createServer((_req, res) => {
    res.setHeader('Content-Type', 'text/html');
    res.end(
      `<!doctype html>${html}<script src="${baseURL()}/widget.js" data-app-id="${appId}" async></script>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => void site.close());
  return `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
}
