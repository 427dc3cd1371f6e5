import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPages, pageLocaleRuntime, reactAliases } from './scripts/vite-plugins.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The staff dashboard's first screen (/admin: header, Dashboard tab, alerts, toasts) needs
 * TanStack Query, tRPC, Mantine's core and notifications, and these Mantine components. Left to
 * automatic chunking they arrive as about 25 small files (one per set of staff screens sharing
 * each piece), which compress about 8 kB (gzip) worse than one; the 'staff' group makes them one
 * file, and what they import comes along. Keep the list to what the first screen shows: a
 * component listed here loads with it even if only another tab uses it, and one it uses but
 * not listed here only comes as a file of its own.
 */
const STAFF_FIRST_SCREEN_COMPONENTS = ['Anchor', 'Badge', 'Button', 'Container', 'Group', 'Loader', 'Paper', 'SimpleGrid', 'Skeleton', 'Stack', 'Switch', 'Tabs', 'Text', 'Title'];
const staffFirstScreenLibraries = new RegExp(
  `node_modules/(@tanstack/(query-core|react-query)/|@trpc/|@mantine/(store|notifications)/|@mantine/core/esm/(core|components/(${STAFF_FIRST_SCREEN_COMPONENTS.join('|')}))/)`,
);

/**
 * The staff console (/admin): an application of its own, with its own entry
 * (web/console/main.tsx), page (web/console/index.html, filled with its head tags by the
 * server) and router (web/console/routes). A build of its own, after the site's
 * (scripts/build-web.ts): it shares no chunk with the public pages. `npm run dev` serves it
 * (and /auth, /crew) with hot reload.
 */
export default defineConfig({
  root: path.join(here, 'web'),
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(here, 'web/console/routes'),
      generatedRouteTree: path.join(here, 'web/console/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    devPages(),
    pageLocaleRuntime(),
  ],
  resolve: { alias: reactAliases },
  build: {
    outDir: path.join(here, 'dist/client'),
    // The site's build has just written its files there.
    emptyOutDir: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
    modulePreload: false,
    manifest: '.vite/console-manifest.json',
    rollupOptions: {
      input: { console: path.join(here, 'web/console/index.html') },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the router with the route tree: all needed at once, one gzip stream.
              name: 'app',
              test: /vite\/preload-helper|node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/(react-router|router-core|history|store|react-store))\/|\/web\/console\/(routes\/__root\.tsx|routeTree\.gen\.ts|router\.tsx)/,
            },
            {
              // The libraries of the staff dashboard's first screen in one file (see above).
              name: 'staff',
              test: (id: string) => !id.endsWith('.css') && staffFirstScreenLibraries.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    strictPort: true,
    proxy: {
      '/trpc': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/healthz': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
