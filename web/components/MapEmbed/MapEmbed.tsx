import { placeIn } from '../../../shared/content/home';
import { getLocale } from '../../../shared/i18n/locale';
import { m } from '../../../shared/i18n/paraglide/messages.js';
import { useHydrated } from '../../lib/hydrated';
import { site } from '../../lib/site';

/**
 * The map of our base (the CSP allows Google Maps frames), an island (`deferred` near #map).
 * Its frame is made in the browser, once the island has started near the map, never by the
 * prerendered HTML: Chromium starts a cross-origin frame as it parses it, even a lazy one this
 * far down (within its lazy distance), and the page's first paint waited for it (bench:web,
 * /contact: LCP 1.39 s with the frame in the HTML, 0.92 s without). A box of the frame's size
 * holds its place meanwhile. With scripts off, the `<noscript>` copy is the map and the box is
 * hidden (`scripting: none`, pages.css); if the island's code cannot load, the link remains.
 */
export function MapEmbed() {
  const started = useHydrated();
  const frame = (
    <iframe
      className="map-embed-frame"
      src={site.mapEmbedUrl}
      title={m.site_map_title({ locality: placeIn(site.locality, getLocale()), city: placeIn(site.city, getLocale()) })}
      width="600"
      height="400"
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
  return (
    <figure className="map-embed">
      {started ? frame : <div className="map-embed-frame map-embed-placeholder" aria-hidden="true" />}
      <noscript>{frame}</noscript>
      <figcaption>
        <a href={site.mapLinkUrl} target="_blank" rel="noopener noreferrer">
          {m.site_open_maps()}
        </a>
      </figcaption>
    </figure>
  );
}
