/**
 * The pages, rendered when the server starts with this deployment's site configuration
 * (SITE_*, PUBLIC_URL), so one build serves any deployment: one document per public route (its
 * head tags, the site's stylesheet inline, its islands with their props, the configuration as a
 * JSON block and the islands' loader), the staff and partner consoles' pages (their head tags in
 * their templates), the sign-in and crew screens, robots.txt, sitemap.xml and the not-found page, each
 * kept in memory with its gzip and (soon after) brotli bytes. A page that fails to render is
 * listed (`failed`), never thrown: the server still starts and answers a fallback page at that
 * address (server/plugins/web.ts, server/web/fallback-page.ts).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CREW_APP_PATH, CREW_ASSIGNMENT_DATA_ID } from '../../shared/crew-app';
import { LOCALES, localizedPath, splitLocale, type Locale } from '../../shared/i18n/locale';
import { escapeHtml } from '../../shared/html-escape';
import { FARES_MARK, type PublicRateCard } from '../../shared/fares';
import { jsonForHtml } from '../../shared/json-in-html';
import type { PlainFormAnswer } from '../../shared/public-forms';
import { PARTNER_PATH, PRERENDER_PATHS, SITEMAP_PATHS, STAFF_PATHS } from '../../shared/public-paths';
import { SIGN_IN_ANSWER_DATA_ID, type SignInAnswer } from '../../shared/sign-in';
import { siteConfigScript, type SiteConfig } from '../../shared/site-config';
import { addBrotli, compressed, type RenderedFile } from './rendered-file';
import type { DocumentShell } from '../../shared/document-shell';
import { inlineEntryCss, loadRenderer, readShell, startScreenAfterPaint, type ServerEntry } from './renderer';
import { robotsTxt, sitemapXml } from './site-files';

export type { RenderedFile } from './rendered-file';

export interface RenderedSite {
  /**
   * By URL path: '/', '/contact', '/robots.txt', '/sitemap.xml'... Every page that rendered, and
   * a shell in place of a staff, sign-in or crew screen that did not (their script renders them).
   */
  files: Map<string, RenderedFile>;
  /** Every page address: each public page in each language, /admin, /partner, /auth and /crew. */
  pagePaths: string[];
  /**
   * The pages that could not be rendered, by path (the not-found page as NOT_FOUND_PROBE in its
   * language), with the error. A public one has no file: the server answers the fallback page.
   */
  failed: Map<string, unknown>;
  /** Why the renderer (or what it needs from the build) could not be loaded; null when it was. */
  rendererError: unknown;
  /** The not-found page in the language of the path asked for (`/kn/…` gets Kannada's); null if it failed. */
  notFoundFor: (urlPath: string) => RenderedFile | null;
  /**
   * The page `pagePath` answering a plain form post: rendered now with the form's outcome in
   * place, without the islands' loader (the browser would start the form empty again). Its
   * other forms still hold FORM_KEY_PLACEHOLDER. Throws when the page cannot be rendered.
   */
  renderAnswer: (pagePath: string, answer: PlainFormAnswer) => Promise<string>;
  /**
   * The crew screen's page for one crew member's load: their assignment rendered in (its first
   * paint shows the booking) and carried as a JSON block for the script to start from, with no
   * preload of the assignment (it is here already). `assignment` is as the API sends it.
   * Throws when the screen cannot be rendered.
   */
  renderCrewPage: (assignment: unknown) => string;
  /** The rate card the pages were last rendered with (issue 40.2). */
  rateCard: () => PublicRateCard | null;
  /**
   * Renders again, with `rateCard`, every page that prints fares (a service page), and puts each
   * in `files` in place of the old one; later form answers use the card too. A page that fails
   * keeps its old fares and is listed in `failed` (the card is then not taken as shown).
   */
  renderRateCard: (rateCard: PublicRateCard | null) => Promise<{ rendered: string[]; failed: Map<string, unknown> }>;
  /**
   * The sign-in screen's page answering its plain form post (server/routes/sign-in-form.ts):
   * the message in place and the e-mail filled in, carried as a JSON block for the script too.
   */
  renderSignInPage: (answer: SignInAnswer) => string;
}

const NOT_FOUND_PROBE = '/__prerender-not-found__';

