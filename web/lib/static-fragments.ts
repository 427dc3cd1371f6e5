/**
 * The HTML of <StaticContent> regions. Region ids are unique across the site (a region that
 * appears on several pages, like the footer, has the same HTML on each; the prerender checks
 * this), so one map serves every page. On the first load the regions are read from the
 * prerendered document; before a client-side navigation the _site route fetches the target's
 * prerendered page (once, and on hover with preloading) and adds its regions.
 */
const regions = new Map<string, string>();
const loaded = new Map<string, Promise<void>>();

function addRegions(root: ParentNode): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-static]')) {
    regions.set(el.dataset.static!, el.innerHTML);
  }
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

// The document this bundle started in is a prerendered page: read it before anything renders.
if (typeof document !== 'undefined' && !__RENDER_STATIC__) {
  addRegions(document);
  loaded.set(normalise(location.pathname), Promise.resolve());
}

/** Makes sure the regions of the page at `pathname` are known. */
export function loadStaticFragments(pathname: string): Promise<void> {
  const key = normalise(pathname);
  let pending = loaded.get(key);
  if (!pending) {
    pending = fetch(key, { headers: { accept: 'text/html' } })
      .then((res) => res.text())
      .then((html) => addRegions(new DOMParser().parseFromString(html, 'text/html')))
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
