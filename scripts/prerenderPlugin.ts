import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { type Alias, build, type Plugin, type Rolldown } from 'vite';
import { PRERENDERED_DIR, prerenderedFile } from '../src/server/webApp.ts';
import type { PrerenderedPage, publicRoutes } from '../src/web/prerender.tsx';
import { type PageAssets, prerenderedHtml, withAssets } from './prerenderedHtml.ts';

/** The app's entry, as index.html names it. */
const ENTRY = 'src/web/main.tsx';
/** The app module the entry imports once the page has painted (src/web/main.tsx). */
const APP_MODULE = 'src/web/startApp.tsx';
/** The public site's entry, which the pre-rendered pages load instead of the app's. */
const PUBLIC_ENTRY = 'src/web/publicMain.tsx';
/** The module that entry imports once the page has painted. */
const PUBLIC_SITE_MODULE = 'src/web/startPublicSite.tsx';

/** Preact in React's place, for the public site's build only (react-dom alone outweighs its budget). */
const PREACT_FOR_REACT: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
];

interface ChunkFacts {
  file: string;
  imports: string[];
  css: string[];
}

/**
 * The files a page's chunk needs before it can run: the chunk, its static imports (transitively)
 * and their styles.
 */
function pageAssets(
  source: string,
  chunks: Map<string, ChunkFacts>,
  byFile: Map<string, ChunkFacts>,
): PageAssets {
  const page = chunks.get(source);
  if (!page) throw new Error(`The build has no chunk for ${source}; is it still imported lazily?`);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: ChunkFacts) => {
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css) styles.add(css);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(page);
  return { scripts: [...scripts], styles: [...styles] };
}

/** Records every chunk a build writes: by its file, and by its module for the chunks a module starts. */
function chunkRecorder(root: string) {
  const chunks = new Map<string, ChunkFacts>();
  const byFile = new Map<string, ChunkFacts>();
  const record = (bundle: Rolldown.OutputBundle) => {
    for (const output of Object.values(bundle)) {
      if (output.type !== 'chunk') continue;
      const facts: ChunkFacts = {
        file: output.fileName,
        imports: output.imports,
        css: [...(output.viteMetadata?.importedCss ?? [])],
      };
      byFile.set(output.fileName, facts);
      if (output.facadeModuleId) chunks.set(relative(root, output.facadeModuleId), facts);
    }
  };
  return { chunks, byFile, record };
}

/**
 * Builds the public site (index.html with the public entry, Preact in React's place) into the
 * web root's assets; returns its index.html and its chunks.
 */
async function buildPublicSite(root: string, outDir: string, mode: string) {
  const recorder = chunkRecorder(root);
  const siteOut = join(root, 'dist', 'public-site');
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    mode,
    plugins: [
      react(),
      vanillaExtractPlugin(),
      { name: 'record-chunks', writeBundle: (_options, bundle) => recorder.record(bundle) },
      {
        name: 'public-entry',
        transformIndexHtml: {
          order: 'pre',
          handler: (html) => html.replace(`/${ENTRY}`, `/${PUBLIC_ENTRY}`),
        },
      },
    ],
    resolve: { alias: PREACT_FOR_REACT },
    build: { outDir: siteOut, emptyOutDir: true, sourcemap: false },
  });
  cpSync(join(siteOut, 'assets'), join(outDir, 'assets'), { recursive: true });
  const template = readFileSync(join(siteOut, 'index.html'), 'utf8');
  rmSync(siteOut, { recursive: true, force: true });
  return { template, chunks: recorder.chunks, byFile: recorder.byFile };
}

/**
 * After the browser build, builds src/web/prerender.tsx for Node (same components, same
 * vanilla-extract class names) and writes every public page's HTML into dist/web/prerendered,
 * with the styles it needs inline, so it shows before any
 * JavaScript has run. Those pages load the public site's own build, which adopts them with
 * Preact; index.html, for every other page, keeps the React app.
 */
export function prerenderPlugin(): Plugin {
  let recorder = chunkRecorder('');
  let root = '';
  let outDir = '';
  let mode = 'production';
  let isSsr = false;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      mode = config.mode;
      isSsr = Boolean(config.build.ssr);
      recorder = chunkRecorder(root);
    },
    writeBundle(_options, bundle) {
      if (!isSsr) recorder.record(bundle);
    },
    async closeBundle() {
      if (isSsr || recorder.chunks.size === 0) return;
      const serverOut = join(root, 'dist', 'prerender');
      await build({
        configFile: false,
        root,
        logLevel: 'warn',
        mode: 'production',
        plugins: [react(), vanillaExtractPlugin()],
        build: {
          ssr: 'src/web/prerender.tsx',
          outDir: serverOut,
          emptyOutDir: true,
          rollupOptions: { output: { entryFileNames: 'prerender.js' } },
        },
      });
      const entry = await import(pathToFileURL(join(serverOut, 'prerender.js')).href);
      const renderPage = entry.renderPage as (path: string) => Promise<PrerenderedPage>;
      const routes = entry.publicRoutes as typeof publicRoutes;
      const indexFile = join(outDir, 'index.html');
      const appAssets = pageAssets(APP_MODULE, recorder.chunks, recorder.byFile);
      writeFileSync(indexFile, withAssets(readFileSync(indexFile, 'utf8'), appAssets));

      const site = await buildPublicSite(root, outDir, mode);
      const template = withAssets(site.template, pageAssets(PUBLIC_SITE_MODULE, site.chunks, site.byFile));
      const pagesDir = join(outDir, PRERENDERED_DIR);
      rmSync(pagesDir, { recursive: true, force: true });
      for (const route of routes) {
        const page = await renderPage(route.path);
        if (/<script(?![^>]*\bsrc=)/.test(page.html))
          throw new Error(`${route.path} pre-rendered with an inline script, which the CSP refuses.`);
        const file = join(pagesDir, prerenderedFile(route.path));
        mkdirSync(dirname(file), { recursive: true });
        const assets = pageAssets(route.source, site.chunks, site.byFile);
        const readAsset = (asset: string) => readFileSync(join(outDir, asset), 'utf8');
        writeFileSync(file, prerenderedHtml(template, page, assets, readAsset));
      }
      rmSync(serverOut, { recursive: true, force: true });
    },
  };
}
