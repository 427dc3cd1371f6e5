/**
 * The public pages, rendered when the server starts with this deployment's site
 * configuration (SITE_*, PUBLIC_URL), so one build serves any deployment: one HTML document
 * per route (head tags included, the route's CSS linked and its JavaScript preloaded, the
 * configuration as a JSON block for the browser), plus robots.txt, sitemap.xml and the
 * not-found page, each kept in memory with its gzip and (soon after) brotli bytes. A page
 * that fails to render is listed (`failed`), never thrown: the server still starts and answers
 * a fallback page at that address (server/plugins/web.ts, server/web/fallback-page.ts).
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse } from 'node-html-parser';
import { CREW_APP_PATH, CREW_ASSIGNMENT_DATA_ID } from '../../shared/crew-app';
import { LOCALE_TAGS, LOCALES, localizedPath, splitLocale, type Locale } from '../../shared/i18n/locale';
import { FORM_KEY_PLACEHOLDER, type PlainFormAnswer } from '../../shared/public-forms';
import { PRERENDER_PATHS, SITEMAP_PATHS, STAFF_PATHS } from '../../shared/public-paths';
import { SIGN_IN_ANSWER_DATA_ID, type SignInAnswer } from '../../shared/sign-in';
import { siteConfigScript, type SiteConfig } from '../../shared/site-config';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

/** What web/entry-server.tsx exports (built to dist/ssr/entry-server.js). */
interface ServerEntry {
  render(pathname: string, answer?: PlainFormAnswer | null): Promise<{ head: string; html: string; statusCode: number; routeIds: string[] }>;
  prerenderPaths(): string[];
  /** Paths search engines should list (public, indexable). */
  sitemapPaths(): string[];
  /** The screens with pages of their own (/auth, /crew), built apart (vite.lean.config.ts). */
  screenNames(): string[];
  renderScreen(name: string, initial?: unknown): { path: string; head: string; html: string };
}

export interface RenderedFile {
  type: string;
  body: Buffer;
  gzip: Buffer;
  /** Null until made, shortly after start-up. */
  brotli: Buffer | null;
  etag: string;
  /**
   * The page holds a form: each time it is served, FORM_KEY_PLACEHOLDER becomes a new
   * idempotency key (one per page view), so it is compressed for each visit, never cached.
   */
  perView: boolean;
}

export interface RenderedSite {
  /**
   * By URL path: '/', '/contact', '/robots.txt', '/sitemap.xml'... Every page that rendered, and
   * a shell in place of a staff, sign-in or crew screen that did not (their script renders them).
   */
  files: Map<string, RenderedFile>;
  /** Every page address: each public page in each language, /admin, /auth and /crew. */
  pagePaths: string[];
  /**
   * The pages that could not be rendered, by path (the not-found page as NOT_FOUND_PROBE in its
   * language), with the error. A public one has no file: the server answers the fallback page.
   */
  failed: Map<string, unknown>;
  /** Why the renderer (or its page template) could not be loaded; null when it was. */
  rendererError: unknown;
  /** The not-found page in the language of the path asked for (`/kn/…` gets Kannada's); null if it failed. */
  notFoundFor: (urlPath: string) => RenderedFile | null;
  /**
   * The page `pagePath` answering a plain form post: rendered now with the form's outcome in
   * place, without the app's script (the browser would render the form empty again). Its
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
  /**
   * The sign-in screen's page answering its plain form post (server/routes/sign-in-form.ts):
   * the message in place and the e-mail filled in, carried as a JSON block for the script too.
   */
  renderSignInPage: (answer: SignInAnswer) => string;
}

const NOT_FOUND_PROBE = '/__prerender-not-found__';

/** The screens' addresses when the renderer cannot say (it could not be loaded): web/lean/screen-pages.tsx. */
const SCREEN_PATHS: Record<string, string> = { auth: '/auth', crew: CREW_APP_PATH };

/** What loading the renderer gives: the module, the manifest, the templates made from index.html. */
async function loadRenderer(options: { clientDir: string; ssrDir: string; site: SiteConfig; rendererFile: string }, template: string) {
  const { clientDir, site, rendererFile } = options;
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  globalThis.__SITE_CONFIG__ = site;
  const entry = (await import(pathToFileURL(path.resolve(rendererFile)).href)) as ServerEntry;
  return {
    entry,
    manifest,
    publicTemplate: await inlineEntryCss(template, clientDir),
    startApp: startAppAfterPaint(template),
    paths: entry.prerenderPaths(),
    sitemapPaths: entry.sitemapPaths(),
    screenNames: entry.screenNames(),
  };
}

/**
 * `ssrDir` holds the renderer and the page template (`npm run build` puts them in dist/ssr);
 * `clientDir` the browser bundle and its manifest; `rendererFile` the renderer module (default
 * `ssrDir`/entry-server.js; tests give one that fails). The configuration is handed to the
 * renderer through globalThis before it is loaded (web/lib/site.ts reads it on import), so a
 * process renders for one configuration.
 *
 * Never throws for a page: each renders on its own, and one that fails (or every one, when the
 * renderer cannot be loaded) is listed in `failed` for the server to answer in its place.
 */
