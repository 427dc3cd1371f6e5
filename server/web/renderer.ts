/**
 * Loading what the build made for rendering pages: the page renderer (web/entry-server.tsx,
 * built to dist/ssr/entry-server.js), configured with this deployment's site, and from the
 * site's build manifest the document's shell (the stylesheet to put inline, the islands' loader
 * and the chunks to preload once the page has painted).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { DocumentShell } from '../../shared/document-shell';
import type { PublicRateCard } from '../../shared/fares';
import type { PlainFormAnswer } from '../../shared/public-forms';
import type { SiteConfig } from '../../shared/site-config';

/** What web/entry-server.tsx exports. */
export interface ServerEntry {
  configureSite(site: SiteConfig): void;
  /** `rateCard`: the fares in force, for the service pages (null: they say to call). */
  render(pathname: string, shell: DocumentShell, answer?: PlainFormAnswer | null, rateCard?: PublicRateCard | null): Promise<{ html: string; statusCode: number }>;
  prerenderPaths(): string[];
  /** Paths search engines should list (public, indexable). */
  sitemapPaths(): string[];
  renderConsoleHead(): string;
  /** The screens with pages of their own (/auth, /crew), built apart (vite.lean.config.ts). */
  screenNames(): string[];
  renderScreen(name: string, initial?: unknown): { path: string; head: string; html: string };
}

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/** The site build's manifest keys (paths under web/) of what every public page needs. */
const LOADER = 'site/loader.ts';
const STYLESHEET = 'site/site.css';
/** Started at once on every page (the header island, a script of its own with no React), so preloaded with the loader. */
const STARTED_AT_ONCE = ['components/SiteHeader/site-header.ts'];

export async function readShell(clientDir: string): Promise<DocumentShell> {
  const manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = (key: string) => {
    const found = manifest[key];
    if (!found) throw new Error(`The site's build has no ${key}: run \`npm run build\` again.`);
    return found;
  };
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = entry(key);
    if (preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  STARTED_AT_ONCE.forEach(visit);
  return {
    css: await readFile(path.join(clientDir, entry(STYLESHEET).file), 'utf8'),
    loader: { src: `/${entry(LOADER).file}`, preload: [...preload] },
  };
}

/**
 * Loads the renderer and gives it the site configuration (before any page renders: a process
 * renders for one configuration).
 */
export async function loadRenderer(rendererFile: string, site: SiteConfig): Promise<ServerEntry> {
  const entry = (await import(pathToFileURL(path.resolve(rendererFile)).href)) as ServerEntry;
  entry.configureSite(site);
  return entry;
}

/**
 * Public pages and the sign-in and crew screens carry their stylesheets inline: the first paint
 * then waits for no second request (which on a slow mobile link also competes with the script
 * preloads). The dashboard keeps the linked file.
 */
export async function inlineEntryCss(template: string, clientDir: string): Promise<string> {
  let page = template;
  for (const link of template.matchAll(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g)) {
    const css = await readFile(path.join(clientDir, link[1]), 'utf8');
    page = page.replace(link[0], () => `<style>${css}</style>`);
  }
  return page;
}

/**
 * The sign-in and crew screens start as the public pages do (start-app.js): their server-rendered
 * screen is painted before their script and its chunks are even asked for. Lighthouse's slow-4G
 * estimate otherwise counted the script's download before the screen's text whenever the
 * machine was busy (LCP 1.5 s against 0.65 s for the same page without script).
 */
export function startScreenAfterPaint(template: string): string {
  const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(template);
  if (!entry) throw new Error('A screen template (dist/ssr/lean) has no entry script: run `npm run build` again.');
  const preloads = [...template.matchAll(/<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">/g)];
  let page = template;
  for (const link of preloads) page = page.replace(link[0], '');
  return page.replace(entry[0], () => `<script src="/start-app.js" defer data-app="${entry[1]}" data-preload="${preloads.map((l) => l[1]).join(' ')}"></script>`);
}
