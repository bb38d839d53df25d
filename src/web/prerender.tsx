import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App.tsx';
import { publicRoutes } from './site/publicRoutes.tsx';
import { type PageMeta, PageMetaSink } from './ui/usePageMeta.ts';

export { publicRoutes };

export interface PrerenderedPage {
  /** The markup of the app root for this path, as the public site will adopt it in the browser. */
  html: string;
  meta: PageMeta | null;
}

/**
 * Renders the app at `path` to HTML with React's static prerendering, waiting for the page's
 * lazy chunk; run by the build (scripts/prerenderPlugin.ts) for every public page.
 */
export async function renderPage(path: string): Promise<PrerenderedPage> {
  let meta: PageMeta | null = null;
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <PageMetaSink
        value={(m) => {
          meta = m;
        }}
      >
        <App />
      </PageMetaSink>
    </Router>,
    // Never outline a large boundary to be completed by an inline script: the CSP allows none,
    // and the build has waited for every chunk anyway.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  return { html, meta };
}
