/// <reference types="vite/client" />
import type { SiteConfig } from '../shared/site-config';

declare global {
  /** Injected by vite.config.ts from the environment at build time. */
  const __SITE_CONFIG__: SiteConfig;
}
