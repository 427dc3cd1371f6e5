import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devPages, pageLocaleRuntime, reactAliases } from './scripts/vite-plugins.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * The partner console (/partner, issue 37): an application of its own, with its own entry
 * (web/partner/main.tsx), page (web/partner/index.html, filled with its head tags by the server)
 * and router (web/partner/routes). It shares components and the tRPC client setup with the staff
 * console (web/components, web/lib) but is a build of its own, after the site's and the staff
 * console's (scripts/build-web.ts): no chunk of the public pages changes because of it.
 */
export default defineConfig({
  root: path.join(here, 'web'),
  publicDir: false,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(here, 'web/partner/routes'),
      generatedRouteTree: path.join(here, 'web/partner/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    devPages(),
    pageLocaleRuntime(),
  ],
  resolve: { alias: reactAliases },
  build: {
    outDir: path.join(here, 'dist/client'),
    // The site's and the staff console's builds have just written their files there.
    emptyOutDir: false,
    target: 'es2022',
    assetsInlineLimit: 2048,
    modulePreload: false,
    manifest: '.vite/partner-manifest.json',
    rollupOptions: {
      input: { partner: path.join(here, 'web/partner/index.html') },
      output: {
        codeSplitting: {
          groups: [
            {
              // React and the router with the route tree: all needed at once, one gzip stream.
              name: 'partner-app',
              test: /vite\/preload-helper|node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/(react-router|router-core|history|store|react-store))\/|\/web\/partner\/(routes\/__root\.tsx|routeTree\.gen\.ts|router\.tsx)/,
            },
          ],
        },
      },
    },
  },
});
