/**
 * Writes one static HTML file per route: the React tree rendered for that path (head tags
 * included), the route's CSS linked and its JavaScript preloaded, plus robots.txt,
 * sitemap.xml, 404.html, and .br/.gz copies of every text asset for the server to send.
 */
import { readdir, readFile, stat, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { parse } from 'node-html-parser';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

interface ServerEntry {
  render(pathname: string): Promise<{ head: string; html: string; statusCode: number; routeIds: string[] }>;
  prerenderPaths(): string[];
  /** Paths search engines should list (public, indexable). */
  sitemapPaths(): string[];
  publicUrl: string;
}

const NOT_FOUND_PROBE = '/__prerender-not-found__';

export async function prerender({ root }: { root: string }) {
  const clientDir = path.join(root, 'dist/client');
  const template = await readFile(path.join(clientDir, 'index.html'), 'utf8');
  const manifest: Manifest = JSON.parse(await readFile(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const entry: ServerEntry = await import(pathToFileURL(path.join(root, 'dist/ssr/entry-server.js')).href);

  const regions = new Map<string, { html: string; path: string }>();
  const pages = [...entry.prerenderPaths().map((p) => ({ path: p, file: fileFor(p) })), { path: NOT_FOUND_PROBE, file: '404.html' }];
  for (const page of pages) {
    const rendered = await entry.render(page.path);
    if (page.path !== NOT_FOUND_PROBE && rendered.statusCode !== 200) {
      throw new Error(`Prerendering ${page.path} gave status ${rendered.statusCode}`);
    }
    checkStaticRegions(regions, page.path, rendered.html);
    const isStaff = rendered.routeIds.some((id) => id.startsWith('/_console'));
    const assets = routeAssets(manifest, rendered.routeIds);
    const head = [
      rendered.head,
      ...assets.css.map((href) => `<link rel="stylesheet" href="/${href}">`),
      ...(isStaff ? [] : assets.js.map((href) => `<link rel="modulepreload" href="/${href}">`)),
    ].join('');
    const html = (isStaff ? template : await inlineEntryCss(template, clientDir))
      .replace('<!--app-head-->', head)
      .replace(
        '<div id="root"><!--app-html--></div>',
        isStaff ? `<div id="root">${rendered.html}</div>` : `<div id="root" data-hydrate="true">${rendered.html}</div>`,
      );
    const out = path.join(clientDir, page.file);
    await mkdir(path.dirname(out), { recursive: true });
    await writeFile(out, html);
  }

  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(entry.publicUrl));
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(entry.publicUrl, entry.sitemapPaths()));
  await precompress(clientDir);
  console.log(`prerendered ${pages.length} pages into ${path.relative(root, clientDir)}`);
}

/**
 * <StaticContent> regions are looked up by id alone in the browser, so an id used on several
 * pages must carry the same HTML on each.
 */
function checkStaticRegions(regions: Map<string, { html: string; path: string }>, pagePath: string, html: string) {
  for (const el of parse(html).querySelectorAll('[data-static]')) {
    const id = el.getAttribute('data-static')!;
    const seen = regions.get(id);
    if (seen && seen.html !== el.innerHTML) {
      throw new Error(`Static region "${id}" differs between ${seen.path} and ${pagePath}: give each its own id.`);
    }
    regions.set(id, { html: el.innerHTML, path: pagePath });
  }
}

/**
 * Public pages carry the site's stylesheet inline: the first paint then waits for no second
 * request (which on a slow mobile link also competes with the script preloads). Staff pages
 * keep the linked file.
 */
async function inlineEntryCss(template: string, clientDir: string): Promise<string> {
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  if (!link) return template;
  const css = await readFile(path.join(clientDir, link[1]!), 'utf8');
  return template.replace(link[0], () => `<style>${css}</style>`);
}

function fileFor(pathname: string): string {
  return pathname === '/' ? 'index.html' : `${pathname.slice(1)}/index.html`;
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

function sitemapXml(publicUrl: string, paths: string[]): string {
  const urls = paths.map((p) => `  <url><loc>${publicUrl}${p === '/' ? '/' : p}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** .br and .gz beside each text file, so the server sends compressed bytes without work. */
async function precompress(dir: string): Promise<void> {
  for (const entry of await readdir(dir, { recursive: true })) {
    const file = path.join(dir, entry);
    if (!/\.(html|js|css|svg|xml|txt|json|webmanifest)$/.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    if ((await stat(file)).size < 512) continue;
    const data = await readFile(file);
    await writeFile(`${file}.gz`, await gzip(data, { level: 9 }));
    await writeFile(
      `${file}.br`,
      await brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    );
  }
}
