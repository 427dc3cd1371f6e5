import { createMemoryHistory, HeadContent, Matches, RouterContextProvider } from '@tanstack/react-router';
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import type { DocumentShell } from '../shared/document-shell';
import type { PlainFormAnswer } from '../shared/public-forms';
import { LOCALE_TAGS, splitLocale, type Locale } from '../shared/i18n/locale';
import { jsonForHtml } from '../shared/json-in-html';
import { overwriteServerAsyncLocalStorage } from '../shared/i18n/paraglide/runtime.js';
import { consoleHead } from './console/head';
import { SCREEN_PAGES, type ScreenName } from './lean/screen-pages';
import { PlainFormAnswerContext } from './lib/plain-form-answer';
import { RateCardContext, type PublicRateCard } from './lib/rate-card-context';
import { PRERENDER_PATHS, SITEMAP_PATHS } from './lib/public-routes';
import { site } from './lib/site';
import { createSiteRouter } from './router';

export { configureSite } from './lib/site';

export interface RenderedPage {
  /** The whole document. */
  html: string;
  /** 404 when no route matched. */
  statusCode: number;
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
 * Renders one public route to its document: every public page when the server starts
 * (server/web/prerender.ts), and the page answering a plain form post with that form's outcome
 * in place (`answer`). The route's head tags, its body with each island's HTML and props
 * (web/site/Island.tsx), the site configuration as a JSON block, and the loader's script.
 */
export function render(pathname: string, shell: DocumentShell, answer: PlainFormAnswer | null = null, rateCard: PublicRateCard | null = null): Promise<RenderedPage> {
  const { locale } = splitLocale(pathname);
  return renderLanguage.run({ locale }, async () => {
    const router = createSiteRouter(createMemoryHistory({ initialEntries: [pathname] }));
    await router.load();
    const html = renderToString(
      <StrictMode>
        <RateCardContext.Provider value={rateCard}>
        <PlainFormAnswerContext.Provider value={answer}>
          <RouterContextProvider router={router}>
            <html lang={LOCALE_TAGS[locale]}>
              <head>
                <meta charSet="UTF-8" />
                <meta name="viewport" content="width=device-width, initial-scale=1" />
                <meta name="theme-color" content="#b71c1c" />
                <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
                <HeadContent />
                <style dangerouslySetInnerHTML={{ __html: shell.css }} />
                <script type="application/json" id="site-config" dangerouslySetInnerHTML={{ __html: jsonForHtml(site) }} />
              </head>
              <body>
                <div id="root">
                  <Matches />
                </div>
                {shell.loader && <script src="/start-app.js" defer data-app={shell.loader.src} data-preload={shell.loader.preload.join(' ')} />}
              </body>
            </html>
          </RouterContextProvider>
        </PlainFormAnswerContext.Provider>
        </RateCardContext.Provider>
      </StrictMode>,
    );
    // Not typed publicly: the router marks unmatched paths on the match and in its state.
    const notFound =
      router.state.matches.some((m) => m.status === 'notFound' || (m as { globalNotFound?: boolean }).globalNotFound) ||
      (router.state as { statusCode?: number }).statusCode === 404;
    return { html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`, statusCode: notFound ? 404 : 200 };
  });
}

type Head = ReturnType<typeof consoleHead>;

/** Head tags (as pageHead gives them) as markup, for the pages the router does not render. */
function headMarkup({ meta, links }: Head): string {
  return renderToStaticMarkup(
    <>
      {meta.map((tag, i) => {
        if ('title' in tag) return <title key={i}>{tag.title}</title>;
        if ('script:ld+json' in tag) return <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForHtml(tag['script:ld+json']) }} />;
        return <meta key={i} {...tag} />;
      })}
      {links.map((tag, i) => (
        <link key={i} {...tag} />
      ))}
    </>,
  );
}

/** The staff console's head tags (its page is web/console/index.html; the screens render in the browser). */
export const renderConsoleHead = (): string => headMarkup(consoleHead());

export const screenNames = () => Object.keys(SCREEN_PAGES) as ScreenName[];

/**
 * A screen with a page of its own (/auth, /crew: web/lean): its path, head tags and HTML, which
 * the page's script hydrates.
 */
export function renderScreen(name: ScreenName, initial?: unknown): { path: string; head: string; html: string } {
  const page = SCREEN_PAGES[name];
  return { path: page.path, head: headMarkup(page.head()), html: renderToString(<StrictMode>{page.screen(initial)}</StrictMode>) };
}
