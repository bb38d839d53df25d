import type { PrerenderedPage } from '../src/web/prerender.tsx';

export interface PageAssets {
  /** The page chunk and its static imports, to preload. */
  scripts: string[];
  /** Their styles. */
  styles: string[];
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const STYLESHEET_LINK = /\s*<link rel="stylesheet" crossorigin href="\/([^"]+)">/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="[^"]+">/g;
/** What React hoists ahead of the markup (image preloads): they belong in the head. */
const LEADING_HOISTABLES = /^(?:<link [^>]*\/>)+/;

/**
 * index.html with these scripts preloaded and styles linked (those it does not name yet): the app
 * module the entry imports after the first paint, so it downloads meanwhile.
 */
export function withAssets(template: string, assets: PageAssets): string {
  const links = [
    ...assets.styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
    ...assets.scripts.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].filter((link) => !template.includes(link.slice(link.indexOf('href='))));
  return template.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
}

/**
 * A public page's HTML from index.html: the pre-rendered markup in #root, its title and
 * description, and every style it needs inline in the head (nothing to wait for before the first
 * paint). The stylesheets are linked again at the end of the body, where they block nothing, so
 * the chunk loader finds them and does not fetch them twice. No chunk is preloaded: on the phone
 * profile the browser then compiled them while it was still parsing and painting the page, and the
 * largest paint came about 150–250 ms later; the entry script fetches them once the page shows.
 */
export function prerenderedHtml(
  template: string,
  page: PrerenderedPage,
  assets: PageAssets,
  readAsset: (file: string) => string,
): string {
  const linked = [...template.matchAll(STYLESHEET_LINK)].map((m) => m[1]!);
  const styles = [...new Set([...linked, ...assets.styles])];
  const hoisted = page.html.match(LEADING_HOISTABLES)?.[0] ?? '';
  const markup = page.html.slice(hoisted.length);
  const inlineStyle = `<style>${styles.map(readAsset).join('\n')}</style>`;
  const laterLinks = styles.map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`).join('');

  let html = template
    .replace(STYLESHEET_LINK, '')
    .replace(MODULE_PRELOAD, '')
    .replace(/(<meta name="description"[^>]*>)/, `$1\n    ${inlineStyle}\n    ${hoisted}`)
    .replace('<div id="root"></div>', `<div id="root">${markup}</div>\n    ${laterLinks}`);
  if (page.meta) {
    html = html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.meta.title)}</title>`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
      );
  }
  return html;
}
