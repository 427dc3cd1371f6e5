/**
 * Builds the web app: the images (photos from photos/ or the drawn illustrations, see
 * scripts/images.ts), the browser bundle, a server bundle of the same routes, then every
 * route prerendered to static HTML (scripts/prerender.ts).
 */
import path from 'node:path';
import { build } from 'vite';
import { buildImages } from './images';
import { prerender } from './prerender';

const root = path.resolve(import.meta.dirname, '..');
const configFile = path.join(root, 'vite.config.ts');

await buildImages({ log: console.log });
await build({ configFile, logLevel: 'warn' });
await build({
  configFile,
  logLevel: 'warn',
  build: {
    ssr: path.join(root, 'web/entry-server.tsx'),
    outDir: path.join(root, 'dist/ssr'),
    emptyOutDir: true,
    manifest: false,
  },
});
await prerender({ root });