export async function prerenderSite(options: { clientDir: string; ssrDir: string; site: SiteConfig; rendererFile?: string }): Promise<RenderedSite> {
  const { clientDir, ssrDir, site } = options;
  const rendererFile = options.rendererFile ?? path.join(ssrDir, 'entry-server.js');
  let template: string | null = null;
  let loaded: Awaited<ReturnType<typeof loadRenderer>> | null = null;
  let rendererError: unknown = null;
  try {
    template = await readFile(path.join(ssrDir, 'index.html'), 'utf8');
    loaded = await loadRenderer({ ...options, rendererFile }, template);
  } catch (error) {
    rendererError = error;
  }
  const configScript = siteConfigScript(site);
  const failed = new Map<string, unknown>();

  /** The document of one rendered route; `app: false` leaves the app's script out. */
  const documentOf = (renderer: NonNullable<typeof loaded>, rendered: Awaited<ReturnType<ServerEntry['render']>>, locale: Locale, app = true) => {
    const isStaff = rendered.routeIds.some((id) => id.startsWith('/_console'));
    const assets = routeAssets(renderer.manifest, rendered.routeIds);
    const head = [
      rendered.head,
      ...assets.css.map((href) => `<link rel="stylesheet" href="/${href}">`),
    ].join('');
    const { startApp, publicTemplate } = renderer;
    const page = isStaff ? template! : app ? startApp.replace(publicTemplate, assets.js) : startApp.remove(publicTemplate);
    return page
      .replace('<html lang="en-IN">', () => `<html lang="${LOCALE_TAGS[locale]}">`)
      .replace('<!--app-head-->', () => head)
      .replace('<!--site-config-->', () => configScript)
      .replace('<div id="root"><!--app-html--></div>', () =>
        isStaff || !app ? `<div id="root">${rendered.html}</div>` : `<div id="root" data-hydrate="true">${rendered.html}</div>`,
      );
  };
  const shellHead = `<title>${site.businessName.replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'))}</title><meta name="robots" content="noindex">`;

  const regions = new Map<string, { html: string; path: string }>();
  const documents = new Map<string, string>();
  const notFoundProbes = LOCALES.map((locale) => localizedPath(NOT_FOUND_PROBE, locale));
  const pagePaths = loaded?.paths ?? PRERENDER_PATHS;
  for (const pagePath of [...pagePaths, ...notFoundProbes]) {
    const { locale } = splitLocale(pagePath);
    try {
      if (!loaded) throw rendererError;
      const rendered = await loaded.entry.render(pagePath);
      if (!notFoundProbes.includes(pagePath) && rendered.statusCode !== 200) {
        throw new Error(`Rendering ${pagePath} gave status ${rendered.statusCode}`);
      }
      checkStaticRegions(regions, locale, pagePath, rendered.html);
      documents.set(pagePath, documentOf(loaded, rendered, locale));
    } catch (error) {
      failed.set(pagePath, error);
      // The staff console renders in the browser anyway: its page without the prerendered head.
      if (template && STAFF_PATHS.includes(pagePath)) {
        documents.set(pagePath, template.replace('<!--app-head-->', () => shellHead).replace('<!--site-config-->', () => configScript).replace('<!--app-html-->', ''));
      }
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
  for (const name of loaded?.screenNames ?? Object.keys(SCREEN_PATHS)) {
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
    (async () => files.set('/sitemap.xml', await compressed('application/xml; charset=utf-8', sitemapXml(site.publicUrl, loaded?.sitemapPaths ?? SITEMAP_PATHS))))(),
  ]);
  const notFound = new Map<Locale, RenderedFile>();
  for (const locale of LOCALES) {
    const document = documents.get(localizedPath(NOT_FOUND_PROBE, locale));
    if (document) notFound.set(locale, await compressed(html, document));
  }
  void addBrotli([...files.values(), ...notFound.values()].filter((f) => !f.perView)).catch(() => {}); // gzip stays
  return {
    files,
    pagePaths: [...new Set([...pagePaths, ...Object.values(SCREEN_PATHS)])],
    failed,
    rendererError,
    notFoundFor: (urlPath) => notFound.get(splitLocale(urlPath).locale) ?? null,
    renderAnswer: async (pagePath, answer) => {
      if (!loaded) throw rendererError;
      return documentOf(loaded, await loaded.entry.render(pagePath, answer), splitLocale(pagePath).locale, false);
    },
    renderCrewPage: (assignment) => screenDocument('crew', JSON.parse(JSON.stringify(assignment))).html,
    renderSignInPage: (answer) => screenDocument('auth', answer).html,
  };
}

/** JSON inside a <script> block: no `<` (so no `</script>` or `<!--`) and no line separators. */
function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

async function compressed(type: string, text: string): Promise<RenderedFile> {
  const body = Buffer.from(text);
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const perView = text.includes(FORM_KEY_PLACEHOLDER);
  return { type, body, gzip: perView ? Buffer.alloc(0) : await gzip(body, { level: 9 }), brotli: null, etag, perView };
}

/**
 * Brotli at its best quality takes seconds for every page together: done one file at a time
 * after start-up (in zlib's thread pool), gzip is sent until then.
 */
async function addBrotli(files: RenderedFile[]): Promise<void> {
  for (const file of files) {
    const params = { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: file.body.length };
    file.brotli = await brotli(file.body, { params });
  }
}

/**
 * <StaticContent> regions are looked up by id alone in the browser (whose pages are all in one
 * language), so an id used on several pages of a language must carry the same HTML on each.
 */
function checkStaticRegions(regions: Map<string, { html: string; path: string }>, locale: Locale, pagePath: string, html: string) {
  for (const el of parse(html).querySelectorAll('[data-static]')) {
    const id = `${locale}:${el.getAttribute('data-static')!}`;
    const seen = regions.get(id);
    if (seen && seen.html !== el.innerHTML) {
      throw new Error(`Static region "${id}" differs between ${seen.path} and ${pagePath}: give each its own id.`);
    }
    regions.set(id, { html: el.innerHTML, path: pagePath });
  }
}

/**
 * Public pages and the sign-in and crew screens carry their stylesheets inline: the first paint
 * then waits for no second request (which on a slow mobile link also competes with the script
 * preloads). The dashboard keeps the linked file.
 */
async function inlineEntryCss(template: string, clientDir: string): Promise<string> {
  let page = template;
  for (const link of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(clientDir, link[1]), 'utf8');
    page = page.replace(link[0], () => `<style>${css}</style>`);
  }
  return page;
}

