import { useEffect } from 'react';

const SITE = 'AI Platform';

/** Sets the document title and the description meta of the current page. */
export function usePageMeta(title: string, description: string) {
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
