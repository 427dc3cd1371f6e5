import path from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { buildImages } from './scripts/images.ts';
import { readSiteConfig, siteConfigScript } from './shared/site-config.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The staff dashboard's first screen (/admin: header, Dashboard tab, alerts, toasts) needs
 * TanStack Query, tRPC, Mantine's core and notifications, and these Mantine components. Left to
 * automatic chunking they arrive as about 25 small files (one per set of staff screens sharing
 * each piece), which compress about 8 kB (gzip) worse than one; the 'staff' group makes them one
 * file, and what they import comes along. Keep the list to what the first screen shows: a
 * component listed here loads with it even if only another tab uses it, and one it uses but
 * not listed here only comes as a file of its own. Public pages use none of these.
 */
const STAFF_FIRST_SCREEN_COMPONENTS = ['Anchor', 'Badge', 'Button', 'Container', 'Group', 'Loader', 'Paper', 'SimpleGrid', 'Skeleton', 'Stack', 'Switch', 'Tabs', 'Text', 'Title'];
const staffFirstScreenLibraries = new RegExp(
  `node_modules/(@tanstack/(query-core|react-query)/|@trpc/|@mantine/(store|notifications)/|@mantine/core/esm/(core|components/(${STAFF_FIRST_SCREEN_COMPONENTS.join('|')}))/)`,
);


export default defineConfig(({ command, isSsrBuild }) => ({
  root: path.join(here, 'web'),
  publicDir: path.join(here, 'web/public'),
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: path.join(here, 'web/routes'),
      generatedRouteTree: path.join(here, 'web/routeTree.gen.ts'),
      quoteStyle: 'single',
    }),
    react(),
    siteImages(),
    devSiteConfig(),
    devScreenPages(),
    stripStaticContent(),
    pageLocaleRuntime(),
  ],
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the shim's fallback for React 17 is dead weight.
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
    },
  },
  define: {
    // True where pages are rendered from components (the server's renderer, dev server);
    // false in the browser bundle, which takes static content and head tags from the HTML.
    __RENDER_STATIC__: JSON.stringify(command === 'serve' || Boolean(isSsrBuild)),
  },
  build: {
    outDir: path.join(here, 'dist/client'),
    emptyOutDir: true,
    target: 'es2022',
    assetsInlineLimit: 2048,
    // Every browser we serve supports modulepreload: no polyfill in the first-load bundle.
    modulePreload: false,
    manifest: true,
    rollupOptions: {
      output: {
        // React, the router (with the route tree) and the small pieces every public page uses, in
        // one file: they are all needed at once, and one gzip stream compresses better than
        // several (the home page's JS went from 90.8 to 89.7 kB). The site layout's component
        // (header, footer, language switcher) stays a file of its own, which the staff dashboard
        // never loads (its first screen went from 180.5 to 179.4 kB; public pages +0.4 kB).
        codeSplitting: {
          groups: [
            {
              name: 'app',
              test: /vite\/preload-helper|node_modules\/(react|react-dom|scheduler|use-sync-external-store|@tanstack\/(react-router|router-core|history|store|react-store))\/|\/web\/(components\/(StaticContent|Glyph)\/|lib\/(motion|hydrated|deferred|client-navigation)\.|routes\/(_site\.tsx(?!\?tsr-split=component)|__root\.tsx)|routeTree\.gen\.ts|router\.tsx)/,
            },
            {
              // The libraries of the staff dashboard's first screen in one file (see below).
              name: 'staff',
              test: (id: string) => !id.endsWith('.css') && staffFirstScreenLibraries.test(id),
            },
          ],
        },
      },
      treeshake: {
        // Components and content modules only declare things: when static content drops a
        // component from the browser bundle, nothing of its module (not even an empty chunk)
        // should stay behind.
        moduleSideEffects: (id: string, external: boolean) => external || id.endsWith('.css') || !/\/(web\/components|shared\/content)\//.test(id),
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
}));

/**
 * `import images from 'virtual:site-images'`: what the image pipeline made for each image id.
 * The pipeline skips finished work, so this is quick after `npm run build` has run it first;
 * under `npm run dev` it makes the images on start (restart dev after adding photos).
 */
function siteImages(): Plugin {
  const id = 'virtual:site-images';
  const resolvedId = `\0${id}`;
  let manifest: ReturnType<typeof buildImages> | undefined;
  return {
    name: 'site-images',
    resolveId: (source) => (source === id ? resolvedId : undefined),
    async load(source) {
      if (source !== resolvedId) return undefined;
      manifest ??= buildImages();
      return `export default ${JSON.stringify(await manifest)};`;
    },
  };
}

/**
 * `npm run dev`: the page carries the site configuration from the environment, as the
 * server's rendered pages do (the build leaves the placeholder for the server to fill).
 */
function devSiteConfig(): Plugin {
  return {
    name: 'dev-site-config',
    apply: 'serve',
    transformIndexHtml: (html) => html.replace('<!--site-config-->', siteConfigScript(readSiteConfig(process.env))),
  };
}

/**
 * `npm run dev`: /auth and /crew are pages of their own (web/lean, built by vite.lean.config.ts),
 * rendered in the browser here.
 */
function devScreenPages(): Plugin {
  return {
    name: 'dev-screen-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = req.url?.split('?')[0];
        if (pathname === '/auth' || pathname === '/crew') req.url = `/lean${pathname}.html`;
        next();
      });
    },
  };
}

/**
 * The browser build takes the page's language from its URL with a runtime of a few lines
 * (web/lib/page-locale-runtime.ts) instead of Paraglide's generated one; the page renderer and
 * the server keep the generated runtime (with the language of each render).
 */
function pageLocaleRuntime(): Plugin {
  const generated = path.join(here, 'shared/i18n/paraglide/runtime.js');
  const replacement = path.join(here, 'web/lib/page-locale-runtime.ts');
  return {
    name: 'page-locale-runtime',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    async resolveId(source, importer, options) {
      if (!source.endsWith('runtime.js') || !importer) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === generated ? replacement : undefined;
    },
  };
}

/**
 * The browser bundle carries no static content: in the browser build the children of each
 * `<StaticContent>` are dropped from the source (the element takes its HTML from the page),
 * so their components, text and pictures are tree-shaken away. The renderer and the dev
 * server keep them. Attributes may hold strings and `{...}` expressions, not a `>` outside them.
 */
function stripStaticContent(): Plugin {
  const element = /<StaticContent\b((?:[^>"'{}]|"[^"]*"|'[^']*'|\{(?:[^{}]|\{[^{}]*\})*\})*?)>[\s\S]*?<\/StaticContent>/g;
  return {
    name: 'strip-static-content',
    enforce: 'pre',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    transform(code, id) {
      if (!/\.tsx(\?|$)/.test(id) || !code.includes('</StaticContent>')) return undefined;
      const stripped = code.replace(element, (_match, attributes: string) => `<StaticContent${attributes} />`);
      if (stripped.includes('</StaticContent>')) this.error(`${id}: a <StaticContent> element this plugin cannot read`);
      return { code: stripped, map: null };
    },
  };
}