/**
 * A public page starts the app after its first paint (web/public/start-app.js): its prerendered
 * text is shown without waiting for the app, whose chunks (`data-preload`, the page's route
 * chunks) are fetched only then. Lighthouse's slow-4G estimate counted the app's download and
 * start-up before the page's text (LCP 1.6–2.0 s): without them it is under a second.
 */
function startAppAfterPaint(template: string) {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!entry) throw new Error('The page template (dist/ssr/index.html) has no entry script: run `npm run build` again.');
  return {
    replace: (html: string, preload: Iterable<string>) =>
      html.replace(entry[0], () => {
        const chunks = [...preload].map((href) => `/${href}`).join(' ');
        return `<script src="/start-app.js" defer data-app="${entry[1]}" data-preload="${chunks}"></script>`;
      }),
    remove: (html: string) => html.replace(entry[0], ''),
  };
}

/**
 * The sign-in and crew screens start as the public pages do (start-app.js): their server-rendered
 * screen is painted before their script and its chunks are even asked for. Lighthouse's slow-4G
 * estimate otherwise counted the script's download before the screen's text whenever the
 * machine was busy (LCP 1.5 s against 0.65 s for the same page without script).
 */
function startScreenAfterPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!entry) throw new Error('A screen template (dist/ssr/lean) has no entry script: run `npm run build` again.');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  let page = template;
  for (const link of preloads) page = page.replace(link[0], '');
  return page.replace(entry[0], () => `<script src="/start-app.js" defer data-app="${entry[1]}" data-preload="${preloads.map((l) => l[1]).join(' ')}"></script>`);
}

/** The flat route file of a route id: '/_site/' -> '_site.index', '/_site/fleet' -> '_site.fleet'. */
function routeFile(routeId: string): string {
  if (routeId === '__root__') return '__root';
  return routeId.replace(/^\//, '').replace(/\/$/, '/index').replaceAll('/', '.');
}

/** CSS and JS chunks of the matched routes' components and everything they import. */
function routeAssets(manifest: Manifest, routeIds: string[]) {
  const css = new Set<string>();
  const js = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunk.css?.forEach((c) => css.add(c));
    if (!chunk.isEntry) js.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const id of routeIds) {
    for (const key of Object.keys(manifest)) {
      if (key.startsWith(`routes/${routeFile(id)}.tsx?`)) visit(key);
    }
  }
  // The entry's own CSS is already linked by index.html.
  const entryCss = new Set(Object.values(manifest).filter((c) => c.isEntry).flatMap((c) => c.css ?? []));
  return { css: [...css].filter((c) => !entryCss.has(c)), js: [...js] };
}

function robotsTxt(publicUrl: string): string {
  return ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /auth', 'Disallow: /trpc/', '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** Every page in every language, each listing all its versions (Google's hreflang in sitemaps). */
function sitemapXml(publicUrl: string, paths: string[]): string {
  const url = (p: string) => `${publicUrl}${p === '/' ? '/' : p}`;
  const urls = LOCALES.flatMap((locale) =>
    paths.map((p) => {
      const versions = LOCALES.map((other) => `<xhtml:link rel="alternate" hreflang="${LOCALE_TAGS[other]}" href="${url(localizedPath(p, other))}"/>`);
      const fallback = `<xhtml:link rel="alternate" hreflang="x-default" href="${url(p)}"/>`;
      return `  <url><loc>${url(localizedPath(p, locale))}</loc>${versions.join('')}${fallback}</url>`;
    }),
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`;
}
