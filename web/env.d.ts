/// <reference types="vite/client" />

declare global {
  /**
   * True in the prerender (SSR) build and the dev server, false in the browser bundle. Guard
   * static content with it so its code and text stay out of the browser's JavaScript:
   * `<StaticContent id="x"><Section /></StaticContent>`.
   */
  const __RENDER_STATIC__: boolean;
}

export {};
