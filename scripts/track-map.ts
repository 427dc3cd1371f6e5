/**
 * The tracking page's map (web/track-map/track-map.ts: Leaflet and its CSS, issue 20.5), built
 * into dist/client/assets under content-hashed names after Vite (npm run build). Its own small
 * bundle, not a Vite chunk: the tracking page is server-rendered HTML with no module graph, and
 * /track-live.js loads these two files by the names the server reads from TRACK_MAP_MANIFEST.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import { TRACK_MAP_MANIFEST } from '../shared/map-tiles';

export async function buildTrackMap(clientDir: string): Promise<{ js: string; css: string }> {
  const root = path.resolve(import.meta.dirname, '..');
  const result = await build({
    entryPoints: [path.join(root, 'web/track-map/track-map.ts')],
    outdir: path.join(clientDir, 'assets'),
    entryNames: 'track-map-[hash]',
    assetNames: 'track-map-[name]-[hash]',
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    // Leaflet's CSS names its control images; the page's map draws none of them, but they resolve.
    loader: { '.png': 'file', '.svg': 'file' },
    metafile: true,
    logLevel: 'warning',
  });
  const outputs = Object.keys(result.metafile.outputs).map((file) => '/' + path.relative(clientDir, path.resolve(file)).split(path.sep).join('/'));
  const assets = { js: outputs.find((f) => f.endsWith('.js'))!, css: outputs.find((f) => f.endsWith('.css'))! };
  await writeFile(path.join(clientDir, TRACK_MAP_MANIFEST), JSON.stringify(assets));
  return assets;
}