/** The partner console's head tags: its name in this deployment's, never indexed. */
function partnerHead(site: SiteConfig): string {
  const title = escapeHtml(`Partner console | ${site.businessName}`);
  const description = escapeHtml(`Book, schedule and follow your organisation's ambulance trips with ${site.businessName}.`);
  return `<title>${title}</title><meta name="description" content="${description}"><meta name="robots" content="noindex, nofollow">`;
}

/** The screens' addresses when the renderer cannot say (it could not be loaded): web/lean/screen-pages.tsx. */
const SCREEN_PATHS: Record<string, string> = { auth: '/auth', crew: CREW_APP_PATH };

/**
 * `ssrDir` holds the renderer and the console's and screens' page templates (`npm run build`
 * puts them in dist/ssr); `clientDir` the browser's files and the site's build manifest;
 * `rendererFile` the renderer module (default `ssrDir`/entry-server.js; tests give one that
 * fails).
 *
 * Never throws for a page: each renders on its own, and one that fails (or every one, when the
 * renderer cannot be loaded) is listed in `failed` for the server to answer in its place.
 */
export async function prerenderSite(options: { clientDir: string; ssrDir: string; site: SiteConfig; rendererFile?: string; rateCard?: PublicRateCard | null }): Promise<RenderedSite> {
  const { clientDir, ssrDir, site } = options;
  let rateCard = options.rateCard ?? null;
  const rendererFile = options.rendererFile ?? path.join(ssrDir, 'entry-server.js');
  let loaded: { entry: ServerEntry; shell: DocumentShell } | null = null;
  let rendererError: unknown = null;
  try {
    const shell = await readShell(clientDir);
    loaded = { entry: await loadRenderer(rendererFile, site), shell };
  } catch (error) {
    rendererError = error;
  }
  const configScript = siteConfigScript(site);
  const shellHead = `<title>${escapeHtml(site.businessName)}</title><meta name="robots" content="noindex">`;
  const failed = new Map<string, unknown>();
  const documents = new Map<string, string>();

  // The staff console: its own template (web/console/index.html), with its head tags.
  let consoleTemplate: string | null = null;
  try {
    consoleTemplate = (await readFile(path.join(ssrDir, 'console.html'), 'utf8')).replace('<!--site-config-->', () => configScript);
  } catch (error) {
    for (const staffPath of STAFF_PATHS) failed.set(staffPath, error);
  }
  for (const staffPath of consoleTemplate ? STAFF_PATHS : []) {
    try {
      if (!loaded) throw rendererError;
      documents.set(staffPath, consoleTemplate!.replace('<!--app-head-->', () => loaded.entry.renderConsoleHead()));
    } catch (error) {
      failed.set(staffPath, error);
      // The console renders in the browser anyway: its page without the head tags.
      documents.set(staffPath, consoleTemplate!.replace('<!--app-head-->', () => shellHead));
    }
  }

  // The partner console (issue 37): its own template (web/partner/index.html). Its head tags are
  // written here, from the site's name alone, so its page never depends on the renderer.
  try {
    const template = await readFile(path.join(ssrDir, 'partner.html'), 'utf8');
    documents.set(PARTNER_PATH, template.replace('<!--site-config-->', () => configScript).replace('<!--app-head-->', () => partnerHead(site)));
  } catch (error) {
    failed.set(PARTNER_PATH, error);
  }

  // The public pages, each in its language, and the not-found page in each language.
  const notFoundProbes = LOCALES.map((locale) => localizedPath(NOT_FOUND_PROBE, locale));
  const pagePaths = loaded?.entry.prerenderPaths() ?? PRERENDER_PATHS;
  for (const pagePath of [...pagePaths.filter((p) => !STAFF_PATHS.includes(p)), ...notFoundProbes]) {
    try {
      if (!loaded) throw rendererError;
      const rendered = await loaded.entry.render(pagePath, loaded.shell, null, rateCard);
      if (!notFoundProbes.includes(pagePath) && rendered.statusCode !== 200) {
        throw new Error(`Rendering ${pagePath} gave status ${rendered.statusCode}`);
      }
      documents.set(pagePath, rendered.html);
    } catch (error) {
      failed.set(pagePath, error);
    }
  }

  // The sign-in and crew screens: their own template (dist/ssr/lean), stylesheet inline, the
  // screen rendered in place for the page's script to hydrate (or, if it cannot be rendered,
  // the template alone: the script then renders the screen).
  const screenTemplates = new Map<string, string>();
  // Each screen's JSON block: what it was rendered from, for its script to start from the same.
  const dataIds: Record<string, string> = { crew: CREW_ASSIGNMENT_DATA_ID, auth: SIGN_IN_ANSWER_DATA_ID };
  const screenDocument = (name: string, initial?: unknown) => {
    if (!loaded) throw rendererError;
    const screen = loaded.entry.renderScreen(name, initial);
    const data = initial === undefined ? '' : `<script type="application/json" id="${dataIds[name]}">${jsonForHtml(initial)}</script>`;
    const head = initial === undefined ? screen.head : screen.head.replace(/<link rel="preload" as="fetch"[^>]*>/, '');
    const html = screenTemplates
      .get(name)!
      .replace('<!--app-head-->', () => head)
      .replace('<div id="root"><!--app-html--></div>', () => `<div id="root">${screen.html}</div>${data}`);
    return { path: screen.path, html };
  };
  for (const name of loaded?.entry.screenNames() ?? Object.keys(SCREEN_PATHS)) {
    const screenPath = SCREEN_PATHS[name] ?? `/${name}`;
    try {
      screenTemplates.set(name, startScreenAfterPaint(await inlineEntryCss(await readFile(path.join(ssrDir, 'lean', `${name}.html`), 'utf8'), clientDir)));
    } catch (error) {
      failed.set(screenPath, error);
      continue;
    }
    try {
      const screen = screenDocument(name);
      documents.set(screen.path, screen.html);
    } catch (error) {
      failed.set(screenPath, error);
      documents.set(screenPath, screenTemplates.get(name)!.replace('<!--app-head-->', () => shellHead).replace('<!--app-html-->', ''));
    }
  }

  const files = new Map<string, RenderedFile>();
  const html = 'text/html; charset=utf-8';
  await Promise.all([
    ...[...documents].filter(([p]) => !notFoundProbes.includes(p)).map(async ([p, doc]) => files.set(p, await compressed(html, doc))),
    (async () => files.set('/robots.txt', await compressed('text/plain; charset=utf-8', robotsTxt(site.publicUrl))))(),
    (async () => files.set('/sitemap.xml', await compressed('application/xml; charset=utf-8', sitemapXml(site.publicUrl, loaded?.entry.sitemapPaths() ?? SITEMAP_PATHS))))(),
  ]);
  const notFound = new Map<Locale, RenderedFile>();
  for (const locale of LOCALES) {
    const document = documents.get(localizedPath(NOT_FOUND_PROBE, locale));
    if (document) notFound.set(locale, await compressed(html, document));
  }
  void addBrotli([...files.values(), ...notFound.values()].filter((f) => !f.perView)).catch(() => {}); // gzip stays
  return {
    files,
    pagePaths: [...new Set([...pagePaths, ...Object.values(SCREEN_PATHS), PARTNER_PATH])],
    failed,
    rendererError,
    notFoundFor: (urlPath) => notFound.get(splitLocale(urlPath).locale) ?? null,
    renderAnswer: async (pagePath, answer) => {
      if (!loaded) throw rendererError;
      return (await loaded.entry.render(pagePath, { ...loaded.shell, loader: null }, answer, rateCard)).html;
    },
    rateCard: () => rateCard,
    renderRateCard: async (next) => {
      const failed = new Map<string, unknown>();
      if (!loaded) return { rendered: [], failed };
      const again = [...files.keys()].filter((p) => pagePaths.includes(p) && files.get(p)!.body.includes(FARES_MARK));
      const done: string[] = [];
      for (const pagePath of again) {
        try {
          const file = await compressed(html, (await loaded.entry.render(pagePath, loaded.shell, null, next)).html);
          if (!file.perView) await addBrotli([file]);
          files.set(pagePath, file);
          done.push(pagePath);
        } catch (error) {
          failed.set(pagePath, error);
        }
      }
      // Taken as shown only when every page shows it: otherwise the next check renders them all again.
      if (failed.size === 0) rateCard = next;
      return { rendered: done, failed };
    },
    renderCrewPage: (assignment) => screenDocument('crew', JSON.parse(JSON.stringify(assignment))).html,
    renderSignInPage: (answer) => screenDocument('auth', answer).html,
  };
}
