/** Vite plugins the site's build (vite.config.ts) and the two consoles' (vite.app.ts) share. */
import path from 'node:path';
import type { Plugin } from 'vite';
import { buildImages } from './images.ts';
import { readSiteConfig, siteConfigScript } from '../shared/site-config.ts';

const root = path.resolve(import.meta.dirname, '..');

/** React 19 has useSyncExternalStore: the shim's fallback for React 17 is dead weight. */
export const reactAliases = { 'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector' };

/**
 * `import images from 'virtual:site-images'`: what the image pipeline made for each image id.
 * The pipeline skips finished work, so this is quick after `npm run build` has run it first;
 * under `npm run dev` it makes the images on start (restart dev after adding photos).
 */
export function siteImages(): Plugin {
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
 * Browser builds take the page's language from its URL with a runtime of a few lines
 * (web/lib/page-locale-runtime.ts) instead of Paraglide's generated one (4 kB of JavaScript,
 * gzip, of locale strategies a page fixed to one language never uses); the page renderer and the
 * server keep the generated runtime (with the language of each render).
 */
export function pageLocaleRuntime(): Plugin {
  const generated = path.join(root, 'shared/i18n/paraglide/runtime.js');
  const replacement = path.join(root, 'web/lib/page-locale-runtime.ts');
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
 * `npm run dev` (the console's dev server): the page carries the site configuration from the
 * environment, as the server's pages do; /auth and /crew are pages of their own (web/lean,
 * built by vite.lean.config.ts), rendered in the browser here, /admin is the staff console's page
 * and /partner the partner console's.
 */
export function devPages(): Plugin {
  return {
    name: 'dev-pages',
    apply: 'serve',
    transformIndexHtml: (html, ctx) =>
      html
        .replace('<!--site-config-->', siteConfigScript(readSiteConfig(process.env)))
        // A page's own script is named relative to its file (web/console/index.html), but the
        // browser reads it relative to the address (/admin/bookings/…): name it from the root.
        .replaceAll('src="./', `src="${path.posix.dirname(ctx.path)}/`),
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = req.url?.split('?')[0] ?? '';
        // A page's address has no file extension; its modules (/partner/Board.tsx) do.
        const isPage = !/\.[\w]+$/.test(pathname);
        if (pathname === '/auth' || pathname === '/crew') req.url = `/lean${pathname}.html`;
        else if (pathname === '/admin' || pathname.startsWith('/admin/')) req.url = '/console/index.html';
        // The partner console's pages; its sources live at /partner/… too, and the server's own
        // pages below it (the invitation) are forwarded to the API (vite.app.ts).
        else if (isPage && (pathname === '/partner' || pathname.startsWith('/partner/')) && !pathname.startsWith('/partner/invitation/')) req.url = '/partner/index.html';
        next();
      });
    },
  };
}
