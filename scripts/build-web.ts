/**
 * Builds the web app: the images (photos from photos/ or the drawn illustrations, see
 * scripts/images.ts), the public site's islands (dist/client: the loader, one chunk per island,
 * the site's stylesheet), the page renderer (dist/ssr/entry-server.js), the staff console (its
 * own build: dist/client, its page template in dist/ssr/console.html), the partner console (the
 * same, dist/ssr/partner.html) and the sign-in and crew screens (dist/ssr/lean). The pages
 * themselves are rendered when the server starts, with that deployment's site configuration
 * (server/web/prerender.ts), so one build serves any.
 */
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { buildCrewApp } from './crew-app';
import { buildImages } from './images';
import { brotliQuality, precompress } from './precompress';
import { buildTrackMap } from './track-map';

// A build is for production whoever starts it: Vite follows NODE_ENV, and one inherited from a
// test runner ('test', as vitest sets for site-config.test.ts's build) made React's dev JSX
// calls, which the production renderer does not have ("jsxDEV is not a function").
process.env.NODE_ENV = 'production';
const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');
const ssrDir = path.join(root, 'dist/ssr');

await buildImages({ log: console.log });
await build({ configFile, logLevel: 'warn' });
await build({
  configFile,
  logLevel: 'warn',
  // Self-contained: the production image installs no React or Mantine (dev dependencies).
  ssr: { noExternal: true },
  build: {
    ssr: path.join(root, 'web/entry-server.tsx'),
    outDir: ssrDir,
    emptyOutDir: true,
    manifest: false,
  },
});
// The staff console's own build; its page is a template the server fills (its head tags).
await build({ configFile: path.join(root, 'vite.console.config.ts'), logLevel: 'warn' });
await rename(path.join(root, 'dist/client/console/index.html'), path.join(ssrDir, 'console.html'));
// The partner console's own build (issue 37); its page is a template too.
await build({ configFile: path.join(root, 'vite.partner.config.ts'), logLevel: 'warn' });
await rename(path.join(root, 'dist/client/partner/index.html'), path.join(ssrDir, 'partner.html'));
// The sign-in and crew screens' own build (vite.lean.config.ts); their pages are templates too.
await build({ configFile: path.join(root, 'vite.lean.config.ts'), logLevel: 'warn' });
await rename(path.join(root, 'dist/client/lean'), path.join(ssrDir, 'lean'));
await buildCrewApp(path.join(root, 'dist/client'));
// The tracking page's map, loaded only once the page shows a position (issue 20.5).
await buildTrackMap(path.join(root, 'dist/client'));
const quality = brotliQuality();
await precompress(path.join(root, 'dist/client'), quality);
console.log(`built dist/client (browser) and dist/ssr (page renderer)${quality === 11 ? '' : `, brotli at quality ${quality} (BUILD_BROTLI_QUALITY: a test build)`}`);
