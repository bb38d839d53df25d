import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { prerenderPlugin } from './scripts/prerenderPlugin.ts';

const apiTarget = `http://localhost:${process.env.API_PORT ?? 3001}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), prerenderPlugin()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      // The embed loader keeps a stable address, /widget.js, for the snippets on other sites; the
      // chat window it frames has its own small page.
      input: { index: 'index.html', chat: 'chat.html', widget: 'src/web/chat/widgetLoader.ts' },
      output: {
        entryFileNames: (chunk) => (chunk.name === 'widget' ? 'widget.js' : 'assets/[name]-[hash].js'),
      },
    },
  },
  server: {
    proxy: Object.fromEntries(['/api', '/uc', '/auth', '/widget.js'].map((p) => [p, apiTarget])),
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: ['tests/machines/**/*.test.ts', 'tests/server/**/*.test.ts', 'tests/docs/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['tests/web/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/web/setup.ts'],
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          // The web app's live bindings (src/web/api, AuthProvider) against one real server.
          name: 'bindings',
          environment: 'jsdom',
          include: ['tests/bindings/**/*.test.{ts,tsx}'],
          globalSetup: ['tests/bindings/globalSetup.ts'],
          setupFiles: ['tests/bindings/setup.ts'],
          testTimeout: 15_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
