import { getLocale, localizedPath, splitLocale } from '../../shared/i18n/locale';

/**
 * What the browser takes from prerendered pages instead of JavaScript:
 * - the HTML of <StaticContent> regions. Region ids are unique across the site (a region that
 *   appears on several pages, like the footer, has the same HTML on each; the prerender checks
 *   this), so one map serves every page;
 * - each page's head tags (title, description, canonical, Open Graph, JSON-LD), swapped in
 *   after a client-side navigation.
 * On the first load both are read from the document itself; before a client-side navigation
 * the target's prerendered page is fetched (once; on hover with preloading). Pages are keyed by
 * the router's path (no language prefix): the browser stays in its page's language, and the
 * page fetched is that language's version.
 */
const regions = new Map<string, string>();
const heads = new Map<string, string>();
const loaded = new Map<string, Promise<void>>();

/** Head tags written by the prerender carry this attribute. */
const HEAD_SELECTOR = '[data-prerendered]';

function addPage(key: string, doc: Document): void {
  for (const el of doc.querySelectorAll<HTMLElement>('[data-static]')) {
    regions.set(el.dataset.static!, el.innerHTML);
  }
  heads.set(key, [...doc.head.querySelectorAll(HEAD_SELECTOR)].map((el) => el.outerHTML).join(''));
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** The router's path of the page the browser shows ('/kn/fleet' -> '/fleet'). */
const shownPath = () => normalise(splitLocale(location.pathname).path);

// The document this bundle started in is a prerendered page: read it before anything renders.
if (typeof document !== 'undefined' && !__RENDER_STATIC__) {
  const key = shownPath();
  addPage(key, document);
  loaded.set(key, Promise.resolve());
}

/** Makes sure the regions and head of the page at `pathname` are known. */
export function loadStaticFragments(pathname: string): Promise<void> {
  const key = normalise(pathname);
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetch(localizedPath(key, getLocale()), { headers: { accept: 'text/html' } })
      .then((res) => res.text())
      .then((html) => addPage(key, new DOMParser().parseFromString(html, 'text/html')))
      .catch((error: unknown) => {
        loaded.delete(key);
        throw error;
      });
    loaded.set(key, pending);
  }
  return pending;
}

export function staticHtml(id: string): string {
  return regions.get(id) ?? '';
}

/**
 * After a client-side navigation: the head tags of the page now shown replace the previous
 * page's (so, e.g., a page's JSON-LD leaves with it). Unknown paths get the 404 page's head.
 */
export async function showPrerenderedHead(pathname: string): Promise<void> {
  const key = normalise(pathname);
  try {
    await loadStaticFragments(key);
  } catch {
    return; // offline: keep the current head rather than none
  }
  if (shownPath() !== key) return; // the visitor has moved on again
  const template = document.createElement('template');
  template.innerHTML = heads.get(key) ?? '';
  for (const el of document.head.querySelectorAll(HEAD_SELECTOR)) el.remove();
  document.head.append(template.content);
}
