import { createContext, useContext, useEffect } from 'react';

const SITE = 'AI Platform';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * Where a page's title and description go while it is pre-rendered at build time (no document
 * then); the browser sets them on the document instead.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/** Sets the document title and the description meta of the current page. */
export function usePageMeta(title: string, description: string) {
  const sink = useContext(PageMetaSink);
  sink?.({ title: `${title} | ${SITE}`, description });
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [title, description]);
}
