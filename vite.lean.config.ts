import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { reactAliases } from './scripts/vite-plugins.ts';

const here = path.dirname(new URL(import.meta.url).pathname);

/**
 * The sign-in and crew screens (/auth, /crew), built apart from the site and the dashboard
 * (issue 19.4): each page loads React, the vanilla tRPC client and its own screen, and nothing
 * of the router, Mantine or TanStack Query, so a cheap phone on a slow network opens it at
 * once (the crew screen's first load is held to 100 kB of JavaScript, gzip). A build of its
 * own, so the site's chunks stay as they are. `npm run build` runs it after the main build
 * (scripts/build-web.ts); its pages are templates the server fills (server/web/prerender.ts).
 */
export default defineConfig({
  root: path.join(here, 'web'),
  publicDir: false,
  plugins: [react()],
  resolve: { alias: reactAliases },
  build: {
    outDir: path.join(here, 'dist/client'),
    // The main build has just written the site's files there.
    emptyOutDir: false,
    target: 'es2022',
    modulePreload: { polyfill: false },
    manifest: '.vite/lean-manifest.json',
    rollupOptions: {
      input: { auth: path.join(here, 'web/lean/auth.html'), crew: path.join(here, 'web/lean/crew.html') },
    },
  },
});
