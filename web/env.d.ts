/// <reference types="vite/client" />
import type { SiteConfig } from '../shared/site-config';

declare global {
  /** Injected by vite.config.ts from the environment at build time. */
  const __SITE_CONFIG__: SiteConfig;
  /** The site configuration's name and numbers, for components rendered in the browser. */
  const __SITE_CONTACT__: Pick<SiteConfig, 'businessName' | 'phone' | 'whatsapp'>;
  /**
   * True in the prerender (SSR) build and the dev server, false in the browser bundle. Guard
   * static content with it so its code and text stay out of the browser's JavaScript:
   * `<StaticContent id="x">{__RENDER_STATIC__ && <Section />}</StaticContent>`.
   */
  const __RENDER_STATIC__: boolean;
}
