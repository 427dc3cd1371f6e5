import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CREW_APP_PATH, CREW_MANIFEST_PATH, crewWebManifest } from '../../shared/crew-app';
import { FORM_KEY_PLACEHOLDER, type PlainFormAnswer } from '../../shared/public-forms';
import { PARTNER_PATH } from '../../shared/public-paths';
import { PERMANENT_REDIRECTS } from '../../shared/routes';
import type { SignInAnswer } from '../../shared/sign-in';
import type { SiteConfig } from '../../shared/site-config';
import { checkAccess } from '../auth/access';
import { publicFormRoutes } from '../routes/public-forms';
import { signInFormRoutes } from '../routes/sign-in-form';
import { crewAssignment } from '../services/crew.service';
import { ForbiddenError, UnauthorizedError } from '../services/errors';
import { hasLanguageVersions, localizedPath, splitLocale } from '../../shared/i18n/locale';
import { decideLanguage, LANGUAGE_COOKIE, suggestionHtml } from '../web/language';
import { FALLBACK_RETRY_AFTER_SECONDS, fallbackPage, signInFallbackPage } from '../web/fallback-page';
import { prerenderSite, type RenderedFile } from '../web/prerender';
import { keepRateCardCurrent, type RateCardPages } from '../web/rate-card-pages';
import type { PublicRateCard } from '../../shared/fares';
import { withTimeout } from '../../shared/time-limit';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Adds to the response's Vary header (each part of the request the answer depends on). */
function addVary(reply: FastifyReply, value: string): FastifyReply {
  const current = reply.getHeader('vary');
  return reply.header('vary', current ? `${String(current)}, ${value}` : value);
}

/**
 * A page made for one visit: each form gets a new idempotency key (one per page view, see
 * shared/public-forms.ts), compressed now (brotli at quality 5: a few ms in zlib's threads)
 * and never stored by the browser or a proxy, so no two visits share a key.
 */
async function sendPerView(req: FastifyRequest, reply: FastifyReply, html: string, status = 200) {
  const body = Buffer.from(html.replaceAll(FORM_KEY_PLACEHOLDER, () => randomUUID()));
  addVary(reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store'), 'accept-encoding');
  const accepts = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepts)) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length };
    return reply.header('content-encoding', 'br').send(await brotli(body, { params }));
  }
  if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(await gzip(body, { level: 6 }));
  return reply.send(body);
}

export interface WebPluginOptions {
  distDir: string;
  site: SiteConfig;
  helplinePhone: string;
  /** The page renderer module (default: dist/ssr/entry-server.js beside `distDir`). */
  rendererFile?: string;
  /** Filled once the pages are rendered: the addresses answering a fallback (/healthz reports them). */
  pageHealth?: PageHealth;
  /**
   * The rate card in force, which the service pages print (issue 40.2): read before the pages
   * are rendered (never holding start-up up: null after a short wait, the pages then say to
   * call), and again every `checkEveryMs`; when the version in force is another (a new one, or
   * one whose date has come), those pages are rendered again.
   */
  rateCard?: { read: () => Promise<PublicRateCard | null>; checkEveryMs: number };
}

/** How long start-up waits for the rate card before rendering the pages without it. */
const RATE_CARD_START_WAIT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Set when the web app is served: the service pages' fares (issue 40.2). */
    rateCardPages?: RateCardPages;
  }
}

/** The pages that could not be rendered at start-up (their addresses answer a fallback page). */
export interface PageHealth {
  degraded: string[];
}

/**
 * Serves the built web app: hashed assets from `distDir` (cached for a year, pre-compressed
 * .br/.gz sent when accepted), the pages rendered at start-up for this deployment's site
 * configuration (server/web/prerender.ts; revalidated on each visit by ETag), each at a route of
 * its own, permanent redirects, and the not-found page with status 404.
 *
 * No page can stop the server: one that could not be rendered (or every one, when the renderer
 * cannot be loaded) is logged with its path and error, and its address answers a small page
 * with the business's name, the helpline and the booking form as plain HTML (503, Retry-After:
 * server/web/fallback-page.ts); the staff, sign-in and crew screens answer their shell, which
 * their script renders. The API, the plain forms, tracking and /healthz never depend on it.
 */
