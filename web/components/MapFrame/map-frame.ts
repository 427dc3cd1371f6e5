/**
 * The map frame's island (no React): once started (near the map), it replaces the map's
 * place-holding box with the frame its `<noscript>` holds (PageBlocks' MapEmbed). A browser
 * running scripts keeps a `<noscript>`'s content as text: the frame exactly as rendered by the
 * server, in the page's language, made into an element here.
 */
export function showMapFrames(island: HTMLElement): void {
  for (const noscript of island.querySelectorAll('noscript[data-map-frame]')) {
    const box = noscript.previousElementSibling;
    if (!box?.classList.contains('map-embed-placeholder')) continue;
    const template = document.createElement('template');
    template.innerHTML = noscript.textContent ?? '';
    box.replaceWith(template.content);
  }
}
