import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { pageLocaleRuntime, reactAliases, siteImages } from './scripts/vite-plugins.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * The public site (README "How a public page renders"). Two builds from this file
 * (scripts/build-web.ts): the page renderer (`--ssr web/entry-server.tsx`: the route tree in
 * web/routes, every page component and its content, run by the server only) and the browser's
 * part, which is the islands alone: the loader (web/site/loader.ts, with the site's stylesheet)
 * and one chunk per island, imported when the island starts. No route, page or static text is
 * in it: the browser runs no router on public pages. The staff console is another build
 * (vite.console.config.ts), so the two share no chunk.
 */
export default defineConfig({
  root: path.join(here, 'web'),
  publicDir: path.join(here, 'web/public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: path.join(here, 'web/routes'),
      generatedRouteTree: path.join(here, 'web/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    siteImages(),
    pageLocaleRuntime(),
  ],
  resolve: { alias: reactAliases },
  build: {
    outDir: path.join(here, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // Every browser we serve supports modulepreload: no polyfill.
    modulePreload: false,
    manifest: true,
    rollupOptions: {
      input: { loader: path.join(here, 'web/site/loader.ts'), site: path.join(here, 'web/site/site.css') },
      treeshake: {
        // Components and content modules only declare things: an island's chunk keeps only
        // what its component uses.
        moduleSideEffects: (id: string, external: boolean) => external || id.endsWith('.css') || !/\/(web\/components|shared\/content)\//.test(id),
      },
    },
  },
});
