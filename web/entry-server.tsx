import { createMemoryHistory, HeadContent, RouterContextProvider, RouterProvider } from '@tanstack/react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { PlainFormAnswer } from '../shared/public-forms';
import { splitLocale, type Locale } from '../shared/i18n/locale';
import { overwriteServerAsyncLocalStorage } from '../shared/i18n/paraglide/runtime.js';
import { SCREEN_PAGES, type ScreenName } from './lean/screen-pages';
import { prerenderPreloads } from './lib/deferred';
import { PlainFormAnswerContext } from './lib/plain-form-answer';
import { PRERENDER_PATHS, SITEMAP_PATHS } from './lib/public-routes';
import { createAppRouter } from './router';

export interface RenderedPage {
  /** Head tags (title, meta, link, JSON-LD), for the document <head>. */
  head: string;
  /** The page body, for <div id="root">. */
  html: string;
  /** 404 when no route matched. */
  statusCode: number;
  /** The matched routes, so the prerender can link their CSS and preload their code. */
  routeIds: string[];
}

/**
 * Each render runs in its page's language (`/kn/…` is Kannada): Paraglide's getLocale() reads
 * it from here, through every await of the render, so renders in several languages may overlap.
 */
const renderLanguage = new AsyncLocalStorage<{ locale?: Locale }>();
overwriteServerAsyncLocalStorage(renderLanguage);

export const prerenderPaths = () => PRERENDER_PATHS;
export const sitemapPaths = () => SITEMAP_PATHS;

/**
 * Renders one route to HTML: every public page when the server starts (server/web/prerender.ts),
 * and the page answering a plain form post with that form's outcome in place (`answer`).
 */
export function render(pathname: string, answer: PlainFormAnswer | null = null): Promise<RenderedPage> {
  return renderLanguage.run({ locale: splitLocale(pathname).locale }, () => renderInLanguage(pathname, answer));
}

async function renderInLanguage(pathname: string, answer: PlainFormAnswer | null): Promise<RenderedPage> {
  const router = createAppRouter({ history: createMemoryHistory({ initialEntries: [pathname] }), prerender: true });
  await router.load();
  // Widgets whose browser code loads later (lib/deferred.tsx) are rendered in full here.
  await Promise.all(prerenderPreloads.map((preload) => preload()));
  const markup = renderToString(
    <StrictMode>
      <PlainFormAnswerContext.Provider value={answer}>
        <RouterProvider router={router} />
      </PlainFormAnswerContext.Provider>
    </StrictMode>,
  );
  // The routes' head tags, rendered apart from the page (the browser never renders them).
  const routeHead = renderToString(
    <RouterContextProvider router={router}>
      <HeadContent />
    </RouterContextProvider>,
  );
  // React 19 emits hoistable tags (title, meta, link) first when rendering outside <html>
  // (the not-found page writes its own title).
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)*/.exec(markup)?.[0] ?? '';
  // Not typed publicly: the router marks unmatched paths on the match and in its state.
  const notFound =
    router.state.matches.some((m) => m.status === 'notFound' || (m as { globalNotFound?: boolean }).globalNotFound) ||
    (router.state as { statusCode?: number }).statusCode === 404;
  return {
    head: (routeHead + hoisted).replace(/<(title|meta|link|script)\b/g, '<$1 data-prerendered=""'),
    html: markup.slice(hoisted.length),
    statusCode: notFound ? 404 : 200,
    routeIds: router.state.matches.map((m) => m.routeId),
  };
}

export const screenNames = () => Object.keys(SCREEN_PAGES) as ScreenName[];

/**
 * A screen with a page of its own (/auth, /crew: web/lean): its path, head tags and HTML, which
 * the page's script hydrates.
 */
export function renderScreen(name: ScreenName, initial?: unknown): { path: string; head: string; html: string } {
  const page = SCREEN_PAGES[name];
  const { meta, links } = page.head();
  const head = renderToStaticMarkup(
    <>
      {meta.map((tag, i) => ('title' in tag ? <title key={i}>{tag.title}</title> : <meta key={i} {...tag} />))}
      {links.map((tag, i) => (
        <link key={i} {...tag} />
      ))}
    </>,
  );
  return { path: page.path, head, html: renderToString(<StrictMode>{page.screen(initial)}</StrictMode>) };
}
