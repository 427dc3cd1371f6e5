import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PERMANENT_REDIRECTS } from '../../shared/routes';

/**
 * Serves the built web app: hashed assets (cached for a year), prerendered pages (one
 * `index.html` per public route, revalidated on each visit), permanent redirects, and the
 * not-found page with status 404. Pre-compressed .br/.gz files are sent when the browser
 * accepts them.
 */
export const webPlugin = fp<{ distDir: string }>(
  async function web(app, opts) {
    const root = path.resolve(opts.distDir);
    if (!existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built web app found; run `npm run build` (the API still works)');
      app.get('/', async () => ({ message: 'The web app is not built. Run npm run build.' }));
      return;
    }

    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: false,
      redirect: false,
      preCompressed: true,
      serveDotFiles: false,
      setHeaders(reply, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          reply.header('cache-control', 'no-cache');
        }
      },
    });

    const pageFile = (urlPath: string): string | null => {
      const clean = decodeURIComponent(urlPath).replace(/\/+$/, '');
      if (clean.includes('..') || clean.includes('\0')) return null;
      const file = clean === '' ? 'index.html' : `${clean.slice(1)}/index.html`;
      return existsSync(path.join(root, file)) ? file : null;
    };

    // The home page: served explicitly because the static handler has no index.
    app.get('/', (_req, reply) => reply.sendFile('index.html'));

    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(req.url, 'http://x');
      const isPage = (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/trpc');
      if (!isPage) {
        return reply.code(404).send({ error: 'Not Found', message: `No route for ${req.method} ${url.pathname}` });
      }
      const target = PERMANENT_REDIRECTS[url.pathname.replace(/\/+$/, '')];
      if (target) return reply.redirect(target + url.search, 301);
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        return reply.redirect(url.pathname.replace(/\/+$/, '') + url.search, 301);
      }
      // Paths inside the staff app (/admin/bookings/<id>) render in the browser from /admin's page.
      const file = pageFile(url.pathname) ?? (url.pathname.startsWith('/admin/') ? pageFile('/admin') : null);
      if (file) return reply.header('cache-control', 'no-cache').sendFile(file);
      return reply.code(404).header('cache-control', 'no-cache').sendFile('404.html');
    });
  },
  { name: 'web' },
);