export const webPlugin = fp<WebPluginOptions>(
  async function web(app, opts) {
    const root = path.resolve(opts.distDir);
    // The renderer and page template sit beside the browser bundle (dist/ssr next to dist/client).
    const ssrDir = path.join(root, '..', 'ssr');
    if (!existsSync(path.join(root, '.vite', 'manifest.json'))) {
      app.log.warn({ root }, 'no built web app found; run `npm run build` (the API still works)');
      app.get('/', (_request, reply) => reply.send({ message: 'The web app is not built. Run npm run build.' }));
      return;
    }
    const started = Date.now();
    const readRateCard = opts.rateCard?.read;
    const rateCard = readRateCard ? await withTimeout(readRateCard(), RATE_CARD_START_WAIT_MS).catch((err: unknown) => (app.log.warn({ err }, 'the rate card could not be read: the service pages say to call until it can'), null)) : null;
    const rendered = await prerenderSite({ clientDir: root, ssrDir, site: opts.site, rendererFile: opts.rendererFile, rateCard });
    const degraded = [...rendered.failed.keys()];
    if (rendered.rendererError) {
      app.log.error({ err: rendered.rendererError, paths: degraded }, 'the page renderer could not be loaded: every page answers its fallback');
    } else {
      for (const [pagePath, err] of rendered.failed) app.log.error({ err, path: pagePath }, 'a page could not be rendered: its address answers the fallback page');
    }
    opts.pageHealth?.degraded.push(...degraded);
    if (readRateCard) {
      const rateCardPages = keepRateCardCurrent({ rendered, read: readRateCard, everyMs: opts.rateCard!.checkEveryMs, log: app.log });
      app.decorate('rateCardPages', { checkNow: rateCardPages.checkNow });
      app.addHook('onClose', async () => rateCardPages.stop());
    }
    app.log.info({ pages: rendered.files.size, degraded: degraded.length, ms: Date.now() - started }, 'rendered the public pages');

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

    const send = (req: FastifyRequest, reply: FastifyReply, file: RenderedFile, status = 200) => {
      if (file.perView) return sendPerView(req, reply, file.body.toString(), status);
      addVary(reply.code(status).type(file.type).header('cache-control', 'no-cache').header('etag', file.etag), 'accept-encoding');
      if (status === 200 && req.headers['if-none-match'] === file.etag) return reply.code(304).send();
      const accepts = String(req.headers['accept-encoding'] ?? '');
      if (file.brotli && /\bbr\b/.test(accepts)) return reply.header('content-encoding', 'br').send(file.brotli);
      if (/\bgzip\b/.test(accepts)) return reply.header('content-encoding', 'gzip').send(file.gzip);
      return reply.send(file.body);
    };

    /**
     * A public page in its language (server/web/language.ts): a visitor brought from outside to
     * an English page after choosing another language goes to that version; a move to another
     * language within the site is remembered; a browser preferring another language gets a
     * one-line suggestion in the page (made for this visit). A page fetched rather than
     * navigated to (Sec-Fetch-Dest other than document) gets the page as it is.
     */
    const sendPublicPage = (req: FastifyRequest, reply: FastifyReply, urlPath: string, file: RenderedFile) => {
      const { locale, path: pagePath } = splitLocale(urlPath.replace(/\/+$/, '') || '/');
      const dest = req.headers['sec-fetch-dest'];
      if (!hasLanguageVersions(pagePath) || (dest !== undefined && dest !== 'document')) return send(req, reply, file);
      const decision = decideLanguage({
        locale,
        path: pagePath,
        cookie: req.cookies?.[LANGUAGE_COOKIE],
        acceptLanguage: req.headers['accept-language'],
        fetchSite: req.headers['sec-fetch-site'],
      });
      if (decision.kind === 'redirect') return addVary(reply, 'cookie').header('cache-control', 'no-store').redirect(decision.location, 302);
      if (decision.setCookie) reply.header('set-cookie', decision.setCookie);
      if (!decision.suggestion) return send(req, addVary(reply, 'accept-language, cookie'), file);
      const html = file.body.toString().replace('<div id="root"', () => `${suggestionHtml(pagePath, decision.suggestion!)}<div id="root"`);
      return sendPerView(req, addVary(reply, 'accept-language, cookie'), html);
    };

    /** The small page standing in for one that could not be rendered (a new form key each view). */
    const sendFallback = (req: FastifyRequest, reply: FastifyReply, urlPath: string) =>
      sendPerView(
        req,
        reply.header('retry-after', String(FALLBACK_RETRY_AFTER_SECONDS)),
        fallbackPage({ businessName: opts.site.businessName, helplinePhone: opts.helplinePhone, path: urlPath, mode: { kind: 'unavailable' } }),
        503,
      );

    // One route per page (each public page in each language, /admin, /partner, /auth; /crew below).
    for (const pagePath of rendered.pagePaths) {
      if (pagePath === CREW_APP_PATH) continue;
      // Looked up on each request: a page printing fares is replaced when they change.
      app.get(pagePath, (req, reply) => {
        const file = rendered.files.get(pagePath);
        return file ? sendPublicPage(req, reply, pagePath, file) : sendFallback(req, reply, pagePath);
      });
    }
    // Paths inside the staff console (/admin/bookings/<id>) render in the browser from /admin's page.
    const staffPage = rendered.files.get('/admin');
    app.get('/admin/*', (req, reply) => {
      // A trailing slash is dropped by a redirect, as everywhere (the not-found handler).
      if (req.url.split('?')[0].endsWith('/')) return reply.callNotFound();
      return staffPage ? send(req, reply, staffPage) : sendFallback(req, reply, '/admin');
    });

    // Paths inside the partner console (/partner/request, /partner/history) render in the browser
    // from /partner's page. The server's own pages under /partner (the invitation, the CSV) are
    // routes of their own, which Fastify prefers to this wildcard.
    const partnerPage = rendered.files.get(PARTNER_PATH);
    app.get(`${PARTNER_PATH}/*`, (req, reply) => {
      if (req.url.split('?')[0].endsWith('/')) return reply.callNotFound();
      return partnerPage ? send(req, reply, partnerPage) : sendFallback(req, reply, PARTNER_PATH);
    });

    // A plain post whose answer page cannot be rendered is answered all the same (its outcome
    // stands: a stored request keeps its receipt), in the fallback page's shell.
    const renderAnswer = async (pagePath: string, answer: PlainFormAnswer) => {
      try {
        return await rendered.renderAnswer(pagePath, answer);
      } catch (err) {
        app.log.error({ err, path: pagePath }, 'a form answer page could not be rendered: answered with the fallback page');
        return fallbackPage({ businessName: opts.site.businessName, helplinePhone: opts.helplinePhone, path: pagePath, mode: { kind: 'answer', answer } });
      }
    };
    await app.register(publicFormRoutes, { helplinePhone: opts.helplinePhone, renderAnswer, sendPage: sendPerView });
    // The sign-in form's plain post (no script yet, or none at all): POST /auth. Its answer is the
    // sign-in screen with the message; if that screen cannot be rendered, a small page with the
    // message and the form again.
    const renderSignInPage = (answer: SignInAnswer) => {
      try {
        return rendered.renderSignInPage(answer);
      } catch (err) {
        app.log.error({ err, path: '/auth' }, 'the sign-in answer page could not be rendered: answered with the fallback sign-in form');
        return signInFallbackPage({ businessName: opts.site.businessName, answer });
      }
    };
    await app.register(signInFormRoutes, { renderPage: renderSignInPage, sendPage: sendPerView });
    for (const file of ['/robots.txt', '/sitemap.xml']) app.get(file, (req, reply) => send(req, reply, rendered.files.get(file)!));
    // A crew member's own load of /crew: their assignment rendered into the page (issue 19.4), so
    // the first paint shows the booking, not "Loading…". Only for a browser's page load
    // (Sec-Fetch-Dest: document): the service worker's copy of the screen (fetched, not
    // navigated) is the shell with no patient data. Anyone else, and any failure (signed out, not
    // crew, the database away), gets the shell, whose script reads and says what is wrong.
    app.get(CREW_APP_PATH, async (req, reply) => {
      const shell = rendered.files.get(CREW_APP_PATH);
      if (!shell) return sendFallback(req, reply, CREW_APP_PATH);
      const sessionToken = req.cookies?.[app.lucia.sessionCookieName] ?? null;
      // A screen that could not be rendered at start-up is the shell alone (its script renders it).
      const renderable = !rendered.failed.has(CREW_APP_PATH);
      if (!sessionToken || !renderable || req.headers['sec-fetch-dest'] !== 'document') return send(req, reply, shell);
      let assignment: Awaited<ReturnType<typeof crewAssignment>>;
      try {
        const access = await checkAccess({ lucia: app.lucia, sessionToken, setCookie: (cookie) => void reply.header('set-cookie', cookie.serialize()) }, 'crewWork');
        assignment = await crewAssignment(app.orm.em.fork(), access.user.id);
      } catch (err) {
        if (!(err instanceof UnauthorizedError || err instanceof ForbiddenError)) req.log.warn({ err }, 'crew page: assignment not rendered in');
        return send(req, reply, shell);
      }
      let page: string;
      try {
        page = rendered.renderCrewPage(assignment);
      } catch (err) {
        req.log.error({ err }, 'crew page: assignment could not be rendered in');
        return send(req, reply, shell);
      }
      // Patient data: never stored by the browser's cache or a proxy (sendPerView: no-store).
      return sendPerView(req, addVary(reply, 'cookie'), page);
    });
    // The installable crew screen's manifest names this deployment's business (issue 19.3).
    const crewManifest = JSON.stringify(crewWebManifest(opts.site.businessName));
    app.get(CREW_MANIFEST_PATH, (_req, reply) => reply.type('application/manifest+json').header('cache-control', 'no-cache').send(crewManifest));

    // No page is served from here (each has its route above): old paths' redirects, a trailing
    // slash dropped, and the not-found page (the fallback's when it could not be rendered), 404.
    app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
      const url = new URL(req.url, 'http://x');
      const isPage = (req.method === 'GET' || req.method === 'HEAD') && !url.pathname.startsWith('/trpc');
      if (!isPage) {
        return reply.code(404).send({ error: 'Not Found', message: `No route for ${req.method} ${url.pathname}` });
      }
      // Old short paths, in every language (/kn/services/icu too).
      const { locale, path: barePath } = splitLocale(url.pathname.replace(/\/+$/, '') || '/');
      const target = PERMANENT_REDIRECTS[barePath];
      if (target) return reply.redirect(localizedPath(target, locale) + url.search, 301);
      if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
        return reply.redirect(url.pathname.replace(/\/+$/, '') + url.search, 301);
      }
      const notFound = rendered.notFoundFor(url.pathname);
      if (notFound) return send(req, reply, notFound, 404);
      const page = fallbackPage({ businessName: opts.site.businessName, helplinePhone: opts.helplinePhone, path: url.pathname, mode: { kind: 'not-found' } });
      return sendPerView(req, reply, page, 404);
    });
  },
  { name: 'web' },
);
