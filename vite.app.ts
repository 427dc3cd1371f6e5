import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfigFnObject } from 'vite';
import { devPages, pageLocaleRuntime, reactAliases } from './scripts/vite-plugins.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const apiPort = Number(process.env.API_PORT ?? 3001);

/** A chunk group of an application's build (Rolldown's `codeSplitting.groups`). */
type ChunkGroup = { name: string; test: RegExp | ((id: string) => boolean) };

/** React and the router with the route tree of `app`: all needed at once, one gzip stream. */
export const routerGroup = (name: string, app: string): ChunkGroup => ({
  name,
  test: new RegExp(
    `vite\\/preload-helper|node_modules\\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\\/(react-router|router-core|history|store|react-store))\\/|\\/web\\/${app}\\/(routes\\/__root\\.tsx|routeTree\\.gen\\.ts|router\\.tsx)`,
  ),
});

const routerPlugin = (app: string) =>
  tanstackRouter({
    target: 'react',
    autoCodeSplitting: true,
    routesDirectory: path.join(here, `web/${app}/routes`),
    generatedRouteTree: path.join(here, `web/${app}/routeTree.gen.ts`),
    quoteStyle: 'single',
  });

/**
 * One routed application of the browser side (the staff console at /admin, the partner console
 * at /partner): its own entry (web/<app>/main.tsx), page (web/<app>/index.html, filled with its
 * head tags by the server) and router (web/<app>/routes), built apart into dist/client after the
 * site's (scripts/build-web.ts), so it shares no chunk with the public pages or the other
 * application. The two configurations differ only in these options.
 *
 * `npm run dev` serves one Vite server from the staff console's configuration (`devAlso`: the
 * partner console's router too), with /admin, /partner, /auth and /crew (scripts/vite-plugins.ts
 * devPages) and the API's routes forwarded to it.
 */
export function appConfig(options: { app: 'console' | 'partner'; groups: ChunkGroup[]; devAlso?: ('console' | 'partner')[] }): UserConfigFnObject {
  return defineConfig(({ command }) => ({
    root: path.join(here, 'web'),
    publicDir: false,
    plugins: [
      routerPlugin(options.app),
      // Another application's route tree kept current while the dev server serves it too.
      ...(command === 'serve' ? (options.devAlso ?? []).map(routerPlugin) : []),
      react(),
      devPages(),
      pageLocaleRuntime(),
    ],
    resolve: { alias: reactAliases },
    build: {
      outDir: path.join(here, 'dist/client'),
      // The builds before this one have just written their files there.
      emptyOutDir: false,
      target: 'es2022',
      assetsInlineLimit: 2048,
      modulePreload: false,
      manifest: `.vite/${options.app}-manifest.json`,
      rollupOptions: {
        input: { [options.app]: path.join(here, `web/${options.app}/index.html`) },
        output: { codeSplitting: { groups: options.groups } },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      strictPort: true,
      proxy: {
        '/trpc': { target: `http://127.0.0.1:${apiPort}`, ws: true },
        '/healthz': { target: `http://127.0.0.1:${apiPort}` },
        // The server's own pages under /partner (the invitation, the history's CSV).
        '/partner/invitation/': { target: `http://127.0.0.1:${apiPort}` },
        '/partner/history.csv': { target: `http://127.0.0.1:${apiPort}` },
      },
    },
  }));
}
