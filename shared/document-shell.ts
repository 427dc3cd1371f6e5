/**
 * What a public document carries besides its route (the server reads it from the site's build,
 * server/web/renderer.ts; the renderer writes it into each page, web/entry-server.tsx).
 */
export interface DocumentShell {
  /** The site's stylesheet, put inline (the first paint waits for no second request). */
  css: string;
  /**
   * The islands' loader (web/site/loader.ts), started after the first paint by /start-app.js,
   * with the chunks to preload then; null for a page sent without script (a plain post's answer).
   */
  loader: { src: string; preload: string[] } | null;
}
