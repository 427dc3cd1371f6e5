import { useEffect } from 'react';

/**
 * An island with no markup of its own: once started (near #map), it replaces each map's
 * place-holding box with the frame its `<noscript>` holds (PageBlocks' MapEmbed). A browser
 * running scripts keeps a `<noscript>`'s content as text: the frame exactly as prerendered,
 * in the page's language, made into an element here.
 */
export function MapFrame() {
  useEffect(() => {
    for (const noscript of document.querySelectorAll('noscript[data-map-frame]')) {
      const box = noscript.previousElementSibling;
      if (!box?.classList.contains('map-embed-placeholder')) continue;
      const template = document.createElement('template');
      template.innerHTML = noscript.textContent ?? '';
      box.replaceWith(template.content);
    }
  }, []);
  return null;
}
