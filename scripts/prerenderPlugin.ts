import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { PRERENDERED_DIR, prerenderedFile } from '../src/server/webApp.ts';
import type { PrerenderedPage, publicRoutes } from '../src/web/prerender.tsx';
import { type PageAssets, prerenderedHtml, withAssets } from './prerenderedHtml.ts';

/** The app module the entry imports once the page has painted (src/web/main.tsx). */
const APP_MODULE = 'src/web/startApp.tsx';

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

/**
 * After the browser build, builds src/web/prerender.tsx for Node (same components, same
 * vanilla-extract class names) and writes every public page's HTML into dist/web/prerendered,
 * with the styles it needs inline and the chunks it needs preloaded, so it shows before any
 * JavaScript has run and React hydrates it.
 */
export function prerenderPlugin(): Plugin {
  const chunks = new Map<string, ChunkFacts>();
  const byFile = new Map<string, ChunkFacts>();
  let root = '';
  let outDir = '';
  let isSsr = false;
  return {
    name: 'prerender-public-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = join(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    writeBundle(_options, bundle) {
      if (isSsr) return;
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
    },
    async closeBundle() {
      if (isSsr || chunks.size === 0) return;
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
      const template = withAssets(readFileSync(indexFile, 'utf8'), pageAssets(APP_MODULE, chunks, byFile));
      writeFileSync(indexFile, template);
      const pagesDir = join(outDir, PRERENDERED_DIR);
      rmSync(pagesDir, { recursive: true, force: true });
      for (const route of routes) {
        const page = await renderPage(route.path);
        if (/<script(?![^>]*\bsrc=)/.test(page.html))
          throw new Error(`${route.path} pre-rendered with an inline script, which the CSP refuses.`);
        const file = join(pagesDir, prerenderedFile(route.path));
        mkdirSync(dirname(file), { recursive: true });
        const assets = pageAssets(route.source, chunks, byFile);
        const readAsset = (asset: string) => readFileSync(join(outDir, asset), 'utf8');
        writeFileSync(file, prerenderedHtml(template, page, assets, readAsset));
      }
      rmSync(serverOut, { recursive: true, force: true });
    },
  };
}
